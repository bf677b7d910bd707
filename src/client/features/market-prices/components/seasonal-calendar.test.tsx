import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { SeasonalCalendarAnswer } from '#core/market-prices/market-prices.contract.ts'
import { placeNamesIn } from '#core/places/places.ts'
import { server } from '../../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../../tests/setup/render-page.tsx'
import { SeasonalCalendar } from './seasonal-calendar.tsx'

const INDEX = [140, 112, 93, 93, 93, 93, 93, 93, 93, 93, 102, 121]

function onion(over: Partial<SeasonalCalendarAnswer> = {}): SeasonalCalendarAnswer {
  return {
    crop: 'Onion',
    state: 'Maharashtra',
    years: 8,
    firstYear: 2016,
    lastYear: 2023,
    months: INDEX.map((index, i) => ({ month: i + 1, index, change: 0, years: 7, agree: 7 })),
    rise: { from: 10, to: 1, percent: 50, years: 7, agree: 6 },
    fall: { from: 1, to: 3, percent: -33, years: 8, agree: 8 },
    ...over,
  }
}

const answer = (cal: SeasonalCalendarAnswer) =>
  server.use(http.get('/api/market-prices/seasonal', () => HttpResponse.json(cal)))

const Onion = () => <SeasonalCalendar crop="pyaz" />

afterEach(() => localStorage.clear())

describe('the seasonal calendar', () => {
  it('says when the price usually rises and falls, with the years that agree, and each month', async () => {
    answer(onion())
    renderPage(Onion, '/')
    expect(await screen.findByTestId('seasonal-rise')).toHaveTextContent(
      'Onion in Maharashtra usually rises about 50% from October to January (6 of 7 years).',
    )
    expect(screen.getByTestId('seasonal-fall')).toHaveTextContent(
      'Onion in Maharashtra usually falls about 33% from January to March (8 of 8 years).',
    )
    const months = screen.getByRole('list', { name: /Usual price by month/ })
    expect(months.querySelectorAll('li')).toHaveLength(12)
    expect(months).toHaveTextContent('January: 140% of the year’s average')
    expect(screen.getByText('From 8 years of mandi prices, 2016 to 2023.')).toBeInTheDocument()
  })

  it('draws no bar for a month out of a crop’s season, only a baseline, and says it has no prices', async () => {
    // Litchi: in the market from May to July.
    const season: Record<number, number> = { 5: 117, 6: 90, 7: 93 }
    answer(
      onion({
        crop: 'Litchi',
        state: null,
        years: 4,
        months: Array.from({ length: 12 }, (_, i) => ({
          month: i + 1,
          index: season[i + 1] ?? null,
          change: null,
          years: 0,
          agree: 0,
        })),
        rise: null,
        fall: { from: 5, to: 6, percent: -23, years: 4, agree: 4 },
      }),
    )
    renderPage(Onion, '/')
    const months = await screen.findByRole('list', { name: /Usual price by month/ })
    expect(screen.getAllByTestId('month-bar')).toHaveLength(3)
    expect(screen.getAllByTestId('month-empty')).toHaveLength(9)
    // The season's bars span the chart's height: the highest month is the tallest.
    const heights = screen.getAllByTestId('month-bar').map((b) => parseInt(b.style.height, 10))
    expect(heights).toEqual([64, 12, 18])
    expect(months).toHaveTextContent('January: no prices')
    expect(months).toHaveTextContent('May: 117% of the year’s average')
  })

  it('names the state in the reader’s language', async () => {
    answer(onion())
    server.use(
      http.get('/api/places/names', ({ request }) =>
        HttpResponse.json(placeNamesIn(new URL(request.url).searchParams.get('lang') ?? '')),
      ),
    )
    localStorage.setItem('lang', 'hi')
    renderPage(Onion, '/')
    await expect
      .poll(() => screen.queryByTestId('seasonal-rise')?.textContent ?? '')
      .toMatch(/^महाराष्ट्र में /)
  })

  it('names India when the state has too few years, and says when there is no steady move', async () => {
    answer(onion({ state: null, rise: null, fall: null }))
    renderPage(Onion, '/')
    expect(
      await screen.findByText('Onion in India shows no steady rise or fall through the year.'),
    ).toBeInTheDocument()
  })

  it('says why there is no calendar for a crop with fewer than three years', async () => {
    answer(onion({ months: [], years: 0, firstYear: null, lastYear: null, rise: null, fall: null }))
    renderPage(Onion, '/')
    expect(
      await screen.findByText(
        'We hold fewer than three years of Onion prices: too few to tell how its price moves through the year.',
      ),
    ).toBeInTheDocument()
  })

  it('speaks Hindi, with Hindi month names', async () => {
    localStorage.setItem('lang', 'hi')
    answer(onion())
    renderPage(Onion, '/')
    // The Hindi catalogue arrives as its own chunk: wait for its words.
    const rise = await screen.findByText(/आम तौर पर .* बढ़ता है/, {}, { timeout: 5000 })
    expect(rise).toHaveAttribute('data-testid', 'seasonal-rise')
    expect(rise).toHaveTextContent('अक्टूबर')
    expect(rise).toHaveTextContent('50%')
    expect(rise).toHaveTextContent('प्याज')
    expect(rise).not.toHaveTextContent('usually')
  })

  it('keeps each Tamil month label whole on a phone: short, on one line, on its side below 640 px', async () => {
    localStorage.setItem('lang', 'ta')
    answer(onion())
    renderPage(Onion, '/')
    // The Tamil catalogue arrives as its own chunk: wait for its words.
    await screen.findByText(/உயர்கிறது/, {}, { timeout: 5000 })
    const labels = screen.getAllByTestId('month-label')
    // Intl's short months ('பிப்.', not 'பிப்ரவரி'), as long as ~50 px at 12 px: wider than a
    // 360 px screen's column (~22 px), they collided, or broke in the middle of the word.
    const short = new Intl.DateTimeFormat('ta-IN', { month: 'short', timeZone: 'UTC' })
    expect(labels.map((l) => l.textContent)).toEqual(
      Array.from({ length: 12 }, (_, i) => short.format(Date.UTC(2000, i, 1))),
    )
    for (const label of labels) {
      expect(label).toHaveClass('whitespace-nowrap', 'max-sm:[writing-mode:vertical-rl]')
      expect(label).toHaveClass('max-sm:rotate-180')
      // Bars and labels in rows of their own: the bars stand on one line whatever a label's length.
      expect(label.parentElement).toHaveClass('row-span-2', 'grid-rows-subgrid')
    }
  }, 15_000)
})
