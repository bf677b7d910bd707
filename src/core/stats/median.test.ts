import { describe, expect, it } from 'vitest'
import { median } from './median.ts'

describe('median', () => {
  it('sorts numerically, not as text', () => expect(median([10, 9, 100])).toBe(10))

  it('averages the middle two of an even count', () => expect(median([4, 1, 3, 2])).toBe(2.5))

  it('leaves its input as it was', () => {
    const xs = [3, 1, 2]
    median(xs)
    expect(xs).toEqual([3, 1, 2])
  })

  it('is NaN for no values', () => expect(median([])).toBeNaN())
})
