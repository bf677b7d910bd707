import { describe, expect, it } from 'vitest'
import { formatPaise, formatRupees } from './money.ts'

// Issue 20, item 11: one price format everywhere — the catalogue's whole prices included.
describe('formatPaise', () => {
  it.each([
    [3000, '₹30.00'],
    [2850, '₹28.50'],
    [482000, '₹4,820.00'],
    [10000000, '₹1,00,000.00'],
  ])('%i paise is %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text)
    expect(formatPaise(paise, 'en-IN', { whole: true })).toBe(text)
  })

  it('formats rupees the same way', () => {
    expect(formatRupees(30)).toBe('₹30.00')
    expect(formatRupees(11.8)).toBe('₹11.80')
  })
})
