/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices stay inside the series and the scored points their loops walk, which noUncheckedIndexedAccess cannot follow */
// Combining the global model with the per-series forecaster: the global model's weight per
// reporting-density bucket and the band factors, fitted by backtest on series the trees did not see.
import { round6 } from './gbt.ts'
import { forecastCombinedDaily, MIN_ORIGIN, monthOf, type ForecastModel } from './global-model.ts'
import type { Peers } from './peers.ts'
import type { DailySeries } from './series.ts'

/** Origin indices a backtest scores: the last `origins` days with `horizon` days after them. */
export function lastOrigins(length: number, horizon: number, origins: number): number[] {
  const L = length - 1
  const first = Math.max(1, L - horizon - origins + 1)
  const out: number[] = []
  for (let o = first; o <= L - horizon; o++) out.push(o)
  return out
}

/**
 * Origin indices a seasonal calibration scores: every `every`-th day of the whole series, from
 * MIN_ORIGIN (the global model's first origin) to the last day with `horizon` days after it, so
 * that the calibration points come from every season of the series' history, not one block; with
 * `first`, only origins from that index on (a band fitted in time order, after the trees' prices).
 */
export function spreadOrigins(
  length: number,
  horizon: number,
  every: number,
  first = MIN_ORIGIN,
): number[] {
  const out: number[] = []
  for (let o = length - 1 - horizon; o >= Math.max(MIN_ORIGIN, first); o -= every) out.push(o)
  return out.reverse()
}

/** Fewest calibration points of a month for it to get its own band factor (else 1). */
export const MIN_MONTH_POINTS = 100

/** The series cut at origin index o (what a forecast at o may see). */
export function upTo(s: DailySeries, o: number): DailySeries {
  return {
    start: s.start,
    values: s.values.subarray(0, o + 1),
    reported: s.reported.subarray(0, o + 1),
  }
}

/** The averaged forecast exactly as forecastCombinedDaily computes it (p itself when g = p). */
const combine = (p: number, g: number, w: number) => p * Math.exp(w * Math.log(g / p))

/** Reporting-density buckets (share of days with a report in the last 365) for the weights. */
export const DENSITY_EDGES = [0.2, 0.5]
/** Weights tried (1: the global model alone; the per-series forecaster still gives the band). */
const WEIGHT_GRID = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]
/** Shrink factors tried per horizon (0: the last price; 1: the combined forecast unchanged). */
export const SHRINK_GRID = Array.from({ length: 25 }, (_, i) => i / 20)
/** One shrink factor for every horizon tried by `shrinkShare` (1: no shrinkage). */
export const SHARE_SHRINK_GRID = Array.from({ length: 11 }, (_, i) => 0.5 + i / 20)
/**
 * `shrinkShare` keeps a factor below 1 only when, on the calibration series, it puts at least this
 * much larger a share of them ahead of naive (scaled error) …
 */
export const SHARE_SHRINK_MIN_GAIN = 0.01
/** … and raises neither the mean scaled error nor the mean percentage error by more than this. */
export const SHARE_SHRINK_MAX_LOSS = 0.01

/**
 * Fits, on series the trees did not see, the global model's weight per density bucket (from
 * WEIGHT_GRID, the one with the lowest sum over series of the series' mean scaled error |a − f| /
 * MASE scale, each series counting once), then the band factors k_h: the smallest factor (to 6
 * digits) by which the per-series band's log widths around the combined forecast must be multiplied
 * for `coverage` of the reported prices h days after the origins to fall inside (pooled over the
 * series). The origins are each series' last `origins` days, or with `{ every: n }` every n-th day
 * of its whole history (spreadOrigins; with `fromDay`, from that day number on); then a factor per
 * month of the origin too (`bandByMonth`, the `coverage` quantile of the factor each of the month's points needs over k_h, 1 for a month
 * with under MIN_MONTH_POINTS points), because prices swing more in some months than in others and
 * a band fitted on all months together is too wide in the calm ones and too narrow in the rest. With `shrink`, between the two: per horizon, the factor of SHRINK_GRID
 * by which the combined forecast's log move from the last price is multiplied, by the same loss as
 * the weights; the band is then fitted around the shrunk forecast. The band fit is a split-conformal
 * quantile: scores (the factor each held-out point needs) from markets the trees never saw.
 * With `opts.weights`, those weights are kept and only what follows them is fitted. A series with
 * its own `model` (a probe's trees, training.ts) is forecast with that model's trees.
 */
export function fitCombination(
  model: ForecastModel,
  series: readonly { daily: DailySeries; peers?: Peers | undefined; model?: ForecastModel }[],
  horizon: number,
  origins: number | { every: number; fromDay?: number },
  coverage: number,
  opts: { shrink?: boolean; shrinkShare?: boolean; weights?: readonly number[] } = {},
): { weights: number[]; band: number[]; bandByMonth?: number[]; shrink?: number[] } {
  type Pt = {
    m: number
    h: number
    y: number
    a: number
    p: number
    g: number
    lo: number
    hi: number
    s: number
    b: number
    w: number
    i: number
  }
  const pts: Pt[] = []
  const units = new Map<ForecastModel, ForecastModel>()
  const unitOf = (m: ForecastModel): ForecastModel => {
    let u = units.get(m)
    if (!u)
      units.set(
        m,
        (u = {
          ...m,
          band: [1],
          weight: 0.5,
          densityEdges: undefined,
          weights: undefined,
          shrink: undefined,
          bandByMonth: undefined,
        }),
      )
    return u
  }
  let seriesIndex = 0
  for (const { daily, peers, model: own } of series) {
    const unit = unitOf(own ?? model)
    const { values, reported } = daily
    const mine: Pt[] = []
    const i = seriesIndex++
    let cum = 0
    const os =
      typeof origins === 'number'
        ? lastOrigins(values.length, horizon, origins)
        : spreadOrigins(
            values.length,
            horizon,
            origins.every,
            origins.fromDay === undefined ? MIN_ORIGIN : origins.fromDay - daily.start,
          )
    for (let t = 1; t <= (os[0] ?? 0); t++) cum += Math.abs(values[t]! - values[t - 1]!)
    for (const o of os) {
      if (o > os[0]!) cum += Math.abs(values[o]! - values[o - 1]!)
      const scale = cum / o
      if (!(scale > 0)) continue
      const r = forecastCombinedDaily(unit, upTo(daily, o), horizon, peers)
      const b = DENSITY_EDGES.filter((e) => r.density >= e).length
      const m = monthOf(daily, o)
      for (let h = 1; h <= horizon; h++) {
        if (!reported[o + h] || Number.isNaN(r.global[h - 1])) continue
        const p = r.own[h - 1]!
        mine.push({
          m,
          h,
          y: values[o]!,
          a: values[o + h]!,
          p,
          g: r.global[h - 1]!,
          lo: Math.log(r.values[h - 1]! / r.lower[h - 1]!),
          hi: Math.log(r.upper[h - 1]! / r.values[h - 1]!),
          s: scale,
          b,
          w: 0,
          i,
        })
      }
    }
    for (const q of mine) q.w = 1 / mine.length
    pts.push(...mine)
  }
  const fixed = opts.weights
  const weights = Array.from({ length: DENSITY_EDGES.length + 1 }, (_, b) => {
    if (fixed) return fixed[b] ?? model.weight
    let best = model.weight
    let bestLoss = Infinity
    for (const w of WEIGHT_GRID) {
      let loss = 0
      for (const q of pts) {
        if (q.b !== b) continue
        loss += (q.w * Math.abs(q.a - combine(q.p, q.g, w))) / q.s
      }
      if (loss < bestLoss - 1e-12) {
        bestLoss = loss
        best = w
      }
    }
    return best
  })
  let shrink = opts.shrink
    ? Array.from({ length: horizon }, (_, i) => {
        let best = 1
        let bestLoss = Infinity
        for (const d of SHRINK_GRID) {
          let loss = 0
          for (const q of pts) {
            if (q.h !== i + 1) continue
            const c = combine(q.p, q.g, weights[q.b]!)
            loss += (q.w * Math.abs(q.a - q.y * Math.exp(d * Math.log(c / q.y)))) / q.s
          }
          if (loss < bestLoss - 1e-12) {
            bestLoss = loss
            best = d
          }
        }
        return best
      })
    : undefined
  const shrinkShare =
    opts.shrinkShare && !shrink ? fitShareShrink(pts, seriesIndex, weights) : undefined
  if (shrinkShare !== undefined && shrinkShare < 1) shrink = [shrinkShare]
  const final = (q: Pt) => {
    const c = combine(q.p, q.g, weights[q.b]!)
    const d = shrink?.[q.h - 1] ?? 1
    return d === 1 ? c : q.y * Math.exp(d * Math.log(c / q.y))
  }
  // Per horizon, each scored point's needed factor: max(−z/lo, z/hi) with z = ln(actual/forecast).
  const needs = pts.map((q) => {
    const z = Math.log(q.a / final(q))
    return Math.abs(z) < 1e-12
      ? 0
      : z < 0
        ? q.lo > 0
          ? -z / q.lo
          : Infinity
        : q.hi > 0
          ? z / q.hi
          : Infinity
  })
  const byHorizon: number[][] = Array.from({ length: horizon }, () => [])
  pts.forEach((q, i) => byHorizon[q.h - 1]!.push(needs[i]!))
  const band = byHorizon.map((n) => conformalFactor(n, coverage))
  const fitted = shrink ? { weights, band, shrink } : { weights, band }
  if (typeof origins === 'number') return fitted
  const byMonth: number[][] = Array.from({ length: 12 }, () => [])
  pts.forEach((q, i) => byMonth[q.m]!.push(needs[i]! / band[q.h - 1]!))
  const bandByMonth = byMonth.map((n) =>
    n.length < MIN_MONTH_POINTS ? 1 : conformalFactor(n, coverage),
  )
  return { ...fitted, bandByMonth }
}

/**
 * The split-conformal factor: the `coverage` quantile of the factors the points need (to 6 digits,
 * at least 0.001); 1 when there is no point or the quantile is infinite.
 */
function conformalFactor(needs: readonly number[], coverage: number): number {
  if (!needs.length) return 1
  // A typed array sorts numerically with Infinity last (a comparator x − y gives NaN for two
  // Infinities and leaves the order undefined).
  const sorted = Float64Array.from(needs).sort()
  const k = sorted[Math.min(sorted.length - 1, Math.ceil(coverage * sorted.length) - 1)]!
  return Number.isFinite(k) ? round6(Math.max(k, 0.001)) : 1
}

/**
 * The one shrink factor (for every horizon) of SHARE_SHRINK_GRID that puts the largest share of the
 * calibration series ahead of naive (a series' mean scaled error |a − f| / scale strictly below
 * naive's), kept only when it gains at least SHARE_SHRINK_MIN_GAIN over no shrinkage and raises
 * neither the summed scaled error nor the summed percentage error |a − f| / a (each series
 * weighing once) by more than SHARE_SHRINK_MAX_LOSS; else 1. Ties go to the larger factor.
 */
function fitShareShrink(
  pts: readonly {
    i: number
    y: number
    a: number
    p: number
    g: number
    s: number
    b: number
    w: number
  }[],
  nSeries: number,
  weights: readonly number[],
): number {
  const score = (d: number) => {
    const err = new Float64Array(nSeries)
    const naiveErr = new Float64Array(nSeries)
    let mase = 0
    let mape = 0
    for (const q of pts) {
      const c = combine(q.p, q.g, weights[q.b]!)
      const f = d === 1 ? c : q.y * Math.exp(d * Math.log(c / q.y))
      const e = Math.abs(q.a - f)
      err[q.i] = err[q.i]! + (q.w * e) / q.s
      naiveErr[q.i] = naiveErr[q.i]! + (q.w * Math.abs(q.a - q.y)) / q.s
      mase += (q.w * e) / q.s
      mape += (q.w * e) / q.a
    }
    let ahead = 0
    let scored = 0
    for (let i = 0; i < nSeries; i++) {
      if (!(naiveErr[i]! > 0) && !(err[i]! > 0)) continue
      scored++
      if (err[i]! < naiveErr[i]! - 1e-12) ahead++
    }
    return { share: scored ? ahead / scored : 0, mase, mape }
  }
  const base = score(1)
  let best = 1
  let bestShare = base.share
  for (const d of [...SHARE_SHRINK_GRID].reverse()) {
    if (d === 1) continue
    const r = score(d)
    if (
      r.share > bestShare + 1e-12 &&
      r.mase <= base.mase * (1 + SHARE_SHRINK_MAX_LOSS) &&
      r.mape <= base.mape * (1 + SHARE_SHRINK_MAX_LOSS)
    ) {
      best = d
      bestShare = r.share
    }
  }
  return bestShare >= base.share + SHARE_SHRINK_MIN_GAIN ? best : 1
}
