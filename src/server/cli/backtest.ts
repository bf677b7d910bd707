// `npm run backtest -- --data FILE [--origins 60] [--horizon 7] [--json]`: rolling-origin backtest of
// the farmtrek forecaster against the naive, seasonal naive and drift baselines on a CSV in
// history.csv's columns, under shared/data/mandi/BASELINES.md's protocol. Prints a table, or with
// --json exactly one line:
// {"methods":{"farmtrek":{meanMape,medianMape,meanMase,medianMase,coverage80},"naive":{...},...},
//  "series":N,"points":N,"msPerFit":x}
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import {
  backtest,
  BACKTEST_METHODS,
  isError,
  readPriceSeries,
  summarizeBacktests,
  type SeriesBacktest,
} from '#core/forecast/index.ts'

const USAGE = 'Usage: npm run backtest -- --data FILE [--origins 60] [--horizon 7] [--json]'

type Args = { data: string; origins: number; horizon: number; json: boolean }

function parseArgs(argv: string[]): Args | string {
  const args: Partial<Args> = { origins: 60, horizon: 7, json: false }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!
    const [flag, inline] = a.includes('=')
      ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]
      : [a, undefined]
    const value = () => inline ?? argv[++i]
    if (flag === '--json') args.json = true
    else if (flag === '--data') args.data = value()
    else if (flag === '--origins' || flag === '--horizon') {
      const v = value()
      const n = Number(v)
      if (!Number.isInteger(n) || n < 1) return `${flag} needs a whole number ≥ 1, got '${v}'`
      args[flag === '--origins' ? 'origins' : 'horizon'] = n
    } else if (flag === '--help' || flag === '-h') return USAGE
    else return `unknown argument '${a}'`
  }
  if (!args.data) return 'missing --data FILE'
  return args as Args
}

const parsed = parseArgs(process.argv.slice(2))
if (typeof parsed === 'string') {
  console.error(parsed === USAGE ? USAGE : `${parsed}\n${USAGE}`)
  process.exit(parsed === USAGE ? 0 : 1)
}
const args = parsed

let text: string
try {
  const raw = readFileSync(args.data)
  text = (args.data.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')
} catch (e) {
  console.error(`cannot read ${args.data}: ${(e as Error).message}`)
  process.exit(1)
}

const read = readPriceSeries(text)
if ('error' in read) {
  console.error(`${args.data}: ${read.error}`)
  process.exit(1)
}

const results: SeriesBacktest[] = []
const skipped: string[] = []
for (const s of read.series) {
  const r = backtest(s.points, {
    origins: args.origins,
    horizon: args.horizon,
    clock: () => performance.now(),
  })
  const name = `${s.commodity} / ${s.state} / ${s.market} / ${s.variety}`
  if (isError(r)) skipped.push(`${name}: ${r.error}`)
  else results.push(r)
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
  console.log(JSON.stringify({ methods, series, points, msPerFit }))
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
