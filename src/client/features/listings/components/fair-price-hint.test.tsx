import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LocalFairPrice } from '#core/market-prices/market-prices.contract.ts'
import { placeNamesIn } from '#core/places/places.ts'
import { I18nProvider } from '#client/i18n/i18n.tsx'
import { apiError, server } from '../../../../../tests/setup/msw.ts'
import { FairPriceHint } from './fair-price-hint.tsx'

const source = (market: string, date: string, pricePerKg: number) => ({
  market,
  district: 'Pune',
  state: 'Maharashtra',
  date,
  pricePerKg,
})

const PUNE: LocalFairPrice = {
  crop: 'Tomato',
  pricePerKg: 19,
  date: '2025-12-26',
  dateFrom: '2025-12-20',
  markets: 2,
  scope: 'district',
  place: 'Pune',
  sources: [source('Pune', '2025-12-26', 20), source('Khed', '2025-12-20', 18)],
  near: { location: 'Pune', district: 'Pune', state: 'Maharashtra' },
  trend: 'up',
  forecast: [19, 19.2, 19.4, 19.5, 19.7, 19.8, 20],
}

/** Onion in Maharashtra, with its usual rise and fall through the year. */
const ONION: LocalFairPrice = {
  ...PUNE,
  crop: 'Onion',
  seasonal: {
    state: 'Maharashtra',
    rise: { from: 11, to: 1, percent: 18, years: 8, agree: 6 },
    fall: { from: 3, to: 5, percent: -22, years: 8, agree: 7 },
  },
}

function renderHint(answer: LocalFairPrice | 'unknown', crop = 'tamatar') {
  server.use(
    http.get('/api/market-prices/fair-price', () =>
      answer === 'unknown'
        ? apiError(404, "No market prices for 'Tomatto'.", {
            code: 'prices.unknown_crop_suggest',
            params: { crop: 'Tomatto', count: 250, suggestion: 'Tomato' },
          })
        : HttpResponse.json(answer),
    ),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <I18nProvider>
        <FairPriceHint crop={crop} />
      </I18nProvider>
    </QueryClientProvider>,
  )
}

describe('the fair-price hint', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T06:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("does not call an old price today's: it gives its date, age, markets and their dates", async () => {
    renderHint(PUNE)
    const hint = await screen.findByTestId('fair-price-hint')
    expect(hint).toHaveTextContent(
      'Mandi price of 26 Dec 2025 (11 months old): ₹19.00/kg (median of 2 markets in Pune district) · the 7 days after it: rising',
    )
    expect(hint).not.toHaveTextContent('today')
    expect(screen.getByTestId('fair-price-sources')).toHaveTextContent(
      'From: Pune (26 Dec 2025), Khed (20 Dec 2025)',
    )
  })

  it('says "today" for a price of today', async () => {
    renderHint({
      ...PUNE,
      date: '2026-11-24',
      markets: 1,
      scope: 'state',
      place: 'Maharashtra',
      sources: [source('Pune', '2026-11-24', 19)],
    })
    expect(await screen.findByTestId('fair-price-hint')).toHaveTextContent(
      'Mandi price today: ₹19.00/kg (Pune, Maharashtra) · next 7 days: rising',
    )
  })

  it('suggests the nearest known crop for an unknown name', async () => {
    renderHint('unknown', 'Tomatto')
    expect(await screen.findByTestId('fair-price-hint')).toHaveTextContent(
      'No mandi prices for that name. Did you mean Tomato?',
    )
  })

  it("tells the crop's usual rise through the year from its seasonal calendar, and nothing without one", async () => {
    renderHint(ONION)
    expect(await screen.findByTestId('fair-price-seasonal')).toHaveTextContent(
      'Onion in Maharashtra usually rises about 18% from November to January (6 of 8 years).',
    )
  })

  it('names the state of the usual rise in the reader’s language', async () => {
    server.use(
      http.get('/api/places/names', ({ request }) =>
        HttpResponse.json(placeNamesIn(new URL(request.url).searchParams.get('lang') ?? '')),
      ),
    )
    localStorage.setItem('lang', 'hi')
    try {
      renderHint(ONION)
      await expect
        .poll(() => screen.queryByTestId('fair-price-seasonal')?.textContent ?? '')
        .toMatch(/^महाराष्ट्र में /)
    } finally {
      localStorage.clear()
    }
  })

  it('without a usual rise, tells the usual fall', async () => {
    renderHint({
      ...PUNE,
      seasonal: {
        state: null,
        rise: null,
        fall: { from: 3, to: 5, percent: -22, years: 8, agree: 7 },
      },
    })
    expect(await screen.findByTestId('fair-price-seasonal')).toHaveTextContent(
      'Tomato in India usually falls about 22% from March to May (7 of 8 years).',
    )
  })

  it('shows no seasonal sentence when the crop has no calendar', async () => {
    renderHint({ ...PUNE, seasonal: null })
    await screen.findByTestId('fair-price-hint')
    expect(screen.queryByTestId('fair-price-seasonal')).toBeNull()
  })
})
