// The held-out evaluation of `npm run forecast:train -- … --evaluate`: every held-out series is
// backtested (the last 60 origins, days +1…+7) with FarmTrek's forecaster and the baselines, and the
// figures of docs/forecast.md are printed (a table, or one JSON line).
import { writeFileSync } from 'node:fs'
import {
  backtest,
  calendarForecast,
  createForecaster,
  ets,
  forecast,
  isError,
  peerFinder,
  prepareSeries,
  theta,
  type BacktestOptions,
  type ForecastModel,
  type Peers,
  type SeriesBacktest,
  type ScoredPoint,
  type SeriesPoint,
} from '#core/forecast/index.ts'
import { dayNumber } from '#core/dates/dates.ts'
import type { ShippedSeries } from './forecast-data.ts'

const H = 7
const ORIGINS = 60

export type EvaluateOptions = {
  /** The held-out series, and how each is unseen ('market', 'commodity', 'both' or 'period'). */
  test: readonly { s: ShippedSeries; kind: string }[]
  /** Every series: the peers' pool (a forecast reads them only up to its origin). */
  all: readonly ShippedSeries[]
  /** The model evaluated, and the same trees with the earlier calibration (no shrinkage), if any. */
  model: ForecastModel
  earlier?: ForecastModel | undefined
  split: Record<string, unknown>
  /** Score every `every`-th day from `from` on instead of the last 60 days (`--every`). */
  origins?: { from: string; every: number } | undefined
  trainSeconds: number
  json: boolean
  rows?: string | undefined
  /** Write every scored point of FarmTrek's (forecast, band, reported price) here, a JSON line each. */
  points?: string | undefined
}

/** Reported days in the 365 days before the first backtest origin (the last `back` days excluded). */
function recentReports(points: readonly SeriesPoint[], back: number): number {
  const days = [...new Set(points.map((p) => dayNumber(p.date) ?? 0))]
  const first = Math.max(...days) - back
  return days.filter((d) => d <= first && d > first - 365).length
}

type Row = {
  key: string
  source: string
  commodity: string
  kind: string
  points: number
  recent: number
  score: Record<string, { mape: number; mase: number }>
  inside: Record<string, number>
}
type Summary = {
  meanMape: number
  meanMase: number
  mapeRatio: number
  maseRatio: number
  beatNaiveMase: number
  beatNaiveMape: number
}

const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length
const none = { mape: Number.NaN, mase: Number.NaN }
const sc = (r: Pick<Row, 'score'>, n: string) => r.score[n] ?? none

/**
 * The figures of each method in `names` over the series' scores: mean MAPE and MASE, their ratios
 * to naive's means, and the share of series it is ahead of naive on.
 */
export function summarize(rs: readonly Pick<Row, 'score'>[], names: readonly string[]) {
  const out: Record<string, Summary> = {}
  const nMape = mean(rs.map((r) => sc(r, 'naive').mape))
  const nMase = mean(rs.map((r) => sc(r, 'naive').mase))
  for (const n of names) {
    const mape = mean(rs.map((r) => sc(r, n).mape))
    const mase = mean(rs.map((r) => sc(r, n).mase))
    const beat = (k: 'mape' | 'mase') =>
      rs.filter((r) => sc(r, n)[k] < sc(r, 'naive')[k]).length / rs.length
    out[n] = {
      meanMape: mape,
      meanMase: mase,
      mapeRatio: mape / nMape,
      maseRatio: mase / nMase,
      beatNaiveMase: beat('mase'),
      beatNaiveMape: beat('mape'),
    }
  }
  return out
}

export function evaluate(o: EvaluateOptions) {
  const peersOf = peerFinder(prepareSeries(o.all, 2))
  const withPeers = createForecaster(o.model)
  const earlier = o.earlier ? createForecaster(o.earlier) : undefined
  type F = NonNullable<BacktestOptions['forecaster']>
  /** The methods compared on one series, given its peers (banded ones count their coverage). */
  const methodsFor = (peers: Peers | undefined): Record<string, F> => ({
    farmtrek: (p, h, opts) => withPeers(p, h, { ...opts, peers }),
    ...(earlier ? { earlier: (p, h, opts) => earlier(p, h, { ...opts, peers }) } : {}),
    today: (p, h, opts) => forecast(p, h, opts),
    ets: (p, h, opts) => ets(p, h, opts),
    theta: (p, h, opts) => theta(p, h, opts),
    calendar: (p, h, opts) => calendarForecast(p, h, opts),
  })
  const banded = new Set(['farmtrek', 'earlier', 'today'])
  const rows: Row[] = []
  const inside: Record<string, number> = {}
  let scored = 0
  const times: number[] = []
  const pointLines: string[] = []
  for (const { s, kind } of o.test) {
    const score: Row['score'] = {}
    const ins: Row['inside'] = {}
    let points = 0
    const scoredPoints: ScoredPoint[] = []
    for (const [name, f] of Object.entries(methodsFor(peersOf(s)))) {
      const r: SeriesBacktest | { error: string } = backtest(s.points, {
        ...(o.origins ?? { origins: ORIGINS }),
        horizon: H,
        forecaster: f,
        ...(name === 'farmtrek'
          ? {
              clock: () => performance.now(),
              ...(o.points ? { onPoint: (p: ScoredPoint) => scoredPoints.push(p) } : {}),
            }
          : {}),
      })
      if (isError(r)) break
      score[name] = { mape: r.methods.farmtrek.mape, mase: r.methods.farmtrek.mase }
      if (banded.has(name)) ins[name] = r.methods.farmtrek.inside ?? 0
      if (name === 'farmtrek') {
        for (const b of ['naive', 'seasonalNaive', 'drift'] as const)
          score[b] = { mape: r.methods[b].mape, mase: r.methods[b].mase }
        points = r.points
        times.push(...r.fitMs)
      }
    }
    if (
      points > 0 &&
      Object.values(score).every((x) => Number.isFinite(x.mape) && Number.isFinite(x.mase))
    ) {
      rows.push({
        key: s.key,
        source: s.source,
        commodity: s.commodity,
        kind,
        points,
        recent: recentReports(s.points, ORIGINS + H - 1),
        score,
        inside: ins,
      })
      scored += points
      for (const p of scoredPoints)
        pointLines.push(JSON.stringify({ key: s.key, commodity: s.commodity, kind, ...p }))
      for (const [n, v] of Object.entries(ins)) inside[n] = (inside[n] ?? 0) + v
    }
  }
  const names = [
    'naive',
    'seasonalNaive',
    'drift',
    'ets',
    'theta',
    'calendar',
    'today',
    ...(earlier ? ['earlier'] : []),
    'farmtrek',
  ]
  const group = (key: (r: Row) => string): Record<string, { series: number; farmtrek?: Summary }> =>
    Object.fromEntries(
      [...new Set(rows.map(key))].map((g) => {
        const rs = rows.filter((r) => key(r) === g)
        const s = summarize(
          rs,
          ['farmtrek', 'earlier', 'today'].filter((n) => names.includes(n)),
        )
        return [g, { series: rs.length, ...s }] as const
      }),
    )
  const result = {
    split: o.split,
    series: rows.length,
    points: scored,
    coverage80: Object.fromEntries(Object.entries(inside).map(([n, v]) => [n, v / scored])),
    msPerForecast: mean(times),
    trainSeconds: o.trainSeconds,
    methods: summarize(rows, names),
    bySource: group((r) => r.source),
    byKind: group((r) => r.kind),
  }
  if (o.rows) writeFileSync(o.rows, JSON.stringify(rows))
  if (o.points) writeFileSync(o.points, pointLines.map((l) => `${l}\n`).join(''))
  if (o.json) {
    console.log(JSON.stringify(result))
    return
  }
  const f = (x: number, d = 3) => x.toFixed(d)
  console.log(
    `\nheld out: ${rows.length} series, ${scored} scored points; ${JSON.stringify(o.split)}`,
  )
  console.log(
    '| method | mean MAPE % | mean MASE | MAPE / naive | MASE / naive | beats naive (MASE) | beats naive (MAPE) |',
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const n of names) {
    const s = result.methods[n]
    if (!s) continue
    console.log(
      `| ${n} | ${f(s.meanMape, 2)} | ${f(s.meanMase)} | ${f(s.mapeRatio)} | ${f(s.maseRatio)} | ${f(100 * s.beatNaiveMase, 1)} % | ${f(100 * s.beatNaiveMape, 1)} % |`,
    )
  }
  for (const [label, groups] of [
    ['source', result.bySource],
    ['unseen', result.byKind],
  ] as const) {
    for (const [g, s] of Object.entries(groups)) {
      const ft = s.farmtrek
      if (!ft) continue
      console.log(
        `${label} ${g}: ${s.series} series; farmtrek MAPE/naive ${f(ft.mapeRatio)}, MASE/naive ` +
          `${f(ft.maseRatio)}, beats naive ${f(100 * ft.beatNaiveMase, 1)} %`,
      )
    }
  }
  console.log(
    `80% band coverage ${Object.entries(result.coverage80)
      .map(([n, c]) => `${n} ${f(100 * c, 1)} %`)
      .join(', ')}; ${f(result.msPerForecast, 2)} ms per forecast`,
  )
}
