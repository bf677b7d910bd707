// Scores the points that `npm run forecast:train -- … --evaluate --points FILE` wrote, each file
// alone and, with two files or more, their ensemble: per point, the geometric mean of the files'
// forecasts and of their bounds. The figures are --evaluate's (mean MASE and MAPE against naive's,
// the share of series ahead of naive on MASE, the 80% band's coverage), so that models trained
// apart can be judged together without a combined forecaster. Used by the fifteenth pass
// (docs/forecast.md); the files must come from the same split, so that they hold the same points.
import { readFileSync } from 'node:fs'
import type { ScoredPoint } from '#core/forecast/index.ts'
import { cliArgs } from './args.ts'
import { summarize } from './forecast-evaluate.ts'

const USAGE = `Usage: npx tsx src/server/cli/forecast-points.ts [--json] FILE...
  FILE    a --points file of forecast:train --evaluate (one JSON line per scored point)
  --json  one JSON line instead of the table`

const { values: a, positionals: files } = cliArgs(
  { args: process.argv.slice(2), options: { json: { type: 'boolean' } }, allowPositionals: true },
  USAGE,
)
if (files.length === 0) {
  console.error(USAGE)
  process.exit(2)
}

/** A line of a --points file: a scored point of one held-out series. */
type Point = ScoredPoint & { key: string }

const read = (file: string): Map<string, Point> => {
  const m = new Map<string, Point>()
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line === '') continue
    const p = JSON.parse(line) as Point
    if (p.naive === undefined || p.scale === undefined) {
      console.error(
        `${file}: its points have no naive or scale: write them again with this version`,
      )
      process.exit(1)
    }
    m.set(`${p.key}\u0000${p.origin}\u0000${p.h}`, p)
  }
  return m
}

const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length
const meanFinite = (xs: readonly number[]) => mean(xs.filter(Number.isFinite))

/**
 * --evaluate's figures over the points: a series' MASE and MAPE are the means of its horizons', as
 * in core's backtest; the ratios and the share ahead are --evaluate's own summary.
 */
function score(points: Iterable<Point>) {
  type Acc = { ape: number[]; n: number[]; ase: number[]; nMase: number[] }
  const acc = () => ({ ape: [], n: [], ase: [], nMase: [] }) as Acc
  const bySeries = new Map<string, { f: Acc; naive: Acc }>()
  let inside = 0
  let scored = 0
  const add = (x: Acc, i: number, actual: number, f: number, scale: number) => {
    x.ape[i] = (x.ape[i] ?? 0) + (100 * Math.abs(actual - f)) / actual
    x.n[i] = (x.n[i] ?? 0) + 1
    if (scale > 0) {
      x.ase[i] = (x.ase[i] ?? 0) + Math.abs(actual - f) / scale
      x.nMase[i] = (x.nMase[i] ?? 0) + 1
    }
  }
  for (const p of points) {
    const s = bySeries.get(p.key) ?? { f: acc(), naive: acc() }
    bySeries.set(p.key, s)
    add(s.f, p.h - 1, p.actual, p.value, p.scale)
    add(s.naive, p.h - 1, p.actual, p.naive, p.scale)
    scored++
    if (p.actual >= p.lower && p.actual <= p.upper) inside++
  }
  const per = (x: Acc) => ({
    mape: meanFinite(x.ape.map((v, i) => v / (x.n[i] ?? NaN))),
    mase: meanFinite(x.ase.map((v, i) => v / (x.nMase[i] ?? NaN))),
  })
  const rows = [...bySeries.values()].map((s) => ({
    score: { farmtrek: per(s.f), naive: per(s.naive) },
  }))
  const figures = summarize(rows, ['farmtrek']).farmtrek
  return {
    series: rows.length,
    points: scored,
    maseRatio: figures?.maseRatio ?? NaN,
    mapeRatio: figures?.mapeRatio ?? NaN,
    beatNaiveMase: figures?.beatNaiveMase ?? NaN,
    coverage80: inside / scored,
  }
}

const sets = files.map((file) => ({ file, points: read(file) }))
const results: Record<string, ReturnType<typeof score>> = {}
for (const { file, points } of sets) results[file] = score(points.values())
const [first, ...rest] = sets
if (first && rest.length > 0) {
  const geo = (xs: number[]) => Math.exp(mean(xs.map(Math.log)))
  results.ensemble = score(
    [...first.points].flatMap(([k, p0]) => {
      const ps = [p0]
      for (const s of rest) {
        const p = s.points.get(k)
        if (!p) return []
        ps.push(p)
      }
      return [
        {
          ...p0,
          value: geo(ps.map((p) => p.value)),
          lower: geo(ps.map((p) => p.lower)),
          upper: geo(ps.map((p) => p.upper)),
        },
      ]
    }),
  )
}
if (a.json) console.log(JSON.stringify(results))
else
  for (const [name, r] of Object.entries(results))
    console.log(
      `${name}: ${r.series} series, ${r.points} points; MASE ${r.maseRatio.toFixed(4)} / MAPE ${r.mapeRatio.toFixed(4)} × naive, ahead on ${(100 * r.beatNaiveMase).toFixed(1)}%, band ${(100 * r.coverage80).toFixed(1)}%`,
    )
