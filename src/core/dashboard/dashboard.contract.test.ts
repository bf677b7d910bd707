import { describe, expect, it } from 'vitest'
import { monthStartInIndia } from './dashboard.contract.ts'

describe('monthStartInIndia', () => {
  it.each([
    ['2026-11-24T10:00:00Z', '2026-10-31T18:30:00.000Z'],
    // 30 Nov 20:00 UTC is already 1 Dec in India.
    ['2026-11-30T20:00:00Z', '2026-11-30T18:30:00.000Z'],
    ['2026-11-30T18:29:59Z', '2026-10-31T18:30:00.000Z'],
    ['2027-01-01T00:00:00Z', '2026-12-31T18:30:00.000Z'],
  ])('%s → %s', (now, start) => {
    expect(monthStartInIndia(new Date(now)).toISOString()).toBe(start)
  })
})
