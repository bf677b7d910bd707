/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices stay inside arrays sized just before use, which noUncheckedIndexedAccess cannot follow */
/**
 * Do arrivals say where a market's price goes in the next 1–7 days, beyond its own last price
 * change? (docs/forecast.md, "Thirteenth pass".) A test to run on any data with arrivals before
 * a forecaster feature is built on them: linear models of ln(p[o+h] / p[o]) per horizon, fitted on
 * half of the markets (a hash of state and market) before a date and scored on the other half's
 * origins from that date, then the halves swapped:
 *
 * - price only: the last change between reports (the control);
 * - arrivals: the market's arrival anomaly (ln(1 + arrivals on o) minus the median over its reports
 *   of the 28 days before, at least 5, else 0) and its state's (the median of the anomalies of the
 *   commodity's markets in the state reporting on o, at least 3, else 0);
 * - both.
 *
 * Every feature reads only days up to the origin.
 *
 * `arrivalsCorrection` asks the next question (the fourteenth pass): given a forecaster's own
 * forecast (FarmTrek's, from a model that never saw these markets), does a correction of ln(actual /
 * forecast) by the same arrival anomalies beat the forecast as it is, and a correction by a level
 * alone (the intercept: the control)?
 */
import { median } from '../stats/median.ts'
import { hashString } from './rng.ts'

export type ArrivalsPoint = {
  commodity: string
  state: string
  market: string
  variety: string
  /** Day number (days since 1970-01-01). */
  day: number
  /** ₹/quintal, > 0. */
  modalPrice: number
  /** Tonnes that day at the market (all varieties); null where not reported. */
  arrivalsTonnes: number | null
}

export const ARRIVALS_MODELS = ['price only', 'arrivals', 'both'] as const
export type ArrivalsModel = (typeof ARRIVALS_MODELS)[number]

export type ArrivalsScore = {
  /** Mean over the test series of their MAE divided by naive's. */
  meanMaeRatio: number
  /** Sum of absolute errors over naive's, all test points pooled. */
  pooledMaeRatio: number
  /** Sum of absolute percentage errors over naive's. */
  mapeRatio: number
  /** Test series whose MAE is below naive's. */
  better: number
  /** Coefficients at h = 1: intercept, then the model's features. */
  coefH1: number[]
}

export type ArrivalsSwap<M extends string = ArrivalsModel> = {
  trainHalf: number
  trainPoints: number
  testPoints: number
  testSeries: number
  models: Record<M, ArrivalsScore>
}

export const CORRECTION_MODELS = ['farmtrek', 'farmtrek + bias', 'farmtrek + arrivals'] as const
export type CorrectionModel = (typeof CORRECTION_MODELS)[number]

/** One series of the points, as `arrivalsCorrection` asks a base forecaster about it. */
export type ArrivalsSeries = { commodity: string; state: string; market: string; variety: string }
/**
 * A forecaster's prices for days origin + 1 … origin + 7 of a series, from its prices up to the
 * origin (day number); null where it gives none.
 */
export type BaseForecaster = (series: ArrivalsSeries, origin: number) => readonly number[] | null

/** How a model predicts: from which price, with which features, and whether it is fitted at all. */
type Spec = { anchor: 'last' | 'base'; cols: readonly number[]; fit: boolean }
const SIGNAL_SPECS: Record<ArrivalsModel, Spec> = {
  'price only': { anchor: 'last', cols: [0], fit: true },
  arrivals: { anchor: 'last', cols: [1, 2], fit: true },
  both: { anchor: 'last', cols: [0, 1, 2], fit: true },
}
const CORRECTION_SPECS: Record<CorrectionModel, Spec> = {
  farmtrek: { anchor: 'base', cols: [], fit: false },
  'farmtrek + bias': { anchor: 'base', cols: [], fit: true },
  'farmtrek + arrivals': { anchor: 'base', cols: [1, 2], fit: true },
}

/** Horizons 1..H days. */
const H = 7
/** Reported days a series needs to be fitted or scored. */
const MIN_REPORTS = 60
/** Days of a series before its first origin. */
const WARM_UP = 28
/** The arrival anomaly's window (days before the origin), and the reports it needs in it. */
const ANOMALY_DAYS = 28
const MIN_PAST = 5
/** Markets reporting arrivals that day for the state's anomaly. */
const MIN_STATE_MARKETS = 3

type Sample = {
  series: string
  half: number
  late: boolean
  h: number
  p0: number
  /** The base forecaster's price for this horizon (NaN without one). */
  base: number
  actual: number
  x: number[]
}

const anchorOf = (s: Sample, spec: Spec) => (spec.anchor === 'base' ? s.base : s.p0)

/** Ordinary least squares with an intercept; returns [intercept, ...coefficients]. */
function ols(samples: readonly Sample[], spec: Spec): number[] {
  const { cols } = spec
  const k = cols.length + 1
  const a = Array.from({ length: k }, () => new Float64Array(k + 1))
  const f = new Float64Array(k)
  for (const s of samples) {
    f[0] = 1
    for (let j = 0; j < cols.length; j++) f[j + 1] = s.x[cols[j]!]!
    for (let i = 0; i < k; i++) {
      a[i]![k]! += f[i]! * Math.log(s.actual / anchorOf(s, spec))
      for (let j = 0; j < k; j++) a[i]![j]! += f[i]! * f[j]!
    }
  }
  for (let i = 0; i < k; i++) a[i]![i]! += 1e-9 * (samples.length + 1)
  for (let i = 0; i < k; i++) {
    let pivot = i
    for (let r = i + 1; r < k; r++) if (Math.abs(a[r]![i]!) > Math.abs(a[pivot]![i]!)) pivot = r
    ;[a[i], a[pivot]] = [a[pivot]!, a[i]!]
    for (let r = 0; r < k; r++) {
      if (r === i) continue
      const m = a[r]![i]! / a[i]![i]!
      for (let c = i; c <= k; c++) a[r]![c]! -= m * a[i]![c]!
    }
  }
  return a.map((row, i) => row[k]! / row[i]!)
}

function samples(
  points: readonly ArrivalsPoint[],
  cut: number,
  base: BaseForecaster | undefined,
): Sample[] {
  const arrivals = new Map<string, number>()
  const marketsOf = new Map<string, Set<string>>()
  const series = new Map<string, Map<number, number>>()
  for (const p of points) {
    const place = `${p.commodity}\u0000${p.state}`
    if (p.arrivalsTonnes !== null)
      arrivals.set(`${place}\u0000${p.market}\u0000${p.day}`, p.arrivalsTonnes)
    let markets = marketsOf.get(place)
    if (!markets) marketsOf.set(place, (markets = new Set<string>()))
    markets.add(p.market)
    const key = `${place}\u0000${p.market}\u0000${p.variety}`
    let s = series.get(key)
    if (!s) series.set(key, (s = new Map<number, number>()))
    s.set(p.day, p.modalPrice)
  }
  const anomaly = (place: string, market: string, day: number): number | null => {
    const today = arrivals.get(`${place}\u0000${market}\u0000${day}`)
    if (today === undefined) return null
    const past: number[] = []
    for (let t = day - ANOMALY_DAYS; t < day; t++) {
      const a = arrivals.get(`${place}\u0000${market}\u0000${t}`)
      if (a !== undefined) past.push(Math.log1p(a))
    }
    return past.length >= MIN_PAST ? Math.log1p(today) - median(past) : null
  }
  const stateCache = new Map<string, number>()
  const stateAnomaly = (place: string, day: number): number => {
    const key = `${place}\u0000${day}`
    const cached = stateCache.get(key)
    if (cached !== undefined) return cached
    const xs: number[] = []
    for (const m of marketsOf.get(place) ?? []) {
      const a = anomaly(place, m, day)
      if (a !== null) xs.push(a)
    }
    const v = xs.length >= MIN_STATE_MARKETS ? median(xs) : 0
    stateCache.set(key, v)
    return v
  }
  const out: Sample[] = []
  for (const [key, prices] of series) {
    if (prices.size < MIN_REPORTS) continue
    const [commodity, state, market, variety] = key.split('\u0000') as [
      string,
      string,
      string,
      string,
    ]
    const place = `${commodity}\u0000${state}`
    const half = hashString(`${state}\u0000${market}`) % 2
    const days = [...prices.keys()].sort((x, y) => x - y)
    for (let i = 1; i < days.length; i++) {
      const o = days[i]!
      if (o - days[0]! < WARM_UP) continue
      const p0 = prices.get(o)!
      const x = [
        Math.log(p0 / prices.get(days[i - 1]!)!),
        anomaly(place, market, o) ?? 0,
        stateAnomaly(place, o),
      ]
      let f: readonly number[] | null | undefined
      for (let h = 1; h <= H; h++) {
        const actual = prices.get(o + h)
        if (actual === undefined) continue
        let b = Number.NaN
        if (base) {
          f ??= base({ commodity, state, market, variety }, o)
          b = f?.[h - 1] ?? Number.NaN
          if (!(b > 0)) continue
        }
        out.push({ series: key, half, late: o >= cut, h, p0, base: b, actual, x })
      }
    }
  }
  return out
}

/**
 * The test of this module's comment on `points`, with origins before day `cut` for fitting and
 * from it for scoring: one result per swap (fitted on half 0, then on half 1).
 */
export function arrivalsSignal(points: readonly ArrivalsPoint[], cut: number): ArrivalsSwap[] {
  return swaps(samples(points, cut, undefined), SIGNAL_SPECS)
}

/**
 * The fourteenth pass's test: `base`'s forecast as it is, corrected by a level, and corrected by a
 * level and the arrival anomalies, fitted and scored as `arrivalsSignal`'s models are. Only the
 * points where `base` gives a forecast count (for every model alike).
 */
export function arrivalsCorrection(
  points: readonly ArrivalsPoint[],
  cut: number,
  base: BaseForecaster,
): ArrivalsSwap<CorrectionModel>[] {
  return swaps(samples(points, cut, base), CORRECTION_SPECS)
}

function swaps<M extends string>(
  all: readonly Sample[],
  specs: Record<M, Spec>,
): ArrivalsSwap<M>[] {
  return [0, 1].map((trainHalf) => {
    const train = all.filter((s) => s.half === trainHalf && !s.late)
    const test = all.filter((s) => s.half !== trainHalf && s.late)
    const naive = new Map<string, number>()
    let naiveAbs = 0
    let naiveApe = 0
    for (const s of test) {
      const e = Math.abs(s.actual - s.p0)
      naive.set(s.series, (naive.get(s.series) ?? 0) + e)
      naiveAbs += e
      naiveApe += e / s.actual
    }
    const scored = [...naive].filter(([, e]) => e > 0).map(([k]) => k)
    const models = {} as Record<M, ArrivalsScore>
    for (const model of Object.keys(specs) as M[]) {
      const spec = specs[model]
      const { cols } = spec
      const coef = Array.from({ length: H }, (_, h) =>
        spec.fit
          ? ols(
              train.filter((s) => s.h === h + 1),
              spec,
            )
          : Array.from({ length: cols.length + 1 }, () => 0),
      )
      const err = new Map<string, number>()
      let abs = 0
      let ape = 0
      for (const s of test) {
        const c = coef[s.h - 1]!
        let move = c[0]!
        for (let j = 0; j < cols.length; j++) move += c[j + 1]! * s.x[cols[j]!]!
        const e = Math.abs(s.actual - anchorOf(s, spec) * Math.exp(move))
        err.set(s.series, (err.get(s.series) ?? 0) + e)
        abs += e
        ape += e / s.actual
      }
      const ratios = scored.map((k) => err.get(k)! / naive.get(k)!)
      models[model] = {
        meanMaeRatio: ratios.reduce((x, y) => x + y, 0) / ratios.length,
        pooledMaeRatio: abs / naiveAbs,
        mapeRatio: ape / naiveApe,
        better: ratios.filter((r) => r < 1).length,
        coefH1: coef[0]!,
      }
    }
    return {
      trainHalf,
      trainPoints: train.length,
      testPoints: test.length,
      testSeries: scored.length,
      models,
    }
  })
}
