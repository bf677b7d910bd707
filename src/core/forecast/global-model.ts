/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices stay inside the horizon and the series, which noUncheckedIndexedAccess cannot follow */
/**
 * FarmTrek's forecaster: a global model (gradient-boosted trees trained across many
 * mandi series on log price changes, see training.ts) averaged, in log terms, with the per-series
 * forecaster of forecast.ts. The 80% band is the per-series band's log widths around the averaged
 * forecast, widened per horizon by factors fitted at training time on series the trees did not see.
 *
 * Pure and deterministic: the model is passed in (the server loads the committed JSON file).
 */
import { isoFromDay } from '../dates/dates.ts'
import { FEATURES, N_BASE_FEATURES, N_FEATURES, N_OWN_FEATURES, writeFeatures } from './features.ts'
import {
  forecastDaily,
  logChangeRms,
  WINDOW,
  Z90,
  type ForecastOptions,
  type ForecastResult,
} from './forecast.ts'
import { predictGbt, type GbtModel } from './gbt.ts'
import { writePeerFeatures, type Peers } from './peers.ts'
import { writeSeasonFeatures } from './season-features.ts'
import {
  isError,
  toDaily,
  type DailySeries,
  type ForecastError,
  type SeriesPoint,
} from './series.ts'

/** The committed model file's content. */
export type ForecastModel = {
  version: 1
  /** FEATURES at training time (a prefix of today's); a model for other features is refused. */
  features: string[]
  gbt: GbtModel
  /** Weight of the global model in the log-space average (0 = per-series only). */
  weight: number
  /**
   * Weights by reporting density instead, fitted at training time: `weights[i]` applies when the
   * share of days with a report in the last 365 is below `densityEdges[i]` (the last weight above
   * every edge). Absent: `weight` everywhere.
   */
  densityEdges?: number[]
  weights?: number[]
  /** Band widening factor per horizon h = 1..band.length (the last one serves longer horizons). */
  band: number[]
  /**
   * A further band factor per month of the forecast's origin (12, January first), fitted on
   * calibration points from every season: prices swing more in some months. Absent: 1.
   */
  bandByMonth?: number[]
  /**
   * A floor under each side of the band, before the factors: its log width is at least
   * `bandFloor` × 1.28 σ √h, σ the root mean square daily log change of the series' last 365
   * days (the short-history band's width). A price that sat still for most of a year gives a
   * per-series band of no width, which its next move leaves (ninth pass). Absent: no floor.
   */
  bandFloor?: number
  /**
   * A second floor from the last 28 days (tenth pass): each side's log width is at least
   * `bandRecent` × 1.28 σ₂₈ √h, σ₂₈ the root mean square daily log change over the last 28 days.
   * After a shock the year's quantiles and σ lag; the last weeks' swings do not. Absent: none.
   */
  bandRecent?: number
  /**
   * Shrinkage toward the last price per horizon h = 1..shrink.length (the last one serves longer
   * horizons): the forecast's log move from the last price is multiplied by it, fitted on markets
   * the trees did not see (1 or absent: no shrinkage).
   */
  shrink?: number[]
  /** What it was trained on, for the record (files, series, samples, parameters). */
  training: Record<string, unknown>
}

/** forecast()'s options, and the same commodity's series in other markets (peers.ts). */
export type GlobalForecastOptions = ForecastOptions & { peers?: Peers | undefined }

/** A forecaster with forecast()'s signature (and, optionally, the series' peers). */
export type Forecaster = (
  points: readonly SeriesPoint[],
  horizon?: number,
  opts?: GlobalForecastOptions,
) => ForecastResult | ForecastError

/** The window of bandRecent's σ, in days. */
export const RECENT = 28

/** Days of history before an origin the global model needs (training starts its origins here). */
export const MIN_ORIGIN = 28
const MAX_HORIZON = 365

/** Checks a parsed model file; returns the reason it cannot be used, or null. */
export function modelProblem(m: unknown): string | null {
  if (typeof m !== 'object' || m === null) return 'not an object'
  const x = m as Partial<ForecastModel>
  if (x.version !== 1) return `unknown model version ${String(x.version)}`
  // A model trained before features were added (they are only ever appended) reads the ones it
  // knows: its trees never index past them.
  if (
    !Array.isArray(x.features) ||
    x.features.length === 0 ||
    x.features.join() !== FEATURES.slice(0, x.features.length).join()
  )
    return `model features differ from this code's (${FEATURES.join(', ')})`
  const g = x.gbt
  if (!g || !Array.isArray(g.leaf) || !Array.isArray(g.feature) || !Array.isArray(g.threshold))
    return 'no trees'
  const internal = (1 << g.depth) - 1
  if (
    g.leaf.length % (internal + 1) ||
    g.feature.length !== (g.leaf.length / (internal + 1)) * internal
  )
    return 'tree arrays of inconsistent length'
  // A negative feature marks a node that does not split.
  if (g.feature.some((f) => !Number.isInteger(f) || f >= (x.features?.length ?? 0)))
    return 'a tree splits on a feature the model does not list'
  if (!Array.isArray(x.band) || x.band.length === 0) return 'no band factors'
  if (
    x.bandByMonth !== undefined &&
    (!Array.isArray(x.bandByMonth) ||
      x.bandByMonth.length !== 12 ||
      x.bandByMonth.some((k) => typeof k !== 'number' || !(k > 0)))
  )
    return 'bandByMonth must be 12 numbers > 0'
  if (x.bandFloor !== undefined && !(typeof x.bandFloor === 'number' && x.bandFloor >= 0))
    return 'bandFloor must be a number ≥ 0'
  if (x.bandRecent !== undefined && !(typeof x.bandRecent === 'number' && x.bandRecent >= 0))
    return 'bandRecent must be a number ≥ 0'
  if (typeof x.weight !== 'number' || x.weight < 0 || x.weight > 1) return 'weight outside 0..1'
  if (
    x.shrink !== undefined &&
    (!Array.isArray(x.shrink) || x.shrink.some((d) => typeof d !== 'number' || !(d >= 0)))
  )
    return 'shrink factors must be numbers ≥ 0'
  return null
}

/**
 * The combined forecast on a prepared daily series from its last day, h = 1..horizon, in the
 * series' unit. `global` holds the global model's own forecasts (NaN where it does not apply).
 * `peers` are the commodity's series in other markets; only their prices up to the series' last
 * day are read.
 */
export function forecastCombinedDaily(
  model: ForecastModel,
  s: DailySeries,
  horizon: number,
  peers?: Peers,
): {
  values: number[]
  lower: number[]
  upper: number[]
  global: number[]
  own: number[]
  density: number
  chosen: string[]
} {
  const own = forecastDaily(s, horizon)
  const o = s.values.length - 1
  const y0 = s.values[o]!
  const x = new Float64Array(N_FEATURES)
  const values: number[] = []
  const lower: number[] = []
  const upper: number[] = []
  const global: number[] = []
  writeFeatures(s.values, s.reported, o, 1, x)
  // The peers' features do not depend on the horizon: written once, after the series' own.
  writePeerFeatures(peers, s, o, x, N_OWN_FEATURES)
  const density = x[DENSITY]!
  // A series whose price has not moved between reports gets no move from the trees either: a
  // tiny predicted change there is a large scaled error (MASE).
  const moving = 1 - x[FLAT]!
  const weight = weightFor(model, density)
  const useGlobal = o >= MIN_ORIGIN && weight > 0
  const seasonal = model.features.length > N_BASE_FEATURES
  const season = model.bandByMonth?.[monthOf(s, o)] ?? 1
  const floor = Math.max(
    model.bandFloor
      ? model.bandFloor * Z90 * logChangeRms(s.values, Math.max(1, o - WINDOW), o)
      : 0,
    model.bandRecent
      ? model.bandRecent * Z90 * logChangeRms(s.values, Math.max(1, o - RECENT), o)
      : 0,
  )
  for (let h = 1; h <= horizon; h++) {
    const p = own.values[h - 1]!
    const least = floor * Math.sqrt(h)
    const lo = Math.max(least, Math.log(p / own.lower[h - 1]!))
    const hi = Math.max(least, Math.log(own.upper[h - 1]! / p))
    let point = p
    let g = Number.NaN
    if (useGlobal) {
      writeFeatures(s.values, s.reported, o, h, x)
      if (seasonal) writeSeasonFeatures(s.values, s.start, peers, o, h, x, N_BASE_FEATURES)
      g = y0 * Math.exp(moving * predictGbt(model.gbt, x))
      // p · (g/p)^w: exactly p when the trees predict no change from a naive p (a flat series).
      point = shrinkToward(y0, p * Math.exp(weight * Math.log(g / p)), model.shrink, h)
    }
    const k = model.band[Math.min(h, model.band.length) - 1]! * season
    values.push(point)
    lower.push(point * Math.exp(-k * lo))
    upper.push(point * Math.exp(k * hi))
    global.push(g)
  }
  return { values, lower, upper, global, own: own.values, density, chosen: own.chosen }
}

/** `point` with its log move from `last` multiplied by the model's shrink factor for horizon h. */
export function shrinkToward(
  last: number,
  point: number,
  shrink: readonly number[] | undefined,
  h: number,
): number {
  if (!shrink?.length) return point
  const d = shrink[Math.min(h, shrink.length) - 1]!
  return d === 1 ? point : last * Math.exp(d * Math.log(point / last))
}

/** The month (0 = January) of day index o of a daily series. */
export const monthOf = (s: { start: number }, o: number): number =>
  Number(isoFromDay(s.start + o).slice(5, 7)) - 1

const DENSITY = FEATURES.indexOf('reportShare365')
const FLAT = FEATURES.indexOf('flatShare')

/** The global model's weight for a series with this share of reported days. */
export function weightFor(model: ForecastModel, density: number): number {
  const { densityEdges: edges, weights } = model
  if (!edges || !weights) return model.weight
  let i = 0
  while (i < edges.length && density >= edges[i]!) i++
  return weights[Math.min(i, weights.length - 1)]!
}

/**
 * Returns FarmTrek's forecaster for a trained model: `forecast()`'s inputs and output (prices in
 * Rs/quintal, an 80% band), the global model averaged in. Series with under MIN_ORIGIN days of
 * history get the per-series forecast alone, with the model's band factors.
 */
export function createForecaster(model: ForecastModel): Forecaster {
  return (points, horizon = 7, opts = {}) => {
    if (!Number.isInteger(horizon) || horizon < 1 || horizon > MAX_HORIZON) {
      return { error: `horizon must be a whole number of days from 1 to ${MAX_HORIZON}` }
    }
    const daily = toDaily(points, { asOf: opts.asOf, minPoints: 2 })
    if (isError(daily)) return daily
    const r = forecastCombinedDaily(model, daily, horizon, opts.peers)
    const last = daily.start + daily.values.length - 1
    return {
      dates: Array.from({ length: horizon }, (_, i) => isoFromDay(last + i + 1)),
      values: r.values,
      lower: r.lower,
      upper: r.upper,
      method: Number.isNaN(r.global[0])
        ? 'farmtrek (per-series; too short for the global model)'
        : 'farmtrek (global model + per-series)',
    }
  }
}
