/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices stay inside the series (the loops check its length), which noUncheckedIndexedAccess cannot follow */
/**
 * The three reference forecasts of the backtest (docs/forecast.md), on the forward-filled
 * calendar-day series: naive, seasonal naive (7-day) and drift. Values are in the input's unit
 * (Rs/quintal for mandi prices).
 */
import { isoFromDay } from '../dates/dates.ts'
import {
  isError,
  toDaily,
  type DailySeries,
  type ForecastError,
  type SeriesPoint,
} from './series.ts'

/** Dated point forecasts for the `horizon` calendar days after the origin. */
export type BaselineResult = { dates: string[]; values: number[]; method: string }

/** Naive at origin index `o`: every horizon gets the (forward-filled) value at the origin. */
export function naiveDaily(values: ArrayLike<number>, o: number, horizon: number): number[] {
  return Array.from({ length: horizon }, () => values[o]!)
}

/**
 * Seasonal naive (7-day) at origin index `o`: day o+h gets the value at o+h-7 (for h > 7, the
 * value 7·k days earlier with k = ceil(h/7)); before the first day, the first value.
 */
export function seasonalNaiveDaily(
  values: ArrayLike<number>,
  o: number,
  horizon: number,
): number[] {
  return Array.from({ length: horizon }, (_, i) => {
    const h = i + 1
    return values[Math.max(0, o + h - 7 * Math.ceil(h / 7))]!
  })
}

/**
 * Drift at origin index `o`: value at origin + h · (value at origin − first value) / (days from the
 * first value to the origin). With a single day (o = 0) the slope is 0.
 */
export function driftDaily(values: ArrayLike<number>, o: number, horizon: number): number[] {
  const slope = o > 0 ? (values[o]! - values[0]!) / o : 0
  return Array.from({ length: horizon }, (_, i) => values[o]! + (i + 1) * slope)
}

/** Smoothing constants tried by {@link etsDaily}. */
const ETS_ALPHAS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1] as const

/**
 * An ETS(A,N,N)-like smoother at origin index `o`: simple exponential smoothing of the level over
 * the reported days, α chosen from 0.1..1 by the lowest one-step squared error over the reported
 * days of the last 365 up to the origin; every horizon gets the level. `reported` flags report
 * days (all days count when absent).
 */
export function etsDaily(
  values: ArrayLike<number>,
  o: number,
  horizon: number,
  reported?: ArrayLike<number>,
): number[] {
  const from = Math.max(0, o - 365)
  let best = values[o]!
  let bestErr = Infinity
  for (const alpha of ETS_ALPHAS) {
    let level = values[0]!
    let err = 0
    for (let t = 1; t <= o; t++) {
      if (reported && !reported[t]) continue
      const d = values[t]! - level
      if (t > from) err += d * d
      level += alpha * d
    }
    if (err < bestErr - 1e-9) {
      bestErr = err
      best = level
    }
  }
  return Array.from({ length: horizon }, () => best)
}

function run(
  points: readonly SeriesPoint[],
  horizon: number,
  asOf: string | undefined,
  method: string,
  f: (values: ArrayLike<number>, o: number, horizon: number) => number[],
): BaselineResult | ForecastError {
  if (!Number.isInteger(horizon) || horizon < 1)
    return { error: 'horizon must be a whole number of days, at least 1' }
  const daily: DailySeries | ForecastError = toDaily(points, { asOf, minPoints: 1 })
  if (isError(daily)) return daily
  const o = daily.values.length - 1
  return {
    dates: Array.from({ length: horizon }, (_, i) => isoFromDay(daily.start + o + i + 1)),
    values: f(daily.values, o, horizon),
    method,
  }
}

/**
 * Naive forecast (Rs/quintal): the last price (as of `asOf`, default the last point's date) for
 * each of the `horizon` days after it.
 */
export function naive(points: readonly SeriesPoint[], horizon = 7, opts: { asOf?: string } = {}) {
  return run(points, horizon, opts.asOf, 'naive', naiveDaily)
}

/** Seasonal naive (7-day) forecast (Rs/quintal): day t+h = the forward-filled price on day t+h−7. */
export function seasonalNaive(
  points: readonly SeriesPoint[],
  horizon = 7,
  opts: { asOf?: string } = {},
) {
  return run(points, horizon, opts.asOf, 'seasonalNaive', seasonalNaiveDaily)
}

/**
 * ETS(A,N,N)-like forecast (Rs/quintal): see {@link etsDaily}. No band: `lower` and `upper` equal
 * the forecast, so it can be backtested beside the others.
 */
export function ets(points: readonly SeriesPoint[], horizon = 7, opts: { asOf?: string } = {}) {
  if (!Number.isInteger(horizon) || horizon < 1)
    return { error: 'horizon must be a whole number of days, at least 1' }
  const daily = toDaily(points, { asOf: opts.asOf, minPoints: 1 })
  if (isError(daily)) return daily
  const o = daily.values.length - 1
  const values = etsDaily(daily.values, o, horizon, daily.reported)
  return {
    dates: Array.from({ length: horizon }, (_, i) => isoFromDay(daily.start + o + i + 1)),
    values,
    lower: values,
    upper: values,
    method: 'ets',
  }
}

/**
 * Drift forecast (Rs/quintal): last price + h × (last price − first price) / days between them.
 */
export function drift(points: readonly SeriesPoint[], horizon = 7, opts: { asOf?: string } = {}) {
  return run(points, horizon, opts.asOf, 'drift', driftDaily)
}
