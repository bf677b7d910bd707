import { describe, expect, it } from 'vitest'
import { dayNumber, isoFromDay } from '../dates/dates.ts'
import { forecast, type ForecastResult } from './forecast.ts'
import { isError, type SeriesPoint } from './series.ts'

/** Daily points from `start`, one per value (null = no report that day). */
function daily(start: string, values: (number | null)[]): SeriesPoint[] {
  const d0 = dayNumber(start)!
  return values.flatMap((v, i) => (v === null ? [] : [{ date: isoFromDay(d0 + i), value: v }]))
}

function ok(r: ReturnType<typeof forecast>): ForecastResult {
  if (isError(r)) throw new Error(`unexpected error: ${r.error}`)
  return r
}

/** Deterministic random walk with noise, strictly positive (LCG; tests may not use Math.random). */
function walk(n: number, seed = 7): number[] {
  let s = seed
  const rnd = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 - 0.5
  let level = 2000
  return Array.from({ length: n }, () => {
    level *= Math.exp(0.03 * rnd())
    return Math.round(level * Math.exp(0.05 * rnd()))
  })
}

describe('forecast: hand-computed short series', () => {
  it('two consecutive days: naive value and a ±1.2816·σ·√h log band with σ = |ln(110/100)|', () => {
    const r = ok(forecast(daily('2021-01-01', [100, 110]), 2))
    expect(r.dates).toEqual(['2021-01-03', '2021-01-04'])
    expect(r.values).toEqual([110, 110])
    // h=1: 110·exp(±1.28155·0.0953102) = 110·exp(±0.122145) → 97.352 / 124.291
    expect(r.lower[0]).toBeCloseTo(97.352, 2)
    expect(r.upper[0]).toBeCloseTo(124.291, 2)
    // h=2: exponent 0.122145·√2 = 0.172739 → 92.549 / 130.741
    expect(r.lower[1]).toBeCloseTo(92.549, 2)
    expect(r.upper[1]).toBeCloseTo(130.741, 2)
    expect(r.method).toBe('farmtrek (naive)')
  })

  it('gaps are forward-filled: 100 on the 1st, 120 on the 5th → σ = ln(1.2)/2 over 4 daily changes', () => {
    const r = ok(
      forecast(
        [
          { date: '2021-01-01', value: 100 },
          { date: '2021-01-05', value: 120 },
        ],
        1,
      ),
    )
    expect(r.dates).toEqual(['2021-01-06'])
    expect(r.values).toEqual([120])
    // σ = sqrt(ln(1.2)²/4) = 0.0911608; 120·exp(±1.28155·0.0911608) → 106.769 / 134.871
    expect(r.lower[0]).toBeCloseTo(106.769, 2)
    expect(r.upper[0]).toBeCloseTo(134.871, 2)
  })
})

describe('forecast: behaviour', () => {
  it('a constant series (with gaps) gives a constant forecast and a zero-width band', () => {
    const values = Array.from({ length: 500 }, (_, i) => (i % 9 === 4 ? null : 2500))
    const r = ok(forecast(daily('2019-03-01', values)))
    expect(r.values).toEqual(Array(7).fill(2500))
    expect(r.lower).toEqual(Array(7).fill(2500))
    expect(r.upper).toEqual(Array(7).fill(2500))
  })

  it('dates are the 7 calendar days after the last point, across month, year and leap day', () => {
    const r = ok(forecast(daily('2019-06-01', walk(272)))) // last point 2020-02-27
    expect(r.dates).toEqual([
      '2020-02-28',
      '2020-02-29',
      '2020-03-01',
      '2020-03-02',
      '2020-03-03',
      '2020-03-04',
      '2020-03-05',
    ])
    const y = ok(forecast(daily('2020-12-20', [5, 6, 7]), 3))
    expect(y.dates).toEqual(['2020-12-23', '2020-12-24', '2020-12-25'])
    const z = ok(forecast(daily('2020-12-29', [5, 6, 7]), 2))
    expect(z.dates).toEqual(['2021-01-01', '2021-01-02'])
  })

  it('dates follow the last point even when the series ends after a gap', () => {
    const r = ok(forecast(daily('2021-03-01', [10, 11, null, null, 12]), 2))
    expect(r.dates).toEqual(['2021-03-06', '2021-03-07'])
  })

  it('asOf moves the origin past the last report; an asOf before it is an error', () => {
    const r = ok(forecast(daily('2021-03-01', [10, 11, 12]), 2, { asOf: '2021-03-10' }))
    expect(r.dates).toEqual(['2021-03-11', '2021-03-12'])
    expect(r.values).toEqual([12, 12])
    const e = forecast(daily('2021-03-01', [10, 11, 12]), 2, { asOf: '2021-03-02' })
    expect(isError(e) && e.error).toMatch(/before the last/)
  })

  it('the interval contains the point forecast, and everything is finite and positive', () => {
    for (const seed of [1, 2, 3, 4]) {
      const r = ok(forecast(daily('2016-01-01', walk(1800, seed))))
      expect(r.values).toHaveLength(7)
      for (let i = 0; i < 7; i++) {
        expect(r.lower[i]).toBeLessThanOrEqual(r.values[i]!)
        expect(r.upper[i]).toBeGreaterThanOrEqual(r.values[i]!)
        expect(r.lower[i]).toBeGreaterThan(0)
        expect(Number.isFinite(r.upper[i])).toBe(true)
      }
      // a real band on a noisy series
      expect(r.upper[6]! - r.lower[6]!).toBeGreaterThan(0)
    }
  })

  it('input order does not matter, and same-day duplicates are averaged', () => {
    const pts = daily('2018-01-01', walk(400))
    const shuffled = [...pts].reverse()
    expect(forecast(shuffled)).toEqual(forecast(pts))
    const last = pts[pts.length - 1]!
    const dup = [
      ...pts.slice(0, -1),
      { ...last, value: last.value - 10 },
      { ...last, value: last.value + 10 },
    ]
    expect(forecast(dup)).toEqual(forecast(pts))
  })

  it('alternating 100/120: repeats the value on even horizons exactly, the other one on odd', () => {
    const r = ok(
      forecast(
        daily(
          '2020-01-01',
          Array.from({ length: 200 }, (_, i) => (i % 2 ? 120 : 100)),
        ),
      ),
    )
    // last value (day 199) is 120
    for (const i of [1, 3, 5]) {
      expect(r.values[i]).toBe(120)
      expect(r.lower[i]).toBe(120)
      expect(r.upper[i]).toBe(120)
    }
    for (const i of [0, 2, 4, 6]) expect(r.values[i]).toBeCloseTo(100, -0.3) // within ±1
  })

  it('follows a steady trend instead of staying flat', () => {
    const r = ok(
      forecast(
        daily(
          '2020-01-01',
          Array.from({ length: 400 }, (_, i) => 1000 + 10 * i),
        ),
      ),
    )
    const last = 1000 + 10 * 399
    r.values.forEach((v, i) => {
      const truth = last + 10 * (i + 1)
      expect(Math.abs(v - truth) / truth).toBeLessThan(0.005)
    })
    expect(r.values[6]).toBeGreaterThan(last + 40)
  })
})

describe('forecast: errors are results, not throws', () => {
  it.each([
    ['no points', [] as SeriesPoint[], /at least 2/],
    ['one point', [{ date: '2021-01-01', value: 100 }], /only 1 day.*at least 2/],
    [
      'one day twice',
      [
        { date: '2021-01-01', value: 100 },
        { date: '2021-01-01', value: 90 },
      ],
      /at least 2/,
    ],
    [
      'a bad date',
      [
        { date: '2021-02-30', value: 1 },
        { date: '2021-03-01', value: 1 },
      ],
      /invalid date/,
    ],
    [
      'a zero price',
      [
        { date: '2021-03-01', value: 0 },
        { date: '2021-03-02', value: 1 },
      ],
      /invalid price/,
    ],
    [
      'a NaN price',
      [
        { date: '2021-03-01', value: Number.NaN },
        { date: '2021-03-02', value: 1 },
      ],
      /invalid price/,
    ],
  ])('%s', (_name, points, message) => {
    const r = forecast(points)
    expect(isError(r)).toBe(true)
    expect(isError(r) && r.error).toMatch(message)
  })

  it('a horizon that is not a positive whole number', () => {
    const pts = daily('2021-01-01', [1, 2, 3])
    for (const h of [0, -1, 1.5, 1000]) expect(isError(forecast(pts, h))).toBe(true)
  })
})
