import { createReadStream } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createGunzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { addPriceRow, priceCsvHeader, type ParsedPrices } from '#core/market-prices/price-csv.ts'
import type { PriceRecord } from '#core/market-prices/prices.ts'
import type { Database } from '#server/db/client.ts'
import { csvRowStream } from '#server/lib/csv.ts'
import type { StopFn } from '#server/lib/stop-fn.ts'
import { alertForecasts } from './alert-forecasts.ts'
import {
  importPrices,
  readPriceFile,
  recordKey,
  uniqueRecords,
  type ImportResult,
} from './import.ts'
import { startIngester } from './ingester.ts'
import { loadStatusOf, type LoadStatus } from './load-status.ts'
import { hasAnyPrices } from './market-prices.repo.ts'
import {
  analyzePrices,
  copyIntoEmptyEmbedded,
  dataFileProgress,
  insertNewPrices,
  saveDataFileProgress,
} from './price-import.repo.ts'

/**
 * The price data shipped with the app (see data/SOURCES.md), in loading order. `atStart` files
 * are loaded into an empty database before the server listens (about 26,000 rows: the newest
 * all-India prices of every crop, and the 2021 snapshot); the others after it listens, in the
 * background, a chunk at a time, so the first start stays fast (under 15 s on a new data
 * directory, also on a busy machine). The 2024–2026 staples come first of those: the newest
 * prices, and the series today's forecasts are made from. A database that loaded the earlier
 * files loads one added here at its next start.
 */
export const SHIPPED = [
  { name: 'all-india-snapshot-2025-12.csv.gz', atStart: true },
  { name: 'snapshot.json.gz', atStart: true },
  { name: 'recent-staples-2024-2026.csv.gz', atStart: false },
  { name: 'history.csv.gz', atStart: false },
  { name: 'kerala-spices-2021-2025.csv.gz', atStart: false },
  { name: 'broad-history-2016-2023.csv.gz', atStart: false },
].map((f) => ({ ...f, path: fileURLToPath(new URL(`./data/${f.name}`, import.meta.url)) }))

/** The files loaded before the server listens. */
export const SHIPPED_FILES = SHIPPED.filter((f) => f.atStart).map((f) => f.path)

/** Rows a background transaction adds: small enough that a request waits at most a moment. */
export const BACKGROUND_CHUNK = 10_000

/** Any fixed 64-bit number, the same on every node: one node loads, the others wait and skip. */
const LOAD_LOCK = 727_274_003

const markLoaded = async (database: Database, names: readonly string[]) => {
  for (const name of names)
    await saveDataFileProgress(database.db, { name, rowsTotal: 0, rowsDone: 0, finished: true })
}

/**
 * Loads the `atStart` files when `market_prices` is empty; returns what was loaded, or null when
 * there was data already. Embedded: one process owns the database, so a plain check, then COPY in
 * one transaction. PostgreSQL: the check and a batched load share one transaction holding an
 * advisory lock, so nodes starting together load once (the others wait, then find data).
 */
export async function loadShippedData(database: Database): Promise<ImportResult | null> {
  const names = SHIPPED.filter((f) => f.atStart).map((f) => f.name)
  if (database.kind === 'embedded') {
    if (await hasAnyPrices(database.db)) return null
    const files = await Promise.all(SHIPPED_FILES.map((f) => readPriceFile(f)))
    const parts = files.map((f) => uniqueRecords(f.parsed))
    // One list without a repeated key across the files, so one COPY fills the empty table (a
    // second list would go through a staging table, twice as slow); a record another file
    // already gave counts as already present, as it would in the database.
    const seen = new Set<string>()
    const all = parts
      .flatMap((p) => p.unique)
      .filter((r) => {
        const k = recordKey(r)
        if (seen.has(k)) return false
        seen.add(k)
        return true
      })
    const r = await copyIntoEmptyEmbedded(
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an embedded database (checked above) always has its PGlite instance
      database.pglite!,
      [all],
    )
    const repeats = parts.reduce((n, p) => n + p.unique.length, 0) - all.length
    await analyzePrices(database.db)
    await markLoaded(database, names)
    return {
      added: r.added,
      alreadyPresent: r.alreadyPresent + repeats,
      updated: 0,
      rejected: parts.flatMap((p) => p.rejected),
    }
  }
  const loaded = await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`)
    if (await hasAnyPrices(tx)) return null
    const total: ImportResult = { added: 0, updated: 0, alreadyPresent: 0, rejected: [] }
    for (const file of SHIPPED_FILES) {
      const { parsed } = await readPriceFile(file)
      const r = await importPrices(tx, parsed)
      total.added += r.added
      total.updated += r.updated
      total.alreadyPresent += r.alreadyPresent
      total.rejected.push(...r.rejected)
    }
    await analyzePrices(tx)
    return total
  })
  if (loaded) await markLoaded(database, names)
  return loaded
}

/** The rows of a gzip-compressed CSV file, parsed as a stream (constant memory). */
const gzipCsvRows = (path: string) => csvRowStream(createReadStream(path).pipe(createGunzip()))

/**
 * The lines of a gzip-compressed file, counted in its bytes (LF, or CR in a file without LF): at
 * least its CSV rows, since a quoted cell may span lines. A fifth of a CSV parse's CPU time (0.5 s
 * against 2.5 s on the broad history).
 */
async function gzipLineCount(path: string): Promise<number> {
  let lf = 0
  let cr = 0
  let last = 0x0a
  for await (const chunk of createReadStream(path).pipe(createGunzip()) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, i + 1)) lf++
    if (lf === 0) for (let i = chunk.indexOf(0x0d); i !== -1; i = chunk.indexOf(0x0d, i + 1)) cr++
    if (chunk.length) last = chunk[chunk.length - 1] ?? last
  }
  const breaks = lf || cr
  return last === 0x0a || last === 0x0d ? breaks : breaks + 1
}

type Chunk = { to: number; records: PriceRecord[] }

/**
 * A shipped file as chunks of checked records: `total` rows, and `chunks(skip, size)` yielding
 * `size` rows at a time after the first `skip`. A CSV is streamed twice (its lines counted, then
 * its rows parsed) rather than held in memory: the broad history is 45 MB of text. `total` counts
 * lines, so it is exact unless a quoted cell spans lines; the finished file records its rows.
 */
async function openChunks(path: string): Promise<{
  total: number
  chunks: (skip: number, size: number) => AsyncIterable<Chunk> | Iterable<Chunk>
}> {
  if (!path.endsWith('.csv.gz')) {
    const { parsed } = await readPriceFile(path)
    const records = parsed.records.map((r) => r.value)
    return {
      total: records.length,
      *chunks(skip, size) {
        for (let from = skip; from < records.length; from += size) {
          const to = Math.min(records.length, from + size)
          yield { to, records: records.slice(from, to) }
        }
      },
    }
  }
  const lines = await gzipLineCount(path)
  return {
    total: Math.max(0, lines - 1), // the header is not a row
    async *chunks(skip, size) {
      let header: ReturnType<typeof priceCsvHeader> | null = null
      let seen = 0
      let inBatch = 0
      let batch: ParsedPrices = { records: [], rejected: [] }
      const take = () => {
        const records = batch.records.map((x) => x.value)
        batch = { records: [], rejected: [] }
        inBatch = 0
        return records
      }
      for await (const row of gzipCsvRows(path)) {
        if (header === null) {
          header = priceCsvHeader(row.cells)
          continue
        }
        if (seen++ < skip) continue
        // A file without the needed columns gives no records (its rows still count as read).
        if (!('missing' in header)) addPriceRow(batch, header, row)
        if (++inBatch === size) yield { to: seen, records: take() }
      }
      if (inBatch) yield { to: seen, records: take() }
    },
  }
}

/**
 * Says in `status` which shipped file the background load starts with (its rows as far as they were
 * counted before, 0 of 0 when never): set before the server listens, a page asking right after start
 * learns that the history is on its way rather than that nothing is loading.
 */
export async function announceRemainingFiles(
  database: Database,
  status: LoadStatus,
  files: ReadonlyArray<{ name: string }> = SHIPPED,
): Promise<void> {
  const progress = await dataFileProgress(database.db)
  const next = files.find((f) => !progress.find((p) => p.name === f.name)?.finished)
  if (next) status.loading = loadingFrom(next.name, progress)
}

/** A file's load as its saved progress tells it, before its rows are counted (0 of 0 when never). */
function loadingFrom(
  name: string,
  progress: ReadonlyArray<{ name: string; rowsDone: number; rowsTotal: number }>,
): NonNullable<LoadStatus['loading']> {
  const saved = progress.find((p) => p.name === name)
  return { file: name, rowsDone: saved?.rowsDone ?? 0, rowsTotal: saved?.rowsTotal ?? 0 }
}

/**
 * Loads the shipped files not loaded yet (in SHIPPED order), BACKGROUND_CHUNK rows a transaction,
 * recording after each chunk how far it got, so a restart resumes there. On PostgreSQL each chunk
 * takes an advisory lock and skips work another node has done. Sets `status` as it goes.
 */
export async function loadRemainingFiles(
  database: Database,
  status: LoadStatus,
  opts: {
    log?: FastifyBaseLogger
    stopped?: () => boolean
    /** The files to load (the shipped ones by default; tests pass their own). */
    files?: ReadonlyArray<{ name: string; path: string }>
    chunkRows?: number
  } = {},
): Promise<void> {
  const stopped = opts.stopped ?? (() => false)
  const chunkRows = opts.chunkRows ?? BACKGROUND_CHUNK
  // Rows added since the forecasts were last told (a file part-way at a stop or a failure too).
  let unannounced = false
  try {
    for (const file of opts.files ?? SHIPPED) {
      const progress = await dataFileProgress(database.db)
      const saved = progress.find((p) => p.name === file.name)
      if (saved?.finished) continue
      // Named while its rows are counted, not the previous file's last figures.
      status.loading = loadingFrom(file.name, progress)
      const started = performance.now()
      const { total, chunks } = await openChunks(file.path)
      let done = Math.min(saved?.rowsDone ?? 0, total)
      let added = 0
      status.loading = { file: file.name, rowsDone: done, rowsTotal: total }
      for await (const { to, records } of chunks(done, chunkRows)) {
        // The embedded database runs its queries on this thread and answers without a macrotask
        // turn: without this yield the whole load would hold the event loop (requests, timers).
        await new Promise((resolve) => setImmediate(resolve))
        if (stopped()) return
        added += await database.db.transaction(async (tx) => {
          if (database.kind === 'postgres') {
            await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK})`)
            const now = (await dataFileProgress(tx)).find((p) => p.name === file.name)
            if (now && (now.finished || now.rowsDone >= to)) return 0
          }
          const n = await insertNewPrices(tx, records)
          await saveDataFileProgress(tx, {
            name: file.name,
            rowsTotal: total,
            rowsDone: to,
            finished: false,
          })
          return n
        })
        if (added > 0) unannounced = true
        done = to
        status.loading = { file: file.name, rowsDone: done, rowsTotal: total }
      }
      if (stopped()) return
      await saveDataFileProgress(database.db, {
        name: file.name,
        rowsTotal: done,
        rowsDone: done,
        finished: true,
      })
      if (unannounced) {
        // Each file's rows count as soon as it is in: the staples' forecasts need not wait for the
        // long history behind them (fresh statistics for the planner, forecasts made again).
        await analyzePrices(database.db)
        status.generation += 1
        unannounced = false
      }
      opts.log?.info(
        { file: file.name, rows: total, added, ms: Math.round(performance.now() - started) },
        'loaded a shipped price file in the background',
      )
    }
  } catch (err) {
    // A failed background load leaves the data it added; the next start resumes after it.
    opts.log?.error({ err }, 'loading the shipped price data failed')
  } finally {
    status.loading = null
    if (unannounced) status.generation += 1
  }
}

/**
 * Loads the shipped market data: the newest prices into an empty database before the server
 * listens, the long history after (in the background); then starts the data.gov.in ingester.
 */
export async function marketDataStartup(app: FastifyInstance): Promise<StopFn | void> {
  const { env, database } = app
  const stops: StopFn[] = []
  if (env.LOAD_MARKET_DATA) {
    const started = performance.now()
    const loaded = await loadShippedData(database)
    if (loaded) {
      app.log.info(
        {
          added: loaded.added,
          rejected: loaded.rejected.length,
          ms: Math.round(performance.now() - started),
        },
        'loaded the shipped Agmarknet price data',
      )
      // Alerts set before a data directory was reset judge the shipped prices.
      await app.newPrices.announce({ forecasts: alertForecasts(() => database.db) }, app.log)
    }
    let stopping = false
    const status = loadStatusOf(database)
    await announceRemainingFiles(database, status)
    const background = loadRemainingFiles(database, status, {
      log: app.log,
      stopped: () => stopping,
    }).then(async () => {
      if (stopping) return
      await app.newPrices.announce({ forecasts: alertForecasts(() => database.db) }, app.log)
    })
    stops.push(async () => {
      stopping = true
      await background
    })
  }
  if (env.JOBS && env.DATA_GOV_IN_API_KEY) {
    stops.push(
      startIngester(
        database.db,
        {
          baseUrl: env.DATA_GOV_IN_URL,
          apiKey: env.DATA_GOV_IN_API_KEY,
          timeoutMs: env.DATA_GOV_IN_TIMEOUT,
          intervalMs: env.DATA_GOV_IN_INTERVAL,
          announce: (news) => app.newPrices.announce(news, app.log),
        },
        app.log,
      ),
    )
  }
  if (stops.length === 0) return
  return async () => {
    for (const stop of stops.reverse()) await stop()
  }
}
