import { describe, expect, it } from 'vitest'
import { dayNumber } from '../dates/dates.ts'
import {
  arrivalsCorrection,
  arrivalsSignal,
  type ArrivalsPoint,
  type BaseForecaster,
} from './arrivals-signal.ts'
import { seededRandom } from './rng.ts'

const D0 = dayNumber('2020-07-01') ?? 0
const CUT = dayNumber('2021-01-01') ?? 0
const DAYS = 330

/** Normal draws from a seeded uniform (Box–Muller). */
const normal = (u: () => number) => () =>
  Math.sqrt(-2 * Math.log(1 - u())) * Math.cos(2 * Math.PI * u())

/**
 * Daily reports from 24 markets in two states. Arrivals swing around each market's level; with
 * `effect`, a day's price moves by −effect × that day's arrival anomaly (a glut lowers the next price)
 * plus noise, else by noise alone.
 */
function market(effect: number, seed: number): ArrivalsPoint[] {
  const u = seededRandom(seed)
  const z = normal(u)
  const out: ArrivalsPoint[] = []
  for (let m = 0; m < 24; m++) {
    const state = m % 2 ? 'Karnataka' : 'Maharashtra'
    let logPrice = Math.log(2000 + 100 * m)
    let pending = 0
    for (let t = 0; t < DAYS; t++) {
      logPrice += pending + 0.01 * z()
      const anomaly = 0.5 * z()
      pending = -effect * anomaly
      out.push({
        commodity: 'Onion',
        state,
        market: `Market ${m}`,
        variety: 'Other',
        day: D0 + t,
        modalPrice: Math.round(Math.exp(logPrice)),
        arrivalsTonnes: Math.round(200 * Math.exp(anomaly)),
      })
    }
  }
  return out
}

describe('arrivals signal', () => {
  it('finds arrivals that move the next price, on markets and months it did not fit on', () => {
    const swaps = arrivalsSignal(market(0.05, 7), CUT)
    expect(swaps.map((s) => s.trainHalf)).toEqual([0, 1])
    for (const s of swaps) {
      expect(s.testSeries).toBeGreaterThan(0)
      expect(s.trainPoints + s.testPoints).toBeGreaterThan(0)
      expect(s.models.arrivals.meanMaeRatio).toBeLessThan(0.9)
      expect(s.models.both.meanMaeRatio).toBeLessThan(s.models['price only'].meanMaeRatio - 0.05)
      // The market's own anomaly gets a negative coefficient at h = 1: more onions, a lower price.
      expect(s.models.arrivals.coefH1[1]).toBeLessThan(-0.02)
    }
  })

  it('finds nothing when arrivals and prices are unrelated', () => {
    for (const s of arrivalsSignal(market(0, 7), CUT)) {
      expect(s.models.arrivals.meanMaeRatio).toBeGreaterThan(0.98)
      expect(Math.abs(s.models.arrivals.coefH1[1] ?? 1)).toBeLessThan(0.01)
    }
  })

  it('fits only on origins before the cut and scores only from it', () => {
    const points = market(0.05, 3)
    const late = arrivalsSignal(points, D0 + DAYS + 10)
    // With the cut after the last day nothing is scored; with it before the first, nothing is fitted on.
    for (const s of late) expect(s.testPoints).toBe(0)
    for (const s of arrivalsSignal(points, D0)) expect(s.trainPoints).toBe(0)
  })
})

/** A forecaster 2% above the last price at every horizon: wrong by a level any fit can see. */
function biased(points: readonly ArrivalsPoint[], skip = (_day: number) => false): BaseForecaster {
  const price = new Map(points.map((p) => [`${p.market}\u0000${p.day}`, p.modalPrice]))
  return (s, origin) => {
    const p0 = price.get(`${s.market}\u0000${origin}`)
    return p0 === undefined || skip(origin) ? null : Array.from({ length: 7 }, () => p0 * 1.02)
  }
}

describe('arrivals correction of a forecaster', () => {
  it('corrects a level with the intercept, and arrivals only where they move the price', () => {
    const glut = market(0.05, 7)
    for (const s of arrivalsCorrection(glut, CUT, biased(glut))) {
      expect(s.testSeries).toBeGreaterThan(0)
      const m = s.models
      // The uncorrected forecast is 2% off; the level alone mends that much.
      expect(m['farmtrek + bias'].meanMaeRatio).toBeLessThan(m.farmtrek.meanMaeRatio - 0.05)
      expect(m['farmtrek + bias'].coefH1[0]).toBeCloseTo(Math.log(1 / 1.02), 2)
      expect(m['farmtrek + arrivals'].meanMaeRatio).toBeLessThan(
        m['farmtrek + bias'].meanMaeRatio - 0.05,
      )
      expect(m['farmtrek + arrivals'].coefH1[1]).toBeLessThan(-0.02)
    }
    const noise = market(0, 7)
    for (const s of arrivalsCorrection(noise, CUT, biased(noise))) {
      const m = s.models
      expect(
        Math.abs(m['farmtrek + arrivals'].meanMaeRatio - m['farmtrek + bias'].meanMaeRatio),
      ).toBeLessThan(0.01)
    }
  })

  it('scores every model on the points where the forecaster answers, and only those', () => {
    const points = market(0.05, 3)
    const all = arrivalsCorrection(points, CUT, biased(points))
    const odd = arrivalsCorrection(
      points,
      CUT,
      biased(points, (day) => day % 2 === 1),
    )
    for (let i = 0; i < 2; i++) {
      expect(odd[i]?.testPoints).toBeGreaterThan(0)
      expect(odd[i]?.testPoints).toBeLessThan((all[i]?.testPoints ?? 0) * 0.6)
    }
    // No forecast at all: nothing to fit or score.
    for (const s of arrivalsCorrection(points, CUT, () => null)) {
      expect(s.trainPoints + s.testPoints).toBe(0)
    }
  })
})
