// `npm run forecast:train`: trains the global price model on the shipped mandi history
// and writes src/core/forecast/model/forecast-model.json. Same data and seed → the same file, byte
// for byte. With --fold or --before it trains on part of the data instead and, with --evaluate,
// backtests the held-out part against the baselines (docs/forecast.md gives the figures).
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as prettier from 'prettier'
import {
  backtest,
  createForecaster,
  DEFAULT_TRAIN_OPTIONS,
  ets,
  forecast,
  isError,
  peerFinder,
  prepareSeries,
  trainForecastModel,
  type ForecastModel,
  type Peers,
  type SeriesBacktest,
  type SeriesPoint,
} from '#core/forecast/index.ts'
import { dayNumber, isoFromDay } from '#core/dates/dates.ts'
import { cliArgs } from './args.ts'
import {
  EVAL_MIN_REPORTS,
  FOLDS,
  foldOf,
  readShipped,
  readShippedFile,
  TRAINING_FILES,
} from './forecast-data.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const MODEL = path.join(ROOT, 'src/core/forecast/model/forecast-model.json')

const USAGE = `Usage: npm run forecast:train [-- options]
Trains the global forecast model on the shipped price history (${TRAINING_FILES.join(', ')})
and writes ${path.relative(ROOT, MODEL)}.
  --out FILE        where to write the model (default: the committed file when training on all
                    the data; nothing is written for a split unless --out is given)
  --fold K          leave out the markets of fold K (0..${FOLDS - 1}, by a hash of the market's name)
  --before DATE     train only on prices dated before DATE (YYYY-MM-DD)
  --evaluate        backtest the held-out series (fold K's markets; with --before, the series
                    whose last 60 origins fall on or after DATE) against the baselines
  --json            with --evaluate: one JSON line instead of the table
  --model FILE      with --evaluate: evaluate this model file instead of training one (it must
                    have been trained on the same split)
  --rows FILE       with --evaluate: write every held-out series' scores to FILE (JSON)
 --commodities     list which commodities of the shipped data (the snapshot too) have enough
                    history for a forecast, and stop
  --seed N          seed of every random draw (default ${DEFAULT_TRAIN_OPTIONS.seed})
  --trees N         boosting rounds (default ${DEFAULT_TRAIN_OPTIONS.gbt.trees})
  --per-series N    training samples per series at most (default ${DEFAULT_TRAIN_OPTIONS.perSeries})
  --depth N         tree depth (default ${DEFAULT_TRAIN_OPTIONS.gbt.depth})
  --weight-cap N    cap of the price / MASE-scale sample weights, 0 = unweighted (default ${DEFAULT_TRAIN_OPTIONS.maseWeightCap})
  --weight W        weight of the global model in the average, 0..1 (default ${DEFAULT_TRAIN_OPTIONS.weight})`

const { values: a } = cliArgs(
  {
    args: process.argv.slice(2),
    options: {
      out: { type: 'string' },
      fold: { type: 'string' },
      before: { type: 'string' },
      evaluate: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      rows: { type: 'string' },
      model: { type: 'string' },
      commodities: { type: 'boolean', default: false },
      seed: { type: 'string' },
      trees: { type: 'string' },
      'per-series': { type: 'string' },
      weight: { type: 'string' },
      'weight-cap': { type: 'string' },
      depth: { type: 'string' },
    },
  },
  USAGE,
)

function fail(msg: string): never {
  console.error(`${msg}\n${USAGE}`)
  process.exit(1)
}
function num(
  flag: string,
  text: string | undefined,
  ok: (n: number) => boolean,
): number | undefined {
  if (text === undefined) return undefined
  const n = Number(text)
  if (text.trim() === '' || !ok(n)) fail(`--${flag}: '${text}' is not allowed`)
  return n
}
const whole = (n: number) => Number.isInteger(n) && n >= 0
const fold = num('fold', a.fold, (n) => whole(n) && n < FOLDS)
if (a.before !== undefined && dayNumber(a.before) === null)
  fail(`--before: '${a.before}' is not a date`)
if (a.evaluate && fold === undefined && a.before === undefined)
  fail('--evaluate needs --fold or --before: evaluating on the training data says nothing')
const log = (m: string) => {
  if (!a.json) console.log(m)
}

const opts = {
  ...DEFAULT_TRAIN_OPTIONS,
  seed: num('seed', a.seed, whole) ?? DEFAULT_TRAIN_OPTIONS.seed,
  perSeries:
    num('per-series', a['per-series'], (n) => whole(n) && n > 0) ?? DEFAULT_TRAIN_OPTIONS.perSeries,
  weight: num('weight', a.weight, (n) => n >= 0 && n <= 1) ?? DEFAULT_TRAIN_OPTIONS.weight,
  before: a.before,
  maseWeightCap:
    num('weight-cap', a['weight-cap'], (n) => n >= 0) ?? DEFAULT_TRAIN_OPTIONS.maseWeightCap,
  gbt: {
    ...DEFAULT_TRAIN_OPTIONS.gbt,
    depth:
      num('depth', a.depth, (n) => whole(n) && n >= 1 && n <= 8) ?? DEFAULT_TRAIN_OPTIONS.gbt.depth,
    trees: num('trees', a.trees, (n) => whole(n) && n > 0) ?? DEFAULT_TRAIN_OPTIONS.gbt.trees,
  },
}

/**
 * Commodities by history: days with a price (any market) in the 3 years up to the commodity's
 * latest date, against MIN_FORECAST_DAYS (the validated population: series with at least that
 * many reported days).
 */
function listCommodities() {
  const days = new Map<string, Set<string>>()
  for (const file of [...TRAINING_FILES, 'all-india-snapshot-2025-12.csv.gz']) {
    for (const s of readShippedFile(file)) {
      const set = days.get(s.commodity) ?? new Set<string>()
      for (const p of s.points) set.add(p.date)
      days.set(s.commodity, set)
    }
  }
  const rows = [...days].map(([commodity, set]) => {
    const sorted = [...set].sort()
    const latest = sorted.at(-1) ?? ''
    const from = isoFromDay((dayNumber(latest) ?? 0) - 3 * 365)
    return {
      commodity,
      latest,
      recent: sorted.filter((d) => d > from).length,
      total: sorted.length,
    }
  })
  rows.sort((x, y) => y.recent - x.recent || x.commodity.localeCompare(y.commodity))
  const enough = rows.filter((r) => r.recent >= EVAL_MIN_REPORTS)
  console.log(
    `${rows.length} commodities; ${enough.length} with at least ${EVAL_MIN_REPORTS} days of prices ` +
      `in the 3 years up to their latest price:`,
  )
  console.log(enough.map((r) => `${r.commodity} (${r.recent})`).join(', '))
  const stale = rows.filter((r) => r.recent < EVAL_MIN_REPORTS && r.total >= EVAL_MIN_REPORTS)
  console.log(
    `\n${stale.length} with enough days in all, but not in the 3 years up to their latest price ` +
      `(days in 3 years / all days):`,
  )
  console.log(stale.map((r) => `${r.commodity} (${r.recent}/${r.total})`).join(', '))
  const short = rows.filter((r) => r.total < EVAL_MIN_REPORTS)
  console.log(`\n${short.length} with fewer than ${EVAL_MIN_REPORTS} days of prices in all:`)
  console.log(short.map((r) => `${r.commodity} (${r.total})`).join(', '))
}
if (a.commodities) {
  listCommodities()
  process.exit(0)
}

const t0 = performance.now()
const all = readShipped()
log(`read ${all.length} series from ${TRAINING_FILES.length} files`)
const train = fold === undefined ? all : all.filter((s) => foldOf(s.group) !== fold)
const model = a.model
  ? (JSON.parse(readFileSync(a.model, 'utf8')) as ForecastModel)
  : trainForecastModel(train, opts, log)
if (a.weight !== undefined) Object.assign(model, { weight: opts.weight, weights: undefined })
const trainSeconds = (performance.now() - t0) / 1000
log(`trained in ${trainSeconds.toFixed(0)} s; band factors ${model.band.join(', ')}`)

const out = a.model
  ? undefined
  : (a.out ?? (fold === undefined && a.before === undefined ? MODEL : undefined))
if (out) {
  // Formatted as the repository's prettier formats it, so `npm run lint` passes on the committed
  // file and a re-run gives the same bytes.
  const options = (await prettier.resolveConfig(MODEL)) ?? {}
  const text = await prettier.format(JSON.stringify(model), { ...options, parser: 'json' })
  writeFileSync(out, text)
  log(`wrote ${path.relative(process.cwd(), out)} (${(text.length / 1024).toFixed(0)} KB)`)
}

if (a.evaluate) evaluate(model)

/** Reported days in the 365 days before the first backtest origin (the last `back` days excluded). */
function recentReports(points: readonly SeriesPoint[], back: number): number {
  const days = [...new Set(points.map((p) => dayNumber(p.date) ?? 0))]
  const first = Math.max(...days) - back
  return days.filter((d) => d <= first && d > first - 365).length
}

function evaluate(m: ForecastModel) {
  const H = 7
  const ORIGINS = 60
  const cut = a.before === undefined ? null : dayNumber(a.before)
  const test = all.filter((s) => {
    if (fold !== undefined && foldOf(s.group) !== fold) return false
    const days = new Set(s.points.map((p) => p.date))
    if (days.size < EVAL_MIN_REPORTS) return false
    if (cut === null) return true
    let last = -Infinity
    for (const d of days) last = Math.max(last, dayNumber(d) ?? -Infinity)
    // The backtest's first origin is the last day minus (ORIGINS + H − 1) days.
    return last - (ORIGINS + H - 1) >= cut
  })
  // Every market's prices are the peers' pool, as in the product (a forecast reads them only up to
  // its origin); the held-out series are not in the trees' training data.
  const peersOf = peerFinder(prepareSeries(all, 2))
  const withPeers = createForecaster(m)
  const globalOnly = createForecaster({ ...m, weight: 1, weights: undefined })
  type Opts = { asOf: string }
  /** The methods compared on one series, given its peers. */
  const methodsFor = (peers: Peers | undefined) => ({
    farmtrek: (p: readonly SeriesPoint[], h: number, o: Opts) => withPeers(p, h, { ...o, peers }),
    noPeers: withPeers,
    globalOnly: (p: readonly SeriesPoint[], h: number, o: Opts) =>
      globalOnly(p, h, { ...o, peers }),
    today: (p: readonly SeriesPoint[], h: number, o: Opts) => forecast(p, h, o),
    ets: (p: readonly SeriesPoint[], h: number, o: Opts) => ets(p, h, o),
  })
  type Row = {
    key: string
    source: string
    commodity: string
    points: number
    recent: number
    score: Record<string, { mape: number; mase: number }>
  }
  const rows: Row[] = []
  let inside = 0
  let scored = 0
  const times: number[] = []
  for (const s of test) {
    const score: Row['score'] = {}
    let points = 0
    for (const [name, f] of Object.entries(methodsFor(peersOf(s)))) {
      const r: SeriesBacktest | { error: string } = backtest(s.points, {
        origins: ORIGINS,
        horizon: H,
        forecaster: f,
        ...(name === 'farmtrek' ? { clock: () => performance.now() } : {}),
      })
      if (isError(r)) break
      score[name] = { mape: r.methods.farmtrek.mape, mase: r.methods.farmtrek.mase }
      if (name === 'farmtrek') {
        for (const b of ['naive', 'seasonalNaive', 'drift'] as const)
          score[b] = { mape: r.methods[b].mape, mase: r.methods[b].mase }
        inside += r.methods.farmtrek.inside ?? 0
        scored += r.points
        points = r.points
        times.push(...r.fitMs)
      }
    }
    if (
      points > 0 &&
      Object.values(score).every((x) => Number.isFinite(x.mape) && Number.isFinite(x.mase))
    )
      rows.push({
        key: s.key,
        source: s.source,
        commodity: s.commodity,
        points,
        recent: recentReports(s.points, ORIGINS + H - 1),
        score,
      })
  }
  const names = [
    'naive',
    'seasonalNaive',
    'drift',
    'ets',
    'today',
    'globalOnly',
    'noPeers',
    'farmtrek',
  ]
  const mean = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length
  const none = { mape: Number.NaN, mase: Number.NaN }
  const sc = (r: Row, n: string) => r.score[n] ?? none
  type Summary = {
    meanMape: number
    meanMase: number
    mapeRatio: number
    maseRatio: number
    beatNaiveMase: number
    beatNaiveMape: number
  }
  const summarize = (rs: Row[]) => {
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
  const sources = [...new Set(rows.map((r) => r.source))]
  const result = {
    split: { fold: fold ?? null, before: a.before ?? null },
    series: rows.length,
    points: scored,
    coverage80: inside / scored,
    msPerForecast: mean(times),
    trainSeconds,
    methods: summarize(rows),
    bySource: Object.fromEntries(
      sources.map((src) => {
        const rs = rows.filter((r) => r.source === src)
        const s = summarize(rs)
        return [src, { series: rs.length, farmtrek: s.farmtrek, today: s.today }] as const
      }),
    ),
  }
  if (a.rows) writeFileSync(a.rows, JSON.stringify(rows))
  if (a.json) {
    console.log(JSON.stringify(result))
    return
  }
  const f = (x: number, d = 3) => x.toFixed(d)
  console.log(
    `\nheld out: ${rows.length} series, ${scored} scored points` +
      `${fold !== undefined ? `, markets of fold ${fold}` : ''}${a.before ? `, origins from ${a.before}` : ''}`,
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
  for (const [src, s] of Object.entries(result.bySource)) {
    if (!s.farmtrek || !s.today) continue
    console.log(
      `${src}: ${s.series} series; farmtrek MAPE/naive ${f(s.farmtrek.mapeRatio)}, MASE/naive ` +
        `${f(s.farmtrek.maseRatio)}; today ${f(s.today.mapeRatio)} / ${f(s.today.maseRatio)}`,
    )
  }
  console.log(
    `80% band coverage ${f(100 * result.coverage80, 1)} %; ${f(result.msPerForecast, 2)} ms per forecast`,
  )
}
