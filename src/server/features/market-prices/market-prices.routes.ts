import { type JsonAnswer, jsonAnswer, sendJsonAnswer } from '#server/lib/json-text.ts'
import { createTtlCache } from '#server/lib/ttl-cache.ts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CropsSchema,
  FairPriceQuerySchema,
  LocalFairPriceSchema,
  MARKET_PRICES_PAGE_SIZE,
  MarketDataStatusSchema,
  MarketPricesPageSchema,
  MarketPricesQuerySchema,
  PredictionSchema,
  PredictQuerySchema,
  PriceHistoryQuerySchema,
  PriceHistorySchema,
  SeasonalCalendarSchema,
  SeasonalQuerySchema,
  type LocalFairPrice,
  type Near,
} from '#core/market-prices/market-prices.contract.ts'
import { localPrice, resolvePlace, type Place } from '#core/market-prices/local-price.ts'
import { pricePlaceOf } from '#core/places/price-places.ts'
import { placeOfUser } from '#server/services/places.ts'
import { pricePerKg, trendOf } from '#core/market-prices/prices.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { knownCrop } from '#server/services/known-crop.ts'
import { loadStatusOf } from './load-status.ts'
import {
  knownCrops,
  knownPlaces,
  latestRowsForCrop,
  listLatest,
  newestPriceDate,
} from './market-prices.repo.ts'
import { currentForecasts } from './predictions.ts'
import { createSeasonalCalendars } from './seasonal.ts'

/** Mandi prices, their history and 7-day forecasts. The price page is a farmer tool, so its data is farmer-only. */
const PAGE_CACHE_TTL_MS = 15_000
const PAGE_CACHE_MAX = 500
/** The places, crops and newest date change only when data is imported: reused this long. */
const LOOKUP_TTL_MS = 30_000
/** A market counts in the local price when its latest report is this close to the crop's newest (days). */
export const LOCAL_WINDOW_DAYS = 30
/** Markets named under the fair-price hint. */
const MAX_SOURCES = 5

export const marketPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The latest prices change only when data is imported (every few hours): a page is reused
  // for PAGE_CACHE_TTL_MS, so busy hours cost no query (a busy page would
  // otherwise query on every request).
  // It is kept as the JSON text (and its compressed forms), checked against the response schema
  // once when made: a cached page is sent as it is, without being validated, stringified and
  // compressed again each time (work that would otherwise repeat on every request).
  const pageCache = createTtlCache<JsonAnswer>({
    ttlMs: PAGE_CACHE_TTL_MS,
    maxEntries: PAGE_CACHE_MAX,
  })
  const lookups = createTtlCache<unknown>({ ttlMs: LOOKUP_TTL_MS, maxEntries: 10 })
  const lookup = <T>(key: string, load: () => Promise<T>) => lookups.get(key, load) as Promise<T>
  const read = () => app.database.read
  const status = loadStatusOf(app.database)
  const seasonal = createSeasonalCalendars(read)
  // The lookups hold crop lists and places, and the calendars years of prices, which the
  // background load changes too: both start again after each of its steps.
  let generation = status.generation
  const afterNewData = () => {
    if (status.generation === generation) return
    generation = status.generation
    lookups.clear()
    seasonal.clear()
  }
  const forecasts = () => {
    afterNewData()
    return currentForecasts(app.database)
  }

  /**
   * The farmer's district and state in the price data's names: their profile's place (state and
   * district, else what their location text names) matched to the data's spellings, else the
   * location text read against the data's own district names. Each place is read once per list
   * of places (a busy page asks for the same few on every request).
   */
  let nearPlaces: Place[] | undefined
  const nearByLocation = new Map<string, Near>()
  type Farmer = { location?: string | null; state?: string | null; district?: string | null }
  async function nearOf(user: Farmer | null | undefined): Promise<Near> {
    const places = await lookup<Place[]>('places', () => knownPlaces(read()))
    if (places !== nearPlaces) {
      nearPlaces = places
      nearByLocation.clear()
    }
    const location = user?.location ?? null
    const key = [location ?? '\u0000', user?.state ?? '', user?.district ?? ''].join('\u0000')
    let near = nearByLocation.get(key)
    if (!near) {
      const place = placeOfUser(user ?? null)
      near = {
        location,
        ...(place ? pricePlaceOf(place, places) : resolvePlace(location, places)),
      }
      if (nearByLocation.size >= 10_000) nearByLocation.clear()
      nearByLocation.set(key, near)
    }
    return near
  }

  /** The known crop a name means, or a 404 (knownCrop). */
  async function resolveCrop(input: string): Promise<string> {
    return knownCrop(input, await lookup<string[]>('crops', () => knownCrops(read())))
  }

  app.get(
    '/api/market-prices',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['market-prices'],
        summary:
          "Latest mandi price of each crop at each market, 10 a page, the farmer's district and state first, searchable by crop or market",
        querystring: MarketPricesQuerySchema,
        response: { 200: MarketPricesPageSchema },
      },
    },
    async (request, reply) => {
      const { q, page } = request.query
      const near = await nearOf(request.user)
      const key = [q, page, near.district ?? '', near.state ?? '', near.location ?? ''].join(
        '\u0000',
      )
      const answer = await pageCache.get(key, async () =>
        jsonAnswer(MarketPricesPageSchema.parse(await listPage(q, page, near))),
      )
      return sendJsonAnswer(request, reply, answer)
    },
  )

  async function listPage(q: string, page: number, near: Near) {
    const { items, total } = await listLatest(read(), {
      q,
      limit: MARKET_PRICES_PAGE_SIZE,
      offset: (page - 1) * MARKET_PRICES_PAGE_SIZE,
      near,
    })
    return {
      items: items.map((r) => ({
        crop: r.commodity,
        pricePerKg: pricePerKg(r.modalPrice),
        market: r.market,
        state: r.state,
        district: r.district,
        date: r.arrivalDate,
        // Only where the source published arrivals.
        ...(r.arrivalsTonnes === null ? {} : { arrivalsTonnes: r.arrivalsTonnes }),
      })),
      total,
      page,
      pageCount: Math.max(1, Math.ceil(total / MARKET_PRICES_PAGE_SIZE)),
      near,
    }
  }

  app.get(
    '/api/market-prices/status',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['market-prices'],
        summary:
          'How current the prices are: the newest price date, crops known, the shipped history still loading, and whether the data.gov.in ingester runs',
        response: { 200: MarketDataStatusSchema },
      },
    },
    async () => {
      forecasts()
      const [newestDate, crops] = await Promise.all([
        lookup('newest', () => newestPriceDate(read())),
        lookup<string[]>('crops', () => knownCrops(read())),
      ])
      return {
        newestDate,
        crops: crops.length,
        loading: status.loading,
        live: Boolean(app.env.JOBS && app.env.DATA_GOV_IN_API_KEY),
      }
    },
  )

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
    async () => ({ crops: await lookup<string[]>('crops', () => knownCrops(read())) }),
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
    async (request) =>
      forecasts().history(await resolveCrop(request.query.crop), request.query.market),
  )

  app.get(
    '/api/market-prices/seasonal',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['market-prices'],
        summary:
          "How a crop's price usually moves through the year, month by month, with the years behind it: of the state asked for (else the farmer's) when it has three years of prices, else of all India. Empty months when fewer than three years are held",
        querystring: SeasonalQuerySchema,
        response: { 200: SeasonalCalendarSchema },
      },
    },
    async (request) => {
      afterNewData()
      const crop = await resolveCrop(request.query.crop)
      const state = request.query.state ?? (await nearOf(request.user)).state
      return seasonal.calendarOf(crop, state ?? null)
    },
  )

  app.get(
    '/api/market-prices/fair-price',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['market-prices'],
        summary:
          "A crop's mandi price per kg near the farmer (district, else state, else all-India median), its markets and dates, and the 7-day trend",
        querystring: FairPriceQuerySchema,
        response: { 200: LocalFairPriceSchema },
      },
    },
    async (request): Promise<LocalFairPrice> => {
      const crop = await resolveCrop(request.query.crop)
      const near = await nearOf(request.user)
      const rows = await latestRowsForCrop(read(), crop)
      const local = localPrice(rows, near, {
        windowDays: LOCAL_WINDOW_DAYS,
        maxSources: MAX_SOURCES,
      })
      if (!local) throw new HttpError('prices.unknown_crop', { crop, count: 0 }, { field: 'crop' })
      let forecast: number[] = []
      let trend: LocalFairPrice['trend'] = 'flat'
      try {
        const f = forecasts()
        const p = await f.predict(crop, undefined, near)
        const h = await f.history(crop, p.market ?? undefined)
        forecast = p.prices
        const last = h.points.at(-1)
        if (last) trend = trendOf(last.pricePerKg, p.prices)
      } catch (err) {
        // No series to forecast honestly: the price stands without a trend.
        if (!(err instanceof HttpError)) throw err
      }
      // The calendar does not depend on the latest prices: it is told beside any of them.
      const cal = await seasonal.calendarOf(crop, near.state)
      return {
        crop,
        pricePerKg: pricePerKg(local.modalPrice),
        date: local.dateTo,
        dateFrom: local.dateFrom,
        markets: local.markets,
        scope: local.scope,
        place: local.place,
        sources: local.sources.map((s) => ({
          market: s.market,
          district: s.district,
          state: s.state,
          date: s.date,
          pricePerKg: pricePerKg(s.modalPrice),
        })),
        near,
        trend,
        forecast,
        seasonal:
          cal.rise || cal.fall ? { state: cal.state, rise: cal.rise, fall: cal.fall } : null,
      }
    },
  )

  app.get(
    '/api/predict',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['market-prices'],
        summary:
          '7-day price forecast for a crop, ₹/kg, with an 80 % interval: of the market asked for, else of the market nearest the farmer (their district, then state, then any) with enough recent prices, naming it and the date it starts from; 422 with the reason when none has',
        querystring: PredictQuerySchema,
        response: { 200: PredictionSchema },
      },
    },
    async (request) => {
      const crop = await resolveCrop(request.query.crop)
      const { market } = request.query
      // No market asked for: the series nearest the farmer's district and state.
      const near = market ? undefined : await nearOf(request.user)
      return forecasts().predict(crop, market, near)
    },
  )
}
