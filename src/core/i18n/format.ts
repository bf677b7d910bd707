/**
 * Numbers, rupees and dates as the UI shows them in its three locales (en-IN, hi-IN, ta-IN), made
 * without Intl. A page's first Intl formatter loads the browser's ICU data: 25–70 ms of one task on
 * the bench machine, ×4 on Lighthouse's phone, the largest single piece of every page's blocking
 * time (docs/decisions/014-formats-without-intl.md). The patterns and names are CLDR's, as Node's
 * Intl gives them; format.test.ts compares every style with Intl over a sweep of values in each
 * locale, so a difference is a failing test, not a surprise. Another locale falls back to Intl.
 *
 * All three locales write Latin digits with Indian grouping (1,23,45,678.5) and the rupee sign before
 * the amount (-₹5.00).
 */

export type FormatLocale = 'en-IN' | 'hi-IN' | 'ta-IN'

/**
 * - `day`: a calendar date ('5 Nov 2026'), read in UTC: an ISO date (YYYY-MM-DD) is UTC midnight.
 * - `shortDay`: the same without the year ('5 Nov'; chart axes).
 * - `medium`: a moment's date in the device's time zone ('5 Nov 2026').
 * - `mediumTime`: date and time ('5 Nov 2026, 3:07 pm').
 * - `time`: the time only ('3:07 pm').
 * - `clock`: the live clock ('Thursday, 5 November 2026 at 03:07:09 pm').
 */
export type DateStyle = 'day' | 'shortDay' | 'medium' | 'mediumTime' | 'time' | 'clock'

/** The Intl options each style stands for (the fallback for other locales, and the tests' reference). */
export const DATE_STYLE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  shortDay: { day: 'numeric', month: 'short', timeZone: 'UTC' },
  medium: { dateStyle: 'medium' },
  mediumTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
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

/** CLDR's month names, January first: `short` as in dates ('Sept'), `long` as in the clock. */
export const MONTH_NAMES: Record<
  FormatLocale,
  { short: readonly string[]; long: readonly string[] }
> = {
  'en-IN': {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  'hi-IN': {
    short: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    long: [
      'जनवरी',
      'फ़रवरी',
      'मार्च',
      'अप्रैल',
      'मई',
      'जून',
      'जुलाई',
      'अगस्त',
      'सितंबर',
      'अक्टूबर',
      'नवंबर',
      'दिसंबर',
    ],
  },
  'ta-IN': {
    short: ['ஜன.', 'பிப்.', 'மார்.', 'ஏப்.', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக.', 'செப்.', 'அக்.', 'நவ.', 'டிச.'],
    long: [
      'ஜனவரி',
      'பிப்ரவரி',
      'மார்ச்',
      'ஏப்ரல்',
      'மே',
      'ஜூன்',
      'ஜூலை',
      'ஆகஸ்ட்',
      'செப்டம்பர்',
      'அக்டோபர்',
      'நவம்பர்',
      'டிசம்பர்',
    ],
  },
}

interface LocaleData {
  weekdays: readonly string[]
  am: string
  pm: string
  /** d MMM y */
  day: (d: number, mon: string, y: number) => string
  /** d MMM */
  shortDay: (d: number, mon: string) => string
  /** EEEE, d MMMM y … hh:mm:ss a */
  clock: (wd: string, d: number, month: string, y: number, time: string) => string
}

const DATA: Record<FormatLocale, LocaleData> = {
  'en-IN': {
    weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    am: 'am',
    pm: 'pm',
    day: (d, mon, y) => `${d} ${mon} ${y}`,
    shortDay: (d, mon) => `${d} ${mon}`,
    clock: (wd, d, month, y, time) => `${wd}, ${d} ${month} ${y} at ${time}`,
  },
  'hi-IN': {
    weekdays: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    am: 'am',
    pm: 'pm',
    day: (d, mon, y) => `${d} ${mon} ${y}`,
    shortDay: (d, mon) => `${d} ${mon}`,
    clock: (wd, d, month, y, time) => `${wd}, ${d} ${month} ${y} को ${time} बजे`,
  },
  'ta-IN': {
    weekdays: ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'],
    am: 'AM',
    pm: 'PM',
    day: (d, mon, y) => `${d} ${mon}, ${y}`,
    shortDay: (d, mon) => `${mon} ${d}`,
    clock: (wd, d, month, y, time) => `${wd}, ${d} ${month}, ${y} அன்று ${time}`,
  },
}

const isFormatLocale = (locale: string): locale is FormatLocale => Object.hasOwn(DATA, locale)

/**
 * Intl's formatters for a locale without tables, made once per locale and options: building one
 * costs far more than using it.
 */
const fallbacks = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function fallback<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: () => T,
): T {
  let f = fallbacks.get(key)
  if (!f) fallbacks.set(key, (f = make()))
  return f as T
}

/** '1234567' → '12,34,567': the last three digits, then pairs (lakh, crore); '-1234' → '-1,234'. */
export function groupIndian(digits: string): string {
  if (digits.startsWith('-')) return `-${groupIndian(digits.slice(1))}`
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3)
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',')
  return `${pairs},${digits.slice(-3)}`
}

/**
 * |n| as a plain decimal string of its shortest round-trip digits (what Intl rounds from), e.g.
 * 1.005 → '1.005' (not 1.00499…), 1e21 → '1000000000000000000000', 1e-7 → '0.0000001'.
 */
function plainDigits(n: number): string {
  const s = Math.abs(n).toString()
  const e = s.indexOf('e')
  if (e < 0) return s
  const dot = s.indexOf('.')
  const mantissa = s.slice(0, e).replace('.', '')
  // Where the decimal point falls in the mantissa's digits once the exponent is applied.
  const pointAt = (dot < 0 ? e : dot) + Number(s.slice(e + 1))
  return pointAt <= 0
    ? `0.${'0'.repeat(-pointAt)}${mantissa}`
    : mantissa.padEnd(pointAt, '0') +
        (mantissa.length > pointAt ? `.${mantissa.slice(pointAt)}` : '')
}

/** Rounds a plain decimal string half away from zero (Intl's default) to `places` decimals. */
function roundDecimal(plain: string, places: number): { int: string; frac: string } {
  const [intPart = '0', fracPart = ''] = plain.split('.')
  if (fracPart.length <= places) return { int: intPart, frac: fracPart }
  const keep = intPart + fracPart.slice(0, places)
  const up = fracPart.charCodeAt(places) - 48 >= 5
  let digits = keep
  if (up) {
    // Add one at the last kept digit, carrying to the left.
    const arr = keep.split('')
    let i = arr.length - 1
    for (; i >= 0; i--) {
      if (arr[i] === '9') arr[i] = '0'
      else {
        arr[i] = String(Number(arr[i]) + 1)
        break
      }
    }
    digits = (i < 0 ? '1' : '') + arr.join('')
  }
  const intLen = digits.length - places
  return { int: digits.slice(0, intLen) || '0', frac: digits.slice(intLen) }
}

export interface DecimalOptions {
  /** Decimals always shown (default 0). */
  minFraction?: number
  /** Decimals at most, rounded half away from zero (default 3, as Intl). */
  maxFraction?: number
}

function decimal(n: number, { minFraction = 0, maxFraction = 3 }: DecimalOptions): string {
  const { int, frac } = roundDecimal(plainDigits(n), maxFraction)
  let f = frac.padEnd(minFraction, '0')
  while (f.length > minFraction && f.endsWith('0')) f = f.slice(0, -1)
  const body = groupIndian(int.replace(/^0+(?=\d)/, '')) + (f ? `.${f}` : '')
  // Intl keeps the sign of a negative number that rounds to zero (and of -0): '-0'.
  return n < 0 || Object.is(n, -0) ? `-${body}` : body
}

/** A number in the locale: 1234567.5 → '12,34,567.5' (up to 3 decimals unless told). */
export function formatNumber(n: number, locale: string, opts: DecimalOptions = {}): string {
  if (isFormatLocale(locale) && Number.isFinite(n)) return decimal(n, opts)
  const { minFraction = 0, maxFraction = Math.max(3, minFraction) } = opts
  return fallback(`n|${locale}|${minFraction}|${maxFraction}`, () => {
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    })
  }).format(n)
}

/** Integer paise as rupees with paise: 123456750 → '₹12,34,567.50', -500 → '-₹5.00'. */
export function formatPaiseIn(paise: number, locale: string): string {
  const rupees = paise / 100
  if (!isFormatLocale(locale) || !Number.isFinite(rupees))
    return fallback(`c|${locale}`, () => {
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      })
    }).format(rupees)
  const amount = decimal(rupees, { minFraction: 2, maxFraction: 2 })
  return amount.startsWith('-') ? `-₹${amount.slice(1)}` : `₹${amount}`
}

const two = (n: number) => String(n).padStart(2, '0')

/** h:mm a, or hh:mm:ss a with `seconds` (12-hour clock: midnight is 12 am). */
function time(data: LocaleData, hours: number, minutes: number, seconds?: number): string {
  const h12 = hours % 12 === 0 ? 12 : hours % 12
  const period = hours < 12 ? data.am : data.pm
  return seconds === undefined
    ? `${h12}:${two(minutes)} ${period}`
    : `${two(h12)}:${two(minutes)}:${two(seconds)} ${period}`
}

/** A moment (Date or ISO string) in one of the app's date styles. */
export function formatDate(date: Date | string | number, locale: string, style: DateStyle): string {
  const d = date instanceof Date ? date : new Date(date)
  if (!isFormatLocale(locale) || Number.isNaN(d.getTime()))
    return fallback(`d|${locale}|${style}`, () => {
      return new Intl.DateTimeFormat(locale, DATE_STYLE_OPTIONS[style])
    }).format(d)
  const data = DATA[locale]
  if (style === 'day' || style === 'shortDay') {
    const mon = MONTH_NAMES[locale].short[d.getUTCMonth()] ?? ''
    return style === 'day'
      ? data.day(d.getUTCDate(), mon, d.getUTCFullYear())
      : data.shortDay(d.getUTCDate(), mon)
  }
  const day = data.day(d.getDate(), MONTH_NAMES[locale].short[d.getMonth()] ?? '', d.getFullYear())
  switch (style) {
    case 'medium':
      return day
    case 'mediumTime':
      return `${day}, ${time(data, d.getHours(), d.getMinutes())}`
    case 'time':
      return time(data, d.getHours(), d.getMinutes())
    case 'clock':
      return data.clock(
        data.weekdays[d.getDay()] ?? '',
        d.getDate(),
        MONTH_NAMES[locale].long[d.getMonth()] ?? '',
        d.getFullYear(),
        time(data, d.getHours(), d.getMinutes(), d.getSeconds()),
      )
  }
}
