/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices stay inside the series (every loop is clamped to 0..o), which noUncheckedIndexedAccess cannot follow */
/**
 * Features of the global model, computed from a forward-filled daily series (see series.ts) at an
 * origin index o for a horizon h. The same function serves training and inference, so the model
 * sees in the server exactly what it was trained on. All price features are natural-log ratios
 * (unitless), so series in any unit and at any price level share one model.
 */

import { PEER_FEATURES } from './peers.ts'
import { SEASON_FEATURES, YEAR } from './season-features.ts'

/** Features of the series' own past (writeFeatures). */
export const OWN_FEATURES = [
  'horizon',
  'daysSinceReport',
  'reportShare28',
  'reportShare365',
  'lastReportChange',
  'change7',
  'change28',
  'vsMean28',
  'vsMean182',
  'volatility',
  'flatShare',
  'lastYearChange',
  'hasLastYear',
  'historyDays',
  'lastYearChange28',
] as const
export const N_OWN_FEATURES = OWN_FEATURES.length
/**
 * Every feature a model may use: the series' own, then its peers' (peers.ts, from N_OWN_FEATURES
 * on), then the seasonal ones (season-features.ts, from N_BASE_FEATURES on; only in a model
 * trained with them, see TrainOptions.seasonFeatures).
 */
export const FEATURES = [...OWN_FEATURES, ...PEER_FEATURES, ...SEASON_FEATURES] as const
export const N_FEATURES = FEATURES.length
/** The features of a model trained without the seasonal ones (every model up to the twelfth pass). */
export const N_BASE_FEATURES = N_OWN_FEATURES + PEER_FEATURES.length

/**
 * Writes the series' own features (OWN_FEATURES, indices 0..N_OWN_FEATURES − 1) for origin index `o` (0 ≤ o < values.length) and horizon `h` (days) into
 * `out` (length ≥ N_FEATURES). `values` are prices forward-filled to every day; `reported` flags the
 * days with a report. The series must start on a reported day (toDaily's do).
 */
export function writeFeatures(
  values: ArrayLike<number>,
  reported: ArrayLike<number>,
  o: number,
  h: number,
  out: Float64Array | Float32Array,
): void {
  const y0 = values[o]!
  const ly0 = Math.log(y0)
  // Last report at or before o, and the one before it.
  let last = o
  while (last > 0 && !reported[last]) last--
  let prev = last - 1
  while (prev > 0 && !reported[prev]) prev--
  const lastChange = prev >= 0 ? Math.log(values[last]! / values[prev]!) : 0

  let rep28 = 0
  let mean28 = 0
  const from28 = Math.max(0, o - 27)
  for (let t = from28; t <= o; t++) {
    rep28 += reported[t]!
    mean28 += Math.log(values[t]!)
  }
  mean28 /= o - from28 + 1
  let mean182 = 0
  const from182 = Math.max(0, o - 181)
  for (let t = from182; t <= o; t++) mean182 += Math.log(values[t]!)
  mean182 /= o - from182 + 1

  // Changes between consecutive reports over the last year: their RMS and the share that are 0.
  const from365 = Math.max(0, o - 364)
  let rep365 = 0
  let sq = 0
  let steps = 0
  let flat = 0
  let before = -1
  for (let t = from365; t <= o; t++) {
    if (!reported[t]) continue
    rep365++
    if (before >= 0) {
      const d = Math.log(values[t]! / values[before]!)
      sq += d * d
      if (d === 0) flat++
      steps++
    }
    before = t
  }
  const hasYear = o - YEAR >= 0 && o - YEAR + 28 <= o
  out[0] = h
  out[1] = Math.min(o - last, 90)
  out[2] = rep28 / 28
  out[3] = rep365 / Math.min(365, o + 1)
  out[4] = lastChange
  out[5] = ly0 - Math.log(values[Math.max(0, o - 7)]!)
  out[6] = ly0 - Math.log(values[Math.max(0, o - 28)]!)
  out[7] = ly0 - mean28
  out[8] = ly0 - mean182
  out[9] = steps ? Math.sqrt(sq / steps) : 0
  out[10] = steps ? flat / steps : 1
  out[11] = hasYear ? Math.log(values[o - YEAR + h]! / values[o - YEAR]!) : 0
  out[12] = hasYear ? 1 : 0
  out[13] = Math.min(o + 1, 1000)
  out[14] = hasYear ? Math.log(values[o - YEAR + 28]! / values[o - YEAR]!) : 0
}
