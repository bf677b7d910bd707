import { describe, expect, it } from 'vitest'
import { FEATURES, N_FEATURES } from './features.ts'
import { modelProblem } from './global-model.ts'
import { syntheticSeries } from './synthetic-series.ts'
import {
  buildSamples,
  DEFAULT_TRAIN_OPTIONS,
  prepareSeries,
  trainForecastModel,
  type TrainOptions,
} from './training.ts'

/** Small enough for a unit test: 24 series of 260 days, 20 trees. */
const SMALL: TrainOptions = {
  ...DEFAULT_TRAIN_OPTIONS,
  perSeries: 150,
  calibrationShare: 0.25,
  calibrationMinReports: 100,
  calibrationSeries: 10,
  calibrationOrigins: 30,
  gbt: { ...DEFAULT_TRAIN_OPTIONS.gbt, trees: 20, depth: 3, minLeaf: 20 },
}

describe('training the global model', { timeout: 60_000 }, () => {
  const series = syntheticSeries(24)

  it('gives the same model file for the same data and seed, another for another seed', () => {
    const a = JSON.stringify(trainForecastModel(series, SMALL))
    const b = JSON.stringify(trainForecastModel(series, SMALL))
    expect(b).toBe(a)
    expect(JSON.stringify(trainForecastModel(series, { ...SMALL, seed: 20 }))).not.toBe(a)
  })

  it('writes a usable model: known features, one band factor per horizon, weights per density', () => {
    const m = trainForecastModel(series, SMALL)
    expect(modelProblem(m)).toBeNull()
    expect(m.features).toEqual([...FEATURES])
    expect(m.band).toHaveLength(SMALL.horizon)
    for (const k of m.band) expect(k).toBeGreaterThan(0)
    expect(m.weights).toHaveLength((m.densityEdges?.length ?? 0) + 1)
    for (const w of m.weights ?? []) expect(w > 0 && w <= 1).toBe(true)
    expect(m.training.seriesForBand).toBeGreaterThan(0)
    expect(m.training.seriesForTrees).toBeGreaterThan(0)
  })

  it('--before: only prices dated before the cut are used', () => {
    const cut = '2019-06-01' // day 151 of 260
    const prepared = prepareSeries(series, 30, cut)
    for (const p of prepared) expect(p.daily.values.length).toBeLessThanOrEqual(151)
    expect(JSON.stringify(trainForecastModel(series, { ...SMALL, before: cut }))).not.toBe(
      JSON.stringify(trainForecastModel(series, SMALL)),
    )
  })

  it('samples: at most perSeries per series, features by row, targets are log changes', () => {
    const prepared = prepareSeries(series.slice(0, 4), 30)
    const { x, y, w } = buildSamples(prepared, 7, 50, 1, 0)
    expect(y.length).toBeGreaterThan(100)
    expect(y.length).toBeLessThanOrEqual(4 * 50 * 1.5)
    expect(x.length).toBe(y.length * N_FEATURES)
    expect(w.every((v) => v === 1)).toBe(true)
    for (const v of y) expect(Math.abs(v)).toBeLessThan(1)
    // horizon feature in 1..7
    for (let i = 0; i < y.length; i++) {
      const h = x[i * N_FEATURES]!
      expect(h >= 1 && h <= 7).toBe(true)
    }
  })
})
