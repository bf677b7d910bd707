import { describe, expect, it } from 'vitest'
import { hashString, mixedHash, seededRandom } from './rng.ts'

describe('seeded randomness', () => {
  it('repeats its sequence for a seed, in [0, 1), and differs between seeds', () => {
    const a = seededRandom(5)
    const b = seededRandom(5)
    const xs = Array.from({ length: 1000 }, () => a())
    expect(Array.from({ length: 1000 }, () => b())).toEqual(xs)
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true)
    expect(seededRandom(6)()).not.toBe(xs[0])
    // roughly uniform: the mean of 1000 draws is near 1/2
    expect(Math.abs(xs.reduce((s, x) => s + x, 0) / 1000 - 0.5)).toBeLessThan(0.05)
  })

  it('hashes strings stably; the mixed hash spreads near-identical names over the range', () => {
    expect(hashString('Kolar')).toBe(hashString('Kolar'))
    expect(hashString('Kolar')).not.toBe(hashString('Kolar '))
    const spread = Array.from({ length: 20 }, (_, i) => mixedHash(`Market ${i}`) / 2 ** 32)
    expect(Math.max(...spread) - Math.min(...spread)).toBeGreaterThan(0.5)
  })
})
