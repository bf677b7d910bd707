import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiError, server } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as RealTimePrices } from './real-time-prices.tsx'
import {
  fresh,
  pricesEndpoint,
  pricesTable,
  realTimePricesSetup,
  rows,
  STATUS,
} from './real-time-prices.test-support.ts'

// A page renders and types as a user would; on a busy machine that can take more than 5 s.
describe('real-time prices: the table and how fresh it is', { timeout: 15_000 }, () => {
  realTimePricesSetup()

  it('shows the rows the API returns', async () => {
    pricesEndpoint()
    renderPage(RealTimePrices, '/real-time-prices')
    // The table shows once the freshness line above it is known (no layout shift).
    await screen.findByRole('region', { name: 'Market prices' })

    const onion = await pricesTable().findByRole('row', { name: /Onion/ })
    expect(onion).toHaveTextContent('₹24.50')
    expect(onion).toHaveTextContent('Lasalgaon')
    expect(pricesTable().getByRole('row', { name: /Tomato/ })).toHaveTextContent('Kolar')
  })

  it("shows a market's arrivals under its price where the source published them", async () => {
    pricesEndpoint([{ ...rows[0]!, arrivalsTonnes: 1250.5 }, rows[1]!])
    renderPage(RealTimePrices, '/real-time-prices')
    await screen.findByRole('region', { name: 'Market prices' })
    const onion = await pricesTable().findByRole('row', { name: /Onion/ })
    expect(onion).toHaveTextContent('Arrivals: 1,250.5 t')
    expect(pricesTable().getByRole('row', { name: /Tomato/ })).not.toHaveTextContent('Arrivals')
  })

  it('asks the API for what is typed in the search box and shows its answer', async () => {
    const queries = pricesEndpoint()
    const user = userEvent.setup({ delay: null })
    const { location } = renderPage(RealTimePrices, '/real-time-prices')
    await screen.findByRole('region', { name: 'Market prices' })
    await pricesTable().findByRole('row', { name: /Tomato/ })

    await user.type(screen.getByRole('searchbox', { name: 'Search by crop or market' }), 'onion')

    await waitFor(() =>
      expect(pricesTable().queryByRole('row', { name: /Tomato/ })).not.toBeInTheDocument(),
    )
    expect(pricesTable().getByRole('row', { name: /Onion/ })).toBeInTheDocument()
    expect(queries).toContain('onion')
    expect(location().search).toBe('?q=onion')
  })

  it('shows the table only once the freshness line above it is known, so nothing is pushed down', async () => {
    pricesEndpoint()
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(
      http.get('/api/market-prices/status', async () => {
        await answered
        return HttpResponse.json(STATUS)
      }),
    )
    renderPage(RealTimePrices, '/real-time-prices')
    // Until the rows are known the title claims nothing about their age.
    expect(await screen.findByRole('heading', { name: 'Crop Prices at the Mandis' })).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Market prices' })).not.toBeInTheDocument()
    answer()
    expect(await screen.findByTestId('latest-prices')).toBeVisible()
    expect(await screen.findByRole('region', { name: 'Market prices' })).toBeVisible()
  })

  it("says 'Failed to fetch crop prices' when the API fails", async () => {
    server.use(http.get('/api/market-prices', () => apiError(500, 'Internal error')))
    renderPage(RealTimePrices, '/real-time-prices')

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch crop prices')
  })

  it('says how old the newest prices are, with a notice when older than a week, and dates every row', async () => {
    pricesEndpoint()
    renderPage(RealTimePrices, '/real-time-prices')
    expect(await screen.findByTestId('latest-prices')).toHaveTextContent(
      'Latest prices: 27 Dec 2025 — 11 months old',
    )
    expect(screen.getByTestId('stale-prices-notice')).toHaveTextContent(
      'These are not current prices. The newest is 11 months old.',
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crop Prices at the Mandis')
    const onion = await pricesTable().findByRole('row', { name: /Onion/ })
    expect(onion).toHaveTextContent('27 Dec 2025')
    expect(onion).toHaveTextContent('11 months old')
    expect(onion).toHaveTextContent('Nashik, Maharashtra')
    expect(pricesTable().getByTestId('near-first')).toHaveTextContent(
      'Markets in Nashik district, then the rest of Maharashtra, come first',
    )
    expect(screen.getByText(/^Sources: Agmarknet/)).toBeInTheDocument()
  })

  it('shows no stale notice for prices of this week, and the background load', async () => {
    pricesEndpoint([
      { ...fresh, crop: 'Onion' },
      { ...fresh, crop: 'Tomato', date: '2026-11-20' },
    ])
    server.use(
      http.get('/api/market-prices/status', () =>
        HttpResponse.json({
          ...STATUS,
          newestDate: '2026-11-24',
          loading: {
            file: 'broad-history-2016-2023.csv.gz',
            rowsDone: 250_000,
            rowsTotal: 685_427,
          },
        }),
      ),
    )
    renderPage(RealTimePrices, '/real-time-prices')
    expect(await screen.findByTestId('latest-prices')).toHaveTextContent(
      'Latest prices: 24 Nov 2026 — today',
    )
    expect(screen.queryByTestId('stale-prices-notice')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Real-Time Crop Prices')
    expect(screen.getByTestId('history-loading')).toHaveTextContent(
      'The older price history is still loading: 36%',
    )
  })

  it('says the history is loading, without figures, while its rows are still being counted', async () => {
    pricesEndpoint()
    server.use(
      http.get('/api/market-prices/status', () =>
        HttpResponse.json({
          ...STATUS,
          loading: { file: 'history.csv.gz', rowsDone: 0, rowsTotal: 0 },
        }),
      ),
    )
    renderPage(RealTimePrices, '/real-time-prices')
    expect(await screen.findByTestId('history-loading')).toHaveTextContent(
      /^The older price history is still loading\. Forecasts use it once it is in\.$/,
    )
  })

  it("limits the search box to the server's 100 characters and shows the server's message for a refused search", async () => {
    server.use(
      http.get('/api/market-prices', () =>
        apiError(400, 'Search: at most 100 characters.', { field: 'q' }),
      ),
    )
    renderPage(RealTimePrices, '/real-time-prices', `/real-time-prices?q=${'a'.repeat(101)}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Search: at most 100 characters.',
    )
    expect(screen.getByRole('searchbox', { name: 'Search by crop or market' })).toHaveAttribute(
      'maxLength',
      '100',
    )
  })

  it('names the title and the notice by the rows shown: one fresh price among old ones', async () => {
    // As after importing one fresh CSV row: the newest price held is today's, most rows are old.
    pricesEndpoint([fresh, ...rows])
    server.use(
      http.get('/api/market-prices/status', () =>
        HttpResponse.json({ ...STATUS, newestDate: '2026-11-24' }),
      ),
    )
    renderPage(RealTimePrices, '/real-time-prices')
    expect(await screen.findByTestId('stale-prices-notice')).toHaveTextContent(
      'Not all of these prices are current. Older than a week: 2 of the 3 prices shown',
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crop Prices at the Mandis')
    expect(screen.getByTestId('latest-prices')).toHaveTextContent(
      'Latest prices: 24 Nov 2026 — today',
    )
  })
})
