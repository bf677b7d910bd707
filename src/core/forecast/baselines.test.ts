import { describe, expect, it } from 'vitest'
import { drift, naive, seasonalNaive } from './baselines.ts'
import { isError } from './series.ts'
import { mape, mase, maseScale } from './metrics.ts'

// 2021-01-01..08 with no report on the 3rd and the 7th: forward-filled [10,12,12,15,14,13,13,16].
const pts = [
  { date: '2021-01-01', value: 10 },
  { date: '2021-01-02', value: 12 },
  { date: '2021-01-04', value: 15 },
  { date: '2021-01-05', value: 14 },
  { date: '2021-01-06', value: 13 },
  { date: '2021-01-08', value: 16 },
]

describe('baselines (naive, seasonal naive, drift on forward-filled daily series)', () => {
  it('naive repeats the value at the origin', () => {
    const r = naive(pts)
    expect(!isError(r) && r.values).toEqual([16, 16, 16, 16, 16, 16, 16])
    expect(!isError(r) && r.dates[0]).toBe('2021-01-09')
  })

  it('seasonal naive: day t+h = value at t+h−7, including filled days; h=8 uses t+8−14', () => {
    const r = seasonalNaive(pts, 8)
    expect(!isError(r) && r.values).toEqual([12, 12, 15, 14, 13, 13, 16, 12])
  })

  it('drift: origin + h·(origin − first)/days = 16 + h·6/7', () => {
    const r = drift(pts, 7)
    if (isError(r)) throw new Error(r.error)
    expect(r.values[0]).toBeCloseTo(16 + 6 / 7, 10)
    expect(r.values[6]).toBeCloseTo(22, 10)
  })

  it('asOf extends the forward fill: naive from a later origin', () => {
    const r = naive(pts, 2, { asOf: '2021-01-10' })
    expect(!isError(r) && r.dates).toEqual(['2021-01-11', '2021-01-12'])
    const s = seasonalNaive(pts, 1, { asOf: '2021-01-10' }) // day 11 → day 4 (value 15)
    expect(!isError(s) && s.values).toEqual([15])
  })

  it('an empty series is an error result', () => {
    expect(isError(naive([]))).toBe(true)
  })
})

describe('metrics', () => {
  it('MAPE = mean of 100·|a−f|/a', () => {
    expect(mape([100, 200], [110, 150])).toBeCloseTo(17.5, 12) // (10 + 25) / 2
  })

  it('MASE scale = mean absolute one-step change; MASE = mean |a−f| / scale', () => {
    expect(maseScale([10, 12, 12, 15])).toBeCloseTo(5 / 3, 12)
    expect(maseScale([10, 12, 12, 15], 2)).toBeCloseTo(1, 12) // only up to index 2
    expect(mase([100, 200], [110, 150], 5)).toBeCloseTo(6, 12) // (2 + 10) / 2
  })
})
