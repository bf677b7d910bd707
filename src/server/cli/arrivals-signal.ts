// Development tool (docs/forecast.md, "Thirteenth pass"): do arrivals forecast a market's price a
// week ahead, beyond its last price change? Reads Agmarknet monthly market-wise reports (with their
// 'Arrivals (Tonnes)' column) from DIR/<COMMODITY>/<STATE>/*.csv, or the same rows as one CSV
// (--csv; --write-csv writes one from --dir), and runs core/forecast/
// arrivals-signal.ts on them: fitted on half of the markets before --before, scored on the other
// half from it, then swapped. With --check FILE (a history.csv-style file, gzipped or not) it first
// counts how many of the reports' prices that file has for the same commodity, state, market,
// variety and day, and how many of those agree.
//
// With --model FILE (a forecast model trained without these markets: forecast:train
// --exclude-markets) it runs the fourteenth pass's test instead: FarmTrek's own forecast from the
// shipped history, as it is, corrected by a level, and corrected by the arrival anomalies.
//
//   npx tsx src/server/cli/arrivals-signal.ts --csv src/server/features/market-prices/data/arrivals-2020-2021.csv.gz
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { dayNumber, isoFromDay } from '#core/dates/dates.ts'
import {
  ARRIVALS_MODELS,
  arrivalsCorrection,
  arrivalsSignal,
  CORRECTION_MODELS,
  type ArrivalsPoint,
  type ArrivalsSwap,
  type BaseForecaster,
} from '#core/forecast/arrivals-signal.ts'
import {
  createForecaster,
  isError,
  peerFinder,
  prepareSeries,
  type ForecastModel,
} from '#core/forecast/index.ts'
import {
  agmarknetName,
  readMarketwiseReport,
  type ReportRow,
} from '#core/market-prices/agmarknet-report.ts'
import { csvRows } from '#server/lib/csv.ts'
import { cliArgs } from './args.ts'
import { readShipped, readTextFile, type ShippedSeries } from './forecast-data.ts'

const USAGE = `Usage: npx tsx src/server/cli/arrivals-signal.ts (--dir DIR | --csv FILE) [--before 2021-01-01] [--exclude-state S,...] [--check FILE] [--write-csv FILE] [--json]
  --dir DIR            reports as DIR/<COMMODITY>/<STATE>/<any>.csv (folder names as Agmarknet's, e.g. ONION/MAHARASHTRA)
  --csv FILE           the reports' rows as one CSV (gzipped or not): date, state, market, commodity,
                       variety, min_price, max_price, modal_price, arrivals_tonnes
  --write-csv FILE     write the rows read (every state) as such a CSV (gzipped when FILE ends .gz)
  --before DATE        fit on origins before DATE, score from it (default 2021-01-01)
  --exclude-state S    leave out these states (comma-separated, as in the folder names, any case)
  --check FILE         compare the reports' prices with a history.csv-style file first
  --model FILE         score FarmTrek's forecast (this model, peers from the shipped history) and its
                       corrections instead of the linear models; train FILE without these markets
  --json               one line of JSON instead of the table`

const { values: a } = cliArgs(
  {
    args: process.argv.slice(2),
    options: {
      dir: { type: 'string' },
      before: { type: 'string', default: '2021-01-01' },
      'exclude-state': { type: 'string', default: '' },
      check: { type: 'string' },
      csv: { type: 'string' },
      'write-csv': { type: 'string' },
      model: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  },
  USAGE,
)
const fail = (message: string): never => {
  console.error(`${message}\n${USAGE}`)
  process.exit(2)
}
const cut = dayNumber(a.before) ?? fail(`--before: '${a.before}' is not a date (YYYY-MM-DD)`)
if (!a.dir === !a.csv) fail('give the reports as --dir DIR or as --csv FILE (one of them)')
const excluded = new Set(
  a['exclude-state']
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean),
)

/** One row of a report, with the commodity and state its folder names. */
type Row = ReportRow & { commodity: string; state: string }
const CSV_COLUMNS = [
  'date',
  'state',
  'market',
  'commodity',
  'variety',
  'min_price',
  'max_price',
  'modal_price',
  'arrivals_tonnes',
] as const

const rows: Row[] = []
let files = 0
if (a.dir) {
  const dir = a.dir
  for (const c of readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    for (const s of readdirSync(path.join(dir, c.name), { withFileTypes: true }).filter((e) =>
      e.isDirectory(),
    )) {
      const [commodity, state] = [agmarknetName(c.name), agmarknetName(s.name)]
      for (const f of readdirSync(path.join(dir, c.name, s.name))
        .filter((n) => n.endsWith('.csv'))
        .sort()) {
        const file = path.join(dir, c.name, s.name, f)
        const read = readMarketwiseReport(readFileSync(file, 'utf8'))
        if ('error' in read) fail(`${file}: ${read.error}`)
        files++
        for (const r of read as ReportRow[]) rows.push({ ...r, commodity, state })
      }
    }
  }
} else {
  const file = a.csv ?? ''
  const [header, ...lines] = csvRows(readTextFile(file))
  const at = CSV_COLUMNS.map((name) => {
    const i = header?.cells.indexOf(name) ?? -1
    return i >= 0 ? i : fail(`--csv: ${file} has no '${name}' column`)
  })
  const num = (text: string | undefined) => (text ? Number(text) : null)
  for (const { line, cells } of lines) {
    const [date, state, market, commodity, variety, min, max, modal, arrivals] = at.map(
      (i) => cells[i] ?? '',
    )
    rows.push({
      line,
      date: date ?? '',
      state: state ?? '',
      market: market ?? '',
      commodity: commodity ?? '',
      variety: variety ?? '',
      minPrice: num(min),
      maxPrice: num(max),
      modalPrice: num(modal),
      arrivalsTonnes: num(arrivals),
    })
  }
}
if (a['write-csv']) {
  const cell = (v: string | number | null) => {
    const t = v === null ? '' : String(v)
    return /[",\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t
  }
  const text = [
    CSV_COLUMNS.join(','),
    ...rows.map((r) =>
      [
        r.date,
        r.state,
        r.market,
        r.commodity,
        r.variety,
        r.minPrice,
        r.maxPrice,
        r.modalPrice,
        r.arrivalsTonnes,
      ]
        .map(cell)
        .join(','),
    ),
  ].join('\n')
  const out = a['write-csv']
  writeFileSync(out, out.endsWith('.gz') ? gzipSync(`${text}\n`, { level: 9 }) : `${text}\n`)
  console.log(`wrote ${rows.length} rows to ${out}`)
}

const points: ArrivalsPoint[] = []
const prices: { key: string; modal: number }[] = []
for (const r of rows) {
  if (excluded.has(r.state.toLowerCase())) continue
  if (r.modalPrice === null || r.modalPrice <= 0) continue
  const day = dayNumber(r.date)
  if (day === null) continue
  points.push({
    commodity: r.commodity,
    state: r.state,
    market: r.market,
    variety: r.variety,
    day,
    modalPrice: r.modalPrice,
    arrivalsTonnes: r.arrivalsTonnes,
  })
  prices.push({
    key: [r.commodity, r.date, r.state, r.market, r.variety].join('\u0000'),
    modal: r.modalPrice,
  })
}

let check: { compared: number; agree: number } | undefined
if (a.check) {
  const text = readTextFile(a.check)
  const [header, ...rows] = csvRows(text).map((r) => r.cells)
  const at = (name: string) => {
    const i = header?.indexOf(name) ?? -1
    return i >= 0 ? i : fail(`--check: ${a.check} has no '${name}' column`)
  }
  const cols = ['commodity', 'date', 'state', 'market', 'variety'].map(at)
  const modal = at('modal_price')
  const known = new Map<string, number>()
  for (const r of rows) known.set(cols.map((i) => r[i]).join('\u0000'), Number(r[modal]))
  check = { compared: 0, agree: 0 }
  for (const p of prices) {
    const m = known.get(p.key)
    if (m === undefined) continue
    check.compared++
    if (m === p.modal) check.agree++
  }
}

/**
 * FarmTrek's forecaster for --model, as the product would run it after an operator imported these
 * reports: each series is the reports' prices, with the shipped history's where it has the same
 * series (21 of them), and the peers are every shipped series and every report series.
 */
function farmtrekBase(file: string, reports: readonly ArrivalsPoint[]): BaseForecaster {
  const model = JSON.parse(readFileSync(file, 'utf8')) as ForecastModel
  const forecaster = createForecaster(model)
  const keyOf = (s: { commodity: string; state: string; market: string; variety: string }) =>
    [s.commodity, s.state, s.market, s.variety].join('\u0000')
  const shipped = readShipped()
  const byKey = new Map<string, ShippedSeries>()
  for (const s of shipped) {
    const [state = '', , market = ''] = s.group.split(' / ')
    const variety = s.key.split(' / ').at(-1) ?? ''
    byKey.set(keyOf({ commodity: s.commodity, state, market, variety }), s)
  }
  const pool = [...shipped]
  for (const p of reports) {
    const key = keyOf(p)
    let s = byKey.get(key)
    if (!s) {
      s = {
        key: [p.commodity, p.state, '', p.market, p.variety].join(' / '),
        group: [p.state, '', p.market].join(' / '),
        commodity: p.commodity,
        source: 'reports',
        points: [],
      }
      byKey.set(key, s)
      pool.push(s)
    }
    s.points.push({ date: isoFromDay(p.day), value: p.modalPrice })
  }
  const days = new Map<ShippedSeries, number[]>()
  for (const s of byKey.values()) {
    const seen = new Map(s.points.map((q) => [q.date, q]))
    s.points = [...seen.values()].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0))
    days.set(
      s,
      s.points.map((q) => dayNumber(q.date) ?? 0),
    )
  }
  const peersOf = peerFinder(prepareSeries(pool, 2))
  const peers = new Map<ShippedSeries, ReturnType<typeof peersOf>>()
  return (series, origin) => {
    const s = byKey.get(keyOf(series))
    const d = s && days.get(s)
    if (!s || !d) return null
    let lo = 0
    let hi = d.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((d[mid] ?? 0) <= origin) lo = mid + 1
      else hi = mid
    }
    if (lo === 0 || d[lo - 1] !== origin) return null
    if (!peers.has(s)) peers.set(s, peersOf(s))
    const r = forecaster(s.points.slice(0, lo), 7, {
      asOf: isoFromDay(origin),
      peers: peers.get(s),
    })
    return isError(r) ? null : r.values
  }
}

const swaps: ArrivalsSwap<string>[] = a.model
  ? arrivalsCorrection(points, cut, farmtrekBase(a.model, points))
  : arrivalsSignal(points, cut)
const names: readonly string[] = a.model ? CORRECTION_MODELS : ARRIVALS_MODELS
if (a.json) {
  console.log(JSON.stringify({ files, prices: points.length, check, swaps }))
} else {
  console.log(`${files} reports, ${points.length} prices`)
  if (check) console.log(`--check: ${check.agree} of ${check.compared} prices found there agree`)
  for (const s of swaps) {
    console.log(
      `\nfitted on half ${s.trainHalf} before ${a.before} (${s.trainPoints} points), scored on half ${1 - s.trainHalf} from it (${s.testPoints} points, ${s.testSeries} series)`,
    )
    console.log(
      '| model | mean MAE / naive | pooled MAE / naive | MAPE / naive | better than naive | coefficients at h = 1 |',
    )
    console.log('| --- | ---: | ---: | ---: | ---: | --- |')
    for (const m of names) {
      const x = s.models[m]
      if (!x) continue
      console.log(
        `| ${m} | ${x.meanMaeRatio.toFixed(4)} | ${x.pooledMaeRatio.toFixed(4)} | ${x.mapeRatio.toFixed(4)} | ${x.better} of ${s.testSeries} | ${x.coefH1.map((v) => v.toFixed(3)).join(', ')} |`,
      )
    }
  }
}
