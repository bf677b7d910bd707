import { createTtlCache } from '#server/lib/ttl-cache.ts'
import type { PriceHistory, Prediction } from '#core/market-prices/market-prices.contract.ts'
import { PREDICTION_DAYS } from '#core/market-prices/market-prices.contract.ts'
import { addDays, daysBetween } from '#core/dates/dates.ts'
import {
  chooseForecastSeries,
  FIT_DAYS,
  type SeriesScope,
} from '#core/market-prices/forecast-series.ts'
import { pricePerKg } from '#core/market-prices/prices.ts'
import { FARMTREK_TRAINED_UNTIL, farmtrekForecast } from '#core/forecast/model/farmtrek.ts'
import { isError, orderPeers, toDaily, toPeer, type Peers } from '#core/forecast/index.ts'
import type { Database, Executor } from '#server/db/client.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { knownCrop } from '#server/services/known-crop.ts'
import { loadStatusOf } from './load-status.ts'
import { seriesSummaries } from './forecast-series.repo.ts'
import { dailySeries, knownCrops, latestForCrop, peerSeries } from './market-prices.repo.ts'

/** Days of history the chart shows. */
export const CHART_DAYS = 120
/**
 * Days of the peer markets' prices read for a market's forecast: the forecaster's peer features look
 * back at most 182 days before the market's last report, which may itself be weeks old.
 */
export const PEER_DAYS = 300
/** Reported days used as forecast origins for the accuracy figure. */
export const BACKTEST_ORIGINS = 28
/** Series tried, nearest first, when the forecaster cannot use the first (a flat series). */
const SERIES_TRIED = 3
const CACHE_SIZE = 500

type Point = { date: string; value: number }
type Forecast = {
  dates: string[]
  values: number[]
  lower: number[]
  upper: number[]
  method: string
}
type ForecastFn = (
  points: Point[],
  horizon?: number,
  opts?: { peers?: Peers | undefined },
) => Forecast | { error: string }

interface Resolved {
  crop: string
  market: string | null
  /** The market's state and district (null for the crop's median across markets). */
  state: string | null
  district: string | null
  /** Latest arrival date of the crop (or of that market's crop). */
  latestDate: string
}

interface CachedPrediction extends Omit<Prediction, 'scope'> {
  /** Last observed value of the fitted series, ₹/kg. */
  lastObserved: number
  /** Days with a price in the fitted series. */
  reports: number
}

/** Where a farmer is, as the price routes resolve a profile's location (district and state). */
export interface FarmerPlace {
  state: string | null
  district: string | null
}

/**
 * Forecasts and the data around them: resolves crop names, builds daily series, runs the
 * forecaster and a short rolling-origin backtest, and caches each answer per (crop, market,
 * latest data date) — new data changes the key, so nothing stale is served.
 */
export class PriceForecasts {
  /** Per (crop, market, latest data date): a new import makes new keys. */
  private readonly cache = createTtlCache<CachedPrediction>({
    ttlMs: Infinity,
    maxEntries: CACHE_SIZE,
  })
  /**
   * The crop list and each crop's latest rows change only when data is imported (every few
   * hours); keeping them LOOKUP_TTL_MS in memory makes a cached prediction cost no query.
   */
  private readonly lookups = createTtlCache<unknown>({
    ttlMs: LOOKUP_TTL_MS,
    maxEntries: CACHE_SIZE,
  })

  private lookup<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.lookups.get(key, load) as Promise<T>
  }

  constructor(
    private readonly db: () => Executor,
    // The global model averaged with the per-series forecaster (docs/forecast.md).
    private readonly forecaster: ForecastFn = farmtrekForecast,
    /**
     * The newest price date the forecaster was trained or tuned on: an accuracy figure is given
     * only from a backtest whose forecasts all start after it ('' for a forecaster never trained).
     */
    private readonly trainedUntil: string = FARMTREK_TRAINED_UNTIL,
  ) {}

  async crops(): Promise<string[]> {
    return this.lookup('\u0000crops', () => knownCrops(this.db()))
  }

  /** The known crop the text names, or a 404 that says how many crops we know. */
  async resolveCrop(input: string): Promise<string> {
    return knownCrop(input, await this.crops())
  }

  private async resolve(cropInput: string, marketInput?: string): Promise<Resolved> {
    const crop = await this.resolveCrop(cropInput)
    const rows = await this.lookup(`latest\u0000${crop}`, () => latestForCrop(this.db(), crop))
    if (!marketInput) {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- resolveCrop only returns a crop that has prices
      const latestDate = rows[0]!.arrivalDate
      return { crop, market: null, state: null, district: null, latestDate }
    }
    const wanted = marketInput.toLowerCase()
    const atMarket = rows.filter((r) => r.market.toLowerCase() === wanted)
    if (atMarket.length === 0) {
      throw new HttpError(
        'prices.unknown_market',
        { crop, market: marketInput },
        { field: 'market' },
      )
    }
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- atMarket is non-empty (the empty case threw above)
    const at = atMarket[0]!
    return {
      crop,
      market: at.market,
      state: at.state,
      district: at.district,
      latestDate: at.arrivalDate,
    }
  }

  private series(r: Resolved, days: number) {
    return dailySeries(this.db(), {
      commodity: r.crop,
      market: r.market ?? undefined,
      state: r.state ?? undefined,
      district: r.district ?? undefined,
      from: addDays(r.latestDate, -(days - 1)),
      to: r.latestDate,
    })
  }

  /** The last CHART_DAYS days of the series a forecast is made on, ₹/kg. */
  async history(cropInput: string, marketInput?: string): Promise<PriceHistory> {
    const r = await this.resolve(cropInput, marketInput)
    const points = await this.series(r, CHART_DAYS)
    return {
      crop: r.crop,
      market: r.market,
      points: points.map((p) => ({
        date: p.date,
        pricePerKg: pricePerKg(p.value),
        ...(p.arrivals == null ? {} : { arrivalsTonnes: p.arrivals }),
      })),
    }
  }

  /**
   * The next PREDICTION_DAYS days after the latest price of one market's series, ₹/kg, with an 80 %
   * band: of `marketInput` when given; else of the series nearest the farmer (`near`: their
   * district, then their state, then any market) that has enough recent history
   * (chooseForecastSeries). Without one, a 422 that says why.
   */
  async predict(cropInput: string, marketInput?: string, near?: FarmerPlace): Promise<Prediction> {
    let cached: CachedPrediction
    let scope: Prediction['scope'] = 'asked'
    if (marketInput)
      cached = await this.cachedPrediction(await this.resolve(cropInput, marketInput))
    else ({ cached, scope } = await this.nearestPrediction(cropInput, near))
    const { lastObserved: _l, reports: _r, ...p } = cached
    return { ...p, scope }
  }

  /** The forecast of the nearest series with enough recent history, and how near it is. */
  private async nearestPrediction(
    cropInput: string,
    near: FarmerPlace = { state: null, district: null },
  ): Promise<{ cached: CachedPrediction; scope: SeriesScope }> {
    const crop = await this.resolveCrop(cropInput)
    // The choice per crop and place is kept with the summaries it is made from (a crop can have a
    // thousand markets: sorting them on every request would cost a cached answer its speed).
    const choice = await this.lookup(
      ['choice', crop, near.state ?? '', near.district ?? ''].join('\u0000'),
      async () =>
        chooseForecastSeries(
          crop,
          await this.lookup(`series\u0000${crop}`, () =>
            seriesSummaries(this.db(), crop, FIT_DAYS),
          ),
          near,
        ),
    )
    if (!choice.ok) throw HttpError.from(choice.refusal)
    for (const s of choice.series.slice(0, SERIES_TRIED)) {
      try {
        const cached = await this.cachedPrediction({
          crop,
          market: s.market,
          state: s.state,
          district: s.district,
          latestDate: s.lastDate,
        })
        return { cached, scope: s.scope }
      } catch (err) {
        // The forecaster could not use this series (a flat one): the next nearest.
        if (!(err instanceof HttpError)) throw err
      }
    }
    throw new HttpError('prices.too_little_history', { crop }, { field: 'crop' })
  }

  private cachedPrediction(r: Resolved): Promise<CachedPrediction> {
    return this.cache.get(cacheKey(r), () => this.compute(r))
  }

  /**
   * A market's peers: the crop's other markets over PEER_DAYS (the forecaster reads them up to each
   * origin only). None for the crop's median across markets.
   */
  private async peers(r: Resolved): Promise<Peers | undefined> {
    if (r.market === null || r.state === null || r.district === null) return undefined
    const found = await peerSeries(this.db(), {
      commodity: r.crop,
      market: r.market,
      state: r.state,
      district: r.district,
      from: addDays(r.latestDate, -(PEER_DAYS - 1)),
      to: r.latestDate,
    })
    const peers = []
    for (const m of found) {
      const d = toDaily(m.points)
      if (isError(d)) continue
      peers.push({
        ...toPeer(d, m.state === r.state),
        sameDistrict: m.state === r.state && m.district === r.district,
      })
    }
    return orderPeers(peers)
  }

  private async compute(r: Resolved): Promise<CachedPrediction> {
    const [points, peers] = await Promise.all([this.series(r, FIT_DAYS), this.peers(r)])
    const last = points.at(-1)
    if (!last) throw new HttpError('prices.too_little_history', { crop: r.crop }, { field: 'crop' })
    // The fitted series may end before the crop's latest date (its markets did not report that
    // day): forecast further and keep the days after the latest date.
    const gap = Math.max(0, daysBetween(last.date, r.latestDate))
    const f = this.forecaster(points, PREDICTION_DAYS + gap, { peers })
    if ('error' in f) {
      // The forecaster's reason (too few points, a flat series) is not the user's to act on.
      throw new HttpError('prices.too_little_history', { crop: r.crop }, { field: 'crop' })
    }
    const take = (xs: number[]) => xs.slice(gap, gap + PREDICTION_DAYS).map(pricePerKg)
    return {
      crop: r.crop,
      market: r.market,
      state: r.state,
      district: r.district,
      lastDate: r.latestDate,
      dates: Array.from({ length: PREDICTION_DAYS }, (_, i) => addDays(r.latestDate, i + 1)),
      prices: take(f.values),
      lower: take(f.lower),
      upper: take(f.upper),
      method: f.method,
      backtestMape: this.backtest(points, peers),
      lastObserved: pricePerKg(last.value),
      reports: points.length,
    }
  }

  /**
   * Mean absolute percentage error (%) of the forecaster on this series over its last
   * BACKTEST_ORIGINS reported days: from each origin, days +1..+7 against the prices reported on
   * those days. One decimal; null when the series is too short to score, or when an origin is not
   * after `trainedUntil` (a figure on prices the forecaster was fitted or tuned on would flatter it).
   */
  backtest(points: readonly Point[], peers?: Peers): number | null {
    const byDate = new Map(points.map((p) => [p.date, p.value]))
    const lastDate = points.at(-1)?.date
    if (!lastDate) return null
    const cutoff = addDays(lastDate, -1)
    const origins: number[] = []
    for (let i = points.length - 1; i >= 0 && origins.length < BACKTEST_ORIGINS; i--) {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- i < points.length (loop bound)
      if (points[i]!.date <= cutoff) origins.push(i)
    }
    // The earliest origin: every forecast scored starts after what the forecaster learnt from.
    const first = points[origins.at(-1) ?? -1]
    if (origins.length < BACKTEST_ORIGINS || !first || first.date <= this.trainedUntil) return null
    let sum = 0
    let n = 0
    for (const i of origins) {
      const f = this.forecaster(points.slice(0, i + 1), PREDICTION_DAYS, { peers })
      if ('error' in f) continue
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- origins holds indices into points
      const origin = points[i]!.date
      for (let h = 1; h <= PREDICTION_DAYS; h++) {
        const actual = byDate.get(addDays(origin, h))
        const predicted = f.values[h - 1]
        if (actual === undefined || predicted === undefined || !(actual > 0)) continue
        sum += (100 * Math.abs(actual - predicted)) / actual
        n++
      }
    }
    return n ? Math.round((sum / n) * 10) / 10 : null
  }
}

/** How long the crop list and latest dates are reused before asking the database again. */
const LOOKUP_TTL_MS = 30_000

const cacheKey = (r: Resolved) =>
  [r.crop, r.market ?? '', r.state ?? '', r.district ?? '', r.latestDate].join('\u0000')

const current = new WeakMap<Database, { generation: number; forecasts: PriceForecasts }>()

/**
 * The app's forecasts of `database`, one cache shared by the price routes and the forecast-alert
 * check: lag-tolerant reads (a replica a moment behind is fine for prices), made again when the
 * background load has added history (load-status.ts), so no forecast stays fitted on part of it.
 */
export function currentForecasts(database: Database): PriceForecasts {
  const { generation } = loadStatusOf(database)
  let c = current.get(database)
  if (!c || c.generation !== generation) {
    c = { generation, forecasts: new PriceForecasts(() => database.read) }
    current.set(database, c)
  }
  return c.forecasts
}
