import { utcMidnight } from '../dates/dates.ts'

/**
 * Numbers and dates as pages, SMS and email show them, through the platform's Intl (CLDR's
 * patterns, names and digits for every locale): en-IN, hi-IN and ta-IN write Latin digits grouped
 * in lakhs and crores (12,34,567.5). Marathi and Bengali are formatted with `-u-nu-latn` for Latin
 * digits too (#core/i18n/engine.ts LOCALES; docs/decisions/021-digits-per-language.md). Money is #core/money/money.ts's formatPaise, built on
 * `cachedFormat` here. Building an Intl formatter costs far more than using one, so each is made
 * once per locale and options; the first one a page builds loads the browser's ICU data
 * (docs/decisions/016-i18next-icu-and-intl.md has what that costs).
 */

/**
 * - `day`: a calendar date ('5 Nov 2026'), read in UTC: an ISO date (YYYY-MM-DD) is UTC midnight.
 * - `shortDay`: the same without the year ('5 Nov'; chart axes).
 * - `medium`: a moment's date in the device's time zone ('5 Nov 2026').
 * - `mediumTime`: date and time ('5 Nov 2026, 3:07 pm').
 * - `time`: the time only ('3:07 pm').
 * - `clock`: the live clock ('Thursday, 5 November 2026 at 03:07:09 pm').
 * - `month`, `shortMonth`: a month's name ('November', 'Nov'; the seasonal calendar), in UTC.
 */
export type DateStyle =
  'day' | 'shortDay' | 'medium' | 'mediumTime' | 'time' | 'clock' | 'month' | 'shortMonth'

/** The Intl options each style stands for. */
export const DATE_STYLE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  shortDay: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  medium: { dateStyle: 'medium' },
  mediumTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  month: { month: 'long', timeZone: 'UTC' },
  shortMonth: { month: 'short', timeZone: 'UTC' },
  clock: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
}

/** A locale tag as Intl reads it (cheap: no formatting data is loaded). */
export const intlLocale = (tag: string) => new Intl.Locale(tag)

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>()

/** The formatter `make` builds for this locale and these options, built once and kept. */
export function cachedFormat<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let f = formatters.get(key)
  if (!f) formatters.set(key, (f = make()))
  return f as T
}

/** A number formatter with these options, for ICU messages (#core/i18n/icu-format.ts). */
export const messageNumberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cachedFormat(
    `mn|${locale}|${JSON.stringify(options ?? {})}`,
    () => new Intl.NumberFormat(locale, options),
  )

/** A date formatter with these options, for ICU messages. */
export const messageDateFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cachedFormat(
    `md|${locale}|${JSON.stringify(options ?? {})}`,
    () => new Intl.DateTimeFormat(locale, options),
  )

/** The plural rules of a locale (cardinal or ordinal), for ICU messages' plurals. */
export const pluralRules = (locale: string, type: Intl.PluralRuleType = 'cardinal') =>
  cachedFormat(`p|${locale}|${type}`, () => new Intl.PluralRules(locale, { type }))

export interface DecimalOptions {
  /** Decimals always shown (default 0). */
  minFraction?: number
  /** Decimals at most, rounded half away from zero (default 3, as Intl). */
  maxFraction?: number
}

/** A number in the locale: 1234567.5 → '12,34,567.5' (up to 3 decimals unless told). */
export function formatNumber(n: number, locale: string, opts: DecimalOptions = {}): string {
  const { minFraction = 0, maxFraction = Math.max(3, minFraction) } = opts
  return cachedFormat(
    `n|${locale}|${minFraction}|${maxFraction}`,
    () =>
      new Intl.NumberFormat(locale, {
        minimumFractionDigits: minFraction,
        maximumFractionDigits: maxFraction,
      }),
  ).format(n)
}

/** A moment (Date, ISO string or epoch ms) in one of the app's date styles. */
export function formatDate(date: Date | string | number, locale: string, style: DateStyle): string {
  const d = date instanceof Date ? date : new Date(date)
  return cachedFormat(
    `d|${locale}|${style}`,
    () => new Intl.DateTimeFormat(locale, DATE_STYLE_OPTIONS[style]),
  ).format(d)
}

/** An ISO date (YYYY-MM-DD, or a timestamp) as '9 May 2021' in the locale. */
export const formatDay = (isoDate: string, locale = 'en-IN') =>
  formatDate(utcMidnight(isoDate), locale, 'day')

/** An ISO date as '9 May' (chart axes). */
export const formatShortDay = (isoDate: string, locale = 'en-IN') =>
  formatDate(utcMidnight(isoDate), locale, 'shortDay')
