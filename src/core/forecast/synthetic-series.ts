/**
 * Synthetic mandi-like series for the forecaster's tests: deterministic (seeded), positive, with
 * gaps, random-walk levels and spikes that fade (something a global model can learn).
 */
import { isoFromDay } from '../dates/dates.ts'
import { seededRandom } from './rng.ts'
import type { SeriesPoint } from './series.ts'
import type { TrainingSeries } from './training.ts'

/** `days` days from 2019-01-01; about 1 day in 5 without a report; a spike every ~40 days. */
export function syntheticPoints(days: number, seed: number): SeriesPoint[] {
  const rnd = seededRandom(seed)
  const d0 = 17897 // 2019-01-01
  let level = 1000 + 3000 * rnd()
  let spike = 0
  const out: SeriesPoint[] = []
  for (let i = 0; i < days; i++) {
    level *= Math.exp(0.01 * (rnd() - 0.5))
    spike *= 0.7
    if (rnd() < 0.025) spike = 0.3 * (rnd() - 0.3)
    if (rnd() < 0.2) continue
    out.push({ date: isoFromDay(d0 + i), value: Math.round(level * Math.exp(spike)) })
  }
  return out
}

/** `n` series in `n / 2` markets. */
export function syntheticSeries(n: number, days = 260): TrainingSeries[] {
  return Array.from({ length: n }, (_, i) => ({
    key: `Crop ${i % 2} / State / District / Market ${i >> 1} / Other`,
    group: `State / District / Market ${i >> 1}`,
    points: syntheticPoints(days, 100 + i),
  }))
}
