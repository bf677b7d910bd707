/**
 * Which market's prices a crop's forecast is made from: the series nearest the farmer (their
 * district, then their state, then any market) among those with enough recent history, or why
 * there is none. Pure: the caller reads each market's series summary from the database.
 */
import { addDays } from '../dates/dates.ts'
import type { Refusal } from '../http/refusal.ts'

/** Days of history a forecast is fitted on (three years). */
export const FIT_DAYS = 3 * 365
/**
 * A series is forecast only with at least this many days of prices in the FIT_DAYS up to its last
 * price: the population the forecaster was evaluated on (docs/forecast.md, "Which commodities get a
 * forecast"). From fewer it would be the last price carried forward with a band of no use.
 */
export const MIN_FORECAST_REPORTS = 100
/**
 * A series counts as recent when its last price is at most this many days older than the crop's
 * newest price anywhere: a market that stopped reporting years ago would be forecast across the gap.
 */
export const RECENT_SERIES_DAYS = 30

/** One market's prices of a crop, summed up. */
export interface SeriesSummary {
  market: string
  state: string
  district: string
  /** The market's latest price date of the crop, 'YYYY-MM-DD'. */
  lastDate: string
  /** Days with a price in the FIT_DAYS up to lastDate. */
  reports: number
}

/** How near the farmer a chosen series is: their district, their state, or anywhere. */
export const SERIES_SCOPES = ['district', 'state', 'india'] as const
export type SeriesScope = (typeof SERIES_SCOPES)[number]

export type SeriesChoice =
  | { ok: true; series: Array<SeriesSummary & { scope: SeriesScope }> }
  | { ok: false; refusal: Refusal<'prices.history_too_short' | 'prices.history_too_old'> }

const scopeOf = (
  s: SeriesSummary,
  near: { state: string | null; district: string | null },
): SeriesScope =>
  near.state !== null && s.state === near.state
    ? near.district !== null && s.district === near.district
      ? 'district'
      : 'state'
    : 'india'

const RANK: Record<SeriesScope, number> = { district: 0, state: 1, india: 2 }
/** Code-unit order: ISO dates sort as days, and names in one fixed order on every machine. */
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The series a forecast of `crop` can honestly be made from, nearest the farmer first: the
 * farmer's district, then their state, then any; within one, the most recent last price, then
 * the most days of prices, then the market's name. A series qualifies with MIN_FORECAST_REPORTS
 * days of prices and a last price within RECENT_SERIES_DAYS of the crop's newest. With none, the
 * reason: the long series all stopped long ago (`history_too_old`, with the year the last of
 * them stopped), or no market has enough days of prices (`history_too_short`, with the most any
 * recent market has).
 */
export function chooseForecastSeries(
  crop: string,
  all: readonly SeriesSummary[],
  near: { state: string | null; district: string | null },
): SeriesChoice {
  const newest = all.reduce((d, s) => (s.lastDate > d ? s.lastDate : d), '')
  const since = newest ? addDays(newest, -RECENT_SERIES_DAYS) : ''
  const recent = all.filter((s) => s.lastDate >= since)
  const series = recent
    .filter((s) => s.reports >= MIN_FORECAST_REPORTS)
    .map((s) => ({ ...s, scope: scopeOf(s, near) }))
    .sort(
      (a, b) =>
        RANK[a.scope] - RANK[b.scope] ||
        order(b.lastDate, a.lastDate) ||
        b.reports - a.reports ||
        order(a.market, b.market),
    )
  if (series.length > 0) return { ok: true, series }
  const most = recent.reduce((n, s) => Math.max(n, s.reports), 0)
  const long = all.filter((s) => s.reports >= MIN_FORECAST_REPORTS)
  const params = { crop, most, needed: MIN_FORECAST_REPORTS }
  if (long.length > 0) {
    const stopped = long.reduce((d, s) => (s.lastDate > d ? s.lastDate : d), '')
    return {
      ok: false,
      refusal: {
        code: 'prices.history_too_old',
        params: { ...params, year: Number(stopped.slice(0, 4)) },
        field: 'crop',
      },
    }
  }
  return { ok: false, refusal: { code: 'prices.history_too_short', params, field: 'crop' } }
}
