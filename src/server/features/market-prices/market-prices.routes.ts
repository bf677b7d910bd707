import { sendJsonText } from '#server/lib/json-text.ts'
import { createTtlCache } from '#server/lib/ttl-cache.ts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CropsSchema,
  FairPriceQuerySchema,
  FairPriceSchema,
  MARKET_PRICES_PAGE_SIZE,
  MarketPricesPageSchema,
  MarketPricesQuerySchema,
  PredictionSchema,
  PredictQuerySchema,
  PriceHistoryQuerySchema,
  PriceHistorySchema,
} from '#core/market-prices/market-prices.contract.ts'
import { pricePerKg } from '#core/market-prices/prices.ts'
import { listLatest } from './market-prices.repo.ts'
import { PriceForecasts } from './predictions.ts'

/** Mandi prices, their history and 7-day forecasts. The price page is a farmer tool, so its data is farmer-only. */
const PAGE_CACHE_TTL_MS = 15_000
const PAGE_CACHE_MAX = 500

export const marketPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The latest prices change only when data is imported (every few hours): a page is reused
  // for PAGE_CACHE_TTL_MS, so busy hours cost no query (a busy page would
  // otherwise query on every request).
  // It is kept as the JSON text, checked against the response schema once when made: a cached page
  // is sent as it is, without being validated and stringified again each time (work that
  // would otherwise repeat on every request).
  const pageCache = createTtlCache<string>({
    ttlMs: PAGE_CACHE_TTL_MS,
    maxEntries: PAGE_CACHE_MAX,
  })
  // Lag-tolerant reads: a replica a moment behind is fine for prices.
  const forecasts = new PriceForecasts(() => app.database.read)

  app.get(
    '/api/market-prices',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['market-prices'],
        summary:
          'Latest mandi price of each crop at each market, 10 a page, searchable by crop or market',
        querystring: MarketPricesQuerySchema,
        response: { 200: MarketPricesPageSchema },
      },
    },
    async (request, reply) => {
      const { q, page } = request.query
      const json = await pageCache.get(`${q}\u0000${page}`, async () =>
        JSON.stringify(MarketPricesPageSchema.parse(await listPage(q, page))),
      )
      return sendJsonText(reply, json)
    },
  )

  async function listPage(q: string, page: number) {
    const { items, total } = await listLatest(app.database.read, {
      q,
      limit: MARKET_PRICES_PAGE_SIZE,
      offset: (page - 1) * MARKET_PRICES_PAGE_SIZE,
    })
    return {
      items: items.map((r) => ({
        crop: r.commodity,
        pricePerKg: pricePerKg(r.modalPrice),
        market: r.market,
        state: r.state,
        date: r.arrivalDate,
      })),
      total,
      page,
      pageCount: Math.max(1, Math.ceil(total / MARKET_PRICES_PAGE_SIZE)),
    }
  }

  app.get(
    '/api/market-prices/crops',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['market-prices'],
        summary: 'Crops with mandi prices, for suggestions',
        response: { 200: CropsSchema },
      },
    },
    async () => ({ crops: await forecasts.crops() }),
  )

  app.get(
    '/api/market-prices/history',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['market-prices'],
        summary:
          'Daily modal price per kg over the last 120 days: one market, or the median across markets',
        querystring: PriceHistoryQuerySchema,
        response: { 200: PriceHistorySchema },
      },
    },
    async (request) => forecasts.history(request.query.crop, request.query.market),
  )

  app.get(
    '/api/market-prices/fair-price',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['market-prices'],
        summary: "A crop's latest mandi price per kg and its 7-day forecast",
        querystring: FairPriceQuerySchema,
        response: { 200: FairPriceSchema },
      },
    },
    async (request) => forecasts.fairPrice(request.query.crop),
  )

  app.get(
    '/api/predict',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['market-prices'],
        summary:
          '7-day price forecast for a crop (optionally one market), ₹/kg, with an 80 % interval',
        querystring: PredictQuerySchema,
        response: { 200: PredictionSchema },
      },
    },
    async (request) => forecasts.predict(request.query.crop, request.query.market),
  )
}
