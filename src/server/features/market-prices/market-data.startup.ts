import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '#server/db/client.ts'
import type { StopFn } from '#server/lib/stop-fn.ts'
import { importPrices, readPriceFile, uniqueRecords, type ImportResult } from './import.ts'
import { startIngester } from './ingester.ts'
import { analyzePrices, copyIntoEmptyEmbedded, hasAnyPrices } from './market-prices.repo.ts'

/** The Agmarknet history and snapshot shipped with the app (see data/SOURCES.md). */
export const SHIPPED_FILES = ['history.csv.gz', 'snapshot.json.gz'].map((f) =>
  fileURLToPath(new URL(`./data/${f}`, import.meta.url)),
)

/** Any fixed 64-bit number, the same on every node: one node loads, the others wait and skip. */
const LOAD_LOCK = 727_274_003

/**
 * Loads the shipped files when `market_prices` is empty; returns what was loaded, or null when
 * there was data already. Embedded: one process owns the database, so a plain check, then COPY in
 * one transaction. PostgreSQL: the check and a batched load share one transaction holding an
 * advisory lock, so nodes starting together load once (the others wait, then find data).
 */
export async function loadShippedData(database: Database): Promise<ImportResult | null> {
  if (database.kind === 'embedded') {
    if (await hasAnyPrices(database.db)) return null
    const files = await Promise.all(SHIPPED_FILES.map((f) => readPriceFile(f)))
    const parts = files.map((f) => uniqueRecords(f.parsed))
    const r = await copyIntoEmptyEmbedded(
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an embedded database (checked above) always has its PGlite instance
      database.pglite!,
      parts.map((p) => p.unique),
    )
    await analyzePrices(database.db)
    return { ...r, updated: 0, rejected: parts.flatMap((p) => p.rejected) }
  }
  return database.db.transaction(async (tx) => {
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
}

/** Loads the shipped market data into an empty database, and starts the ingester. */
export async function marketDataStartup(app: FastifyInstance): Promise<StopFn | void> {
  const { env, database } = app
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
    }
  }
  if (!env.JOBS || !env.DATA_GOV_IN_API_KEY) return
  return startIngester(
    database.db,
    {
      baseUrl: env.DATA_GOV_IN_URL,
      apiKey: env.DATA_GOV_IN_API_KEY,
      timeoutMs: env.DATA_GOV_IN_TIMEOUT,
      intervalMs: env.DATA_GOV_IN_INTERVAL,
    },
    app.log,
  )
}
