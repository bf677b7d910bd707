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
const COLUMNS: Record<ArrivalsModel, number[]> = {
  'price only': [0],
  arrivals: [1, 2],
  both: [0, 1, 2],
}

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

export type ArrivalsSwap = {
  trainHalf: number
  trainPoints: number
  testPoints: number
  testSeries: number
  models: Record<ArrivalsModel, ArrivalsScore>
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
  y: number
  p0: number
  actual: number
  x: number[]
}

/** Ordinary least squares with an intercept; returns [intercept, ...coefficients]. */
function ols(samples: readonly Sample[], cols: readonly number[]): number[] {
  const k = cols.length + 1
  const a = Array.from({ length: k }, () => new Float64Array(k + 1))
  const f = new Float64Array(k)
  for (const s of samples) {
    f[0] = 1
    for (let j = 0; j < cols.length; j++) f[j + 1] = s.x[cols[j]!]!
    for (let i = 0; i < k; i++) {
      a[i]![k]! += f[i]! * s.y
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

function samples(points: readonly ArrivalsPoint[], cut: number): Sample[] {
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
    const [commodity, state, market] = key.split('\u0000') as [string, string, string]
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
      for (let h = 1; h <= H; h++) {
        const actual = prices.get(o + h)
        if (actual === undefined) continue
        out.push({ series: key, half, late: o >= cut, h, y: Math.log(actual / p0), p0, actual, x })
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
  const all = samples(points, cut)
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
    const models = {} as Record<ArrivalsModel, ArrivalsScore>
    for (const model of ARRIVALS_MODELS) {
      const cols = COLUMNS[model]
      const coef = Array.from({ length: H }, (_, h) =>
        ols(
          train.filter((s) => s.h === h + 1),
          cols,
        ),
      )
      const err = new Map<string, number>()
      let abs = 0
      let ape = 0
      for (const s of test) {
        const c = coef[s.h - 1]!
        let move = c[0]!
        for (let j = 0; j < cols.length; j++) move += c[j + 1]! * s.x[cols[j]!]!
        const e = Math.abs(s.actual - s.p0 * Math.exp(move))
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
