/**
 * Series preparation shared by the forecaster, the baselines and the backtest: a list of dated prices
 * (with missing days) becomes a calendar-day series, forward-filled, with a flag for the days that
 * had a report. This is the index the backtest protocol of docs/forecast.md describes.
 */
import { dayNumber } from '../dates/dates.ts'

/** One observation: a calendar date and a price (Rs/quintal for mandi data; any positive unit works). */
export type SeriesPoint = { date: string /* YYYY-MM-DD */; value: number }

/** A business failure (bad or too little input), returned rather than thrown. */
export type ForecastError = { error: string }

/**
 * A series on a calendar-day index from its first reported day to `start + values.length - 1`.
 * `values[i]` is the price on day `start + i`, forward-filled over days without a report;
 * `reported[i]` is 1 when that day had a report, 0 when it was filled.
 */
export type DailySeries = {
  /** Day number (days since 1970-01-01) of index 0. */
  start: number
  values: Float64Array
  reported: Uint8Array
}

/**
 * Sorts `points` by date, checks them, averages prices reported twice for one day, and forward-fills
 * every missing day up to the last point, or up to `asOf` (an ISO date on or after the last point)
 * when given. Errors for an invalid date, a price that is not a positive finite number, an `asOf`
 * before the last point, or fewer than `minPoints` distinct reported days.
 */
export function toDaily(
  points: readonly SeriesPoint[],
  opts: { asOf?: string | undefined; minPoints?: number } = {},
): DailySeries | ForecastError {
  const minPoints = opts.minPoints ?? 1
  const days: { day: number; value: number }[] = []
  for (const p of points) {
    const day = dayNumber(p.date)
    if (day === null)
      return { error: `invalid date '${p.date}': expected a real date as YYYY-MM-DD` }
    if (!Number.isFinite(p.value) || p.value <= 0) {
      return { error: `invalid price ${p.value} on ${p.date}: prices must be positive numbers` }
    }
    days.push({ day, value: p.value })
  }
  days.sort((a, b) => a.day - b.day)
  // Average same-day duplicates.
  const merged: { day: number; value: number }[] = []
  let count = 0
  for (const d of days) {
    const last = merged[merged.length - 1]
    if (last && last.day === d.day) {
      last.value = (last.value * count + d.value) / (count + 1)
      count++
    } else {
      merged.push({ ...d })
      count = 1
    }
  }
  if (merged.length < minPoints) {
    return {
      error:
        merged.length === 0
          ? 'no prices: a forecast needs at least 2 days with a price'
          : `only ${merged.length} day(s) with a price: at least ${minPoints} are needed`,
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- fewer than minPoints (≥ 2) days returned above
  const first = merged[0]!
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- fewer than minPoints (≥ 2) days returned above
  const lastDay = merged[merged.length - 1]!.day
  let end = lastDay
  if (opts.asOf !== undefined) {
    const asOf = dayNumber(opts.asOf)
    if (asOf === null) return { error: `invalid asOf date '${opts.asOf}': expected YYYY-MM-DD` }
    if (asOf < lastDay) return { error: `asOf ${opts.asOf} is before the last price's date` }
    end = asOf
  }
  const n = end - first.day + 1
  const values = new Float64Array(n)
  const reported = new Uint8Array(n)
  for (const d of merged) {
    values[d.day - first.day] = d.value
    reported[d.day - first.day] = 1
  }
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- 0 ≤ i - 1 < n (loop bound)
  for (let i = 1; i < n; i++) if (!reported[i]) values[i] = values[i - 1]!
  return { start: first.day, values, reported }
}

/** True when `x` is a {@link ForecastError}. */
export function isError(x: unknown): x is ForecastError {
  return typeof x === 'object' && x !== null && 'error' in x
}
