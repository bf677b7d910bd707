import { describe, expect, it } from 'vitest'
import { indiaDate, stepAlert } from './alert-rules.ts'

const base = { thresholdPaise: 2500, lastSentOn: null, today: '2026-03-12' }

describe('stepAlert', () => {
  it.each([
    // status, condition, price, lastSentOn → next, send
    ['armed', 'above', 2640, null, 'fired', true],
    ['armed', 'above', 2500, null, 'armed', false],
    ['armed', 'above', 2640, '2026-03-12', 'armed', false],
    ['armed', 'above', 2640, '2026-03-11', 'fired', true],
    ['fired', 'above', 2450, null, 'fired', false],
    ['fired', 'above', 2420, null, 'armed', false],
    ['armed', 'below', 2400, null, 'fired', true],
    ['fired', 'below', 2560, null, 'fired', false],
    ['fired', 'below', 2580, null, 'armed', false],
  ] as const)(
    '%s %s at %i paise (last sent %s) → %s, send %s',
    (status, condition, price, last, next, send) => {
      expect(
        stepAlert({ ...base, status, condition, pricePaise: price, lastSentOn: last }),
      ).toEqual({ next, send })
    },
  )
})

describe('indiaDate', () => {
  it('is UTC+5:30', () => {
    expect(indiaDate(new Date('2026-03-11T18:29:00Z'))).toBe('2026-03-11')
    expect(indiaDate(new Date('2026-03-11T18:30:00Z'))).toBe('2026-03-12')
  })
})
