/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices stay inside the arrays their loops walk (origins and horizons inside the series), which noUncheckedIndexedAccess cannot follow */
/**
 * Rolling-origin evaluation (the protocol of docs/forecast.md ("How it was evaluated")): the last
 * `origins` calendar days of a series whose `horizon` following days lie inside it (or every
 * `every`-th day of them, or of the period from a date on); every method
 * forecasts h = 1..horizon from the data up to the origin; only days with a reported price are
 * scored; MAPE (%) and MASE are averaged per horizon over origins, then over horizons with equal
 * weight.
 */
import { driftDaily, naiveDaily, seasonalNaiveDaily } from './baselines.ts'
import { dayNumber, isoFromDay } from '../dates/dates.ts'
import { median } from '../stats/median.ts'
import { forecast } from './forecast.ts'
import { isError, toDaily, type ForecastError, type SeriesPoint } from './series.ts'

export const BACKTEST_METHODS = ['farmtrek', 'naive', 'seasonalNaive', 'drift'] as const
export type BacktestMethod = (typeof BACKTEST_METHODS)[number]

/** One method's scores on one series. */
export type MethodScore = {
  /** MAPE in %, mean over horizons of the mean over scored origins. */
  mape: number
  /** MASE (unitless), same averaging. */
  mase: number
  mapeByHorizon: number[]
  maseByHorizon: number[]
  /** Scored points whose actual lay inside the 80% interval (farmtrek only). */
  inside?: number
}

export type SeriesBacktest = {
  /** Origins evaluated. */
  origins: number
  /** Origin/horizon pairs with a reported price (each method scores the same ones). */
  points: number
  methods: Record<BacktestMethod, MethodScore>
  /** Milliseconds per farmtrek fit + forecast, one per origin (empty when no clock was given). */
  fitMs: number[]
}

export type BacktestOptions = {
  /** Origins per series (default 60): the last ones, every `every`-th day. */
  origins?: number
  /**
   * Origins from this date (YYYY-MM-DD) on instead of the last `origins`: every origin of the
   * later period, for a split trained on the prices before it (`forecast:train --every`).
   */
  from?: string
  /** Days between origins, counted back from the last origin (default 1: every day). */
  every?: number
  /** Forecast horizon in days (default 7). */
  horizon?: number
  /**
   * Called with every scored point of farmtrek (its forecast, 80% band and the reported price):
   * the per-point record `forecast:train --evaluate --points` writes, for studying the band.
   */
  onPoint?: (p: ScoredPoint) => void
  /** Millisecond clock (e.g. performance.now) to time the farmtrek fits; core reads no clock itself. */
  clock?: () => number
  /**
   * The forecaster scored as `farmtrek` (default: the per-series {@link forecast}); the server passes
   * the global-model forecaster, the training CLI the methods it compares.
   */
  forecaster?: (
    points: readonly SeriesPoint[],
    horizon: number,
    opts: { asOf: string },
  ) => { values: number[]; lower: number[]; upper: number[] } | ForecastError
}

/**
 * One scored point of farmtrek: the origin's date, the horizon in days, and prices in Rs/quintal;
 * `naive` is the last price at the origin and `scale` the MASE's (0: the series had not moved), so
 * that forecasts written to a file can be scored again together.
 */
export type ScoredPoint = {
  origin: string
  h: number
  value: number
  lower: number
  upper: number
  actual: number
  naive: number
  scale: number
}

/**
 * Backtests farmtrek and the naive, seasonal naive and drift baselines on one series (prices in
 * Rs/quintal). Errors when the series is too short for one origin with a full horizon after it.
 */
export function backtest(
  points: readonly SeriesPoint[],
  opts: BacktestOptions = {},
): SeriesBacktest | ForecastError {
  const nOrigins = opts.origins ?? 60
  const H = opts.horizon ?? 7
  if (!Number.isInteger(nOrigins) || nOrigins < 1)
    return { error: 'origins must be a whole number ≥ 1' }
  if (!Number.isInteger(H) || H < 1) return { error: 'horizon must be a whole number of days ≥ 1' }
  const every = opts.every ?? 1
  if (!Number.isInteger(every) || every < 1) return { error: 'every must be a whole number ≥ 1' }
  const from = opts.from === undefined ? undefined : dayNumber(opts.from)
  if (from === null) return { error: `invalid from date '${opts.from}': expected YYYY-MM-DD` }
  const daily = toDaily(points, { minPoints: 2 })
  if (isError(daily)) return daily
  const { values: y, reported: rep, start } = daily
  const L = y.length - 1
  // Origins need 2 reported days of history (a forecaster's least) and H days after them.
  let second = 1
  while (second < L && !rep[second]) second++
  const first = Math.max(second, from === undefined ? L - H - (nOrigins - 1) * every : from - start)
  const lastOrigin = L - H
  if (lastOrigin < first)
    return {
      error:
        from === undefined
          ? `series too short: needs more than ${H + 1} days`
          : `no origin from ${opts.from} on with ${H} days of the series after it`,
    }
  // Every `every`-th day back from the last origin, in date order.
  const origins: number[] = []
  for (
    let o = lastOrigin - Math.floor((lastOrigin - first) / every) * every;
    o <= lastOrigin;
    o += every
  )
    origins.push(o)

  // Points sorted by day (toDaily validated every date), to hand each origin its history prefix.
  const sorted = points
    .map((p) => ({ p, day: dayNumber(p.date)! - start }))
    .sort((a, b) => a.day - b.day)
  const cumAbs = new Float64Array(y.length)
  for (let t = 1; t < y.length; t++) cumAbs[t] = cumAbs[t - 1]! + Math.abs(y[t]! - y[t - 1]!)

  const acc = Object.fromEntries(
    BACKTEST_METHODS.map((m) => [
      m,
      {
        ape: new Float64Array(H),
        ase: new Float64Array(H),
        n: new Float64Array(H),
        nMase: new Float64Array(H),
        inside: 0,
      },
    ]),
  ) as Record<
    BacktestMethod,
    { ape: Float64Array; ase: Float64Array; n: Float64Array; nMase: Float64Array; inside: number }
  >
  const fitMs: number[] = []
  let scored = 0
  let prefix = 0
  for (const o of origins) {
    while (prefix < sorted.length && sorted[prefix]!.day <= o) prefix++
    const history = sorted.slice(0, prefix).map((s) => s.p)
    const t0 = opts.clock?.()
    const fc = (opts.forecaster ?? forecast)(history, H, { asOf: isoFromDay(start + o) })
    if (opts.clock && t0 !== undefined) fitMs.push(opts.clock() - t0)
    if (isError(fc))
      return { error: `forecast failed at origin ${isoFromDay(start + o)}: ${fc.error}` }
    const preds: Record<BacktestMethod, number[]> = {
      farmtrek: fc.values,
      naive: naiveDaily(y, o, H),
      seasonalNaive: seasonalNaiveDaily(y, o, H),
      drift: driftDaily(y, o, H),
    }
    const scale = cumAbs[o]! / o
    for (let h = 1; h <= H; h++) {
      const t = o + h
      if (!rep[t]) continue
      const actual = y[t]!
      scored++
      for (const m of BACKTEST_METHODS) {
        const f = preds[m][h - 1]!
        const a = acc[m]
        const i = h - 1
        a.ape[i] = a.ape[i]! + (100 * Math.abs(actual - f)) / actual
        a.n[i] = a.n[i]! + 1
        if (scale > 0) {
          a.ase[i] = a.ase[i]! + Math.abs(actual - f) / scale
          a.nMase[i] = a.nMase[i]! + 1
        }
      }
      const lower = fc.lower[h - 1]!
      const upper = fc.upper[h - 1]!
      if (actual >= lower && actual <= upper) acc.farmtrek.inside++
      opts.onPoint?.({
        origin: isoFromDay(start + o),
        h,
        value: fc.values[h - 1]!,
        lower,
        upper,
        actual,
        naive: preds.naive[h - 1]!,
        scale,
      })
    }
  }
  const methods = {} as Record<BacktestMethod, MethodScore>
  for (const m of BACKTEST_METHODS) {
    const a = acc[m]
    const mapeByHorizon = Array.from(a.ape, (s, i) => s / a.n[i]!)
    const maseByHorizon = Array.from(a.ase, (s, i) => s / a.nMase[i]!)
    methods[m] = {
      mape: meanFinite(mapeByHorizon),
      mase: meanFinite(maseByHorizon),
      mapeByHorizon,
      maseByHorizon,
      ...(m === 'farmtrek' ? { inside: a.inside } : {}),
    }
  }
  return { origins: origins.length, points: scored, methods, fitMs }
}

/** Mean of the finite entries (horizons with no scored point are skipped); NaN if none. */
function meanFinite(xs: readonly number[]): number {
  let s = 0
  let n = 0
  for (const x of xs) {
    if (!Number.isFinite(x)) continue
    s += x
    n++
  }
  return n ? s / n : Number.NaN
}

/** Aggregate figures per method across series, as docs/forecast.md's tables give them. */
export type MethodSummary = {
  meanMape: number
  medianMape: number
  meanMase: number
  medianMase: number
}

export type BacktestSummary = {
  methods: { farmtrek: MethodSummary & { coverage80: number } } & Record<
    Exclude<BacktestMethod, 'farmtrek'>,
    MethodSummary
  >
  /** Series evaluated. */
  series: number
  /** Scored origin/horizon pairs over all series. */
  points: number
  /** Mean milliseconds per farmtrek fit + forecast (NaN without timings). */
  msPerFit: number
  /** Median milliseconds per fit (NaN without timings). */
  msPerFitMedian: number
  /** Mean MAPE (%) per horizon across series, per method. */
  mapeByHorizon: Record<BacktestMethod, number[]>
  maseByHorizon: Record<BacktestMethod, number[]>
}

/** Mean and median across series of per-series MAPE and MASE; pooled interval coverage. */
export function summarizeBacktests(results: readonly SeriesBacktest[]): BacktestSummary {
  const summary = (m: BacktestMethod): MethodSummary => ({
    meanMape: mean(results.map((r) => r.methods[m].mape)),
    medianMape: finiteMedian(results.map((r) => r.methods[m].mape)),
    meanMase: mean(results.map((r) => r.methods[m].mase)),
    medianMase: finiteMedian(results.map((r) => r.methods[m].mase)),
  })
  const points = results.reduce((s, r) => s + r.points, 0)
  const inside = results.reduce((s, r) => s + (r.methods.farmtrek.inside ?? 0), 0)
  const times = results.flatMap((r) => r.fitMs)
  const byH = (key: 'mapeByHorizon' | 'maseByHorizon') =>
    Object.fromEntries(
      BACKTEST_METHODS.map((m) => {
        const H = results[0]?.methods[m][key].length ?? 0
        return [
          m,
          Array.from({ length: H }, (_, i) => mean(results.map((r) => r.methods[m][key][i]!))),
        ]
      }),
    ) as Record<BacktestMethod, number[]>
  return {
    methods: {
      farmtrek: { ...summary('farmtrek'), coverage80: points ? inside / points : Number.NaN },
      naive: summary('naive'),
      seasonalNaive: summary('seasonalNaive'),
      drift: summary('drift'),
    },
    series: results.length,
    points,
    msPerFit: times.length ? mean(times) : Number.NaN,
    msPerFitMedian: finiteMedian(times),
    mapeByHorizon: byH('mapeByHorizon'),
    maseByHorizon: byH('maseByHorizon'),
  }
}

function mean(xs: readonly number[]): number {
  const f = xs.filter(Number.isFinite)
  return f.length ? f.reduce((a, b) => a + b, 0) / f.length : Number.NaN
}

// A series a method could not score (NaN) must not pull the median either way.
const finiteMedian = (xs: readonly number[]) => median(xs.filter(Number.isFinite))
