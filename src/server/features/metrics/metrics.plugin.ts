import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/**
 * `GET /metrics` in Prometheus' text format (prom-client), for the holder of METRICS_TOKEN only
 * (`Authorization: Bearer <token>`; 401 otherwise). Without METRICS_TOKEN there is no endpoint
 * (404). Each app has its own registry. What is measured:
 * - farmtrek_http_request_duration_seconds: every request, by method, route pattern and status;
 * - the database's state, read when scraped: orders by payment status, order lines and payments
 *   by state, the outbox by status and its oldest due message, the newest market-price date;
 * - live streams open on this node, the PostgreSQL pool's clients, and Node's own metrics
 *   (event-loop lag among them, `nodejs_eventloop_lag_*`).
 * docs/operations.md says what to alert on.
 */
export const metricsPlugin = fp(
  (app: FastifyInstance, _opts: unknown, done: (err?: Error) => void) => {
    const token = app.env.METRICS_TOKEN
    if (!token) {
      // Off: a plain 404, not the app shell that other unknown pages get.
      app.get('/metrics', (_request, reply) =>
        reply.status(404).type('text/plain').send('Not found'),
      )
      return done()
    }
    const registry = new Registry()
    collectDefaultMetrics({ register: registry })

    const duration = new Histogram({
      name: 'farmtrek_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    })
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, not its URL: one series per route, whatever ids it is called with.
      const route = request.routeOptions.url ?? 'unmatched'
      if (route === '/metrics') return
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      )
    })

    const q = (sql: string) => app.database.query<{ k: string; n: string }>(sql)
    /** A gauge read from the database when scraped: `sql` answers rows of (k, n). */
    const fromDatabase = (name: string, help: string, label: string, sql: string) =>
      new Gauge({
        name,
        help,
        labelNames: [label],
        registers: [registry],
        async collect() {
          this.reset()
          for (const row of await q(sql)) this.set({ [label]: row.k }, Number(row.n))
        },
      })
    fromDatabase(
      'farmtrek_orders',
      'Orders by payment status.',
      'payment_status',
      'select payment_status as k, count(*) as n from orders group by 1',
    )
    fromDatabase(
      'farmtrek_order_lines',
      'Order lines by delivery status.',
      'status',
      'select status as k, count(*) as n from order_items group by 1',
    )
    fromDatabase(
      'farmtrek_payments',
      'Online payments by state.',
      'state',
      'select state as k, count(*) as n from payments group by 1',
    )
    fromDatabase(
      'farmtrek_payouts',
      "Farmers' payouts by state.",
      'state',
      'select state as k, count(*) as n from payouts group by 1',
    )
    fromDatabase(
      'farmtrek_outbox_messages',
      'Notification messages by status (pending is the backlog, failed failed for good).',
      'status',
      'select status as k, count(*) as n from outbox group by 1',
    )
    new Gauge({
      name: 'farmtrek_outbox_oldest_pending_seconds',
      help: 'How long the oldest pending message has been due (0 when none is).',
      registers: [registry],
      async collect() {
        const [row] = await q(
          `select '' as k, coalesce(extract(epoch from now() - min(next_attempt_at)), 0) as n
             from outbox where status = 'pending' and next_attempt_at <= now()`,
        )
        this.set(Math.max(0, Number(row?.n ?? 0)))
      },
    })
    new Gauge({
      name: 'farmtrek_market_price_age_days',
      help: 'Days since the newest market-price date loaded (absent when none is loaded).',
      registers: [registry],
      async collect() {
        this.reset()
        const [row] = await q(
          `select '' as k, (current_date - max(arrival_date))::int as n from market_price_latest`,
        )
        if (row?.n != null) this.set(Number(row.n))
      },
    })
    new Gauge({
      name: 'farmtrek_live_streams',
      help: 'Live update streams (server-sent events) open on this node.',
      registers: [registry],
      collect() {
        this.set(app.live.openStreams)
      },
    })
    new Gauge({
      name: 'farmtrek_db_pool_clients',
      help: "The PostgreSQL pool's clients: total, idle, and requests waiting for one.",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const pool = app.database.pool
        if (!pool) return
        this.set({ state: 'total' }, pool.totalCount)
        this.set({ state: 'idle' }, pool.idleCount)
        this.set({ state: 'waiting' }, pool.waitingCount)
      },
    })

    const expected = createHash('sha256').update(`Bearer ${token}`).digest()
    app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
      const given = createHash('sha256')
        .update(request.headers.authorization ?? '')
        .digest()
      if (!timingSafeEqual(given, expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"')
        return reply
          .status(401)
          .type('text/plain')
          .send('401 Unauthorized: a Bearer token is needed.\n')
      }
      reply.header('cache-control', 'no-store')
      return reply.type(registry.contentType).send(await registry.metrics())
    })
    done()
  },
  { name: 'metrics', dependencies: ['auth'] },
)
