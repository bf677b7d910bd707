import { utcMidnight } from '#core/dates/dates.ts'
import { paiseToRupees, rupeesToPaise } from '#core/money/money.ts'
import { dateFormat, numberFormat } from './intl.ts'

const RUPEES: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR' }
const RUPEES_WHOLE: Intl.NumberFormatOptions = { ...RUPEES, minimumFractionDigits: 0 }
const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
}
const SHORT_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' }

/**
 * Integer paise as Indian rupees in the UI language's locale, e.g. 482000 →
 * '₹4,820.00' for en-IN. `locale` comes from `useI18n().locale`. With `whole`, whole rupees
 * drop the paise ('₹30'), as the catalogue's prices are written.
 */
export function formatPaise(paise: number, locale = 'en-IN', { whole = false } = {}) {
  const trim = whole && paise % 100 === 0
  return numberFormat(locale, trim ? RUPEES_WHOLE : RUPEES).format(paiseToRupees(paise))
}

/** Rupees (e.g. ₹ per kg) with two decimals in the locale, e.g. 11.8 → '₹11.80'. */
export function formatRupees(rupees: number, locale = 'en-IN') {
  return formatPaise(rupeesToPaise(rupees), locale)
}

/** An ISO date (YYYY-MM-DD, or a timestamp) as '9 May 2021' in the locale. */
export const formatDay = (isoDate: string, locale = 'en-IN') =>
  dateFormat(locale, DAY).format(utcMidnight(isoDate))

/** An ISO date as '9 May' (chart axes). */
export const formatShortDay = (isoDate: string, locale = 'en-IN') =>
  dateFormat(locale, SHORT_DAY).format(utcMidnight(isoDate))
