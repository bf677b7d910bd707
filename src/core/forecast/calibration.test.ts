import { describe, expect, it } from 'vitest'
import { fitCombination, lastOrigins, SHARE_SHRINK_GRID, SHRINK_GRID, upTo } from './combination.ts'
import { forecastCombinedDaily, modelProblem, shrinkToward } from './global-model.ts'
import { syntheticSeries } from './synthetic-series.ts'
import {
  DEFAULT_TRAIN_OPTIONS,
  isCalibrationSeries,
  prepareSeries,
  recalibrate,
  splitForCalibration,
  trainForecastModel,
} from './training.ts'

const SMALL = {
  ...DEFAULT_TRAIN_OPTIONS,
  perSeries: 150,
  calibrationShare: 0.25,
  calibrationMinReports: 100,
  calibrationSeries: 10,
  calibrationOrigins: 30,
  gbt: { ...DEFAULT_TRAIN_OPTIONS.gbt, trees: 20, depth: 3, minLeaf: 20 },
}

describe('shrinkage toward the last price', () => {
  it("multiplies the forecast's log move by the horizon's factor; 1 or none leaves it", () => {
    expect(shrinkToward(100, 121, [0.5], 1)).toBeCloseTo(110, 9)
    expect(shrinkToward(100, 121, [1, 0], 2)).toBe(100)
    // Horizons past the list use its last factor.
    expect(shrinkToward(100, 121, [1, 0], 7)).toBe(100)
    expect(shrinkToward(100, 121, [1], 3)).toBe(121)
    expect(shrinkToward(100, 121, undefined, 3)).toBe(121)
  })

  it('a model with a negative shrink factor is refused', () => {
    const m = trainForecastModel(syntheticSeries(12), SMALL)
    expect(modelProblem({ ...m, shrink: [1, -0.5] })).toMatch(/shrink/)
    expect(modelProblem({ ...m, shrink: [0.8, 1] })).toBeNull()
  })
})

describe('calibration on held-out markets', { timeout: 60_000 }, () => {
  const series = syntheticSeries(24)
  const model = trainForecastModel(series, SMALL)
  const cal = prepareSeries(series, 100)
    .slice(0, 8)
    .map((p) => ({ daily: p.daily }))

  it('the band covers the asked share of the calibration points it was fitted on (conformal)', () => {
    for (const coverage of [0.6, 0.8]) {
      const fitted = fitCombination(model, cal, 7, 30, coverage, { shrink: true })
      const m = { ...model, ...fitted }
      let inside = 0
      let all = 0
      for (const { daily: s } of cal) {
        for (const o of lastOrigins(s.values.length, 7, 30)) {
          const r = forecastCombinedDaily(m, upTo(s, o), 7)
          for (let h = 1; h <= 7; h++) {
            if (!s.reported[o + h] || Number.isNaN(r.global[h - 1])) continue
            const a = s.values[o + h]!
            all++
            if (a >= r.lower[h - 1]! - 1e-9 && a <= r.upper[h - 1]! + 1e-9) inside++
          }
        }
      }
      expect(all).toBeGreaterThan(100)
      // At least the share asked for, and not much more (ties at the quantile can add a little).
      expect(inside / all).toBeGreaterThanOrEqual(coverage - 0.005)
      expect(inside / all).toBeLessThan(coverage + 0.05)
    }
  })

  it('fits one shrink factor per horizon from the grid, and none unless asked', () => {
    const fitted = fitCombination(model, cal, 7, 30, 0.8, { shrink: true })
    expect(fitted.shrink).toHaveLength(7)
    for (const d of fitted.shrink ?? []) expect(SHRINK_GRID).toContain(d)
    expect(fitCombination(model, cal, 7, 30, 0.8).shrink).toBeUndefined()
  })

  it('recalibrating keeps the trees and is deterministic', () => {
    const a = recalibrate(model, series, { ...SMALL, shrink: true })
    const b = recalibrate(model, series, { ...SMALL, shrink: true })
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    expect(a.gbt).toEqual(model.gbt)
    expect(a.shrink).toHaveLength(7)
    // Without shrinkage, recalibrating gives back the trained model's own calibration.
    const plain = recalibrate(model, series, SMALL)
    expect(plain.band).toEqual(model.band)
    expect(plain.weights).toEqual(model.weights)
    expect(plain.shrink).toBeUndefined()
  })
})

describe('calibration on held-out markets and commodities', { timeout: 60_000 }, () => {
  // 24 series: 6 commodities in 4 markets each.
  const series = syntheticSeries(24).map((s, i) => ({
    ...s,
    key: `${s.key} / ${i}`,
    group: `State / District / Market ${i % 4}`,
    commodity: `Crop ${i >> 2}`,
  }))
  const opts = { ...SMALL, calibrationShare: 0.25, calibrationCommodityShare: 0.3 }

  it('holds out whole markets and whole commodities, none of whose series fit the trees', () => {
    const { fit, cal } = splitForCalibration(series, opts)
    const calMarket = (g: string) => isCalibrationSeries({ group: g }, opts)
    const calCrop = (c: string) =>
      isCalibrationSeries({ group: '\u0000', commodity: c }, { ...opts, calibrationShare: 0 })
    for (const s of fit) {
      expect(calMarket(s.group)).toBe(false)
      expect(calCrop(s.commodity ?? '')).toBe(false)
    }
    for (const s of cal) expect(calMarket(s.group) || calCrop(s.commodity ?? '')).toBe(true)
    // Every series of a calibration commodity is out of the trees, whatever its market.
    const crops = new Set(cal.map((s) => s.commodity).filter((c) => calCrop(c ?? '')))
    expect(crops.size).toBeGreaterThan(0)
    for (const s of fit) expect(crops.has(s.commodity)).toBe(false)
    // Without calibration commodities only the markets are held out (the earlier split).
    const marketsOnly = splitForCalibration(series, { ...opts, calibrationCommodityShare: 0 })
    for (const s of marketsOnly.cal) expect(calMarket(s.group)).toBe(true)
  })

  it('the share shrinkage is one factor of its grid for every horizon, or none', () => {
    const model = trainForecastModel(series, opts)
    const cal = prepareSeries(series, 100).map((p) => ({ daily: p.daily }))
    const fitted = fitCombination(model, cal, 7, 30, 0.8, { shrinkShare: true })
    if (fitted.shrink) {
      expect(fitted.shrink).toHaveLength(1)
      expect(SHARE_SHRINK_GRID).toContain(fitted.shrink[0])
      expect(fitted.shrink[0]).toBeLessThan(1)
    }
    expect(fitCombination(model, cal, 7, 30, 0.8).shrink).toBeUndefined()
  })
})
