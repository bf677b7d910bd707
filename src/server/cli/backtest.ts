// `npm run backtest -- --data FILE [--origins 60] [--horizon 7] [--model FILE|none] [--json]`:
// rolling-origin backtest of the farmtrek forecaster (the committed global model averaged with the
// per-series forecaster) against the naive, seasonal naive and drift baselines on a CSV in
// history.csv's columns, under the protocol in docs/forecast.md. Nothing is trained here: the model
// was trained by `npm run forecast:train` on the shipped data, never on --data. A series'
// peers (the same commodity in the file's other markets) are read up to each origin only. Prints a
// table, or with --json exactly one line:
// {"methods":{"farmtrek":{meanMape,medianMape,meanMase,medianMase,coverage80},"naive":{...},...},
//  "series":N,"points":N,"msPerFit":x,
//  "perSeries":[{"key":"commodity / state / district / market / variety","points":N,
//                "methods":{"farmtrek":{"mape":x,"mase":x},"naive":{"mape":x,"mase":x}}}]}
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import {
  backtest,
  BACKTEST_METHODS,
  createForecaster,
  forecast,
  isError,
  modelProblem,
  peerFinder,
  prepareSeries,
  readPriceSeries,
  summarizeBacktests,
  type ForecastModel,
  type Forecaster,
  type SeriesBacktest,
} from '#core/forecast/index.ts'
import { farmtrekForecast } from '#core/forecast/model/farmtrek.ts'
import { csvRows } from '#server/lib/csv.ts'
import { cliArgs } from './args.ts'

const USAGE = `Usage: npm run backtest -- --data FILE [--origins 60] [--horizon 7] [--model FILE|none] [--json]
  --data FILE    prices in history.csv's columns (gzip-compressed too, by a .gz name)
  --origins N    forecast origins per series, the last N days (default 60)
  --horizon N    days ahead scored from each origin (default 7)
  --model FILE   score farmtrek with this model file (from npm run forecast:train -- --out FILE)
                 instead of the committed one; 'none' scores the per-series forecaster alone
                 (FarmTrek's forecaster before the global model)
  --json         one line of JSON instead of the tables, with per-series MAPE and MASE`

const { values } = cliArgs(
  {
    args: process.argv.slice(2),
    options: {
      data: { type: 'string' },
      origins: { type: 'string', default: '60' },
      horizon: { type: 'string', default: '7' },
      json: { type: 'boolean', default: false },
      model: { type: 'string' },
    },
  },
  USAGE,
)

/** A whole number ≥ 1 from a flag's text; exits with the usage otherwise. */
function count(flag: string, text: string): number {
  const n = Number(text)
  if (Number.isInteger(n) && n >= 1) return n
  console.error(`--${flag} needs a whole number ≥ 1, got '${text}'\n${USAGE}`)
  process.exit(1)
}

if (!values.data) {
  console.error(`missing --data FILE\n${USAGE}`)
  process.exit(1)
}
const args = {
  data: values.data,
  origins: count('origins', values.origins),
  horizon: count('horizon', values.horizon),
  json: values.json,
}

let text: string
try {
  const raw = readFileSync(args.data)
  text = (args.data.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')
} catch (e) {
  console.error(`cannot read ${args.data}: ${(e as Error).message}`)
  process.exit(1)
}

/** The forecaster scored as farmtrek. */
function forecasterFor(model: string | undefined): Forecaster {
  if (model === undefined) return farmtrekForecast
  if (model === 'none') return forecast
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(model, 'utf8'))
  } catch (e) {
    console.error(`cannot read model ${model}: ${(e as Error).message}`)
    process.exit(1)
  }
  const problem = modelProblem(parsed)
  if (problem) {
    console.error(`${model}: ${problem}`)
    process.exit(1)
  }
  return createForecaster(parsed as ForecastModel)
}
const forecaster = forecasterFor(values.model)

let read: ReturnType<typeof readPriceSeries>
try {
  read = readPriceSeries(csvRows(text))
} catch (e) {
  read = { error: (e as Error).message }
}
if ('error' in read) {
  console.error(`${args.data}: ${read.error}`)
  process.exit(1)
}

const series = read.series.map((s) => ({
  ...s,
  key: `${s.commodity} / ${s.state} / ${s.district} / ${s.market} / ${s.variety}`,
  group: `${s.state} / ${s.district} / ${s.market}`,
}))
const peersOf = peerFinder(prepareSeries(series, 2))

const results: SeriesBacktest[] = []
const keys: string[] = []
const skipped: string[] = []
for (const s of series) {
  const peers = peersOf(s)
  const r = backtest(s.points, {
    origins: args.origins,
    horizon: args.horizon,
    clock: () => performance.now(),
    forecaster: (points, horizon, o) => forecaster(points, horizon, { ...o, peers }),
  })
  const name = s.key
  if (isError(r)) skipped.push(`${name}: ${r.error}`)
  else {
    results.push(r)
    keys.push(name)
  }
}
if (!results.length) {
  console.error(
    `no series could be backtested${skipped.length ? `:\n  ${skipped.join('\n  ')}` : ''}`,
  )
  process.exit(1)
}

const summary = summarizeBacktests(results)
if (args.json) {
  const { methods, series, points, msPerFit } = summary
  const score = (m: { mape: number; mase: number }) => ({ mape: m.mape, mase: m.mase })
  const perSeries = results.map((r, i) => ({
    key: keys[i],
    points: r.points,
    methods: { farmtrek: score(r.methods.farmtrek), naive: score(r.methods.naive) },
  }))
  console.log(JSON.stringify({ methods, series, points, msPerFit, perSeries }))
} else {
  const f = (x: number, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : '-')
  const label: Record<(typeof BACKTEST_METHODS)[number], string> = {
    farmtrek: 'farmtrek',
    naive: 'Naive (last value)',
    seasonalNaive: 'Seasonal naive (7-day)',
    drift: 'Drift',
  }
  console.log(
    `Backtest: ${summary.series} series, ${summary.points.toLocaleString('en-IN')} scored points, ` +
      `last ${args.origins} origins, horizons 1..${args.horizon}` +
      (read.rejected ? `, ${read.rejected} CSV row(s) rejected` : ''),
  )
  console.log('')
  console.log('| method | mean MAPE % | median MAPE % | mean MASE | median MASE |')
  console.log('| --- | ---: | ---: | ---: | ---: |')
  for (const m of BACKTEST_METHODS) {
    const s = summary.methods[m]
    console.log(
      `| ${label[m]} | ${f(s.meanMape)} | ${f(s.medianMape)} | ${f(s.meanMase)} | ${f(s.medianMase)} |`,
    )
  }
  console.log('')
  const hs = Array.from({ length: args.horizon }, (_, i) => `h=${i + 1}`)
  for (const [title, key] of [
    ['MAPE % by horizon (mean across series)', 'mapeByHorizon'],
    ['MASE by horizon (mean across series)', 'maseByHorizon'],
  ] as const) {
    console.log(title)
    console.log(`| method | ${hs.join(' | ')} |`)
    console.log(`| --- |${hs.map(() => ' ---: |').join('')}`)
    for (const m of BACKTEST_METHODS)
      console.log(`| ${label[m]} | ${summary[key][m].map((x) => f(x)).join(' | ')} |`)
    console.log('')
  }
  console.log(
    `farmtrek 80% interval coverage: ${f(100 * summary.methods.farmtrek.coverage80, 1)} %`,
  )
  console.log(
    `farmtrek fit + ${args.horizon}-day forecast: ${f(summary.msPerFit, 3)} ms mean, ${f(summary.msPerFitMedian, 3)} ms median`,
  )
  if (skipped.length) console.log(`skipped ${skipped.length} series:\n  ${skipped.join('\n  ')}`)
}
