import type { Context } from '../lib/context.ts'
import {
  expectOk,
  headStatus,
  login,
  nextIp,
  pool,
  register,
  request,
  type BenchUser,
} from '../lib/http.ts'
import { rssKb } from '../lib/proc.ts'
import { NotAvailable, statusOf, table } from '../lib/report.ts'
import { openSse, type SseConnection } from '../lib/sse.ts'
import { fmt, median, percentile, sleep } from '../lib/stats.ts'
import { Target, type DbKind } from '../lib/target.ts'

const CHANGES = 1000
const IDLE = 1000
/** The env schema caps SSE_MAX_PER_USER at 100, so the idle streams belong to IDLE / 100 users. */
const PER_USER = 100
const P95_BUDGET_MS = 100
const KB_PER_CONN_BUDGET = 50

export async function live(ctx: Context): Promise<string[]> {
  const cmd = ctx.commandFor('live')
  const kind: DbKind = ctx.dbs.includes('postgres') ? 'postgres' : 'embedded'
  const { dir: clientDist } = await ctx.builtClient()
  const t = await Target.start({
    kind,
    workDir: ctx.dir('live'),
    clientDist,
    // One buyer places CHANGES / 2 orders in a few seconds: above the default per-buyer checkout
    // limit (60 a minute), which this section does not measure.
    env: {
      LOAD_MARKET_DATA: 'false',
      SSE_MAX_PER_USER: String(PER_USER),
      ORDERS_MAX_PER_MINUTE: '100000',
      // ... and all of them with one farmer, Pending: above the Cash on Delivery cap too.
      COD_MAX_PENDING_LINES_PER_FARMER: '100000',
    },
  })
  const conns: SseConnection[] = []
  try {
    // A farmer's listing, and CHANGES / 2 orders of it by one buyer: each line becomes a supply-chain
    // order the farmer moves Pending → In Transit → Delivered (two status changes).
    const farmer = await register(t.url, 'farmer', 'live')
    const buyer = await register(t.url, 'buyer', 'live')
    const probe = await headStatus(t.url, '/api/orders/stream', { cookie: buyer.cookie })
    if (probe.status === 404 && probe.body.includes('No API route'))
      throw new NotAvailable('no GET /api/orders/stream')
    const product = JSON.parse(
      expectOk(
        await request(t.url, '/api/listings', {
          method: 'POST',
          headers: { cookie: farmer.cookie },
          body: { productName: 'Onion', price: 24.5, quantity: 1_000_000 },
        }),
        'POST /api/listings',
      ).body,
    ) as { id: string; pricePaise: number }
    // Orders are limited to 60 a minute per session: spread them over sessions of the buyer.
    const sessions: string[] = [buyer.cookie]
    await pool(Array.from({ length: Math.ceil(CHANGES / 2 / 50) }), 4, async () => {
      sessions.push(await login(t.url, buyer.email))
    })
    const orders = Array.from({ length: CHANGES / 2 }, (_, i) => i)
    await pool(orders, 8, async (i) => {
      expectOk(
        await request(t.url, '/api/orders', {
          method: 'POST',
          headers: { cookie: sessions[i % sessions.length]!, 'x-forwarded-for': nextIp() },
          body: {
            lines: [
              {
                kind: 'listing',
                productId: product.id,
                quantityKg: 1,
                seenPricePaise: product.pricePaise,
              },
            ],
            delivery: {
              fullName: 'Live Buyer',
              address: '12 MG Road, Shivajinagar, Pune 411005',
              phone: '9876543210',
            },
            payment: 'COD',
            idempotencyKey: `live-${Date.now()}-${i}`,
          },
        }),
        'POST /api/orders',
      )
    })
    const list = JSON.parse(
      expectOk(
        await request(t.url, '/api/supply-chain', { headers: { cookie: farmer.cookie } }),
        'GET /api/supply-chain',
      ).body,
    ) as { items: Array<{ id: string; status: string }> }
    const ids = list.items.filter((o) => o.status === 'Pending').map((o) => o.id)
    if (ids.length < CHANGES / 2)
      throw new Error(`expected ${CHANGES / 2} supply-chain orders, found ${ids.length}`)
    console.log(`  ${kind}: ${ids.length} supply-chain orders ready`)

    // The idle subscribers, on other buyers' topics.
    await sleep(1000)
    const rssBefore = rssKb(t.server.pid)
    const idleUsers: BenchUser[] = []
    for (let i = 0; i < IDLE / PER_USER; i++) idleUsers.push(await register(t.url, 'buyer', 'idle'))
    const slots = idleUsers.flatMap((u) => Array.from({ length: PER_USER }, () => u))
    const opened = performance.now()
    await pool(slots, 50, async (u) => {
      const c = openSse(`${t.url}/api/orders/stream`, { cookie: u.cookie }, () => {})
      conns.push(c)
      await c.ready
    })
    const openMs = performance.now() - opened
    await sleep(2000)
    const rssAfter = rssKb(t.server.pid)
    const kbPerConn = (rssAfter - rssBefore) / IDLE
    console.log(
      `  ${kind}: ${IDLE} idle streams open (${fmt(openMs)} ms), ${fmt(kbPerConn, 1)} kB each`,
    )

    // The measured subscriber: the buyer's stream; each change waits for its event.
    let waiting: { id: string; status: string; resolve: (at: number) => void } | null = null
    const sub = openSse(`${t.url}/api/orders/stream`, { cookie: buyer.cookie }, (e) => {
      if (e.event !== 'order-status' || !waiting) return
      const p = JSON.parse(e.data) as { supplyChainOrderId: string; status: string }
      if (p.supplyChainOrderId === waiting.id && p.status === waiting.status) waiting.resolve(e.at)
    })
    conns.push(sub)
    await sub.ready
    const latencies: number[] = []
    const patchMs: number[] = []
    let timeouts = 0
    for (const id of ids.slice(0, CHANGES / 2)) {
      for (const [status, transport] of [
        ['In Transit', 'MH12AB1234'],
        ['Delivered', undefined],
      ] as const) {
        const arrived = new Promise<number>((resolve) => (waiting = { id, status, resolve }))
        const t0 = performance.now()
        const r = await request(t.url, `/api/supply-chain/${id}`, {
          method: 'PATCH',
          headers: { cookie: farmer.cookie },
          body: transport ? { status, transport } : { status },
        })
        expectOk(r, `PATCH /api/supply-chain/:id → ${status}`)
        patchMs.push(r.ms)
        const at = await Promise.race([arrived, sleep(5000).then(() => null)])
        waiting = null
        if (at === null) timeouts++
        else latencies.push(at - t0)
      }
    }
    const p50 = median(latencies)
    const p95 = percentile(latencies, 95)
    const md = [
      `On ${kind === 'postgres' ? 'PostgreSQL' : 'the embedded database (PostgreSQL not reachable)'}: ${CHANGES} status changes ` +
        `(PATCH /api/supply-chain/:id, one after another, ${CHANGES / 2} orders Pending → In Transit → Delivered); each ` +
        `latency is from sending the PATCH to the matching \`order-status\` event arriving on the buyer's ` +
        `/api/orders/stream, while ${fmt(IDLE)} other streams (${IDLE / PER_USER} buyers × ${PER_USER}, ` +
        `SSE_MAX_PER_USER=${PER_USER}) stay open. Memory per idle stream = (server RSS after opening them and 2 s ` +
        `settling − RSS before) ÷ ${fmt(IDLE)}. Command: \`${cmd}\`.`,
      '',
      table(
        ['figure', 'value'],
        [
          ['change → event p50', `${fmt(p50, 1)} ms`],
          ['change → event p95', `${fmt(p95, 1)} ms`],
          ['change → event p99', `${fmt(percentile(latencies, 99), 1)} ms`],
          ['PATCH response p50', `${fmt(median(patchMs), 1)} ms`],
          ['events missing after 5 s', fmt(timeouts)],
          [`opening ${fmt(IDLE)} idle streams`, `${fmt(openMs)} ms`],
          [
            'server RSS before → after',
            `${fmt(rssBefore / 1024, 1)} → ${fmt(rssAfter / 1024, 1)} MB`,
          ],
          ['memory per idle stream', `${fmt(kbPerConn, 1)} kB`],
        ],
      ),
      '',
    ]
    ctx.report.budget({
      area: `live update latency (${kind})`,
      budget: `p95 ≤ ${P95_BUDGET_MS} ms`,
      measured: `p50 ${fmt(p50, 1)} ms, p95 ${fmt(p95, 1)} ms over ${latencies.length} changes${timeouts ? `, ${timeouts} events missing` : ''}`,
      status: statusOf(p95 <= P95_BUDGET_MS && timeouts === 0),
      command: cmd,
    })
    ctx.report.budget({
      area: 'memory per idle SSE connection',
      budget: `≤ ${KB_PER_CONN_BUDGET} kB`,
      measured: `${fmt(kbPerConn, 1)} kB`,
      status: statusOf(kbPerConn <= KB_PER_CONN_BUDGET),
      command: cmd,
    })
    return md
  } catch (err) {
    const note =
      err instanceof NotAvailable
        ? `not available yet (${err.message})`
        : `failed: ${(err as Error).message.split('\n')[0]}`
    for (const area of [`live update latency (${kind})`, 'memory per idle SSE connection']) {
      ctx.report.budget({
        area,
        budget: area.startsWith('live')
          ? `p95 ≤ ${P95_BUDGET_MS} ms`
          : `≤ ${KB_PER_CONN_BUDGET} kB`,
        measured: note,
        status: 'n/a',
        command: cmd,
      })
    }
    return [`Live updates: ${note}.`, '']
  } finally {
    for (const c of conns) c.close()
    await t.close()
  }
}
