import { describe, expect, it } from 'vitest'
import { dayNumber } from '../dates/dates.ts'
import { FEATURES, N_BASE_FEATURES, N_FEATURES } from './features.ts'
import { modelProblem } from './global-model.ts'
import { syntheticSeries } from './synthetic-series.ts'
import {
  buildSamples,
  calibrate,
  DEFAULT_TRAIN_OPTIONS,
  isCalibrationSeries,
  prepareSeries,
  recalibrate,
  splitForCalibration,
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
    // Without seasonFeatures, the features up to the peers' (as every model before the twelfth pass).
    expect(m.features).toEqual(FEATURES.slice(0, N_BASE_FEATURES))
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

  it('a band in time order: the trees of every price, the band of probe trees before bandFrom', () => {
    const bandFrom = '2019-06-01' // day 151 of 260
    const plain = trainForecastModel(series, SMALL)
    const timed = trainForecastModel(series, { ...SMALL, bandFrom })
    // The trees and weights are those of every price; the band is not theirs.
    expect(JSON.stringify(timed.gbt)).toBe(JSON.stringify(plain.gbt))
    expect(timed.weights).toEqual(plain.weights)
    expect(JSON.stringify([timed.band, timed.bandByMonth])).not.toBe(
      JSON.stringify([plain.band, plain.bandByMonth]),
    )
    expect(timed.training.options).toMatchObject({ bandFrom })
    // They are the probe trees' (trained before bandFrom), fitted on origins from bandFrom on.
    const probe = trainForecastModel(series, { ...SMALL, before: bandFrom })
    const { cal, peersOf } = splitForCalibration(series, SMALL)
    const refit = calibrate(
      { ...probe, band: [1] },
      cal.map((c) => ({ daily: c.daily, peers: peersOf(c) })),
      { ...SMALL, bandFrom },
      () => {},
      { fromDay: dayNumber(bandFrom) ?? 0, weights: plain.weights },
    )
    expect(timed.band).toEqual(refit.band)
    expect(timed.bandByMonth).toEqual(refit.bandByMonth)
    // Refitting it on its own trees would undo the time order; in time order it is the same model.
    expect(() => recalibrate(timed, series, SMALL)).toThrow(/refitted in time order/)
    const again = recalibrate({ ...plain, training: timed.training }, series, {
      ...SMALL,
      bandFrom,
    })
    expect(JSON.stringify(again)).toBe(JSON.stringify(timed))
  })

  it('probes per fold of the markets: every market calibrates the band, fold 0 is the usual one', () => {
    const opts = { ...SMALL, calibrationShare: 0.2 }
    const groups = series.map((s) => s.group)
    const foldOf = (g: string) =>
      [0, 1, 2, 3, 4].filter((k) =>
        isCalibrationSeries({ group: g }, { ...opts, calibrationFold: { k, of: 5 } }),
      )
    for (const g of groups) expect(foldOf(g)).toHaveLength(1)
    for (const g of groups) expect(foldOf(g)[0] === 0).toBe(isCalibrationSeries({ group: g }, opts))
    const bandFrom = '2019-06-01'
    const one = trainForecastModel(series, { ...SMALL, bandFrom })
    const logs: string[] = []
    const two = trainForecastModel(series, { ...SMALL, bandFrom, calibrationFolds: 2 }, (m) =>
      logs.push(m),
    )
    expect(JSON.stringify(two.gbt)).toBe(JSON.stringify(one.gbt))
    expect(JSON.stringify(two.band)).not.toBe(JSON.stringify(one.band))
    expect(logs.filter((m) => m.startsWith('probe '))).toHaveLength(2)
    // Both folds' series, up to calibrationSeries each: more than the one probe's.
    const fitted = Number(/band fitted on (\d+) series/.exec(logs.join('\n'))?.[1])
    expect(fitted).toBeGreaterThan(one.training.seriesForBand as number)
  })

  it('samples: at most perSeries per series, features by row, targets are log changes', () => {
    const prepared = prepareSeries(series.slice(0, 4), 30)
    const { x, y, w } = buildSamples(prepared, 7, 50, 1, 0)
    expect(y.length).toBeGreaterThan(100)
    expect(y.length).toBeLessThanOrEqual(4 * 50 * 1.5)
    expect(x.length).toBe(y.length * N_BASE_FEATURES)
    expect(w.every((v) => v === 1)).toBe(true)
    for (const v of y) expect(Math.abs(v)).toBeLessThan(1)
    // horizon feature in 1..7
    for (let i = 0; i < y.length; i++) {
      const h = x[i * N_BASE_FEATURES]!
      expect(h >= 1 && h <= 7).toBe(true)
    }
    // With the seasonal features: the same rows and targets, each row longer by them.
    const wide = buildSamples(prepared, 7, 50, 1, 0, N_FEATURES)
    expect([...wide.y]).toEqual([...y])
    expect(wide.x.length).toBe(y.length * N_FEATURES)
    for (let i = 0; i < y.length; i += 17)
      expect([...wide.x.subarray(i * N_FEATURES, i * N_FEATURES + N_BASE_FEATURES)]).toEqual([
        ...x.subarray(i * N_BASE_FEATURES, (i + 1) * N_BASE_FEATURES),
      ])
  })

  it('seasonFeatures: the model lists every feature and records the option', () => {
    const m = trainForecastModel(series, { ...SMALL, seasonFeatures: true })
    expect(modelProblem(m)).toBeNull()
    expect(m.features).toEqual([...FEATURES])
    expect(m.training.options).toMatchObject({ seasonFeatures: true })
    expect(trainForecastModel(series, SMALL).training.options).not.toHaveProperty('seasonFeatures')
  })
})
