// `npm run data:import -- [FILE...]`: loads mandi prices from CSVs in history.csv's columns,
// data.gov.in JSON responses or Agmarknet's monthly market-wise reports (with --commodity and
// --state; their arrivals are kept), any of them gzip-compressed, into the database the server uses;
// without a FILE, the price files shipped with the app (all of them, now, instead of the server's
// background load). Idempotent: a second run adds nothing. Shows a progress bar per file, then rows
// added, already present and rejected, with the reason for each rejected row.
import path from 'node:path'
import {
  importPrices,
  PriceFileError,
  readPriceFile,
} from '#server/features/market-prices/import.ts'
import { alertForecasts } from '#server/features/market-prices/alert-forecasts.ts'
import { SHIPPED } from '#server/features/market-prices/market-data.startup.ts'
import {
  analyzePrices,
  saveDataFileProgress,
} from '#server/features/market-prices/price-import.repo.ts'
import { alertLinksOf, evaluatePriceAlerts } from '#server/features/alerts/price-alerts.ts'
import { cliArgs } from './args.ts'
import { openForCli } from './open.ts'

const USAGE = `Usage: npm run data:import -- [--commodity NAME --state NAME] [FILE...]
  FILE   mandi prices: a CSV in history.csv's columns, a data.gov.in JSON response, or an
         Agmarknet monthly market-wise report (header 'Market,Arrival Date,Arrivals (Tonnes),…'),
         gzip-compressed or not. Without FILE: the price files shipped with the app
         (${SHIPPED.map((f) => f.name).join(', ')}).
  --commodity NAME, --state NAME
         the crop and the state of the market-wise reports given (they name neither), e.g.
         --commodity Onion --state Maharashtra; their arrivals are kept beside the prices`

const { values: opts, positionals } = cliArgs(
  {
    args: process.argv.slice(2),
    options: { commodity: { type: 'string' }, state: { type: 'string' } },
    allowPositionals: true,
  },
  USAGE,
)
const shipped = positionals.length === 0
const files = shipped ? SHIPPED.map((f) => f.path) : positionals.map((f) => path.resolve(f))

const n = (x: number) => x.toLocaleString('en-IN')
const tty = process.stdout.isTTY
const BAR = 30

/** A progress bar on a terminal (redrawn at most every 100 ms); a line per 25 % otherwise. */
function progressBar(label: string) {
  let lastDraw = 0
  let lastQuarter = -1
  return (done: number, total: number) => {
    const share = total ? done / total : 1
    if (!tty) {
      const quarter = Math.floor(share * 4)
      if (quarter !== lastQuarter) {
        lastQuarter = quarter
        console.log(`${label}: ${Math.round(share * 100)}% (${n(done)}/${n(total)} rows)`)
      }
      return
    }
    const now = performance.now()
    if (done < total && now - lastDraw < 100) return
    lastDraw = now
    const filled = Math.round(share * BAR)
    process.stdout.write(
      `\r${label} [${'#'.repeat(filled)}${'-'.repeat(BAR - filled)}] ${Math.round(share * 100)}% ${n(done)}/${n(total)} rows`,
    )
    if (done >= total) process.stdout.write('\n')
  }
}

// Price alerts carry links to the site: PUBLIC_URL, or the address the server recorded.
const { env, database } = await openForCli({ writesMessages: true })
let failed = false
let changed = false
const startedAll = performance.now()
try {
  for (const file of files) {
    const name = path.basename(file)
    let read
    try {
      read = await readPriceFile(file, { commodity: opts.commodity, state: opts.state })
    } catch (err) {
      console.error(
        err instanceof PriceFileError
          ? `${name}: ${err.message}`
          : `Cannot read ${file}: ${(err as Error).message}`,
      )
      failed = true
      continue
    }
    const started = performance.now()
    const { format, parsed } = read
    const result = await importPrices(database.db, parsed, { onProgress: progressBar(name) })
    if (result.added + result.updated > 0) changed = true
    if (shipped) {
      const rows = parsed.records.length
      await saveDataFileProgress(database.db, {
        name,
        rowsTotal: rows,
        rowsDone: rows,
        finished: true,
      })
    }
    const unit = format === 'json' ? 'record' : 'line'
    for (const r of result.rejected) console.log(`rejected ${unit} ${r.at}: ${r.reason}`)
    console.log(
      [
        `${name} (${format.toUpperCase()}): ${n(result.added)} rows added`,
        result.updated ? `${n(result.updated)} updated with new prices` : null,
        `${n(result.alreadyPresent)} already present`,
        `${n(result.rejected.length)} rejected`,
        `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      ]
        .filter(Boolean)
        .join(', ') + '.',
    )
  }
  if (changed) {
    await analyzePrices(database.db)
    const alerts = await evaluatePriceAlerts(database.db, alertLinksOf(env), {
      forecasts: alertForecasts(() => database.db),
    })
    if (alerts.fired > 0) console.log(`Price alerts: ${n(alerts.fired)} sent.`)
  }
  if (files.length > 1)
    console.log(`All done in ${((performance.now() - startedAll) / 1000).toFixed(1)} s.`)
} finally {
  await database.close()
}
if (failed) process.exit(1)
