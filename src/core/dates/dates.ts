/**
 * Calendar dates as 'YYYY-MM-DD' strings and as integer day numbers (days since 1970-01-01, UTC),
 * with the day arithmetic the price pages, the forecaster and the importer share. Pure: no clock
 * is read, and no time zone enters (a date is a calendar day, not an instant).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

/** Days since 1970-01-01 of y-m-d (proleptic Gregorian; H. Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y
  const era = Math.floor(yy / 400)
  const yoe = yy - era * 400
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

/** Day number (days since 1970-01-01) of an ISO date 'YYYY-MM-DD', or null if it is not a real date. */
export function dayNumber(isoDate: string): number | null {
  const m = ISO_DATE.exec(isoDate)
  if (!m) return null
  const y = Number(m[1])
  const mo = Number(m[2])
  const d = Number(m[3])
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return null
  const day = daysFromCivil(y, mo, d)
  // Round-trip rejects 2021-02-30 and the like.
  return isoFromDay(day) === isoDate ? day : null
}

/** ISO date 'YYYY-MM-DD' of a day number (days since 1970-01-01; H. Hinnant's civil_from_days). */
export function isoFromDay(day: number): string {
  const z = day + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  )
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1
  const m = mp + (mp < 10 ? 3 : -9)
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0)
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}

/** The day number of a date the caller vouches for; a bad one is a programming error, so it throws. */
function requireDay(isoDate: string): number {
  const day = dayNumber(isoDate)
  if (day === null) throw new RangeError(`not a date as YYYY-MM-DD: '${isoDate}'`)
  return day
}

/** 'YYYY-MM-DD' plus `days` (may be negative). Throws a RangeError for a date that is not real. */
export function addDays(isoDate: string, days: number): string {
  return isoFromDay(requireDay(isoDate) + days)
}

/** Whole days from `a` to `b` (both 'YYYY-MM-DD'); NaN when either is not a real date. */
export function daysBetween(a: string, b: string): number {
  const da = dayNumber(a)
  const db = dayNumber(b)
  return da === null || db === null ? Number.NaN : db - da
}

/**
 * The calendar date of a 'YYYY-MM-DD' text or a full ISO timestamp, as a Date at UTC midnight:
 * formatted with `timeZone: 'UTC'` it shows that day whatever the reader's time zone.
 */
export function utcMidnight(isoDateOrTimestamp: string): Date {
  return new Date(requireDay(isoDateOrTimestamp.slice(0, 10)) * DAY_MS)
}
