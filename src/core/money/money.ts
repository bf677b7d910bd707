import { cachedFormat } from '../i18n/format.ts'

/**
 * Rupees and paise (₹1 = 100 paise). Money is stored and summed in integer paise, where addition
 * is exact; rupees are for people: what a farmer types and what pages, SMS and email show.
 */

/** Whole paise from rupees, to the nearest paisa (₹28.5 → 2850; ₹0.1 + ₹0.2 → 30, not 30.000000000000004). */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100)
}

/** Rupees from paise, to two decimals at most (2850 → 28.5). */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100
}

export interface PaiseFormat {
  /**
   * `always` (the default): every amount with its paise, so prices line up ('₹30.00', '₹28.50').
   * `whenNeeded`: a whole amount without them ('₹25', but '₹25.50'), for a line in a sentence.
   */
  paise?: 'always' | 'whenNeeded'
}

/**
 * The one money format of pages, SMS and email: integer paise as Indian rupees in the locale,
 * by Intl's currency format: 15000000 → '₹1,50,000.00', -500 → '-₹5.00' (en-IN, hi-IN, ta-IN).
 */
export function formatPaise(
  paise: number,
  locale = 'en-IN',
  { paise: show = 'always' }: PaiseFormat = {},
) {
  return cachedFormat(
    `₹|${locale}|${show}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        ...(show === 'whenNeeded' ? { trailingZeroDisplay: 'stripIfInteger' as const } : {}),
      }),
  ).format(paise / 100)
}

/** Rupees (e.g. ₹ per kg of a mandi price) in the same format: 11.8 → '₹11.80'. */
export const formatRupees = (rupees: number, locale = 'en-IN') =>
  formatPaise(rupeesToPaise(rupees), locale)
