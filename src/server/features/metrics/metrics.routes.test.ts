import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'

const TOKEN = 'metrics-token-for-tests-0123456789'

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN })
  })
  afterAll(() => t.close())

  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    })

  it('answers 401 without the token or with a wrong one', async () => {
    for (const auth of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(auth)
      expect(res.statusCode, String(auth)).toBe(401)
      expect(res.body).not.toContain('farmtrek_')
    }
  })

  it('serves the Prometheus text: request durations per route, the database state, the process', async () => {
    await registerUser(t.app)
    await t.app.inject({ method: 'GET', url: '/api/listings/00000000-0000-4000-8000-000000000000' })
    const res = await scrape(`Bearer ${TOKEN}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = res.body
    expect(text).toMatch(
      /farmtrek_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/register",status_code="201"\} 1/,
    )
    // The route's pattern, not the URL it was called with.
    expect(text).toContain('route="/api/listings/:id"')
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000')
    for (const name of [
      'farmtrek_orders',
      'farmtrek_order_lines',
      'farmtrek_payments',
      'farmtrek_payouts',
      'farmtrek_outbox_messages',
      'farmtrek_outbox_oldest_pending_seconds',
      'farmtrek_market_price_age_days',
      'farmtrek_live_streams',
      'farmtrek_db_pool_clients',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text, name).toContain(`# TYPE ${name} `)
    // The registration's welcome messages wait in the outbox (no worker runs in tests).
    expect(text).toMatch(/farmtrek_outbox_messages\{status="pending"\} [1-9]/)
    expect(text).toMatch(/farmtrek_live_streams 0/)
    if (t.app.database.pool) expect(text).toMatch(/farmtrek_db_pool_clients\{state="total"\} [1-9]/)
  })
})

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('is off: 404 whatever the header', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers })
      expect(res.statusCode).toBe(404)
      expect(res.body).not.toContain('farmtrek_')
    }
  })
})
