import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DATE_STYLE_OPTIONS,
  formatDate,
  formatNumber,
  formatPaiseIn,
  groupIndian,
  type DateStyle,
  type FormatLocale,
} from './format.ts'

const LOCALES: FormatLocale[] = ['en-IN', 'hi-IN', 'ta-IN']

/** A repeatable spread of values (a linear congruential sequence: the same numbers every run). */
function* spread(count: number, seed = 20261125): Generator<number> {
  let x = seed
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2147483648
    yield x
  }
}

const NUMBERS = [
  0,
  -0,
  1,
  -1,
  7,
  999,
  1000,
  9999,
  10000,
  99999,
  100000,
  123456,
  999999,
  1000000,
  12345678,
  123456789012,
  0.5,
  1.5,
  2.5,
  -2.5,
  0.125,
  0.0005,
  0.0004,
  -0.0004,
  1.005,
  1.0005,
  2.675,
  9.9995,
  99.9996,
  999.9995,
  0.1 + 0.2,
  1e21,
  1.5e22,
  1e-7,
  123.456789,
  11.8,
  28.5,
  4820,
  Number.MAX_SAFE_INTEGER,
  ...[...spread(300)].map((x, i) => (i % 2 ? -1 : 1) * (x / 10 ** (i % 7))),
]

describe('formatNumber', () => {
  it.each(LOCALES)('matches Intl in %s for the default and fixed decimals', (locale) => {
    for (const n of NUMBERS) {
      expect(formatNumber(n, locale), String(n)).toBe(new Intl.NumberFormat(locale).format(n))
      expect(formatNumber(n, locale, { minFraction: 1, maxFraction: 1 }), String(n)).toBe(
        new Intl.NumberFormat(locale, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(n),
      )
      expect(formatNumber(n, locale, { maxFraction: 0 }), String(n)).toBe(
        new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n),
      )
    }
  })

  it('groups in lakhs and crores', () => {
    expect(groupIndian('1')).toBe('1')
    expect(groupIndian('1000')).toBe('1,000')
    expect(groupIndian('123456789')).toBe('12,34,56,789')
    expect(groupIndian('-123')).toBe('-123')
    expect(groupIndian('-1234')).toBe('-1,234')
    expect(formatNumber(12345678.12345, 'en-IN')).toBe('1,23,45,678.123')
  })

  it('falls back to Intl for a locale without tables', () => {
    expect(formatNumber(1234567.5, 'en-US')).toBe('1,234,567.5')
    expect(formatNumber(Number.NaN, 'en-IN')).toBe('NaN')
  })
})

describe('formatPaiseIn', () => {
  it.each(LOCALES)('matches Intl currency in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
    const paise = [0, 1, 5, 99, 100, 3000, 482000, 123456750, -500, -123456789, ...spread(300)]
    for (const p of paise) expect(formatPaiseIn(p, locale), String(p)).toBe(intl.format(p / 100))
  })

  it('always shows paise', () => {
    expect(formatPaiseIn(3000, 'en-IN')).toBe('₹30.00')
    expect(formatPaiseIn(-500, 'ta-IN')).toBe('-₹5.00')
  })
})

describe('formatDate', () => {
  // India's time zone, not the machine's (often UTC): a style that read UTC where it should read
  // the device's zone (or the reverse) shows as a wrong hour or day.
  const machineZone = process.env.TZ
  beforeAll(() => {
    process.env.TZ = 'Asia/Kolkata'
  })
  afterAll(() => {
    if (machineZone === undefined) delete process.env.TZ
    else process.env.TZ = machineZone
  })
  // Every month and weekday, every hour (midnight and noon included), a leap day and far years.
  const moments = [
    ...Array.from({ length: 12 }, (_, m) => new Date(2026, m, 1 + m * 2, m * 2, m * 5, m * 4)),
    ...Array.from({ length: 24 }, (_, h) => new Date(2026, 10, 1 + (h % 7), h, 7, 9)),
    new Date(2024, 1, 29, 12, 0, 0),
    new Date(1999, 11, 31, 23, 59, 59),
    ...[...spread(200)].map((x) => new Date(Date.UTC(2016, 0, 1) + (x % 400_000_000) * 1000)),
  ]
  const styles = Object.keys(DATE_STYLE_OPTIONS) as DateStyle[]

  it.each(LOCALES)('matches Intl in %s for every style', (locale) => {
    for (const style of styles) {
      const intl = new Intl.DateTimeFormat(locale, DATE_STYLE_OPTIONS[style])
      for (const d of moments)
        expect(formatDate(d, locale, style), `${style} ${d.toISOString()}`).toBe(intl.format(d))
    }
  })

  it('reads local styles in the device zone', () => {
    // 20:00 UTC is 01:30 the next day in India.
    const d = new Date(Date.UTC(2026, 10, 5, 20, 0, 0))
    expect(formatDate(d, 'en-IN', 'mediumTime')).toBe('6 Nov 2026, 1:30 am')
    expect(formatDate(d, 'en-IN', 'day')).toBe('5 Nov 2026')
  })

  it('reads an ISO date as that calendar day, in UTC', () => {
    expect(formatDate('2021-05-09', 'en-IN', 'day')).toBe('9 May 2021')
    expect(formatDate('2026-09-05', 'en-IN', 'shortDay')).toBe('5 Sept')
    expect(formatDate('2026-11-05', 'ta-IN', 'shortDay')).toBe('நவ. 5')
  })

  it('falls back to Intl for a locale without tables and for an invalid date', () => {
    const d = new Date(Date.UTC(2026, 10, 5))
    expect(formatDate(d, 'en-US', 'day')).toBe('Nov 5, 2026')
    expect(() => formatDate('not a date', 'en-IN', 'day')).toThrow(RangeError)
  })
})
