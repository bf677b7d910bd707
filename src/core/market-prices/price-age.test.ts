import { describe, expect, it } from 'vitest'
import { indiaToday, priceAge, shownPrices, staleFrom } from './price-age.ts'

describe('indiaToday', () => {
  it.each([
    // 18:29 UTC is 23:59 in India; 18:30 UTC is already the next day there.
    ['2026-11-24T18:29:00Z', '2026-11-24'],
    ['2026-11-24T18:30:00Z', '2026-11-25'],
    ['2026-11-24T00:00:00Z', '2026-11-24'],
    ['2025-12-31T20:00:00Z', '2026-01-01'],
  ])('%s → %s', (instant, date) => expect(indiaToday(new Date(instant))).toBe(date))
})

describe('priceAge', () => {
  it.each([
    ['2026-11-24', '2026-11-24', 'today', 0, false],
    ['2026-11-25', '2026-11-24', 'today', 0, false],
    ['2026-11-23', '2026-11-24', 'yesterday', 1, false],
    ['2026-11-17', '2026-11-24', 'days', 7, false],
    ['2026-11-16', '2026-11-24', 'days', 8, true],
    ['2026-11-04', '2026-11-24', 'weeks', 3, true],
    // The example: the newest shipped all-India prices on the day of writing.
    ['2025-12-27', '2026-11-24', 'months', 11, true],
    ['2025-12-31', '2026-11-24', 'months', 11, true],
    ['2021-05-09', '2026-11-24', 'years', 5, true],
  ] as const)('%s on %s is %s (%i), stale %s', (date, today, unit, count, stale) => {
    expect(priceAge(date, today)).toMatchObject({ unit, count, stale, isToday: unit === 'today' })
  })

  it('calls only a price of today "today"', () => {
    const now = new Date('2026-11-24T10:00:00Z')
    expect(priceAge('2026-11-24', indiaToday(now)).isToday).toBe(true)
    expect(priceAge('2026-11-23', indiaToday(now)).isToday).toBe(false)
    expect(priceAge('2025-12-27', indiaToday(now)).isToday).toBe(false)
  })

  it('is stale from the eighth day', () => {
    expect(staleFrom('2026-11-01')).toBe('2026-11-09')
    expect(priceAge('2026-11-01', '2026-11-08').stale).toBe(false)
    expect(priceAge('2026-11-01', '2026-11-09').stale).toBe(true)
  })
})

describe('shownPrices', () => {
  const today = '2026-11-24'
  it.each([
    [[], { count: 0, stale: 0, newest: null, oldest: null }],
    [
      ['2026-11-24', '2026-11-20'],
      { count: 2, stale: 0, newest: '2026-11-24', oldest: '2026-11-20' },
    ],
    // One fresh row among old ones: the old ones still count as old.
    [
      ['2026-11-24', '2025-12-27', '2025-12-26'],
      { count: 3, stale: 2, newest: '2026-11-24', oldest: '2025-12-26' },
    ],
    [
      ['2025-12-27', '2026-10-06'],
      { count: 2, stale: 2, newest: '2026-10-06', oldest: '2025-12-27' },
    ],
  ])('%j → %j', (dates, expected) => expect(shownPrices(dates, today)).toEqual(expected))
})
