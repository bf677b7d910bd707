/**
 * How old a price is, said honestly: "today" only for today's prices, and a
 * notice when the newest price is more than a week old. Pure: the caller passes `now`.
 */
import { addDays, daysBetween } from '../dates/dates.ts'

/** Mandi dates are Indian calendar days: India is UTC+05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = 330 * 60_000

/** The calendar date in India at the instant `now`, as 'YYYY-MM-DD'. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10)
}

/** A price older than this many days gets the "not current" notice. */
export const STALE_AFTER_DAYS = 7

export type AgeUnit = 'today' | 'yesterday' | 'days' | 'weeks' | 'months' | 'years'

export interface PriceAge {
  /** Whole days from the price's date to today (0 = today; negative for a date ahead of today). */
  days: number
  /** The unit a person would say the age in, and how many of it ('11 months'). */
  unit: AgeUnit
  count: number
  /** True only when the price is today's. */
  isToday: boolean
  /** Older than STALE_AFTER_DAYS: the page says so. */
  stale: boolean
}

const DAYS_PER_MONTH = 365.25 / 12

/**
 * The age of a price dated `date` ('YYYY-MM-DD') on `today` ('YYYY-MM-DD', see indiaToday):
 * days up to 13, weeks up to 8, months (rounded) up to 23, then years. A date after today (a
 * clock behind the data) counts as today's.
 */
export function priceAge(date: string, today: string): PriceAge {
  const days = daysBetween(date, today)
  const stale = days > STALE_AFTER_DAYS
  const age = (unit: AgeUnit, count: number): PriceAge => ({
    days,
    unit,
    count,
    isToday: unit === 'today',
    stale,
  })
  if (!(days > 0)) return age('today', 0)
  if (days === 1) return age('yesterday', 1)
  if (days < 14) return age('days', days)
  if (days < 60) return age('weeks', Math.round(days / 7))
  const months = Math.round(days / DAYS_PER_MONTH)
  if (months < 24) return age('months', months)
  return age('years', Math.floor(days / 365.25))
}

/** The first day a price dated `date` counts as stale. */
export const staleFrom = (date: string): string => addDays(date, STALE_AFTER_DAYS + 1)

/** How current a set of prices shown together is (a page of the price list). */
export interface ShownPrices {
  count: number
  /** How many are older than STALE_AFTER_DAYS. */
  stale: number
  /** The newest and oldest of their dates; null when there are none. */
  newest: string | null
  oldest: string | null
}

/**
 * The freshness of the prices dated `dates` on `today`: a page's title and notice follow the rows
 * it shows, each at its own crop and market's date, not the newest price held anywhere.
 */
export function shownPrices(dates: readonly string[], today: string): ShownPrices {
  let newest: string | null = null
  let oldest: string | null = null
  let stale = 0
  for (const d of dates) {
    if (newest === null || d > newest) newest = d
    if (oldest === null || d < oldest) oldest = d
    if (priceAge(d, today).stale) stale++
  }
  return { count: dates.length, stale, newest, oldest }
}
