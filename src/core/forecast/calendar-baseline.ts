/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices stay inside the series and the 12 months, which noUncheckedIndexedAccess cannot follow */
/**
 * The seasonal calendar as a reference forecast: the series' own calendar (core/market-prices/
 * seasonal.ts: each month's median price as a share of its year's mean, the median over years),
 * from its monthly medians of reported prices up to the origin, moves the last price by the
 * calendar's change from the origin's day of the year to the target's (each month's index placed
 * on its 15th, linear between). Without three years of history, or a month without an index, it
 * is naive.
 */
import { isoFromDay } from '../dates/dates.ts'
import { seasonalCalendar, type MonthlyPrice } from '../market-prices/seasonal.ts'
import { isError, toDaily, type DailySeries, type SeriesPoint } from './series.ts'

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

/** Each month's index (percent of the year's mean) from the reported prices up to index `o`. */
export function calendarIndexes(s: DailySeries, o: number): (number | null)[] | null {
  const byMonth = new Map<string, number[]>()
  for (let t = 0; t <= o; t++) {
    if (!s.reported[t]) continue
    const key = isoFromDay(s.start + t).slice(0, 7)
    const list = byMonth.get(key)
    if (list) list.push(s.values[t]!)
    else byMonth.set(key, [s.values[t]!])
  }
  const monthly: MonthlyPrice[] = [...byMonth].map(([key, prices]) => ({
    year: Number(key.slice(0, 4)),
    month: Number(key.slice(5, 7)),
    price: median(prices),
  }))
  const cal = seasonalCalendar(monthly)
  return cal ? cal.months.map((m) => m.index) : null
}

/** The calendar's index on a day (its month's on the 15th, linear between neighbouring months). */
function indexOn(indexes: readonly (number | null)[], day: number): number | null {
  const iso = isoFromDay(day)
  const month = Number(iso.slice(5, 7)) - 1
  const dom = Number(iso.slice(8, 10))
  const other = dom >= 15 ? (month + 1) % 12 : (month + 11) % 12
  const a = indexes[month]
  const b = indexes[other]
  if (a === null || a === undefined || b === null || b === undefined) return null
  // About 30 days between two months' 15ths.
  const share = Math.abs(dom - 15) / 30
  return a + (b - a) * share
}

/** Calendar forecasts for h = 1..horizon from origin index `o` (naive without a calendar). */
export function calendarDaily(s: DailySeries, o: number, horizon: number): number[] {
  const y0 = s.values[o]!
  const indexes = calendarIndexes(s, o)
  const at0 = indexes && indexOn(indexes, s.start + o)
  return Array.from({ length: horizon }, (_, i) => {
    if (!indexes || !at0) return y0
    const at = indexOn(indexes, s.start + o + i + 1)
    return at ? (y0 * at) / at0 : y0
  })
}

/** Calendar forecast (Rs/quintal) for the `horizon` days after the last point (or `asOf`). */
export function calendarForecast(
  points: readonly SeriesPoint[],
  horizon = 7,
  opts: { asOf?: string } = {},
) {
  if (!Number.isInteger(horizon) || horizon < 1)
    return { error: 'horizon must be a whole number of days, at least 1' }
  const daily = toDaily(points, { asOf: opts.asOf, minPoints: 1 })
  if (isError(daily)) return daily
  const o = daily.values.length - 1
  const values = calendarDaily(daily, o, horizon)
  return {
    dates: Array.from({ length: horizon }, (_, i) => isoFromDay(daily.start + o + i + 1)),
    values,
    lower: values,
    upper: values,
    method: 'calendar',
  }
}
