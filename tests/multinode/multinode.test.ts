// Several servers, one PostgreSQL: two `npm start` nodes behind a real nginx rendered
// from docs/deploy/nginx.conf.template. A buyer on one node sees a farmer's change on the other
// live; a node killed mid-flow loses nothing; the welcome SMS goes out once.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  dbName,
  delivery,
  nginx,
  nodeA,
  outside,
  phones,
  plainHttp,
  register,
  report,
  toA,
  toB,
  useCluster,
  viaNginx,
  withRetry,
} from './cluster.ts'
import { EventStreamClient } from './event-stream.ts'
import { request } from './http-client.ts'
import { adminQuery, delay, findNginx, findPostgres, root } from './machine.ts'

const nginxBin = findNginx()
const adminUrl = await findPostgres()
const TEMPLATE = path.join(root, 'docs/deploy/nginx.conf.template')

// Needs nginx and a PostgreSQL server; CI (.ci/run) provides both.
describe.skipIf(!nginxBin || !adminUrl)('two nodes behind nginx on one PostgreSQL', () => {
  useCluster(nginxBin!, adminUrl!)

  it('uses the nginx config docs/deploy.md shows, word for word', () => {
    const doc = readFileSync(path.join(root, 'docs/deploy.md'), 'utf8')
    expect(doc).toContain(readFileSync(TEMPLATE, 'utf8').trim())
  })

  it('applied each migration once while both nodes started together', async () => {
    const journal = JSON.parse(readFileSync(path.join(root, 'drizzle/meta/_journal.json'), 'utf8'))
    const dbUrl = new URL(adminUrl!)
    dbUrl.pathname = `/${dbName}`
    const rows = await adminQuery(dbUrl.toString(), 'SELECT hash FROM drizzle.__drizzle_migrations')
    expect(rows).toHaveLength(journal.entries.length)
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length)
  })

  it('one session works on every node and through nginx, which redirects plain HTTP to HTTPS', async () => {
    const farmer = await register(viaNginx, 'farmer', 'Ramesh Patil')
    for (const t of [toA, toB, viaNginx, viaNginx]) {
      const r = await request(t, 'GET', '/api/session', { cookie: farmer.cookie })
      expect(r.status).toBe(200)
      expect(r.json().user.id).toBe(farmer.user.id)
    }
    const plain = await request(plainHttp, 'GET', '/orders?page=2')
    expect(plain.status).toBe(301)
    expect(plain.headers.location).toBe('https://127.0.0.1/orders?page=2')
  })

  it('a buyer on node B sees the farmer’s change made on node A, live', async () => {
    const farmer = await register(viaNginx, 'farmer', 'Lakshmi Iyer')
    const buyer = await register(viaNginx, 'buyer', 'Anita Sharma')
    const listed = await request(viaNginx, 'POST', '/api/listings', {
      cookie: farmer.cookie,
      body: { productName: 'Onion', price: 28.5, quantity: 500 },
    })
    expect(listed.status, listed.body).toBe(201)
    const productId = listed.json().id as string
    const listings = await request(viaNginx, 'GET', '/api/listings')
    expect(listings.json().items.map((l: { id: string }) => l.id)).toContain(productId)

    const order = await request(viaNginx, 'POST', '/api/orders', {
      cookie: buyer.cookie,
      body: {
        lines: [{ kind: 'listing', productId, quantityKg: 10, seenPricePaise: 28_50 }],
        delivery,
        payment: 'COD',
        idempotencyKey: `multinode-${randomBytes(6).toString('hex')}`,
      },
    })
    expect(order.status, order.body).toBe(201)
    const line = order.json().lines[0] as { id: string; supplyChainOrderId: string }

    // The buyer's stream on node B, the farmer's move on node A.
    const streamB = new EventStreamClient(toB, viaNginx, '/api/orders/stream', buyer.cookie)
    await streamB.open()
    const sent = performance.now()
    const moved = await request(toA, 'PATCH', `/api/supply-chain/${line.supplyChainOrderId}`, {
      cookie: farmer.cookie,
      body: { status: 'In Transit', transport: 'Truck MH-15 AB 1234' },
    })
    expect(moved.status, moved.body).toBe(200)
    const event = await streamB.waitFor(
      (e) =>
        e.type === 'order-status' &&
        e.data.orderItemId === line.id &&
        e.data.status === 'In Transit',
      10_000,
    )
    report.crossNodeLatencyMs = Math.round(event.at - sent)
    streamB.close()

    // The same through nginx: the stream and the move each go wherever nginx sends them.
    const streamNginx = new EventStreamClient(
      viaNginx,
      viaNginx,
      '/api/orders/stream',
      buyer.cookie,
    )
    await streamNginx.open()
    const sent2 = performance.now()
    const delivered = await request(
      viaNginx,
      'PATCH',
      `/api/supply-chain/${line.supplyChainOrderId}`,
      {
        cookie: farmer.cookie,
        body: { status: 'Delivered', withoutCode: true },
      },
    )
    expect(delivered.status, delivered.body).toBe(200)
    const event2 = await streamNginx.waitFor(
      (e) =>
        e.type === 'order-status' &&
        e.data.orderItemId === line.id &&
        e.data.status === 'Delivered',
      10_000,
    )
    report.throughNginxLatencyMs = Math.round(event2.at - sent2)
    streamNginx.close()

    const orders = await request(viaNginx, 'GET', '/api/orders', { cookie: buyer.cookie })
    expect(orders.json().items[0].lines[0].status).toBe('Delivered')
  })

  it('runs background jobs once with two nodes running jobs: each welcome SMS, the price ingest', async () => {
    const welcome = (phone: string) =>
      outside.sms.filter(
        (m) => m.phoneNumber.endsWith(phone) && /registration successful/i.test(m.message),
      )
    const until = Date.now() + 30_000
    while (Date.now() < until && phones.some((p) => welcome(p).length === 0)) await delay(200)
    // Time for a second node's duplicate, if there were one, to arrive.
    await delay(3000)
    for (const phone of phones) expect(welcome(phone), phone).toHaveLength(1)
    report.welcomeSms = phones.length
    // Both nodes started the data.gov.in ingester at start; one run fetched the first page.
    expect(outside.dataGov.filter((r) => /[?&]offset=0(&|$)/.test(r.url))).toHaveLength(1)
  }, 60_000)

  it('keeps serving when a node is killed mid-flow; streams reconnect and nothing is lost', async () => {
    const farmer = await register(viaNginx, 'farmer', 'Suresh Gowda')
    const buyer = await register(viaNginx, 'buyer', 'Priya Nair')
    const listed = await request(viaNginx, 'POST', '/api/listings', {
      cookie: farmer.cookie,
      body: { productName: 'Tomato', price: 22, quantity: 1000 },
    })
    expect(listed.status, listed.body).toBe(201)
    const productId = listed.json().id as string

    // One buyer stream and the farmer's stream on node A (the one that dies); another buyer
    // stream wherever nginx puts it. All reconnect through nginx, as a browser would.
    const buyerOnA = new EventStreamClient(toA, viaNginx, '/api/orders/stream', buyer.cookie)
    const buyerViaNginx = new EventStreamClient(
      viaNginx,
      viaNginx,
      '/api/orders/stream',
      buyer.cookie,
    )
    const farmerOnA = new EventStreamClient(
      toA,
      viaNginx,
      '/api/supply-chain/stream',
      farmer.cookie,
    )
    await Promise.all([buyerOnA.open(), buyerViaNginx.open(), farmerOnA.open()])
    // The streams on A stay away until the rest of the flow is done, so all of it is published
    // while they are disconnected and must come back from Last-Event-ID.
    let reconnect!: () => void
    buyerOnA.holdReconnect = farmerOnA.holdReconnect = new Promise<void>((r) => (reconnect = r))

    const acknowledged: Array<{ orderId: string; itemId: string; scId: string }> = []
    let orderRetries = 0
    let sameOrderReturned = 0
    const placeOrder = async (i: number) => {
      const key = `multinode-kill-${i}-${randomBytes(4).toString('hex')}`
      const { res, attempts } = await withRetry(
        () =>
          request(viaNginx, 'POST', '/api/orders', {
            cookie: buyer.cookie,
            body: {
              lines: [{ kind: 'listing', productId, quantityKg: 5, seenPricePaise: 22_00 }],
              delivery,
              payment: 'COD',
              idempotencyKey: key,
            },
          }),
        (r) => r.status === 201 || r.status === 200,
        `order ${i}`,
      )
      orderRetries += attempts - 1
      // 200: an earlier attempt had been committed by A before it died; this is that same order.
      if (res.status === 200) sameOrderReturned += 1
      const o = res.json()
      acknowledged.push({
        orderId: o.id,
        itemId: o.lines[0].id,
        scId: o.lines[0].supplyChainOrderId,
      })
    }
    const move = async (scId: string) => {
      const { res } = await withRetry(
        () =>
          request(viaNginx, 'PATCH', `/api/supply-chain/${scId}`, {
            cookie: farmer.cookie,
            body: { status: 'In Transit', transport: 'Tempo KA-05 7788' },
          }),
        // 409: a first attempt reached a node that committed it and then died.
        (r) => r.status === 200 || r.status === 409,
        `move ${scId}`,
      )
      return res.status
    }

    await placeOrder(1)
    await placeOrder(2)
    await move(acknowledged[0]!.scId)
    // Kill node A while four orders are on their way, some of them on A. One that A committed
    // but never answered is retried with its idempotencyKey and must not be placed twice.
    let killedAt = 0
    await Promise.all([
      ...[3, 4, 5, 6].map(placeOrder),
      delay(20).then(() => {
        killedAt = performance.now()
        return nodeA.kill('SIGKILL')
      }),
    ])
    for (const a of acknowledged.slice(1)) await move(a.scId)

    // Node B keeps answering through nginx: nginx leaves A alone once a request to it failed,
    // and sends a request that could not reach A to B (proxy_next_upstream).
    for (let i = 0; i < 6; i++) {
      const r = await request(viaNginx, 'GET', '/api/health')
      expect(r.status).toBe(200)
    }
    reconnect()

    // Every stream ends with each line's In Transit exactly once, in order.
    for (const s of [buyerOnA, buyerViaNginx]) {
      for (const a of acknowledged) {
        await s.waitFor(
          (e) =>
            e.type === 'order-status' &&
            e.data.orderItemId === a.itemId &&
            e.data.status === 'In Transit',
          20_000,
        )
      }
      const ids = s.events.map((e) => e.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect([...ids].sort((x, y) => x - y)).toEqual(ids)
      for (const a of acknowledged) {
        expect(
          s.events.filter((e) => e.data.orderItemId === a.itemId && e.data.status === 'In Transit'),
        ).toHaveLength(1)
      }
    }
    expect(buyerOnA.reconnects).toBeGreaterThanOrEqual(1)
    // What was published while the stream on A was down came back on reconnecting.
    for (const a of acknowledged.slice(1)) {
      const e = buyerOnA.events.find(
        (x) => x.data.orderItemId === a.itemId && x.data.status === 'In Transit',
      )
      expect(e?.replayed).toBe(true)
    }
    for (const a of acknowledged) {
      await farmerOnA.waitFor((e) => e.data.id === a.scId && e.data.status === 'In Transit', 20_000)
    }
    expect(farmerOnA.reconnects).toBeGreaterThanOrEqual(1)
    const farmerIds = farmerOnA.events.map((e) => e.id)
    expect(new Set(farmerIds).size).toBe(farmerIds.length)
    report.afterKill = {
      orderRetries,
      sameOrderReturned,
      nginxMovedToNextNode: nginx.upstreams().filter((u) => u.length > 1).length,
      nginx502: nginx.statuses().filter((st) => st === 502).length,
      buyerStreamReconnects: buyerOnA.reconnects,
      replayedToBuyerStream: buyerOnA.events.filter((e) => e.replayed).length,
      flowAfterKillMs: Math.round(performance.now() - killedAt),
    }

    // Every acknowledged order exactly once, and no other.
    const list = await request(viaNginx, 'GET', '/api/orders?limit=50', { cookie: buyer.cookie })
    expect(list.status).toBe(200)
    const ids = (list.json().items as Array<{ id: string }>).map((o) => o.id)
    expect([...ids].sort()).toEqual(acknowledged.map((a) => a.orderId).sort())
    const listing = await request(viaNginx, 'GET', `/api/listings/${productId}`)
    expect(listing.json().quantityKg).toBe(1000 - 5 * acknowledged.length)

    for (const s of [buyerOnA, buyerViaNginx, farmerOnA]) s.close()
  }, 180_000)
})
