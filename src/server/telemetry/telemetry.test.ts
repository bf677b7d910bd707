import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { parseEnv } from '#server/env.ts'
import { createTestDatabase } from '#server/test/test-database.ts'
import { serverData, startServerProcess } from '#server/test/server-process.ts'
import { startHttpServer, type TestHttpServer } from '#tests/doubles/http-server.ts'

// Traces and error reports reach stand-ins on 127.0.0.1 for an OpenTelemetry collector (OTLP/HTTP,
// JSON) and for Sentry (its envelope endpoint): a real server process sends the span of a request,
// named by its route, and an app whose route throws sends Sentry the error.

const servers: TestHttpServer[] = []
const cleanups: Array<() => Promise<void>> = []
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {})
  for (const s of servers) await s.close()
})

async function until<T>(what: string, find: () => T | undefined, ms = 20_000): Promise<T> {
  const started = Date.now()
  for (;;) {
    const found = find()
    if (found !== undefined) return found
    if (Date.now() - started > ms) throw new Error(`no ${what} within ${ms} ms`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

type Span = { name: string; kind: number; attributes: Array<{ key: string; value: unknown }> }
type Export = { resourceSpans: Array<{ scopeSpans: Array<{ spans: Span[] }> }> }

describe('traces', () => {
  it(
    'a server with OTEL_EXPORTER_OTLP_ENDPOINT exports the span of each request, named by its route',
    { timeout: 150_000 },
    async () => {
      const collector = await startHttpServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      })
      servers.push(collector)
      const data = await serverData()
      cleanups.push(() => data.cleanup())
      const server = await startServerProcess({
        ...data.env,
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_BSP_SCHEDULE_DELAY: '100',
        OTEL_SERVICE_NAME: 'farmtrek-test',
      })
      cleanups.push(() => server.kill('SIGTERM'))
      const res = await fetch(`${server.url}/api/listings?limit=1`)
      expect(res.status).toBe(200)

      const spans = () =>
        collector.requests
          .filter((r) => r.method === 'POST' && r.path === '/v1/traces')
          .flatMap((r) => (JSON.parse(r.body) as Export).resourceSpans)
          .flatMap((rs) => rs.scopeSpans.flatMap((s) => s.spans))
      const span = await until('span for GET /api/listings', () =>
        spans().find((s) => s.name === 'GET /api/listings'),
      )
      expect(span.attributes).toContainEqual({
        key: 'http.route',
        value: { stringValue: '/api/listings' },
      })
      expect(collector.requests[0]!.body).toContain('farmtrek-test')
      // On PostgreSQL the request's queries are spans too.
      if (data.env.DATABASE_URL)
        await until('a PostgreSQL span', () =>
          spans().find((s) =>
            s.attributes.some(
              (a) => a.key === 'db.system' && JSON.stringify(a.value).includes('postgresql'),
            ),
          ),
        )
    },
  )
})

describe('error reports', () => {
  it(
    'with SENTRY_DSN, a route that throws is reported to Sentry; a refusal is not',
    { timeout: 60_000 },
    async () => {
      const sentry = await startHttpServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      })
      servers.push(sentry)
      const testDb = await createTestDatabase()
      cleanups.push(() => testDb.close())
      const dsn = `http://publickey@${new URL(sentry.url).host}/42`
      const app = await buildApp({
        env: parseEnv({
          LOG_LEVEL: 'silent',
          CLIENT_DIST: './.tmp/no-client',
          SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
          JOBS: 'false',
          LOAD_MARKET_DATA: 'false',
          PAYOUT_ENCRYPTION_KEY: 'cd'.repeat(32),
          SENTRY_DSN: dsn,
        }),
        database: testDb.database,
        logger: false,
      })
      app.get('/api/test/boom', { config: { access: 'public' } }, () => {
        throw new Error('The crop scale broke')
      })
      await app.ready()
      expect((await app.inject({ url: '/api/test/boom' })).statusCode).toBe(500)
      // A refusal (an unknown listing, 404) is the app working, not an error to report.
      expect(
        (await app.inject({ url: '/api/listings/00000000-0000-4000-8000-000000000000' }))
          .statusCode,
      ).toBe(404)
      await app.close() // flushes what Sentry still holds

      const envelopes = sentry.requests.filter((r) => r.path.startsWith('/api/42/envelope'))
      const events = envelopes
        .flatMap((r) => r.body.split('\n').filter((l) => l.startsWith('{')))
        .map(
          (l) =>
            JSON.parse(l) as {
              exception?: { values: Array<{ type: string; value: string }> }
              tags?: Record<string, string>
            },
        )
        .filter((e) => e.exception)
      expect(events).toHaveLength(1)
      expect(events[0]!.exception!.values[0]).toMatchObject({
        type: 'Error',
        value: 'The crop scale broke',
      })
      expect(events[0]!.tags).toMatchObject({ route: 'GET /api/test/boom' })
    },
  )
})
