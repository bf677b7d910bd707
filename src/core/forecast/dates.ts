/**
 * Calendar-day arithmetic for the forecaster, on 'YYYY-MM-DD' strings and integer day numbers
 * (days since 1970-01-01, UTC). Pure: no clock is read.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

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
