import { describe, expect, it } from 'vitest'
import { N_OWN_FEATURES } from './features.ts'
import { addDays } from '../dates/dates.ts'
import { forecast } from './forecast.ts'
import { createForecaster, modelProblem, type ForecastModel } from './global-model.ts'
import { isError } from './series.ts'
import type { ForecastResult } from './forecast.ts'
import { syntheticPoints, syntheticSeries } from './synthetic-series.ts'
import { DEFAULT_TRAIN_OPTIONS, trainForecastModel } from './training.ts'
import { FARMTREK_MODEL, farmtrekForecast } from './model/farmtrek.ts'

const small = trainForecastModel(syntheticSeries(16), {
  ...DEFAULT_TRAIN_OPTIONS,
  perSeries: 100,
  calibrationShare: 0.3,
  calibrationSeries: 6,
  calibrationOrigins: 20,
  gbt: { ...DEFAULT_TRAIN_OPTIONS.gbt, trees: 10, depth: 3, minLeaf: 20 },
})

function ok(r: ReturnType<ReturnType<typeof createForecaster>>): ForecastResult {
  if (isError(r)) throw new Error(`unexpected error: ${r.error}`)
  return r
}

describe.each([
  ['a small model trained in the test', small],
  ['the committed model', FARMTREK_MODEL],
])('global-model forecaster with %s', (_, model: ForecastModel) => {
  const f = createForecaster(model)
  const points = syntheticPoints(400, 7)

  it('gives horizon dated days after the last point, with lower ≤ value ≤ upper, all positive', () => {
    for (const horizon of [1, 7, 30]) {
      const r = ok(f(points, horizon))
      const last = points.at(-1)!.date
      expect(r.dates).toEqual(Array.from({ length: horizon }, (_, i) => addDays(last, i + 1)))
      for (const xs of [r.values, r.lower, r.upper]) expect(xs).toHaveLength(horizon)
      for (let i = 0; i < horizon; i++) {
        expect(r.lower[i]).toBeGreaterThan(0)
        expect(r.lower[i]!).toBeLessThanOrEqual(r.values[i]!)
        expect(r.values[i]!).toBeLessThanOrEqual(r.upper[i]!)
      }
      expect(r.method).toBe('farmtrek (global model + per-series)')
    }
  })

  it('is deterministic: the same input gives the same output, in any input order', () => {
    const a = ok(f(points, 7))
    expect(ok(f(points, 7))).toEqual(a)
    expect(ok(f([...points].reverse(), 7))).toEqual(a)
  })

  it('differs from the per-series forecaster alone (the trees have a say)', () => {
    const own = forecast(points, 7)
    if (isError(own)) throw new Error(own.error)
    expect(ok(f(points, 7)).values).not.toEqual(own.values)
  })

  it('keeps a price that never moved: a flat series gets a flat forecast', () => {
    const flat = points.map((p) => ({ date: p.date, value: 2500 }))
    const r = ok(f(flat, 7))
    expect(r.values).toEqual(Array(7).fill(2500))
  })

  it('short series: the per-series forecast; bad input: an error, not a throw', () => {
    const r = ok(f(points.slice(0, 5), 3))
    expect(r.method).toMatch(/per-series/)
    expect(f([], 7)).toEqual({ error: expect.stringMatching(/at least 2/) as string })
    expect(f(points, 0)).toEqual({ error: expect.stringMatching(/horizon/) as string })
    expect(f(points, 7, { asOf: '2000-01-01' })).toEqual({
      error: expect.stringMatching(/before the last/) as string,
    })
  })
})

describe('model files', () => {
  it('the committed model passes the checks and the server forecaster uses it', () => {
    expect(modelProblem(FARMTREK_MODEL)).toBeNull()
    const points = syntheticPoints(400, 9)
    expect(farmtrekForecast(points, 7)).toEqual(createForecaster(FARMTREK_MODEL)(points, 7))
  })

  it('a model for other features, a broken tree or a bad weight is refused with the reason', () => {
    expect(modelProblem({ ...small, features: ['x'] })).toMatch(/features differ/)
    expect(modelProblem({ ...small, gbt: { ...small.gbt, leaf: [1] } })).toMatch(/inconsistent/)
    expect(modelProblem({ ...small, weight: 2 })).toMatch(/weight/)
    expect(modelProblem({ ...small, version: 2 })).toMatch(/version/)
    expect(modelProblem(null)).toMatch(/object/)
  })

  it('a model trained before the peer features were added is read with the features it knows', () => {
    const own = small.features.slice(0, N_OWN_FEATURES)
    const feature = small.gbt.feature.map((f) => (f >= N_OWN_FEATURES ? -1 : f))
    const older = { ...small, features: own, gbt: { ...small.gbt, feature } }
    expect(modelProblem(older)).toBeNull()
    const beyond = [N_OWN_FEATURES, ...feature.slice(1)]
    expect(modelProblem({ ...older, gbt: { ...small.gbt, feature: beyond } })).toMatch(
      /does not list/,
    )
    expect(modelProblem({ ...small, features: [...own].reverse() })).toMatch(/features differ/)
  })
})

/** The RMS of the last `n` daily log changes of daily points, computed here by hand. */
function rmsDailyLogChange(points: readonly { value: number }[], n: number): number {
  const last = points.slice(-(n + 1)).map((p) => p.value)
  const d = last.slice(1).map((v, i) => Math.log(v / last[i]!) ** 2)
  return Math.sqrt(d.reduce((a, b) => a + b, 0) / d.length)
}

describe('the band floor (bandFloor)', () => {
  // A price that sits still for weeks, then steps 6% up or back down: a year of it, ending with
  // 70 still days. Its per-series band has no width, and the next step would leave it.
  const start = '2025-01-01'
  const points = Array.from({ length: 400 }, (_, i) => ({
    date: addDays(start, i),
    value: i < 330 && Math.floor(i / 30) % 2 === 1 ? 2650 : 2500,
  }))
  const { bandByMonth: _, bandFloor: __, ...plain } = small
  const sigma = rmsDailyLogChange(points, 366)

  it('without it, the band of a still price has no width', () => {
    const r = ok(createForecaster(plain)(points, 7))
    expect(r.lower).toEqual(r.values)
    expect(r.upper).toEqual(r.values)
  })

  it('with it, each side is at least bandFloor × 1.28 σ √h wide, times the band factor', () => {
    const r = ok(createForecaster({ ...plain, bandFloor: 0.5 })(points, 7))
    expect(sigma).toBeGreaterThan(0.005)
    for (let h = 1; h <= 7; h++) {
      const k = plain.band[Math.min(h, plain.band.length) - 1]!
      const width = k * 0.5 * 1.2815515655446004 * sigma * Math.sqrt(h)
      expect(Math.log(r.upper[h - 1]! / r.values[h - 1]!)).toBeCloseTo(width, 9)
      expect(Math.log(r.values[h - 1]! / r.lower[h - 1]!)).toBeCloseTo(width, 9)
    }
  })

  it('a model with a negative floor is refused', () => {
    expect(modelProblem({ ...small, bandFloor: -1 })).toMatch(/bandFloor/)
    expect(modelProblem({ ...small, bandFloor: 0.5 })).toBeNull()
  })
})

describe("the last weeks' floor (bandRecent)", () => {
  // A year of small swings (±0.5%), then 28 days that swing ±8% from day to day: a shock that the
  // year's quantiles and σ hardly see yet.
  const start = '2025-01-01'
  const points = Array.from({ length: 400 }, (_, i) => ({
    date: addDays(start, i),
    value: 2500 * (i < 372 ? 1 + 0.005 * Math.sin(i) : i % 2 ? 1.08 : 0.92),
  }))
  const { bandByMonth: _, bandFloor: __, ...plain } = small
  const sigma28 = rmsDailyLogChange(points, 29)

  it('each side is at least bandRecent × 1.28 σ₂₈ √h wide, times the band factor', () => {
    const without = ok(createForecaster({ ...plain, bandFloor: 0.5 })(points, 7))
    const r = ok(createForecaster({ ...plain, bandFloor: 0.5, bandRecent: 1 })(points, 7))
    expect(r.values).toEqual(without.values)
    for (let h = 1; h <= 7; h++) {
      const k = plain.band[Math.min(h, plain.band.length) - 1]!
      const width = k * 1.2815515655446004 * sigma28 * Math.sqrt(h)
      // The year's band is narrower than the last weeks' swings: the floor is the band.
      expect(Math.log(without.upper[h - 1]! / without.values[h - 1]!)).toBeLessThan(width)
      expect(Math.log(r.upper[h - 1]! / r.values[h - 1]!)).toBeCloseTo(width, 9)
      expect(Math.log(r.values[h - 1]! / r.lower[h - 1]!)).toBeCloseTo(width, 9)
    }
  })

  it('a model with a negative one is refused', () => {
    expect(modelProblem({ ...small, bandRecent: -0.5 })).toMatch(/bandRecent/)
    expect(modelProblem({ ...small, bandRecent: 1 })).toBeNull()
  })
})
