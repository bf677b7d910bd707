import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '#server/test/build-test-app.ts'
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts'
import {
  DATA_GOV_RESOURCE,
  ingestDataGov,
  runIngestIfDue,
  startIngester,
  type IngestConfig,
  type Logger,
} from './ingester.ts'
import { marketDataStartup } from './market-data.startup.ts'

// The shipped copy of snapshot.json: a real data.gov.in response (prices as strings, dd/mm/yyyy).
const snapshot = JSON.parse(
  gunzipSync(
    readFileSync(fileURLToPath(new URL('./data/snapshot.json.gz', import.meta.url))),
  ).toString('utf8'),
) as { records: Array<Record<string, string>>; total: number }
const RECORDS = snapshot.records
/** The fake server caps pages below the 4000 asked for, so a run needs several requests. */
const PAGE = 250

type Mode = 'ok' | 'malformed' | '503' | '503-on-page-2' | 'hang' | 'not-json'
let mode: Mode = 'ok'
const requests: URL[] = []
let server: Server
let baseUrl: string
const hung: ServerResponse[] = []

const MALFORMED = [
  { ...RECORDS[0], arrival_date: '31/02/2021' },
  { ...RECORDS[1], modal_price: '' },
  { ...RECORDS[2], min_price: '2000', max_price: '1000' },
  { ...RECORDS[3], modal_price: 'NaN' },
  'garbage',
]

function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url!, 'http://127.0.0.1')
  requests.push(url)
  if (
    url.pathname !== `/resource/${DATA_GOV_RESOURCE}` ||
    url.searchParams.get('api-key') !== 'test-key'
  ) {
    res.writeHead(403, { 'content-type': 'application/json' }).end('{"error":"Invalid key"}')
    return
  }
  const offset = Number(url.searchParams.get('offset'))
  if (mode === 'hang') {
    hung.push(res) // never answers
    return
  }
  if (mode === '503' || (mode === '503-on-page-2' && offset > 0)) {
    res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>Service Unavailable</h1>')
    return
  }
  if (mode === 'not-json') {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>')
    return
  }
  const all: unknown[] = mode === 'malformed' ? [...MALFORMED, ...RECORDS.slice(10, 20)] : RECORDS
  const limit = Math.min(Number(url.searchParams.get('limit')), PAGE)
  const records = all.slice(offset, offset + limit)
  // The real envelope: total/count numbers, limit/offset strings.
  const body = {
    records,
    total: all.length,
    count: records.length,
    limit: String(limit),
    offset: String(offset),
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
}

let t: TestDatabase
beforeAll(async () => {
  server = createServer(handle)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  t = await createTestDatabase()
})
afterAll(async () => {
  for (const res of hung) res.destroy()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await t.close()
})
beforeEach(async () => {
  mode = 'ok'
  requests.length = 0
  await t.database.db.execute(sql`truncate market_prices, market_price_latest, ingest_runs`)
})

const cfg = (over: Partial<IngestConfig> = {}): IngestConfig => ({
  baseUrl,
  apiKey: 'test-key',
  timeoutMs: 2000,
  ...over,
})
const count = async () =>
  (await t.database.query<{ n: number }>('select count(*)::int as n from market_prices'))[0]!.n
const logs: Array<{ level: string; msg: string; obj: object }> = []
const log: Logger = {
  info: (obj, msg) => logs.push({ level: 'info', msg, obj }),
  warn: (obj, msg) => logs.push({ level: 'warn', msg, obj }),
}

describe('data.gov.in ingester', () => {
  it('asks for json, offset and limit 4000 with the key, and pages while records remain', async () => {
    const r = await ingestDataGov(t.database.db, cfg())
    expect(r).toMatchObject({ ok: true, pages: 3, records: 687, added: 687, rejected: [] })
    expect(requests.map((u) => u.searchParams.get('offset'))).toEqual(['0', '250', '500'])
    for (const u of requests) {
      expect(u.searchParams.get('format')).toBe('json')
      expect(u.searchParams.get('limit')).toBe('4000')
      expect(u.searchParams.get('api-key')).toBe('test-key')
    }
    expect(await count()).toBe(687)
    const [latest] = await t.database.query<{ n: number; d: string }>(
      `select count(*)::int as n, max(arrival_date)::text as d from market_price_latest`,
    )
    // 670 distinct (crop, market, state, district): some markets report several varieties.
    expect(latest).toEqual({ n: 670, d: '2021-05-09' })
    // A second run finds everything present.
    const again = await ingestDataGov(t.database.db, cfg())
    expect(again).toMatchObject({ ok: true, added: 0, alreadyPresent: 687 })
  })

  it('rejects malformed records with reasons and keeps the good ones', async () => {
    mode = 'malformed'
    const r = await ingestDataGov(t.database.db, cfg())
    expect(r.ok).toBe(true)
    expect(r.added).toBe(10)
    expect(r.rejected).toEqual([
      { at: 1, reason: "bad date '31/02/2021'" },
      { at: 2, reason: 'missing price (modal)' },
      { at: 3, reason: 'min > max (2000 > 1000)' },
      { at: 4, reason: 'modal price is not a number' },
      { at: 5, reason: 'not an object' },
    ])
  })

  it('keeps the data it has on HTTP 5xx', async () => {
    await ingestDataGov(t.database.db, cfg())
    mode = '503'
    const r = await ingestDataGov(t.database.db, cfg())
    expect(r).toMatchObject({ ok: false, added: 0 })
    expect(r.error).toMatch(/HTTP 503/)
    expect(await count()).toBe(687)
  })

  it('keeps the pages it got when a later page fails', async () => {
    mode = '503-on-page-2'
    const r = await ingestDataGov(t.database.db, cfg())
    expect(r).toMatchObject({ ok: false, pages: 1, added: 250 })
    expect(await count()).toBe(250)
  })

  it('gives up on a hung connection after the timeout and keeps the data', async () => {
    await ingestDataGov(t.database.db, cfg())
    mode = 'hang'
    const started = performance.now()
    const r = await ingestDataGov(t.database.db, cfg({ timeoutMs: 300 }))
    const took = performance.now() - started
    expect(r.ok).toBe(false)
    expect(r.error).toBe('no answer within 300 ms (offset 0)')
    expect(took).toBeGreaterThanOrEqual(250)
    expect(took).toBeLessThan(5000)
    expect(await count()).toBe(687)
  })

  it('says when the answer is not JSON or the key is refused', async () => {
    mode = 'not-json'
    expect((await ingestDataGov(t.database.db, cfg())).error).toBe(
      'the answer is not JSON (offset 0)',
    )
    mode = 'ok'
    expect((await ingestDataGov(t.database.db, cfg({ apiKey: 'wrong' }))).error).toMatch(/HTTP 403/)
  })
})

describe('scheduling across nodes', () => {
  it('runs once per interval: a second node (or run) within it skips', async () => {
    logs.length = 0
    const first = await runIngestIfDue(t.database.db, { ...cfg(), dueAfterMs: 60_000 }, log)
    expect(first).toMatchObject({ ok: true, added: 687 })
    const second = await runIngestIfDue(t.database.db, { ...cfg(), dueAfterMs: 60_000 }, log)
    expect(second).toBeNull()
    expect(requests).toHaveLength(3)
    const [run] = await t.database.query<{
      last_status: string
      rows_added: number
      last_finished_at: unknown
    }>('select last_status, rows_added, last_finished_at from ingest_runs')
    expect(run).toMatchObject({ last_status: 'ok', rows_added: 687 })
    expect(run!.last_finished_at).not.toBeNull()
    expect(logs.map((l) => l.level)).toEqual(['info', 'info'])
    expect(logs[1]!.msg).toMatch(/skipped/)
  })

  it('runs again once the interval has passed, and records and logs a failure', async () => {
    logs.length = 0
    await runIngestIfDue(t.database.db, { ...cfg(), dueAfterMs: 60_000 }, log)
    mode = '503'
    const again = await runIngestIfDue(t.database.db, { ...cfg(), dueAfterMs: 0 }, log)
    expect(again).toMatchObject({ ok: false })
    const [run] = await t.database.query<{ last_status: string; last_message: string }>(
      'select last_status, last_message from ingest_runs',
    )
    expect(run!.last_status).toBe('failed')
    expect(run!.last_message).toMatch(/HTTP 503/)
    expect(logs.at(-1)).toMatchObject({ level: 'warn' })
    expect(logs.at(-1)!.msg).toMatch(/keeping the prices we have: HTTP 503/)
    expect(await count()).toBe(687)
  })

  it('starts at once on a timer and stops cleanly', async () => {
    const stop = startIngester(t.database.db, { ...cfg(), intervalMs: 60_000 }, log)
    const deadline = Date.now() + 10_000
    while ((await count()) < 687 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50))
    await stop()
    expect(await count()).toBe(687)
  })

  it('is started by the start-up task when a key is set and jobs run here', async () => {
    const other = await buildTestApp({
      JOBS: 'true',
      DATA_GOV_IN_API_KEY: 'test-key',
      DATA_GOV_IN_URL: baseUrl,
      DATA_GOV_IN_INTERVAL: '1h',
    })
    try {
      const stop = await marketDataStartup(other.app)
      expect(stop).toBeTypeOf('function')
      const n = () =>
        other.testDb.database.query<{ n: number }>('select count(*)::int as n from market_prices')
      const deadline = Date.now() + 10_000
      while ((await n())[0]!.n < 687 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50))
      await (stop as () => Promise<void>)()
      expect((await n())[0]!.n).toBe(687)
    } finally {
      await other.close()
    }
  })

  it('is not started without a key, or with JOBS=false', async () => {
    const noKey = await buildTestApp({ JOBS: 'true' })
    const noJobs = await buildTestApp({
      JOBS: 'false',
      DATA_GOV_IN_API_KEY: 'test-key',
      DATA_GOV_IN_URL: baseUrl,
    })
    try {
      expect(await marketDataStartup(noKey.app)).toBeUndefined()
      expect(await marketDataStartup(noJobs.app)).toBeUndefined()
    } finally {
      await noKey.close()
      await noJobs.close()
    }
  })
})
