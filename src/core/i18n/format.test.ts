import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatPaise } from '../money/money.ts'
import { LOCALES } from './engine.ts'
import { formatDate, formatDay, formatNumber, formatShortDay } from './format.ts'

// Intl formats with CLDR's data: these are the texts users read, written out, so a change of
// pattern in a Node or browser upgrade shows here as a failing line rather than on a page.

describe('formatNumber', () => {
  it.each([
    ['en-IN', 1234567.5, {}, '12,34,567.5'],
    ['en-IN', 12345678.12345, {}, '1,23,45,678.123'],
    ['hi-IN', 150000, {}, '1,50,000'],
    ['ta-IN', 1000, {}, '1,000'],
    ['en-IN', 2.5, { minFraction: 1, maxFraction: 1 }, '2.5'],
    ['en-IN', 1.005, { maxFraction: 2 }, '1.01'],
    ['en-IN', -0.4, { maxFraction: 0 }, '-0'],
    ['en-US', 1234567.5, {}, '1,234,567.5'],
    ['en-IN', Number.NaN, {}, 'NaN'],
  ] as const)('%s %s %j is %s', (locale, n, opts, text) => {
    expect(formatNumber(n, locale, opts)).toBe(text)
  })

  it('keeps one formatter per locale and options (a second call gives the same text)', () => {
    expect(formatNumber(100000, 'hi-IN')).toBe(formatNumber(100000, 'hi-IN'))
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

  it('reads local styles in the device zone', () => {
    // 20:00 UTC is 01:30 the next day in India.
    const d = new Date(Date.UTC(2026, 10, 5, 20, 0, 0))
    expect(formatDate(d, 'en-IN', 'mediumTime')).toBe('6 Nov 2026, 1:30 am')
    expect(formatDate(d, 'en-IN', 'time')).toBe('1:30 am')
    expect(formatDate(d, 'en-IN', 'day')).toBe('5 Nov 2026')
  })

  it('writes the live clock in each language', () => {
    const d = new Date(Date.UTC(2026, 10, 25, 11, 22, 34))
    expect(formatDate(d, 'en-IN', 'clock')).toBe('Wednesday, 25 November 2026 at 04:52:34 pm')
    expect(formatDate(d, 'hi-IN', 'clock')).toBe('बुधवार, 25 नवंबर 2026 को 04:52:34 pm बजे')
    expect(formatDate(d, 'ta-IN', 'clock')).toBe('புதன், 25 நவம்பர், 2026 அன்று 04:52:34 PM')
  })

  it('writes a Hindi and a Tamil date with their own month names', () => {
    expect(formatDay('2026-03-12', 'hi-IN')).toBe('12 मार्च 2026')
    expect(formatDay('2026-01-05', 'hi-IN')).toBe('5 जन॰ 2026')
    expect(formatDay('2026-03-12', 'ta-IN')).toBe('12 மார்., 2026')
    expect(formatShortDay('2026-11-05', 'ta-IN')).toBe('நவ. 5')
  })

  it('reads an ISO date as that calendar day, in UTC', () => {
    expect(formatDay('2021-05-09')).toBe('9 May 2021')
    expect(formatDay('2021-05-09T23:30:00+05:30')).toBe('9 May 2021')
    expect(formatShortDay('2026-09-05', 'en-IN')).toBe('5 Sept')
    expect(formatDate('2021-05-09', 'en-IN', 'day')).toBe('9 May 2021')
  })

  it('formats another locale by its own rules, and refuses an invalid date', () => {
    expect(formatDate(new Date(Date.UTC(2026, 10, 5)), 'en-US', 'day')).toBe('Nov 5, 2026')
    expect(() => formatDate('not a date', 'en-IN', 'day')).toThrow(RangeError)
  })
})

// Marathi, Telugu, Kannada and Bengali in the locales the app formats them in (engine.ts LOCALES):
// Latin digits in each (docs/decisions/021-digits-per-language.md), CLDR's grouping, month names
// and patterns otherwise.
describe('the four languages added to Hindi and Tamil', () => {
  const machineZone = process.env.TZ
  beforeAll(() => {
    process.env.TZ = 'Asia/Kolkata'
  })
  afterAll(() => {
    if (machineZone === undefined) delete process.env.TZ
    else process.env.TZ = machineZone
  })

  it.each([
    ['mr', '12,34,567.5', '₹150,000.00', '12 मार्च, 2026', '5 नोव्हें'],
    ['te', '12,34,567.5', '₹1,50,000.00', '12, మార్చి 2026', '5 నవం'],
    ['kn', '1,234,567.5', '₹150,000.00', 'ಮಾರ್ಚ್ 12,2026', '5 ನವೆಂ'],
    ['bn', '12,34,567.5', '₹1,50,000.00', '12 মার্চ, 2026', '5 নভেঃ'],
  ] as const)('%s writes %s, %s and %s in Latin digits', (lang, n, money, day, shortDay) => {
    const locale = LOCALES[lang]
    expect(formatNumber(1234567.5, locale)).toBe(n)
    expect(formatPaise(15000000, locale)).toBe(money)
    expect(formatPaise(2500, locale, { paise: 'whenNeeded' })).toBe('₹25')
    expect(formatDay('2026-03-12', locale)).toBe(day)
    expect(formatShortDay('2026-11-05', locale)).toBe(shortDay)
  })

  it('writes the live clock in each', () => {
    const d = new Date(Date.UTC(2026, 10, 25, 11, 22, 34))
    expect(formatDate(d, LOCALES.mr, 'clock')).toBe('बुधवार, 25 नोव्हेंबर, 2026 रोजी 04:52:34 PM')
    expect(formatDate(d, LOCALES.bn, 'clock')).toBe('বুধবার, 25 নভেম্বর, 2026 এ 04:52:34 PM')
    expect(formatDate(d, LOCALES.te, 'time')).toBe('4:52 PM')
    expect(formatDate(d, LOCALES.kn, 'time')).toBe('04:52 PM')
  })

  it('Marathi and Bengali would write their own digits without the -u-nu-latn of LOCALES', () => {
    expect(formatNumber(1234, 'mr-IN')).toBe('१,२३४')
    expect(formatNumber(1234, 'bn-IN')).toBe('১,২৩৪')
    expect(new Intl.PluralRules(LOCALES.bn).select(0)).toBe('one')
    expect(new Intl.PluralRules(LOCALES.mr).select(0)).toBe('other')
  })
})
