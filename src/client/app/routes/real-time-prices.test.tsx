import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import type { MarketPriceRow } from '#core/market-prices/market-prices.contract.ts'
import { apiError, farmer, server, sessionAs } from '../../../../tests/setup/msw.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as RealTimePrices } from './real-time-prices.tsx'

const rows: MarketPriceRow[] = [
  {
    crop: 'Onion',
    pricePerKg: 24.5,
    market: 'Lasalgaon',
    state: 'Maharashtra',
    date: '2025-06-02',
  },
  { crop: 'Tomato', pricePerKg: 18, market: 'Kolar', state: 'Karnataka', date: '2025-06-01' },
]

/** Answers GET /api/market-prices like the server (a search over crop and market) and keeps each query. */
function pricesEndpoint() {
  const queries: string[] = []
  server.use(
    http.get('/api/market-prices', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? ''
      queries.push(q)
      const items = rows.filter((r) =>
        `${r.crop} ${r.market}`.toLowerCase().includes(q.toLowerCase()),
      )
      return HttpResponse.json({ items, total: items.length, page: 1, pageCount: 1 })
    }),
  )
  return queries
}

const pricesTable = () => within(screen.getByRole('region', { name: 'Market prices' }))

// A page renders and types as a user would; on a busy machine that can take more than 5 s.
describe('real-time prices', { timeout: 15_000 }, () => {
  beforeEach(() => {
    server.use(
      sessionAs(farmer),
      // The sections below the table: no crops to predict and no listings of the farmer's.
      http.get('/api/market-prices/crops', () => HttpResponse.json({ crops: [] })),
      http.get('/api/listings/mine', () =>
        HttpResponse.json({ items: [], total: 0, page: 1, pageCount: 1 }),
      ),
    )
  })

  it('shows the rows the API returns', async () => {
    pricesEndpoint()
    renderPage(RealTimePrices, '/real-time-prices')

    const onion = await pricesTable().findByRole('row', { name: /Onion/ })
    expect(onion).toHaveTextContent('₹24.50')
    expect(onion).toHaveTextContent('Lasalgaon')
    expect(pricesTable().getByRole('row', { name: /Tomato/ })).toHaveTextContent('Kolar')
  })

  it('asks the API for what is typed in the search box and shows its answer', async () => {
    const queries = pricesEndpoint()
    const user = userEvent.setup({ delay: null })
    const { router } = renderPage(RealTimePrices, '/real-time-prices')
    await pricesTable().findByRole('row', { name: /Tomato/ })

    await user.type(screen.getByRole('searchbox', { name: 'Search by crop or market' }), 'onion')

    await waitFor(() =>
      expect(pricesTable().queryByRole('row', { name: /Tomato/ })).not.toBeInTheDocument(),
    )
    expect(pricesTable().getByRole('row', { name: /Onion/ })).toBeInTheDocument()
    expect(queries).toContain('onion')
    expect(router.state.location.search).toBe('?q=onion')
  })

  it("says 'Failed to fetch crop prices' when the API fails", async () => {
    server.use(http.get('/api/market-prices', () => apiError(500, 'Internal error')))
    renderPage(RealTimePrices, '/real-time-prices')

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch crop prices')
  })
})
