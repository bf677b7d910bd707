import { describe, expect, it } from 'vitest'
import { backtest, summarizeBacktests, type ScoredPoint, type SeriesBacktest } from './backtest.ts'
import { dayNumber, isoFromDay } from '../dates/dates.ts'
import { isError } from './series.ts'

const d0 = dayNumber('2021-01-01')!
const series = (values: (number | null)[]) =>
  values.flatMap((v, i) => (v === null ? [] : [{ date: isoFromDay(d0 + i), value: v }]))

function ok(r: ReturnType<typeof backtest>): SeriesBacktest {
  if (isError(r)) throw new Error(r.error)
  return r
}

describe('backtest', () => {
  // Origin = day 7 (value 17); targets 18 (h=1) and 20 (h=2); MASE scale = (17−10)/7 = 1.
  const values = [10, 11, 12, 13, 14, 15, 16, 17, 18, 20]

  it('scores the baselines by hand: naive and drift', () => {
    const r = ok(backtest(series(values), { origins: 1, horizon: 2 }))
    expect(r.origins).toBe(1)
    expect(r.points).toBe(2)
    // naive: APE 100/18 and 300/20; AE/scale 1 and 3
    expect(r.methods.naive.mapeByHorizon[0]).toBeCloseTo(100 / 18, 10)
    expect(r.methods.naive.mape).toBeCloseTo((100 / 18 + 15) / 2, 10)
    expect(r.methods.naive.mase).toBeCloseTo(2, 10)
    // drift: slope 1 → 18, 19: APE 0 and 5; AE/scale 0 and 1
    expect(r.methods.drift.mape).toBeCloseTo(2.5, 10)
    expect(r.methods.drift.mase).toBeCloseTo(0.5, 10)
    // seasonal naive: day 8 ← day 1 (11), day 9 ← day 2 (12)
    expect(r.methods.seasonalNaive.mapeByHorizon).toEqual([(100 * 7) / 18, (100 * 8) / 20])
  })

  it('does not score days without a report, and origins may fall on filled days', () => {
    const r = ok(
      backtest(series([10, 11, 12, 13, 14, 15, 16, 17, null, 20]), { origins: 2, horizon: 1 }),
    )
    // origins: day 7 (target day 8: no report) and day 8 (filled 17; target day 9 = 20)
    expect(r.origins).toBe(2)
    expect(r.points).toBe(1)
    expect(r.methods.naive.mape).toBeCloseTo(15, 10)
    expect(r.fitMs).toEqual([]) // no clock given
  })

  it('hands each scored point to onPoint: its forecast, band, reported price, naive and scale', () => {
    const seen: ScoredPoint[] = []
    const r = ok(
      backtest(series([10, 11, 12, 13, 14, 15, 16, 17, null, 20]), {
        origins: 2,
        horizon: 2,
        forecaster: (p) => ({ values: [p.at(-1)!.value, 30], lower: [0, 0], upper: [99, 25] }),
        onPoint: (p) => seen.push(p),
      }),
    )
    // Origin day 6 (16): day 7 (17) is scored, day 8 has no report; origin day 7 (17): day 8
    // is skipped, day 9 (20) is scored. Both lie inside their bands. Naive is the origin's price;
    // the scale its mean daily move so far (1 a day).
    expect(r.points).toBe(2)
    expect(seen).toEqual([
      {
        origin: isoFromDay(d0 + 6),
        h: 1,
        value: 16,
        lower: 0,
        upper: 99,
        actual: 17,
        naive: 16,
        scale: 1,
      },
      {
        origin: isoFromDay(d0 + 7),
        h: 2,
        value: 30,
        lower: 0,
        upper: 25,
        actual: 20,
        naive: 17,
        scale: 1,
      },
    ])
    expect(r.methods.farmtrek.inside).toBe(2)
  })

  it('uses the last `origins` days with a full horizon after them, and times fits with the clock', () => {
    let t = 0
    const r = ok(
      backtest(series(Array.from({ length: 100 }, (_, i) => 100 + (i % 5))), {
        clock: () => (t += 2),
      }),
    )
    expect(r.origins).toBe(60)
    expect(r.points).toBe(420)
    expect(r.fitMs).toHaveLength(60)
    expect(r.fitMs.every((ms) => ms === 2)).toBe(true)
    expect(r.methods.farmtrek.inside).toBeGreaterThanOrEqual(0)
  })

  it('takes every n-th origin back from the last, over the last `origins` or from a date', () => {
    const points = series(Array.from({ length: 100 }, (_, i) => 100 + (i % 5)))
    // The last origin is day 92 (7 days after it); 3 origins 10 days apart: days 72, 82, 92.
    let asked: string[] = []
    const forecaster = (_: unknown, h: number, o: { asOf: string }) => {
      asked.push(o.asOf)
      const v = Array<number>(h).fill(100)
      return { values: v, lower: v, upper: v }
    }
    const r = ok(backtest(points, { origins: 3, every: 10, forecaster }))
    expect(r.origins).toBe(3)
    expect(asked).toEqual([isoFromDay(d0 + 72), isoFromDay(d0 + 82), isoFromDay(d0 + 92)])
    // From day 80 on, every 5th day counted back from day 92: 82, 87, 92 (not 80).
    asked = []
    const f = ok(backtest(points, { from: isoFromDay(d0 + 80), every: 5, forecaster }))
    expect(asked).toEqual([isoFromDay(d0 + 82), isoFromDay(d0 + 87), isoFromDay(d0 + 92)])
    expect(f.points).toBe(21)
    // A series that starts after the date is scored from its second reported day on.
    asked = []
    const late = ok(backtest(points.slice(50), { from: isoFromDay(d0), every: 1, forecaster }))
    expect(asked[0]).toBe(isoFromDay(d0 + 51))
    expect(late.origins).toBe(42)
    // A date after the last origin leaves none; bad options are error results.
    expect(isError(backtest(points, { from: isoFromDay(d0 + 93) }))).toBe(true)
    expect(isError(backtest(points, { every: 0 }))).toBe(true)
    expect(isError(backtest(points, { from: '2021-02-30' }))).toBe(true)
  })

  it('a series too short for one origin is an error result', () => {
    expect(isError(backtest(series([1, 2, 3]), { horizon: 7 }))).toBe(true)
  })

  it('summarizes mean and median across series, pooled coverage and time per fit', () => {
    const a = ok(backtest(series(values), { origins: 1, horizon: 2, clock: () => 0 }))
    const b = ok(
      backtest(series(values.map((v) => v * 2)), { origins: 1, horizon: 2, clock: () => 0 }),
    )
    const s = summarizeBacktests([a, b])
    expect(s.series).toBe(2)
    expect(s.points).toBe(4)
    expect(s.methods.naive.meanMape).toBeCloseTo((100 / 18 + 15) / 2, 10) // scale-free
    expect(s.methods.naive.medianMase).toBeCloseTo(2, 10)
    expect(s.methods.farmtrek.coverage80).toBeGreaterThanOrEqual(0)
    expect(s.methods.farmtrek.coverage80).toBeLessThanOrEqual(1)
    expect(s.msPerFit).toBe(0)
  })
})
