// `npm run data:import -- FILE`: loads mandi prices from a CSV in history.csv's columns or a
// data.gov.in JSON response (either may be gzip-compressed) into the database the server uses.
// Idempotent: a second run adds nothing. Prints rows added, already present and rejected, with the
// reason for each rejected row.
import path from 'node:path'
import {
  importPrices,
  PriceFileError,
  readPriceFile,
} from '#server/features/market-prices/import.ts'
import { analyzePrices } from '#server/features/market-prices/market-prices.repo.ts'
import { cliArgs } from './args.ts'
import { openForCli } from './open.ts'

const USAGE = `Usage: npm run data:import -- FILE
  FILE   mandi prices: a CSV in history.csv's columns or a data.gov.in JSON response,
         gzip-compressed or not`

const { positionals } = cliArgs(
  { args: process.argv.slice(2), options: {}, allowPositionals: true },
  USAGE,
)
const [file, ...extra] = positionals
if (!file || extra.length) {
  console.error(`${file ? 'one FILE at a time' : 'missing FILE'}\n${USAGE}`)
  process.exit(1)
}

const n = (x: number) => x.toLocaleString('en-IN')
const tty = process.stdout.isTTY
const BAR = 30
let lastDraw = 0
function progress(done: number, total: number) {
  if (!tty) return
  const now = performance.now()
  if (done < total && now - lastDraw < 100) return
  lastDraw = now
  const share = total ? done / total : 1
  const filled = Math.round(share * BAR)
  process.stdout.write(
    `\r[${'#'.repeat(filled)}${'-'.repeat(BAR - filled)}] ${Math.round(share * 100)}% ${n(done)}/${n(total)} rows`,
  )
  if (done >= total) process.stdout.write('\n')
}

let parsedFile
try {
  parsedFile = await readPriceFile(path.resolve(file))
} catch (err) {
  const message =
    err instanceof PriceFileError ? err.message : `Cannot read ${file}: ${(err as Error).message}`
  console.error(message)
  process.exit(1)
}

const { database } = await openForCli()
try {
  const started = performance.now()
  const { format, parsed } = parsedFile
  const result = await importPrices(database.db, parsed, { onProgress: progress })
  if (result.added + result.updated > 0) await analyzePrices(database.db)
  const unit = format === 'csv' ? 'line' : 'record'
  for (const r of result.rejected) console.log(`rejected ${unit} ${r.at}: ${r.reason}`)
  console.log(
    [
      `${path.basename(file)} (${format.toUpperCase()}): ${n(result.added)} rows added`,
      result.updated ? `${n(result.updated)} updated with new prices` : null,
      `${n(result.alreadyPresent)} already present`,
      `${n(result.rejected.length)} rejected`,
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    ]
      .filter(Boolean)
      .join(', ') + '.',
  )
} finally {
  await database.close()
}
