import { describe, expect, it } from 'vitest'
import { addDays } from '../dates/dates.ts'
import { calendarDaily, calendarForecast } from './calendar-baseline.ts'
import { isError, toDaily } from './series.ts'
import { theta, thetaDaily } from './theta.ts'

const daily = (n: number, f: (t: number) => number, from = '2020-01-01') =>
  Array.from({ length: n }, (_, t) => ({ date: addDays(from, t), value: f(t) }))

describe('the Theta baseline', () => {
  it('on a straight line continues at half its slope from the last value (SES with drift)', () => {
    const values = Array.from({ length: 100 }, (_, t) => 100 + 2 * t)
    // α = 1 has the least one-step error on a line, so the level is the last value; the drift is
    // half the line's slope.
    const f = thetaDaily(values, 99, 7)
    f.forEach((v, i) => expect(v).toBeCloseTo(298 + (i + 1), 6))
  })

  it('keeps a flat price flat, and is naive with fewer than 3 days', () => {
    expect(thetaDaily([50, 50, 50, 50, 50], 4, 3)).toEqual([50, 50, 50])
    expect(thetaDaily([40, 60], 1, 2)).toEqual([60, 60])
  })

  it('dates its forecast after the last price, and refuses a bad horizon or bad input', () => {
    const r = theta(
      daily(30, (t) => 1000 + t),
      7,
    )
    if (isError(r)) throw new Error(r.error)
    expect(r.dates[0]).toBe('2020-01-31')
    expect(r.values).toHaveLength(7)
    expect(r.lower).toEqual(r.values)
    expect(
      isError(
        theta(
          daily(30, () => 1),
          0,
        ),
      ),
    ).toBe(true)
    expect(isError(theta([{ date: 'nope', value: 1 }], 7))).toBe(true)
  })
})

describe('the seasonal calendar baseline', () => {
  /** Dear in the winter: 3000 in January, 2000 from March to October, rising again after. */
  const SHAPE = [3000, 2400, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2200, 2600]
  const byMonth = (from: string) => (t: number) => SHAPE[Number(addDays(from, t).slice(5, 7)) - 1]!

  it("moves the last price along the series' own calendar: up in late November, flat in June", () => {
    const points = daily(4 * 365 + 330, byMonth('2018-01-01'), '2018-01-01')
    const s = toDaily(points)
    if (isError(s)) throw new Error(s.error)
    const o = s.values.length - 1
    // The last day is 25 November 2022: the calendar rises towards December's level.
    expect(points.at(-1)?.date).toBe('2022-11-25')
    const up = calendarDaily(s, o, 7)
    expect(up[6]!).toBeGreaterThan(up[0]!)
    expect(up[0]!).toBeGreaterThan(s.values[o]!)
    // On 18 June the calendar is flat (May, June and July have the same level).
    const june = o - 160
    for (const v of calendarDaily(s, june, 7)) expect(v).toBeCloseTo(s.values[june]!, 6)
  })

  it('is naive without three years of history', () => {
    const r = calendarForecast(daily(400, byMonth('2020-01-01')), 7)
    if (isError(r)) throw new Error(r.error)
    expect(new Set(r.values)).toEqual(new Set([r.values[0]]))
    expect(r.method).toBe('calendar')
  })
})
