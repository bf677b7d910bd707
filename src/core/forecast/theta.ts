/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices stay inside the series (the loops check its length), which noUncheckedIndexedAccess cannot follow */
/**
 * The Theta method (Assimakopoulos & Nikolopoulos 2000, in the form Hyndman & Billah 2003 showed
 * equal to simple exponential smoothing with drift) as a reference forecast: on the forward-filled
 * calendar-day series of the last THETA_WINDOW days up to the origin,
 *
 *   ŷ(o + h) = ℓ + (b / 2) · (h − 1 + 1/α − (1 − α)^n / α)
 *
 * with ℓ the SES level at the origin (α chosen from THETA_ALPHAS by the lowest in-sample one-step
 * squared error), b the least-squares slope of the window against time and n its length. No
 * seasonal adjustment: a week-ahead daily price has no weekly season worth removing (seasonal naive
 * loses to naive on every split of docs/forecast.md).
 */
import { isoFromDay } from '../dates/dates.ts'
import { isError, toDaily } from './series.ts'
import type { SeriesPoint } from './series.ts'

/** Days up to the origin the method fits on. */
export const THETA_WINDOW = 365
const THETA_ALPHAS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1] as const

/** Theta forecasts for h = 1..horizon from origin index `o` of a daily series. */
export function thetaDaily(values: ArrayLike<number>, o: number, horizon: number): number[] {
  const from = Math.max(0, o - THETA_WINDOW + 1)
  const n = o - from + 1
  if (n < 3) return Array.from({ length: horizon }, () => values[o]!)
  // Least-squares slope of value on time over the window.
  let st = 0
  let sy = 0
  for (let t = from; t <= o; t++) {
    st += t
    sy += values[t]!
  }
  const mt = st / n
  const my = sy / n
  let sxy = 0
  let sxx = 0
  for (let t = from; t <= o; t++) {
    sxy += (t - mt) * (values[t]! - my)
    sxx += (t - mt) * (t - mt)
  }
  const b = sxx > 0 ? sxy / sxx : 0
  let bestLevel = values[o]!
  let bestAlpha = 1
  let bestErr = Infinity
  for (const alpha of THETA_ALPHAS) {
    let level = values[from]!
    let err = 0
    for (let t = from + 1; t <= o; t++) {
      const d = values[t]! - level
      err += d * d
      level += alpha * d
    }
    if (err < bestErr - 1e-9) {
      bestErr = err
      bestLevel = level
      bestAlpha = alpha
    }
  }
  const tail = (1 - Math.pow(1 - bestAlpha, n)) / bestAlpha
  return Array.from({ length: horizon }, (_, i) => bestLevel + (b / 2) * (i + tail))
}

/**
 * Theta forecast (Rs/quintal) for the `horizon` days after the last point (or `asOf`). No band:
 * `lower` and `upper` equal the forecast, so it can be backtested beside the others.
 */
export function theta(points: readonly SeriesPoint[], horizon = 7, opts: { asOf?: string } = {}) {
  if (!Number.isInteger(horizon) || horizon < 1)
    return { error: 'horizon must be a whole number of days, at least 1' }
  const daily = toDaily(points, { asOf: opts.asOf, minPoints: 1 })
  if (isError(daily)) return daily
  const o = daily.values.length - 1
  const values = thetaDaily(daily.values, o, horizon).map((v) => Math.max(v, 1e-6))
  return {
    dates: Array.from({ length: horizon }, (_, i) => isoFromDay(daily.start + o + i + 1)),
    values,
    lower: values,
    upper: values,
    method: 'theta',
  }
}
