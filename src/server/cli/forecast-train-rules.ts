// Development tool (docs/forecast.md, "Second pass"): scores simple adjustments of the naive
// forecast, and with --model the ways of combining a trained model's trees with the per-series
// forecaster, on the series of some folds of the shipped data, by the backtest protocol of
// docs/forecast.md (last 60 origins, h = 1..7, only reported days scored). For development folds
// only: it prints ratios to naive, and choosing on a fold makes its figures optimistic.
//
//   npx tsx src/server/cli/forecast-train-rules.ts --folds 1,2
//   npx tsx src/server/cli/forecast-train-rules.ts --folds 2 --model /tmp/fold2.json
import { readFileSync } from 'node:fs'
import {
  forecastCombinedDaily,
  isError,
  toDaily,
  upTo,
  type ForecastModel,
} from '#core/forecast/index.ts'
import { cliArgs } from './args.ts'
import { EVAL_MIN_REPORTS, FOLDS, foldOf, readShipped } from './forecast-data.ts'

const H = 7
const ORIGINS = 60

const USAGE = `Usage: npx tsx src/server/cli/forecast-train-rules.ts --folds 1,2 [--model FILE]`
const { values: a } = cliArgs(
  {
    args: process.argv.slice(2),
    options: { folds: { type: 'string' }, model: { type: 'string' } },
  },
  USAGE,
)
const folds = (a.folds ?? '').split(',').map(Number)
if (!folds.every((k) => Number.isInteger(k) && k >= 0 && k < FOLDS)) {
  console.error(USAGE)
  process.exit(1)
}
const model = a.model ? (JSON.parse(readFileSync(a.model, 'utf8')) as ForecastModel) : null

type Ctx = {
  v: Float64Array
  r: Uint8Array
  o: number
  /** Day number of index 0 (for the weekday of an index). */
  start: number
  /** Combined, global-only and per-series forecasts of the model (empty without --model). */
  comb: number[]
  g: number[]
  own: number[]
  density: number
}
type Rule = (c: Ctx, h: number) => number

function lastReports(c: Ctx, k: number): number[] {
  const out: number[] = []
  for (let t = c.o; t >= 0 && out.length < k; t--) if (c.r[t]) out.push(c.v[t] ?? 0)
  return out
}
function median(xs: number[]): number {
  const s = [...xs].sort((x, y) => x - y)
  const n = s.length
  return n % 2 ? (s[(n - 1) / 2] ?? 0) : ((s[n / 2 - 1] ?? 0) + (s[n / 2] ?? 0)) / 2
}
/** RMS log change between consecutive reports over the last year. */
function volatility(c: Ctx): number {
  let sq = 0
  let n = 0
  let before = -1
  for (let t = Math.max(0, c.o - 364); t <= c.o; t++) {
    if (!c.r[t]) continue
    if (before >= 0) {
      const d = Math.log((c.v[t] ?? 1) / (c.v[before] ?? 1))
      sq += d * d
      n++
    }
    before = t
  }
  return n ? Math.sqrt(sq / n) : 0
}
const y0 = (c: Ctx) => c.v[c.o] ?? 0

/**
 * The series' weekday profile (docs/forecast.md, "Thirteenth pass"): for each weekday, the median
 * over the last 13 weeks of a reported day's log price minus the mean log price of the reports
 * within 3 days of it; only days at least 3 days before the origin, so no later price is read.
 * A weekday with fewer than 4 such days gets 0.
 */
function weekdayProfile(c: Ctx): number[] {
  const byDay: number[][] = [[], [], [], [], [], [], []]
  for (let t = Math.max(0, c.o - 94); t <= c.o - 3; t++) {
    if (!c.r[t]) continue
    let sum = 0
    let k = 0
    for (let u = Math.max(0, t - 3); u <= t + 3; u++)
      if (c.r[u]) {
        sum += Math.log(c.v[u] ?? 1)
        k++
      }
    byDay[(c.start + t) % 7]?.push(Math.log(c.v[t] ?? 1) - sum / k)
  }
  return byDay.map((xs) => (xs.length >= 4 ? median(xs) : 0))
}

const rules: Record<string, Rule> = { naive: y0 }
for (const k of [3, 5, 7])
  for (const s of [0.1, 0.2, 0.5, 1])
    rules[`toward median of last ${k} reports × ${s}`] = (c) =>
      y0(c) + s * (median(lastReports(c, k)) - y0(c))
for (const z of [0, 1, 2])
  for (const s of [-0.2, 0.1, 0.3])
    rules[`revert last change × ${s} when |change| > ${z}·volatility`] = (c) => {
      const [last, prev] = lastReports(c, 2)
      if (last === undefined || prev === undefined) return y0(c)
      const d = Math.log(last / prev)
      return Math.abs(d) > z * volatility(c) ? y0(c) * Math.exp(-s * d) : y0(c)
    }
for (const w of [7, 28])
  for (const b of [-0.25, -0.1, 0.1, 0.25])
    rules[`momentum of ${w} days × ${b}`] = (c, h) =>
      y0(c) * Math.exp((b * Math.log(y0(c) / (c.v[Math.max(0, c.o - w)] ?? 1)) * h) / w)
for (const s of [0.05, 0.2, 1])
  rules[`down by ${s}·volatility²·min(h, 3)`] = (c, h) =>
    y0(c) * Math.exp(-s * volatility(c) ** 2 * Math.min(h, 3))
for (const s of [0.25, 0.5, 1])
  rules[`weekday profile × ${s}`] = (c, h) => {
    let last = c.o
    while (last > 0 && !c.r[last]) last--
    const p = weekdayProfile(c)
    const move = (p[(c.start + c.o + h) % 7] ?? 0) - (p[(c.start + last) % 7] ?? 0)
    return y0(c) * Math.exp(s * move)
  }
if (model) {
  const at = (xs: number[], h: number) => xs[h - 1] ?? Number.NaN
  const mix = (p: number, g: number, w: number) =>
    Number.isNaN(g) ? p : p * Math.exp(w * Math.log(g / p))
  rules['model: combined (as shipped)'] = (c, h) => at(c.comb, h)
  rules['model: per-series only'] = (c, h) => at(c.own, h)
  for (const w of [0.5, 0.8, 1, 1.5, 2])
    rules[`model: naive · (trees / naive)^${w}`] = (c, h) => mix(y0(c), at(c.g, h), w)
  for (const w of [0.5, 0.7, 0.9])
    rules[`model: per-series · (trees / per-series)^${w}`] = (c, h) =>
      mix(at(c.own, h), at(c.g, h), w)
}

const names = Object.keys(rules)
const scores = names.map(() => ({ mase: [] as number[], mape: [] as number[] }))
for (const s of readShipped()) {
  if (!folds.includes(foldOf(s.group))) continue
  const d = toDaily(s.points, { minPoints: EVAL_MIN_REPORTS })
  if (isError(d)) continue
  const { values: v, reported: r } = d
  const L = v.length - 1
  let cum = 0
  const first = Math.max(1, L - H - ORIGINS + 1)
  for (let t = 1; t <= first - 1; t++) cum += Math.abs((v[t] ?? 0) - (v[t - 1] ?? 0))
  const acc = names.map(() => ({
    ape: new Float64Array(H),
    ase: new Float64Array(H),
    n: new Float64Array(H),
    nm: new Float64Array(H),
  }))
  for (let o = first; o <= L - H; o++) {
    cum += Math.abs((v[o] ?? 0) - (v[o - 1] ?? 0))
    const scale = cum / o
    let ctx: Ctx | null = null
    for (let h = 1; h <= H; h++) {
      if (!r[o + h]) continue
      if (!ctx) {
        const m = model ? forecastCombinedDaily(model, upTo(d, o), H) : null
        ctx = {
          v,
          r,
          o,
          start: d.start,
          comb: m?.values ?? [],
          g: m?.global ?? [],
          own: m?.own ?? [],
          density: m?.density ?? 0,
        }
      }
      const actual = v[o + h] ?? 0
      names.forEach((n, i) => {
        const f = rules[n]?.(ctx as Ctx, h) ?? Number.NaN
        const A = acc[i]
        if (!A) return
        A.ape[h - 1] = (A.ape[h - 1] ?? 0) + (100 * Math.abs(actual - f)) / actual
        A.n[h - 1] = (A.n[h - 1] ?? 0) + 1
        if (scale > 0) {
          A.ase[h - 1] = (A.ase[h - 1] ?? 0) + Math.abs(actual - f) / scale
          A.nm[h - 1] = (A.nm[h - 1] ?? 0) + 1
        }
      })
    }
  }
  const meanFinite = (xs: number[]) => {
    const f = xs.filter(Number.isFinite)
    return f.length ? f.reduce((x, y) => x + y, 0) / f.length : Number.NaN
  }
  const sc = acc.map((A) => ({
    mape: meanFinite(Array.from(A.ape, (x, i) => x / (A.n[i] ?? 0))),
    mase: meanFinite(Array.from(A.ase, (x, i) => x / (A.nm[i] ?? 0))),
  }))
  if (!sc.every((x) => Number.isFinite(x.mape) && Number.isFinite(x.mase))) continue
  sc.forEach((x, i) => {
    scores[i]?.mase.push(x.mase)
    scores[i]?.mape.push(x.mape)
  })
}

const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length
const naive = scores[0] ?? { mase: [], mape: [] }
const n = naive.mase.length
const sorted = [...naive.mase].sort((x, y) => y - x)
console.log(
  `folds ${folds.join(', ')}: ${n} series; naive MASE mean ${mean(naive.mase).toFixed(2)}, ` +
    `median ${(sorted[n >> 1] ?? 0).toFixed(2)}; the 10 largest make ` +
    `${((100 * sorted.slice(0, 10).reduce((x, y) => x + y, 0)) / (mean(naive.mase) * n)).toFixed(1)} % of the sum`,
)
console.log('| rule | MASE / naive | MAPE / naive | beats naive (MASE) | ties naive |')
console.log('| --- | ---: | ---: | ---: | ---: |')
names.forEach((name, i) => {
  const x = scores[i] ?? { mase: [], mape: [] }
  const beat = x.mase.filter((m, j) => m < (naive.mase[j] ?? 0)).length
  const tie = x.mase.filter((m, j) => m === naive.mase[j]).length
  console.log(
    `| ${name} | ${(mean(x.mase) / mean(naive.mase)).toFixed(4)} | ` +
      `${(mean(x.mape) / mean(naive.mape)).toFixed(4)} | ${((100 * beat) / n).toFixed(1)} % | ` +
      `${((100 * tie) / n).toFixed(1)} % |`,
  )
})
