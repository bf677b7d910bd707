// `npm run forecast:train`: trains the global price model on the shipped mandi history
// and writes src/core/forecast/model/forecast-model.json. Same data and seed → the same file, byte
// for byte. With --fold or --before it trains on part of the data instead and, with --evaluate,
// backtests the held-out part against the baselines (docs/forecast.md gives the figures).
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as prettier from 'prettier'
import {
  CALIBRATE_COMMODITIES,
  DEFAULT_TRAIN_OPTIONS,
  hashString,
  recalibrate,
  trainForecastModel,
  type ForecastModel,
} from '#core/forecast/index.ts'
import { dayNumber, isoFromDay } from '#core/dates/dates.ts'
import { csvRows } from '#server/lib/csv.ts'
import { cliArgs } from './args.ts'
import { evaluate } from './forecast-evaluate.ts'
import {
  EVAL_MIN_REPORTS,
  FOLDS,
  foldOf,
  readShipped,
  readShippedFile,
  readTextFile,
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
  --exclude-markets FILE  leave out every series of each market (state and market) that FILE, a
                    CSV with 'state' and 'market' columns (gzipped or not), names: held out as a
                    fold's markets are (the fourteenth pass: arrivals-2020-2021.csv.gz's markets)
  --commodity-fold K  leave out the commodities of fold K too (0..${FOLDS - 1}, by a hash of the
                    commodity's name): no series of a held-out market or commodity is used for the
                    trees, the combination or the band; with --before, the held-out series are
                    scored only on origins from DATE (later periods after earlier ones)
  --recalibrate     refit the committed model's combination (and with --shrink, shrinkage) and band
                    on its calibration markets (the trees unchanged) and rewrite it; with --model
                    FILE and a split, refit that split's model on the split's calibration markets
                    (write it with --out, score it with --evaluate)
  --max-test N      with --evaluate: only the first N held-out series (a quick check of a run)
  --data FILE       with --evaluate and --model: score the model on every series of FILE, a shipped
                    file's name (e.g. recent-staples-2024-2026.csv.gz), peers from FILE; for data
                    no training file holds
  --min-reports N   with --evaluate: fewest reported days of a scored series (default ${EVAL_MIN_REPORTS})
  --calibrate-commodities  the fifth pass's calibration: 20% of the commodities (seeded hash), as
                    well as 20% of the markets, are held out of the trees for the combination and
                    the band (up to 1,000 series), none of their prices a feature of a tree row;
                    and one shrinkage toward the last price fitted by the share of calibration
                    series ahead of naive (kept only when it gains; with --evaluate the same trees
                    without it are scored too, as 'earlier'). Not the committed model's.
  --shrink          also fit a shrinkage toward the last price per horizon on the calibration
                    markets (not in the committed model: it did not help on unseen markets); with
                    --evaluate, the same trees without it are scored too ('earlier')
  --calibration-min-reports N  fewest reported days (before --before) of a calibration series
                    (default ${DEFAULT_TRAIN_OPTIONS.calibrationMinReports})
  --calibration-every N  calibrate on every N-th day of each calibration series' history, with a
                    band factor per month (default ${DEFAULT_TRAIN_OPTIONS.calibrationEvery}); 0: on its last 60 days, one
                    factor for every month (the passes before the sixth)
  --before DATE     train only on prices dated before DATE (YYYY-MM-DD)
  --since DATE      train only on prices dated on or after DATE too (how many years the trees
                    need; the held-out series keep their whole history)
  --band-from DATE  fit the band in time order: probe trees on the tree series' prices before DATE
                    forecast the calibration series from DATE on (up to --before), and the band
                    fitted there goes with the trees trained on every price; the weights are
                    fitted as without it (twice the training time; with --recalibrate, the trees
                    and weights are kept and only the probes trained). Tried in the eighth pass,
                    not the committed model's: without it the band is fitted on the calibration
                    markets' whole history
  --calibration-folds K  with --band-from: K probes, one per fold of the training markets, so that
                    every training market calibrates the band, each scored by the probe that never
                    saw it (fold 0 is the calibration markets; K + 1 times the training time)
  --band-floor X    a floor under each side of the band before its factors are fitted: at least
                    X × 1.28 σ √h in log width, σ the series' RMS daily log change over its last
                    365 days (the ninth pass; a price that sat still gives a band of no width);
                    0: none
  --band-recent X   a second floor from the last 28 days: at least X × 1.28 σ₂₈ √h, σ₂₈ the RMS
                    daily log change over the series' last 28 days (the tenth pass); 0: none
  --evaluate        backtest the held-out series (fold K's markets; with --before, the series
                    whose last 60 origins fall on or after DATE) against the baselines
  --every N         with --evaluate and --before: score the whole later period, every N-th day
                    from DATE on (counted back from each series' last origin), instead of the
                    last 60 days: a longer, less noisy verdict on each series
  --json            with --evaluate: one JSON line instead of the table
  --model FILE      with --evaluate: evaluate this model file instead of training one (it must
                    have been trained on the same split)
  --rows FILE       with --evaluate: write every held-out series' scores to FILE (JSON)
  --points FILE     with --evaluate: write every point FarmTrek was scored on to FILE, a JSON line
                    each (series, origin, h, forecast, band, reported price), to study the band
 --commodities     list which commodities of the shipped data (the snapshot too) have enough
                    history for a forecast, and stop
  --seed N          seed of every random draw (default ${DEFAULT_TRAIN_OPTIONS.seed})
  --season          train with the seasonal features too (the same days in earlier years, the
                    series' own and its peers'; the twelfth pass, docs/forecast.md)
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
      'commodity-fold': { type: 'string' },
      'exclude-markets': { type: 'string' },
      recalibrate: { type: 'boolean', default: false },
      shrink: { type: 'boolean', default: false },
      'calibrate-commodities': { type: 'boolean', default: false },
      'calibration-every': { type: 'string' },
      'calibration-min-reports': { type: 'string' },
      'max-test': { type: 'string' },
      data: { type: 'string' },
      'min-reports': { type: 'string' },
      before: { type: 'string' },
      since: { type: 'string' },
      'band-from': { type: 'string' },
      'calibration-folds': { type: 'string' },
      'band-floor': { type: 'string' },
      'band-recent': { type: 'string' },
      evaluate: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      every: { type: 'string' },
      rows: { type: 'string' },
      points: { type: 'string' },
      model: { type: 'string' },
      commodities: { type: 'boolean', default: false },
      seed: { type: 'string' },
      trees: { type: 'string' },
      season: { type: 'boolean', default: false },
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
/** The markets of --exclude-markets, as 'state / market'. */
const excludedMarkets =
  a['exclude-markets'] === undefined ? undefined : readMarkets(a['exclude-markets'])
function readMarkets(file: string): Set<string> {
  let text: string
  try {
    text = readTextFile(file)
  } catch {
    fail(`--exclude-markets: cannot read ${file}`)
  }
  const [header, ...rows] = csvRows(text).map((r) => r.cells)
  const state = header?.indexOf('state') ?? -1
  const market = header?.indexOf('market') ?? -1
  if (state < 0 || market < 0) fail(`--exclude-markets: ${file} needs 'state' and 'market' columns`)
  const out = new Set(rows.map((r) => `${r[state] ?? ''} / ${r[market] ?? ''}`))
  if (out.size === 0) fail(`--exclude-markets: ${file} names no market`)
  return out
}
const commodityFold = num('commodity-fold', a['commodity-fold'], (n) => whole(n) && n < FOLDS)
if (a.before !== undefined && dayNumber(a.before) === null)
  fail(`--before: '${a.before}' is not a date`)
if (a.since !== undefined && dayNumber(a.since) === null)
  fail(`--since: '${a.since}' is not a date`)
if (a.since !== undefined && (a.before === undefined || a.since >= a.before))
  fail('--since needs a later --before: the trees are trained on the prices between them')
const bandFrom = a['band-from']
if (bandFrom !== undefined) {
  if (dayNumber(bandFrom) === null) fail(`--band-from: '${bandFrom}' is not a date`)
  if (a.before !== undefined && bandFrom >= a.before)
    fail(`--band-from must be before --before: the band is fitted on the prices between them`)
  if (a.model && !a.recalibrate)
    fail('--band-from trains probe trees: with --model, only to --recalibrate it')
}
const calibrationFolds = num('calibration-folds', a['calibration-folds'], (n) => whole(n) && n >= 1)
if (calibrationFolds !== undefined && bandFrom === undefined)
  fail('--calibration-folds needs --band-from: the folds are probes fitted before that date')
if (
  a.evaluate &&
  fold === undefined &&
  commodityFold === undefined &&
  a.before === undefined &&
  a.data === undefined
)
  fail('--evaluate needs --fold or --before: evaluating on the training data says nothing')
if (a.points !== undefined && !a.evaluate)
  fail('--points writes the points an evaluation scores: add --evaluate')
const log = (m: string) => {
  if (!a.json) console.log(m)
}
const bandFloor = num('band-floor', a['band-floor'], (n) => n >= 0 && n <= 10)
const bandRecent = num('band-recent', a['band-recent'], (n) => n >= 0 && n <= 10)
const isSplit =
  fold !== undefined ||
  commodityFold !== undefined ||
  excludedMarkets !== undefined ||
  a.before !== undefined
const timeOrder =
  bandFrom === undefined
    ? {}
    : { bandFrom, ...(calibrationFolds === undefined ? {} : { calibrationFolds }) }

if (
  bandFrom !== undefined &&
  a['calibration-every'] !== undefined &&
  Number(a['calibration-every']) === 0
)
  fail('--band-from fits the band on every N-th day from DATE: not with --calibration-every 0')

const opts = {
  ...DEFAULT_TRAIN_OPTIONS,
  seed: num('seed', a.seed, whole) ?? DEFAULT_TRAIN_OPTIONS.seed,
  perSeries:
    num('per-series', a['per-series'], (n) => whole(n) && n > 0) ?? DEFAULT_TRAIN_OPTIONS.perSeries,
  weight: num('weight', a.weight, (n) => n >= 0 && n <= 1) ?? DEFAULT_TRAIN_OPTIONS.weight,
  before: a.before,
  ...timeOrder,
  ...(bandFloor === undefined ? {} : { bandFloor }),
  ...(bandRecent === undefined ? {} : { bandRecent }),
  shrink: a.shrink,
  ...(a.season ? { seasonFeatures: true } : {}),
  calibrationMinReports:
    num('calibration-min-reports', a['calibration-min-reports'], (n) => whole(n) && n >= 30) ??
    DEFAULT_TRAIN_OPTIONS.calibrationMinReports,
  calibrationEvery:
    num('calibration-every', a['calibration-every'], whole) ??
    DEFAULT_TRAIN_OPTIONS.calibrationEvery,
  ...(a['calibrate-commodities'] ? CALIBRATE_COMMODITIES : {}),
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

/** A commodity's fold (a hash of its name, salted so it does not follow the markets' folds). */
const commodityFoldOf = (commodity: string) => hashString(`commodity\u0000${commodity}`) % FOLDS
/** How a series is held out of training: by its market, its commodity, both, or not at all. */
function heldOut(s: { group: string; commodity: string }): string | null {
  const [state, , market] = s.group.split(' / ')
  const m =
    (fold !== undefined && foldOf(s.group) === fold) ||
    (excludedMarkets?.has(`${state} / ${market}`) ?? false)
  const c = commodityFold !== undefined && commodityFoldOf(s.commodity) === commodityFold
  return m && c ? 'both' : m ? 'market' : c ? 'commodity' : null
}

if (a.recalibrate && !a.model && isSplit)
  fail('--recalibrate with a split needs the --model trained on that split')
if (a.recalibrate && a.model && !isSplit)
  fail('--recalibrate --model FILE needs the split FILE was trained on (--fold, --before)')

const every = num('every', a.every, (n) => whole(n) && n >= 1)
if (every !== undefined && (a.before === undefined || !a.evaluate || a.data !== undefined))
  fail('--every scores the period after --before DATE with --evaluate: give the split its date')

// The model file a run starts from (read once): the one given, or the committed one to recalibrate.
const given =
  a.model !== undefined || a.recalibrate
    ? (JSON.parse(readFileSync(a.model ?? MODEL, 'utf8')) as ForecastModel)
    : undefined
if (
  a.recalibrate &&
  bandFrom === undefined &&
  (given?.training.options as { bandFrom?: string } | undefined)?.bandFrom !== undefined
)
  fail(
    `--recalibrate: ${a.model ?? 'the committed model'}'s band was fitted in time order, on ` +
      'probe trees: give --band-from (and --calibration-folds) to fit it so again',
  )
const t0 = performance.now()
const all = readShipped()
log(`read ${all.length} series from ${TRAINING_FILES.length} files`)
const since = a.since
const train = all
  .filter((s) => heldOut(s) === null)
  .map((s) => (since === undefined ? s : { ...s, points: s.points.filter((p) => p.date >= since) }))
if (a.recalibrate && !a.model && given) {
  const model = recalibrate(given, train, opts, log)
  await write(model, MODEL)
  process.exit(0)
}
const loaded = a.model ? given : undefined
const model = loaded
  ? a.recalibrate
    ? recalibrate(loaded, train, opts, log)
    : loaded
  : trainForecastModel(train, opts, log)
if (a.weight !== undefined) Object.assign(model, { weight: opts.weight, weights: undefined })
const trainSeconds = (performance.now() - t0) / 1000
log(`trained in ${trainSeconds.toFixed(0)} s; band factors ${model.band.join(', ')}`)

const out = a.model ? (a.recalibrate ? a.out : undefined) : (a.out ?? (isSplit ? undefined : MODEL))
if (out) await write(model, out)

async function write(m: ForecastModel, file: string) {
  // Formatted as the repository's prettier formats it, so `npm run lint` passes on the committed
  // file and a re-run gives the same bytes.
  const options = (await prettier.resolveConfig(MODEL)) ?? {}
  const text = await prettier.format(JSON.stringify(m), { ...options, parser: 'json' })
  writeFileSync(file, text)
  log(`wrote ${path.relative(process.cwd(), file)} (${(text.length / 1024).toFixed(0)} KB)`)
}

const minReports =
  num('min-reports', a['min-reports'], (n) => whole(n) && n >= 68) ?? EVAL_MIN_REPORTS
if (a.data !== undefined && (!a.evaluate || !a.model || isSplit))
  fail('--data scores a given --model with --evaluate, without a split')
if (a.evaluate && a.data !== undefined) {
  const file = readShippedFile(a.data).map((s) => {
    const key = [s.commodity, s.state, s.district, s.market, s.variety].join(' / ')
    return {
      key,
      group: [s.state, s.district, s.market].join(' / '),
      commodity: s.commodity,
      source: a.data ?? '',
      points: [...s.points],
    }
  })
  evaluate({
    test: file
      .filter((s) => new Set(s.points.map((p) => p.date)).size >= minReports)
      .map((s) => ({ s, kind: 'file' })),
    all: file,
    model,
    split: { data: a.data, minReports },
    trainSeconds,
    json: a.json,
    rows: a.rows,
    points: a.points,
  })
} else if (a.evaluate) {
  const cut = a.before === undefined ? null : dayNumber(a.before)
  const test = all
    .flatMap((s) => {
      const kind =
        heldOut(s) ??
        (fold === undefined && commodityFold === undefined && excludedMarkets === undefined
          ? 'period'
          : null)
      if (kind === null) return []
      const days = new Set(s.points.map((p) => p.date))
      if (days.size < minReports) return []
      if (cut !== null) {
        let last = -Infinity
        for (const d of days) last = Math.max(last, dayNumber(d) ?? -Infinity)
        // The backtest's first origin is the last day minus (ORIGINS + H − 1) = 66 days.
        if (last - 66 < cut) return []
      }
      return [{ s, kind }]
    })
    .slice(0, num('max-test', a['max-test'], (n) => whole(n) && n > 0) ?? Infinity)
  // The same trees with the third pass's calibration (no shrinkage), fitted on the same markets.
  const earlier =
    (opts.shrink || opts.shrinkShare) && !a.model
      ? recalibrate(model, train, { ...opts, shrink: false, shrinkShare: false }, log)
      : undefined
  evaluate({
    test,
    all,
    model,
    earlier,
    split: {
      fold: fold ?? null,
      commodityFold: commodityFold ?? null,
      ...(excludedMarkets === undefined ? {} : { excludeMarkets: a['exclude-markets'] }),
      before: a.before ?? null,
      ...(a.since === undefined ? {} : { since: a.since }),
      ...(every === undefined ? {} : { every }),
    },
    ...(every === undefined || a.before === undefined
      ? {}
      : { origins: { from: a.before, every } }),
    trainSeconds,
    json: a.json,
    rows: a.rows,
    points: a.points,
  })
}
