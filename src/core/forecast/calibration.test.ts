import { describe, expect, it } from 'vitest'
import { isoFromDay } from '../dates/dates.ts'
import {
  fitCombination,
  lastOrigins,
  SHARE_SHRINK_GRID,
  SHRINK_GRID,
  spreadOrigins,
  upTo,
} from './combination.ts'
import {
  forecastCombinedDaily,
  MIN_ORIGIN,
  modelProblem,
  monthOf,
  shrinkToward,
  type ForecastModel,
} from './global-model.ts'
import { seededRandom } from './rng.ts'
import type { DailySeries, SeriesPoint } from './series.ts'
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

/**
 * How many of the reported prices h = 1…7 days after each origin `originsOf` gives a series of
 * `cal` fall inside the model's band, of how many (where the global model applies).
 */
function bandHits(
  m: ForecastModel,
  cal: readonly { daily: DailySeries }[],
  originsOf: (length: number) => number[],
): { inside: number; all: number } {
  let inside = 0
  let all = 0
  for (const { daily: s } of cal) {
    for (const o of originsOf(s.values.length)) {
      const r = forecastCombinedDaily(m, upTo(s, o), 7)
      for (let h = 1; h <= 7; h++) {
        if (!s.reported[o + h] || Number.isNaN(r.global[h - 1])) continue
        all++
        const a = s.values[o + h]!
        if (a >= r.lower[h - 1]! - 1e-9 && a <= r.upper[h - 1]! + 1e-9) inside++
      }
    }
  }
  return { inside, all }
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
      // Fitted on one block of origins: no factor per month.
      expect(fitted.bandByMonth).toBeUndefined()
      const m = { ...model, bandByMonth: undefined, ...fitted }
      const { inside, all } = bandHits(m, cal, (n) => lastOrigins(n, 7, 30))
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
    // The same file as training wrote, key for key, also from a model written before the band
    // floor (the committed model was recalibrated so, and training it again must write it).
    expect(JSON.stringify(plain)).toBe(JSON.stringify(model))
    const { bandFloor: _, ...before } = model
    expect(JSON.stringify(recalibrate(before, series, SMALL))).toBe(JSON.stringify(model))
    expect(plain.band).toEqual(model.band)
    expect(plain.weights).toEqual(model.weights)
    expect(plain.shrink).toBeUndefined()
  })

  it('a band floor is recorded and the factors are fitted around it; without it, it is gone', () => {
    const none = recalibrate(model, series, { ...SMALL, bandFloor: 0 })
    expect(none.bandFloor).toBeUndefined()
    const floored = recalibrate(model, series, { ...SMALL, bandFloor: 1 })
    expect(floored.bandFloor).toBe(1)
    expect(floored.gbt).toEqual(model.gbt)
    // The floor widens the bands before the factors: the factors that cover 80% shrink.
    expect(Math.max(...floored.band.map((k, i) => k / none.band[i]!))).toBeLessThan(1)
    expect(floored.training.options).toMatchObject({ bandFloor: 1 })
    expect(recalibrate(floored, series, { ...SMALL, bandFloor: 0 }).bandFloor).toBeUndefined()
    // The default since the ninth pass.
    expect(recalibrate(none, series, SMALL).bandFloor).toBe(0.5)
  })

  it("the last weeks' floor is recorded, the factors fitted around it, and 0 removes it", () => {
    const plain = recalibrate(model, series, SMALL)
    const recent = recalibrate(model, series, { ...SMALL, bandRecent: 1 })
    expect(recent.bandRecent).toBe(1)
    expect(recent.bandFloor).toBe(0.5)
    expect(recent.gbt).toEqual(model.gbt)
    expect(Math.max(...recent.band.map((k, i) => k / plain.band[i]!))).toBeLessThan(1)
    expect(recalibrate(recent, series, { ...SMALL, bandRecent: 0 }).bandRecent).toBeUndefined()
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

describe('calibration from every season, with a band factor per month', { timeout: 60_000 }, () => {
  // Three years from 2019-01-01 whose daily moves are four times as large from November to
  // January as in the rest of the year, with 1 day in 5 unreported.
  const seasonal = (seed: number): SeriesPoint[] => {
    const rnd = seededRandom(seed)
    let level = 1000 + 2000 * rnd()
    const out: SeriesPoint[] = []
    for (let i = 0; i < 3 * 365; i++) {
      const date = isoFromDay(17897 + i)
      const month = Number(date.slice(5, 7))
      const step = month >= 11 || month === 1 ? 0.08 : 0.02
      level *= Math.exp(step * (rnd() - 0.5))
      if (rnd() < 0.2) continue
      out.push({ date, value: Math.round(level) })
    }
    return out
  }
  const series = Array.from({ length: 16 }, (_, i) => ({
    key: `Crop / State / District / Market ${i}`,
    group: `State / District / Market ${i}`,
    points: seasonal(300 + i),
  }))
  const model = trainForecastModel(series.slice(0, 8), { ...SMALL, calibrationEvery: 0 })
  const cal = prepareSeries(series.slice(8), 100).map((p) => ({ daily: p.daily }))

  it('origins run over the whole history, every n-th day, each with its horizon after it', () => {
    const os = spreadOrigins(400, 7, 5)
    expect(os[0]).toBeGreaterThanOrEqual(MIN_ORIGIN)
    expect(os.at(-1)).toBe(392)
    expect(os[1]! - os[0]!).toBe(5)
    expect(os.length).toBe(Math.floor((392 - MIN_ORIGIN) / 5) + 1)
    // From an index on (a band fitted in time order): the same last origin, none before it.
    const late = spreadOrigins(400, 7, 5, 300)
    expect(late.at(-1)).toBe(392)
    expect(late[0]).toBeGreaterThanOrEqual(300)
    expect(late[0]! - 5).toBeLessThan(300)
    expect(spreadOrigins(400, 7, 5, 0)).toEqual(os)
  })

  it('widens the band in the months prices swing and covers the asked share of its points', () => {
    const fitted = fitCombination(model, cal, 7, { every: 3 }, 0.8)
    const k = fitted.bandByMonth ?? []
    expect(k).toHaveLength(12)
    // November, December, January against June, July, August.
    const swing = Math.min(k[10]!, k[11]!, k[0]!)
    const calm = Math.max(k[5]!, k[6]!, k[7]!)
    expect(swing).toBeGreaterThan(1.5 * calm)
    const { inside, all } = bandHits({ ...model, ...fitted }, cal, (n) => spreadOrigins(n, 7, 3))
    expect(all).toBeGreaterThan(3000)
    expect(inside / all).toBeGreaterThanOrEqual(0.795)
    expect(inside / all).toBeLessThan(0.83)
  })

  it("a forecast's band is the horizon's factor times its origin month's", () => {
    const s = cal[0]!.daily
    const o = spreadOrigins(s.values.length, 7, 1).find((i) => monthOf(s, i) === 11)!
    const plain = forecastCombinedDaily({ ...model, bandByMonth: undefined }, upTo(s, o), 7)
    const months = Array.from({ length: 12 }, (_, i) => (i === 11 ? 2 : 1))
    const wide = forecastCombinedDaily({ ...model, bandByMonth: months }, upTo(s, o), 7)
    for (let h = 0; h < 7; h++) {
      expect(wide.values[h]).toBe(plain.values[h])
      const lo = Math.log(plain.values[h]! / plain.lower[h]!)
      expect(Math.log(wide.values[h]! / wide.lower[h]!)).toBeCloseTo(2 * lo, 9)
    }
    expect(modelProblem({ ...model, bandByMonth: months })).toBeNull()
    expect(modelProblem({ ...model, bandByMonth: [1, 2] })).toMatch(/bandByMonth/)
    expect(modelProblem({ ...model, bandByMonth: months.map(() => 0) })).toMatch(/bandByMonth/)
  })

  it('training with calibrationEvery writes the month factors; 0 writes none', () => {
    const spread = trainForecastModel(series, { ...SMALL, calibrationEvery: 3 })
    expect(spread.bandByMonth).toHaveLength(12)
    expect(
      trainForecastModel(series, { ...SMALL, calibrationEvery: 0 }).bandByMonth,
    ).toBeUndefined()
  })
})
