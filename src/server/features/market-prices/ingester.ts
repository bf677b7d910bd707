import { sql } from 'drizzle-orm'
import type { Rejected } from '#core/market-prices/price-csv.ts'
import type { Db } from '#server/db/client.ts'
import type { NewPrices } from '#server/services/new-prices.ts'
import { alertForecasts } from './alert-forecasts.ts'
import { asDataGovResponse, importPrices, parseDataGovRecords } from './import.ts'

/**
 * The data.gov.in client: pulls the Agmarknet daily price resource
 * page by page and upserts what it gets. A failure (HTTP error, timeout, bad JSON) stops the run,
 * keeps every price already stored (and the pages already imported) and says why in the log.
 */

export const DATA_GOV_RESOURCE = '9ef84268-d588-465a-a308-a864a43d0070'
/** Records asked for in one request to data.gov.in. */
export const DATA_GOV_PAGE_LIMIT = 4000
/** Upper bound on pages in one run (1,000,000 records), against a server that never says "done". */
export const MAX_PAGES = 250
export const INGEST_SOURCE = 'data.gov.in'
/** Any fixed 64-bit number, the same on every node: guards the "is a run due?" check. */
const INGEST_LOCK = 727_274_004

export interface IngestConfig {
  baseUrl: string
  apiKey: string
  timeoutMs: number
}

export interface Logger {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

export interface IngestReport {
  ok: boolean
  /** Why the run stopped early (ok = false). */
  error?: string
  pages: number
  records: number
  added: number
  updated: number
  alreadyPresent: number
  rejected: Rejected[]
}

/** The request URL of one page (the API key travels as a query parameter, as data.gov.in wants). */
export function pageUrl(cfg: IngestConfig, offset: number): string {
  const url = new URL(
    `resource/${DATA_GOV_RESOURCE}`,
    cfg.baseUrl.endsWith('/') ? cfg.baseUrl : `${cfg.baseUrl}/`,
  )
  url.searchParams.set('api-key', cfg.apiKey)
  url.searchParams.set('format', 'json')
  url.searchParams.set('offset', String(offset))
  url.searchParams.set('limit', String(DATA_GOV_PAGE_LIMIT))
  return url.toString()
}

async function fetchPage(cfg: IngestConfig, offset: number, signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(cfg.timeoutMs)
  const both = signal ? AbortSignal.any([signal, timeout]) : timeout
  let res: Response
  let text: string
  try {
    res = await fetch(pageUrl(cfg, offset), {
      signal: both,
      headers: { accept: 'application/json' },
    })
    text = await res.text()
  } catch (err) {
    if (timeout.aborted) {
      throw new Error(`no answer within ${cfg.timeoutMs} ms (offset ${offset})`, { cause: err })
    }
    if (signal?.aborted) throw new Error('stopped', { cause: err })
    const cause = (err as { cause?: { code?: string; message?: string } }).cause
    throw new Error(`request failed: ${cause?.code ?? cause?.message ?? (err as Error).message}`, {
      cause: err,
    })
  }
  if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText} (offset ${offset})`.trim())
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch (err) {
    throw new Error(`the answer is not JSON (offset ${offset})`, { cause: err })
  }
  return asDataGovResponse(body)
}

/** One full pull: every page while records remain; imports each page as it arrives. */
export async function ingestDataGov(
  db: Db,
  cfg: IngestConfig,
  signal?: AbortSignal,
): Promise<IngestReport> {
  const report: IngestReport = {
    ok: true,
    pages: 0,
    records: 0,
    added: 0,
    updated: 0,
    alreadyPresent: 0,
    rejected: [],
  }
  let offset = 0
  try {
    while (report.pages < MAX_PAGES) {
      const page = await fetchPage(cfg, offset, signal)
      report.pages++
      const n = page.records.length
      if (n === 0) break
      const parsed = parseDataGovRecords(page.records, offset + 1)
      const r = await importPrices(db, parsed)
      report.records += n
      report.added += r.added
      report.updated += r.updated
      report.alreadyPresent += r.alreadyPresent
      report.rejected.push(...r.rejected)
      offset += n
      const total = Number(page.total)
      if (Number.isFinite(total) && total > 0 ? offset >= total : n < DATA_GOV_PAGE_LIMIT) break
    }
  } catch (err) {
    report.ok = false
    report.error = (err as Error).message
  }
  return report
}

const rows = async <T>(
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  q: ReturnType<typeof sql>,
) => ((await db.execute(q)) as unknown as { rows: T[] }).rows

/**
 * Claims the next run for this node when one is due: under an advisory lock, a run counts as due
 * when none started within `dueAfterMs`. Another node that finds the lock taken, or a recent
 * start, skips. Times come from the database clock, so nodes with skewed clocks agree.
 */
export async function claimRun(db: Db, dueAfterMs: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lock] = await rows<{ locked: boolean }>(
      tx,
      sql`select pg_try_advisory_xact_lock(${INGEST_LOCK}) as locked`,
    )
    if (!lock?.locked) return false
    const [recent] = await rows<{ one: number }>(
      tx,
      sql`select 1 as one from ingest_runs where source = ${INGEST_SOURCE}
          and last_started_at > now() - make_interval(secs => ${dueAfterMs / 1000})`,
    )
    if (recent) return false
    await tx.execute(sql`
      insert into ingest_runs (source, last_started_at, last_status) values (${INGEST_SOURCE}, now(), 'running')
      on conflict (source) do update set last_started_at = now(), last_status = 'running',
        last_finished_at = null, last_message = null`)
    return true
  })
}

async function recordRun(db: Db, report: IngestReport) {
  await db.execute(sql`
    update ingest_runs set last_finished_at = now(), last_status = ${report.ok ? 'ok' : 'failed'},
      last_message = ${report.error ?? null}, rows_added = ${report.added}, rows_updated = ${report.updated},
      rows_rejected = ${report.rejected.length}
    where source = ${INGEST_SOURCE}`)
}

/** Runs the pull when this node claims it; returns the report, or null when the run was skipped. */
export async function runIngestIfDue(
  db: Db,
  cfg: IngestConfig & { dueAfterMs: number; announce?: (news: NewPrices) => Promise<void> },
  log: Logger,
  signal?: AbortSignal,
): Promise<IngestReport | null> {
  if (!(await claimRun(db, cfg.dueAfterMs))) {
    log.info({ source: INGEST_SOURCE }, 'market price ingest skipped: another node ran it recently')
    return null
  }
  const report = await ingestDataGov(db, cfg, signal)
  await recordRun(db, report)
  const summary = {
    source: INGEST_SOURCE,
    pages: report.pages,
    records: report.records,
    added: report.added,
    updated: report.updated,
    alreadyPresent: report.alreadyPresent,
    rejected: report.rejected.length,
    rejectedExamples: report.rejected.slice(0, 5),
  }
  if (report.ok) log.info(summary, 'market prices ingested from data.gov.in')
  else
    log.warn(
      { ...summary, reason: report.error },
      `market price ingest failed, keeping the prices we have: ${report.error}`,
    )
  // The pages imported before a failure are committed: the features that follow prices (alerts)
  // hear of them too.
  if (cfg.announce && report.added + report.updated > 0) {
    await cfg.announce({ forecasts: alertForecasts(() => db) })
  }
  return report
}

/**
 * Runs the ingester now and then on a timer. Each node checks every quarter interval and runs when
 * no node started a run in the last 7/8 of an interval, so the nodes together run about once per
 * interval, and another node takes over within a quarter interval when one stops.
 */
export function startIngester(
  db: Db,
  cfg: IngestConfig & { intervalMs: number; announce?: (news: NewPrices) => Promise<void> },
  log: Logger,
): () => Promise<void> {
  const tick = Math.max(1000, Math.floor(cfg.intervalMs / 4))
  const dueAfterMs = cfg.intervalMs - tick / 2
  const controller = new AbortController()
  let running: Promise<void> | undefined
  let stopped = false
  const run = () => {
    if (running || stopped) return
    running = runIngestIfDue(db, { ...cfg, dueAfterMs }, log, controller.signal)
      .then(() => undefined)
      .catch((err: unknown) =>
        log.warn({ err }, `market price ingest failed: ${(err as Error).message}`),
      )
      .finally(() => {
        running = undefined
      })
  }
  const first = setTimeout(run, 0)
  const timer = setInterval(run, tick)
  timer.unref()
  return async () => {
    stopped = true
    clearTimeout(first)
    clearInterval(timer)
    controller.abort()
    await running
  }
}
