import { describe, expect, it } from 'vitest'
import { formatPaise, formatRupees, paiseToRupees, rupeesToPaise } from './money.ts'

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

describe('formatPaise: the one money format of pages, SMS and email', () => {
  it.each([
    [15_000_000, 'en-IN', '₹1,50,000.00'],
    [3000, 'en-IN', '₹30.00'],
    [2850, 'en-IN', '₹28.50'],
    [123456750, 'en-IN', '₹12,34,567.50'],
    [15_000_000, 'hi-IN', '₹1,50,000.00'],
    [482000, 'ta-IN', '₹4,820.00'],
    [-500, 'ta-IN', '-₹5.00'],
    [1, 'en-IN', '₹0.01'],
  ])('%i paise in %s is %s', (paise, locale, text) => {
    expect(formatPaise(paise, locale)).toBe(text)
  })

  it('leaves out the paise of a whole amount when asked (a line in an SMS)', () => {
    expect(formatPaise(2500, 'en-IN', { paise: 'whenNeeded' })).toBe('₹25')
    expect(formatPaise(2550, 'en-IN', { paise: 'whenNeeded' })).toBe('₹25.50')
    expect(formatPaise(10_000_000, 'hi-IN', { paise: 'whenNeeded' })).toBe('₹1,00,000')
    expect(formatPaise(2500)).toBe('₹25.00')
  })

  it('formats rupees the same way', () => {
    expect(formatRupees(30)).toBe('₹30.00')
    expect(formatRupees(11.8)).toBe('₹11.80')
  })
})
