import { within, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, vi } from 'vitest'
import type {
  MarketDataStatus,
  MarketPriceRow,
} from '#core/market-prices/market-prices.contract.ts'
import { farmer, server, sessionAs } from '../../../../tests/setup/msw.ts'

export const rows: MarketPriceRow[] = [
  {
    crop: 'Onion',
    pricePerKg: 24.5,
    market: 'Lasalgaon',
    state: 'Maharashtra',
    district: 'Nashik',
    date: '2025-12-27',
  },
  {
    crop: 'Tomato',
    pricePerKg: 18,
    market: 'Kolar',
    state: 'Karnataka',
    district: 'Kolar',
    date: '2025-12-26',
  },
]

/** A price of the page's "today" (24 Nov 2026). */
export const fresh: MarketPriceRow = {
  crop: 'Onion',
  pricePerKg: 21,
  market: 'Pimpalgaon',
  state: 'Maharashtra',
  district: 'Nashik',
  date: '2026-11-24',
}

export const NEAR = { location: 'Nashik', district: 'Nashik', state: 'Maharashtra' }
export const STATUS: MarketDataStatus = {
  newestDate: '2025-12-27',
  crops: 250,
  loading: null,
  live: false,
}

/** Answers GET /api/market-prices like the server (a search over crop and market) and keeps each query. */
export function pricesEndpoint(shown: MarketPriceRow[] = rows) {
  const queries: string[] = []
  server.use(
    http.get('/api/market-prices', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? ''
      queries.push(q)
      const items = shown.filter((r) =>
        `${r.crop} ${r.market}`.toLowerCase().includes(q.toLowerCase()),
      )
      return HttpResponse.json({ items, total: items.length, page: 1, pageCount: 1, near: NEAR })
    }),
    // A crop's seasonal calendar, shown under its forecast: here, too few years to have one.
    http.get('/api/market-prices/seasonal', ({ request }) =>
      HttpResponse.json({
        crop: new URL(request.url).searchParams.get('crop') ?? '',
        state: null,
        years: 0,
        firstYear: null,
        lastYear: null,
        months: [],
        rise: null,
        fall: null,
      }),
    ),
  )
  return queries
}

export const pricesTable = () => within(screen.getByRole('region', { name: 'Market prices' }))

/**
 * The page's "today" is 24 Nov 2026 in India (only Date is faked; timers run as usual), a farmer
 * is signed in, and the sections below the table have no crops to predict and no listings.
 */
export function realTimePricesSetup() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T06:00:00Z'))
    server.use(
      sessionAs(farmer),
      http.get('/api/market-prices/status', () => HttpResponse.json(STATUS)),
      http.get('/api/market-prices/crops', () => HttpResponse.json({ crops: [] })),
      http.get('/api/listings/mine', () =>
        HttpResponse.json({ items: [], total: 0, page: 1, pageCount: 1 }),
      ),
    )
  })
  afterEach(() => {
    vi.useRealTimers()
    localStorage.removeItem('lang')
  })
}
