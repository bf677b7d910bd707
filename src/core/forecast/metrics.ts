/* eslint-disable @typescript-eslint/no-non-null-assertion -- actual and forecast arrays are walked together up to their common length, which noUncheckedIndexedAccess cannot follow */
/**
 * Accuracy measures as the backtest protocol of docs/forecast.md ("How it was evaluated") defines
 * them.
 */

/**
 * Mean absolute percentage error, in percent: mean of 100 · |actual − forecast| / actual over the
 * pairs. Actuals must be positive. NaN for no pairs.
 */
export function mape(actual: readonly number[], forecast: readonly number[]): number {
  if (actual.length !== forecast.length)
    throw new Error('mape: actual and forecast differ in length')
  let s = 0
  for (let i = 0; i < actual.length; i++)
    s += (100 * Math.abs(actual[i]! - forecast[i]!)) / actual[i]!
  return s / actual.length
}

/**
 * MASE scale (same unit as the prices): mean absolute one-step change of the forward-filled daily
 * series `values` (from its start to the forecast origin). NaN for fewer than 2 values.
 */
export function maseScale(values: ArrayLike<number>, upto = values.length - 1): number {
  let s = 0
  for (let t = 1; t <= upto; t++) s += Math.abs(values[t]! - values[t - 1]!)
  return s / upto
}

/**
 * Mean absolute scaled error (unitless): mean of |actual − forecast| / `scale`, where `scale` is
 * {@link maseScale} of the history up to the origin. NaN for no pairs.
 */
export function mase(
  actual: readonly number[],
  forecast: readonly number[],
  scale: number,
): number {
  if (actual.length !== forecast.length)
    throw new Error('mase: actual and forecast differ in length')
  let s = 0
  for (let i = 0; i < actual.length; i++) s += Math.abs(actual[i]! - forecast[i]!) / scale
  return s / actual.length
}
