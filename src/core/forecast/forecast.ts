/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices stay inside the arrays their loops walk (the series' length, the horizon), which noUncheckedIndexedAccess cannot follow */
/**
 * FarmTrek's price forecaster: for each horizon h it picks, from the series' own last year, the
 * best of a few simple forecasters (naive, exponential smoothing of the level, damped trend), scales
 * it by the factor that minimised the in-sample percentage error, and sets an 80% band from the
 * in-sample ratios actual/forecast. See docs/forecast.md for the experiments behind the choices.
 *
 * Pure and deterministic: no clock, no randomness, no I/O.
 */
import { isoFromDay } from '../dates/dates.ts'
import {
  isError,
  toDaily,
  type DailySeries,
  type ForecastError,
  type SeriesPoint,
} from './series.ts'

/**
 * A dated forecast. `values`, `lower` and `upper` are in the input's unit (Rs/quintal for mandi
 * prices); `lower`..`upper` is an 80% prediction interval and contains `values`.
 */
export type ForecastResult = {
  /** The `horizon` consecutive calendar days after the origin (the last point's date, or asOf). */
  dates: string[]
  values: number[]
  lower: number[]
  upper: number[]
  method: string
}

export type ForecastOptions = {
  /**
   * Forecast origin 'YYYY-MM-DD' (default: the last point's date). May be later than the last point,
   * e.g. today when the market has not reported since: missing days carry the last price forward.
   */
  asOf?: string
}

/** Days of history used to choose the method and calibrate it (rolling in-sample forecasts). */
/** Days of history the per-series forecaster fits on (and its band's volatility is read from). */
export const WINDOW = 365
/** Fewer in-sample targets than this for a horizon: fall back to naive with a volatility band. */
const MIN_SAMPLES = 20
/** A non-naive candidate must beat naive's in-sample error by more than this fraction. */
const NAIVE_PREFERENCE = 0.05
/** Lower tail of the 80% band (10% and 90% quantiles). */
const TAIL = 0.1
/** Standard normal 90% quantile, for the short-history band. */
export const Z90 = 1.2815515655446004
/** Longest horizon accepted, in days. */
const MAX_HORIZON = 365

/** Smoothing constants of the level (1 = last value, i.e. naive). */
const ALPHAS = [1, 0.8, 0.6, 0.4, 0.2] as const
/** Smoothing constants of the trend (EWMA of day-to-day changes of the forward-filled series). */
const BETAS = [0.05, 0.2] as const
/** Damped-trend candidates: [index in ALPHAS, index in BETAS, damping factor φ]. */
const TRENDS: readonly (readonly [number, number, number])[] = [
  [0, 0, 0.8],
  [0, 0, 0.95],
  [0, 1, 0.8],
  [0, 1, 0.95],
  [2, 0, 0.8],
  [2, 0, 0.95],
  [2, 1, 0.8],
  [2, 1, 0.95],
]

type Candidate = {
  name: string
  level: Float64Array
  trend: Float64Array | null
  damp: Float64Array
}

/** Level after each day: exponential smoothing over reported days only; filled days keep the level. */
function smoothLevel(s: DailySeries, alpha: number): Float64Array {
  const { values, reported } = s
  const out = new Float64Array(values.length)
  let level = values[0]!
  for (let t = 0; t < values.length; t++) {
    if (reported[t]) level += alpha * (values[t]! - level)
    out[t] = level
  }
  return out
}

/** Trend after each day: EWMA (weight beta) of the forward-filled day-to-day change. */
function smoothTrend(values: Float64Array, beta: number): Float64Array {
  const out = new Float64Array(values.length)
  let b = 0
  for (let t = 1; t < values.length; t++) {
    b += beta * (values[t]! - values[t - 1]! - b)
    out[t] = b
  }
  return out
}

/** damp[h] = φ + φ² + … + φ^h (the damped-trend multiplier), h = 0..horizon. */
function dampSums(phi: number, horizon: number): Float64Array {
  const out = new Float64Array(horizon + 1)
  let p = 1
  for (let h = 1; h <= horizon; h++) {
    p *= phi
    out[h] = out[h - 1]! + p
  }
  return out
}

function candidates(s: DailySeries, horizon: number): Candidate[] {
  const zero = new Float64Array(horizon + 1)
  const levels = ALPHAS.map((a) => smoothLevel(s, a))
  const trends = BETAS.map((b) => smoothTrend(s.values, b))
  const out: Candidate[] = ALPHAS.map((a, i) => ({
    name: a === 1 ? 'naive' : `ses(α=${a})`,
    level: levels[i]!,
    trend: null,
    damp: zero,
  }))
  for (const [ai, bi, phi] of TRENDS) {
    out.push({
      name: `damped-trend(α=${ALPHAS[ai]},β=${BETAS[bi]},φ=${phi})`,
      level: levels[ai]!,
      trend: trends[bi]!,
      damp: dampSums(phi, horizon),
    })
  }
  return out
}

/** Linear-interpolated quantile p of the first n entries of an ascending array. */
function quantile(sorted: Float64Array, n: number, p: number): number {
  const x = p * (n - 1)
  const i = Math.floor(x)
  const lo = sorted[i]!
  const hi = sorted[Math.min(i + 1, n - 1)]!
  return lo + (hi - lo) * (x - i)
}

/**
 * Multiplier c minimising Σ |1 − c/q| over ascending ratios q = actual/forecast: the median of q
 * weighted by 1/q (the percentage-error-optimal scale).
 */
function weightedMedianScale(sorted: Float64Array, n: number): number {
  let total = 0
  for (let i = 0; i < n; i++) total += 1 / sorted[i]!
  let cum = 0
  for (let i = 0; i < n; i++) {
    cum += 1 / sorted[i]!
    if (cum >= total / 2) return sorted[i]!
  }
  return sorted[n - 1]!
}

/**
 * Forecast on a prepared daily series, from its last day. Returns point forecasts and 80% bands
 * for h = 1..horizon, and the per-horizon choice.
 */
export function forecastDaily(
  s: DailySeries,
  horizon: number,
): { values: number[]; lower: number[]; upper: number[]; chosen: string[] } {
  const y = s.values
  const rep = s.reported
  const o = y.length - 1
  const cands = candidates(s, horizon)
  const q = new Float64Array(WINDOW + 1)
  const bestQ = new Float64Array(WINDOW + 1)
  const values: number[] = []
  const lower: number[] = []
  const upper: number[] = []
  const chosen: string[] = []
  const tStart = Math.max(1, o - WINDOW)

  for (let h = 1; h <= horizon; h++) {
    let best = -1
    let bestLoss = Infinity
    let bestScale = 1
    let bestN = 0
    let bestAtOrigin = 0
    for (let c = 0; c < cands.length; c++) {
      const { level, trend, damp } = cands[c]!
      const d = damp[h]!
      const atOrigin = trend ? level[o]! + d * trend[o]! : level[o]!
      if (!(atOrigin > 0)) continue
      let n = 0
      let ok = true
      for (let t = tStart; t + h <= o; t++) {
        if (!rep[t + h]) continue
        const f = trend ? level[t]! + d * trend[t]! : level[t]!
        if (!(f > 0)) {
          ok = false
          break
        }
        q[n++] = y[t + h]! / f
      }
      if (!ok || n < MIN_SAMPLES) continue
      const sorted = q.subarray(0, n).sort()
      const scale = weightedMedianScale(sorted, n)
      let loss = 0
      for (let i = 0; i < n; i++) loss += Math.abs(1 - scale / sorted[i]!)
      if (c > 0) loss *= 1 + NAIVE_PREFERENCE
      if (loss < bestLoss - 1e-12) {
        best = c
        bestLoss = loss
        bestScale = scale
        bestN = n
        bestAtOrigin = atOrigin
        bestQ.set(sorted)
      }
    }
    if (best < 0) {
      // Too little history for this horizon: naive, with a band from day-to-day volatility.
      const point = y[o]!
      const sigma = logChangeRms(y, Math.max(1, o - WINDOW), o)
      const spread = Math.exp(Z90 * sigma * Math.sqrt(h))
      values.push(point)
      lower.push(point / spread)
      upper.push(point * spread)
      chosen.push('naive')
      continue
    }
    const point = bestAtOrigin * bestScale
    values.push(point)
    lower.push(Math.min(point, bestAtOrigin * quantile(bestQ, bestN, TAIL)))
    upper.push(Math.max(point, bestAtOrigin * quantile(bestQ, bestN, 1 - TAIL)))
    chosen.push(
      bestScale === 1 ? cands[best]!.name : `${cands[best]!.name}×${bestScale.toFixed(3)}`,
    )
  }
  return { values, lower, upper, chosen }
}

/** Root mean square of the daily log changes of `y` over days from..to (0 if none). */
export function logChangeRms(y: Float64Array, from: number, to: number): number {
  let s = 0
  let n = 0
  for (let t = from; t <= to; t++) {
    const d = Math.log(y[t]! / y[t - 1]!)
    s += d * d
    n++
  }
  return n ? Math.sqrt(s / n) : 0
}

/**
 * Forecast a price series `horizon` days ahead (default 7) with an 80% interval.
 *
 * `points` are daily prices (Rs/quintal for mandi data), in any order, with gaps allowed (missing
 * days carry the last price forward); two reports for one day are averaged. Needs at least 2 days
 * with a price. Returns `{ error }` (never throws) for too little or invalid input.
 *
 * Method: per horizon, the candidate (naive, exponential smoothing with α in 0.2..0.8, or damped
 * trend) with the lowest percentage error over rolling forecasts of the last 365 days, naive
 * preferred unless another beats it by 5%; multiplied by the in-sample error-minimising factor;
 * band = 10%..90% quantiles of in-sample actual/forecast. With under 20 in-sample targets: naive
 * with a band of ±1.28·σ·√h in log terms (σ = RMS daily log change). A constant series gives a
 * constant forecast with a zero-width band.
 */
export function forecast(
  points: readonly SeriesPoint[],
  horizon = 7,
  opts: ForecastOptions = {},
): ForecastResult | ForecastError {
  if (!Number.isInteger(horizon) || horizon < 1 || horizon > MAX_HORIZON) {
    return { error: `horizon must be a whole number of days from 1 to ${MAX_HORIZON}` }
  }
  const daily = toDaily(points, { asOf: opts.asOf, minPoints: 2 })
  if (isError(daily)) return daily
  const r = forecastDaily(daily, horizon)
  const last = daily.start + daily.values.length - 1
  const allNaive = r.chosen.every((c) => c === 'naive')
  return {
    dates: Array.from({ length: horizon }, (_, i) => isoFromDay(last + i + 1)),
    values: r.values,
    lower: r.lower,
    upper: r.upper,
    method: allNaive ? 'farmtrek (naive)' : 'farmtrek (adaptive: naive / smoothing / damped trend)',
  }
}
