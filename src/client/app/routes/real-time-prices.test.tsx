import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  MarketDataStatus,
  MarketPriceRow,
} from '#core/market-prices/market-prices.contract.ts'
import { apiError, farmer, server, sessionAs } from '../../../../tests/setup/msw.ts'
import { predictionFixture } from '../../../../tests/setup/prediction.ts'
import { renderPage } from '../../../../tests/setup/render-page.tsx'
import { Component as RealTimePrices } from './real-time-prices.tsx'

const rows: MarketPriceRow[] = [
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
const fresh: MarketPriceRow = {
  crop: 'Onion',
  pricePerKg: 21,
  market: 'Pimpalgaon',
  state: 'Maharashtra',
  district: 'Nashik',
  date: '2026-11-24',
}

const NEAR = { location: 'Nashik', district: 'Nashik', state: 'Maharashtra' }
const STATUS: MarketDataStatus = {
  newestDate: '2025-12-27',
  crops: 250,
  loading: null,
  live: false,
}

/** Answers GET /api/market-prices like the server (a search over crop and market) and keeps each query. */
function pricesEndpoint(shown: MarketPriceRow[] = rows) {
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
  )
  return queries
}

afterEach(() => {
  vi.useRealTimers()
  localStorage.removeItem('lang')
})

const pricesTable = () => within(screen.getByRole('region', { name: 'Market prices' }))

// A page renders and types as a user would; on a busy machine that can take more than 5 s.
describe('real-time prices', { timeout: 15_000 }, () => {
  beforeEach(() => {
    // The page's "today": 24 Nov 2026 in India (only Date is faked; timers run as usual).
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T06:00:00Z'))
    server.use(
      sessionAs(farmer),
      http.get('/api/market-prices/status', () => HttpResponse.json(STATUS)),
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
    // The table shows once the freshness line above it is known (no layout shift).
    await screen.findByRole('region', { name: 'Market prices' })

    const onion = await pricesTable().findByRole('row', { name: /Onion/ })
    expect(onion).toHaveTextContent('₹24.50')
    expect(onion).toHaveTextContent('Lasalgaon')
    expect(pricesTable().getByRole('row', { name: /Tomato/ })).toHaveTextContent('Kolar')
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

  it("clears the previous crop's table and chart when a prediction fails", async () => {
    pricesEndpoint()
    const tomato = predictionFixture()
    server.use(
      http.get('/api/predict', ({ request }) => {
        const crop = new URL(request.url).searchParams.get('crop')
        return crop === 'Tomato'
          ? HttpResponse.json(tomato)
          : apiError(404, "No market prices for 'Dragonfruit'.", {
              code: 'prices.unknown_crop',
              params: { crop: 'Dragonfruit', count: 250 },
            })
      }),
      http.get('/api/market-prices/history', () =>
        HttpResponse.json({
          crop: 'Tomato',
          market: null,
          points: [{ date: '2025-12-27', pricePerKg: 19.5 }],
        }),
      ),
    )
    const user = userEvent.setup({ delay: null })
    renderPage(RealTimePrices, '/real-time-prices')
    const prediction = within(await screen.findByRole('region', { name: 'Price prediction' }))
    await user.type(prediction.getByLabelText('Crop name'), 'Tomato')
    await user.click(prediction.getByRole('button', { name: 'Predict Prices' }))
    expect(
      await prediction.findByRole('heading', { name: 'Predicted prices for Tomato' }),
    ).toBeInTheDocument()
    expect(prediction.getByTestId('forecast-market')).toHaveTextContent(
      'Tomato at Kolar (Kolar, Karnataka), from prices of 27 Dec 2025. No market in your district or state has enough recent prices to forecast from; this one has.',
    )
    expect(prediction.getByTestId('forecast-chart')).toBeInTheDocument()
    expect(prediction.getByTestId('forecast-accuracy')).toHaveTextContent(
      'Forecast from prices at Kolar up to 27 Dec 2025. Tested on the four weeks before, it was off by about 12% on average there: about ₹2.40 on a price of ₹20.00 per kg. It is a rough guide',
    )
    expect(prediction.getByTestId('forecast-notes')).toHaveTextContent(
      'This forecast starts after the latest prices, of 27 Dec 2025 (11 months old)',
    )

    await user.clear(prediction.getByLabelText('Crop name'))
    await user.type(prediction.getByLabelText('Crop name'), 'Dragonfruit')
    await user.click(prediction.getByRole('button', { name: 'Predict Prices' }))
    expect(
      await screen.findByText(
        /No market prices for 'Dragonfruit'\. Prices are known for 250 crops/,
      ),
    ).toBeInTheDocument()
    await waitFor(() => expect(prediction.queryByRole('table')).not.toBeInTheDocument())
    expect(prediction.queryByTestId('forecast-chart')).not.toBeInTheDocument()
    expect(prediction.queryByText(/Predicted prices for Tomato/)).not.toBeInTheDocument()
  })

  it("forecasts the farmer's own market when the server picks it, and charts that market's prices", async () => {
    pricesEndpoint()
    const historyAsked: (string | null)[] = []
    server.use(
      http.get('/api/predict', () =>
        HttpResponse.json(
          predictionFixture({
            crop: 'Onion',
            market: 'Lasalgaon',
            state: 'Maharashtra',
            district: 'Nashik',
            scope: 'district',
            method: 'farmtrek (global model + per-series)',
            backtestMape: null,
          }),
        ),
      ),
      http.get('/api/market-prices/history', ({ request }) => {
        historyAsked.push(new URL(request.url).searchParams.get('market'))
        return HttpResponse.json({
          crop: 'Onion',
          market: 'Lasalgaon',
          points: [{ date: '2025-12-27', pricePerKg: 19.5 }],
        })
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderPage(RealTimePrices, '/real-time-prices')
    const prediction = within(await screen.findByRole('region', { name: 'Price prediction' }))
    await user.type(prediction.getByLabelText('Crop name'), 'Onion')
    await user.click(prediction.getByRole('button', { name: 'Predict Prices' }))
    expect(await prediction.findByTestId('forecast-market')).toHaveTextContent(
      'Onion at Lasalgaon (Nashik, Maharashtra), from prices of 27 Dec 2025. It is a market in your district with enough recent prices to forecast from.',
    )
    // No honest accuracy figure: none is made up.
    expect(prediction.queryByTestId('forecast-accuracy')).not.toBeInTheDocument()
    expect(prediction.getByTestId('forecast-notes')).toHaveTextContent(
      'How accurate it is at Lasalgaon cannot be told yet',
    )
    expect(await prediction.findByTestId('forecast-chart')).toBeInTheDocument()
    await waitFor(() => expect(historyAsked).toEqual(['Lasalgaon']))
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

  it('shows a farmer no operator set-up and no method name', async () => {
    pricesEndpoint()
    server.use(
      http.get('/api/market-prices/crops', () => HttpResponse.json({ crops: ['Onion'] })),
      http.get('/api/predict', () => HttpResponse.json(predictionFixture())),
      http.get('/api/market-prices/history', () =>
        HttpResponse.json({ crop: 'Tomato', market: 'Kolar', points: [] }),
      ),
    )
    const user = userEvent.setup({ delay: null })
    renderPage(RealTimePrices, '/real-time-prices')
    const prediction = within(await screen.findByRole('region', { name: 'Price prediction' }))
    await user.type(prediction.getByLabelText('Crop name'), 'Tomato')
    await user.click(prediction.getByRole('button', { name: 'Predict Prices' }))
    await prediction.findByTestId('forecast-notes')
    const page = document.body.textContent ?? ''
    for (const operatorText of [
      /operators?/i,
      /DATA_GOV_IN/,
      /data\.gov\.in key/i,
      /ingester/i,
      /farmtrek \(/,
      /Method:/,
    ])
      expect(page).not.toMatch(operatorText)
  })

  it.each([
    [
      'en',
      'Crop Prices at the Mandis',
      'No forecast for Potato: the markets with a long price history for it stopped reporting in 2021, and no market has 100 days of recent prices.',
    ],
    [
      'hi',
      'मंडियों में फ़सलों के भाव',
      'आलू का अनुमान नहीं: जिन मंडियों में इसके भावों का लंबा इतिहास है, उन्होंने 2021 में भाव दर्ज करना बंद कर दिया, और किसी भी मंडी के पास हाल के 100 दिनों के भाव नहीं हैं।',
    ],
    [
      'ta',
      'சந்தைகளில் பயிர் விலைகள்',
      'உருளைக்கிழங்கு க்குக் கணிப்பு இல்லை: இதன் நீண்ட விலை வரலாறு உள்ள சந்தைகள் 2021 இல் விலை பதிவதை நிறுத்திவிட்டன; எந்தச் சந்தையிலும் சமீபத்திய 100 நாள் விலைகள் இல்லை.',
    ],
  ])('says in %s why a crop has no forecast', async (lang, title, text) => {
    localStorage.setItem('lang', lang)
    pricesEndpoint()
    server.use(
      http.get('/api/predict', () =>
        apiError(422, 'No forecast for Potato.', {
          code: 'prices.history_too_old',
          params: { crop: 'Potato', year: 2021, most: 37, needed: 100 },
        }),
      ),
    )
    const user = userEvent.setup({ delay: null })
    renderPage(RealTimePrices, '/real-time-prices')
    // The language's texts are in (the page's title in it) before the crop is asked for.
    await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })
    // The crop box and its button by their place in the form: their names are in `lang`.
    const input = await waitFor(() => {
      const el = document.querySelector<HTMLInputElement>('input[name="crop"]')
      if (!el) throw new Error('no crop box yet')
      return el
    })
    await user.type(input, 'Potato')
    await user.click(input.form!.querySelector('button[type="submit"]')!)
    expect(await screen.findByText(text)).toBeInTheDocument()
  })
})
