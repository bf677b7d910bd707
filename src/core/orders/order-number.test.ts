import { describe, expect, it } from 'vitest'
import { newOrderNumber, ORDER_NUMBER_RE } from './order-number.ts'

describe('newOrderNumber', () => {
  const nov = new Date('2026-11-24T10:00:00Z')
  it('reads as FT-<year><month>-<six random digits>', () => {
    expect(newOrderNumber(nov, 0, () => 0.482137)).toBe('FT-2611-482137')
    expect(newOrderNumber(new Date('2027-01-02T00:00:00Z'), 0, () => 0)).toBe('FT-2701-000000')
  })
  it('uses more digits after two clashes', () => {
    expect(newOrderNumber(nov, 2, () => 0.12345678)).toBe('FT-2611-12345678')
  })
  it('always matches the pattern', () => {
    for (let i = 0; i < 200; i++)
      expect(newOrderNumber(nov, i % 4, Math.random)).toMatch(ORDER_NUMBER_RE)
  })
})
