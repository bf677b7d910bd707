import { utcMidnight } from '#core/dates/dates.ts'
import { rupeesToPaise } from '#core/money/money.ts'
import { formatDate, formatPaiseIn } from '#core/i18n/format.ts'

/**
 * Integer paise as Indian rupees in the UI language's locale, always with paise, e.g. 482000 →
 * '₹4,820.00' and 3000 → '₹30.00' for en-IN: every price of the app looks the same (issue 20,
 * item 11), so a whole price and one with paise line up. `locale` comes from `useI18n().locale`.
 */
export function formatPaise(
  paise: number,
  locale = 'en-IN',
  /** @deprecated Ignored: prices always show paise now (issue 20, item 11). */
  _options: { whole?: boolean } = {},
) {
  return formatPaiseIn(paise, locale)
}

/** Rupees (e.g. ₹ per kg) with two decimals in the locale, e.g. 11.8 → '₹11.80'. */
export function formatRupees(rupees: number, locale = 'en-IN') {
  return formatPaise(rupeesToPaise(rupees), locale)
}

/** An ISO date (YYYY-MM-DD, or a timestamp) as '9 May 2021' in the locale. */
export const formatDay = (isoDate: string, locale = 'en-IN') =>
  formatDate(utcMidnight(isoDate), locale, 'day')

/** An ISO date as '9 May' (chart axes). */
export const formatShortDay = (isoDate: string, locale = 'en-IN') =>
  formatDate(utcMidnight(isoDate), locale, 'shortDay')
