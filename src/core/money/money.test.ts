import { describe, expect, it } from 'vitest'
import { paiseToRupees, rupeesToPaise } from './money.ts'

describe('rupees and paise', () => {
  it.each([
    [28.5, 2850],
    [30, 3000],
    [0.01, 1],
    [1.1, 110],
    [0.1 + 0.2, 30],
  ])('₹%s is %i paise', (rupees, paise) => expect(rupeesToPaise(rupees)).toBe(paise))

  it.each([
    [2850, 28.5],
    [3000, 30],
    [1, 0.01],
    [482000, 4820],
    [2850.4, 28.5],
  ])('%s paise is ₹%s', (paise, rupees) => expect(paiseToRupees(paise)).toBe(rupees))

  it('round-trips every paise amount up to ₹1,000', () => {
    const wrong: number[] = []
    for (let p = 0; p <= 100_000; p++) if (rupeesToPaise(paiseToRupees(p)) !== p) wrong.push(p)
    expect(wrong).toEqual([])
  })
})
