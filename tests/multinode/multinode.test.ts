// Several servers, one PostgreSQL: two `npm start` nodes behind a real nginx rendered
// from docs/deploy/nginx.conf.template. A buyer on one node sees a farmer's change on the other
// live; a node killed mid-flow loses nothing; the welcome SMS goes out once.
import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  adminQuery,
  AppNode,
  clientDist,
  cookieOf,
  delay,
  EventStreamClient,
  findNginx,
  findPostgres,
  freePort,
  makeCertificate,
  Nginx,
  renderTemplate,
  request,
  root,
  startOutsideServices,
  type Res,
  type Target,
} from './harness.ts'

const nginxBin = findNginx()
const adminUrl = await findPostgres()
const TEMPLATE = path.join(root, 'docs/deploy/nginx.conf.template')

// Needs nginx and a PostgreSQL server; CI (.ci/run) provides both.
describe.skipIf(!nginxBin || !adminUrl)('two nodes behind nginx on one PostgreSQL', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'farmtrek-multinode-'))
  const dbName = `ft_multi_${randomBytes(5).toString('hex')}`
  const report: Record<string, unknown> = {}
  let nodeA: AppNode
  let nodeB: AppNode
  let nginx: Nginx
  let outside: Awaited<ReturnType<typeof startOutsideServices>>
  let viaNginx: Target
  let toA: Target
  let toB: Target
  let plainHttp: Target
  const phones: string[] = []
  let nextPhone = 0

  /** Registers through `t`; returns the session cookie and the user. */
  async function register(t: Target, role: 'farmer' | 'buyer', name: string) {
    nextPhone += 1
    const phone = `9${String(Date.now()).slice(-5)}${String(nextPhone).padStart(4, '0')}`
    const r = await request(t, 'POST', '/api/auth/register', {
      body: {
        name,
        email: `${role}-${randomBytes(4).toString('hex')}@example.in`,
        password: 'green-fields-42',
        role,
        location: 'Nashik, Maharashtra',
        phone,
      },
    })
    expect(r.status, r.body).toBe(201)
    phones.push(phone)
    return { cookie: cookieOf(r), user: r.json().user as { id: string; name: string }, phone }
  }

  /** Retries what a node dying under it failed (502/503/connection reset), as a client would. */
  async function withRetry(fn: () => Promise<Res>, ok: (r: Res) => boolean, label: string) {
    let last = ''
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        const r = await fn()
        if (ok(r)) return { res: r, attempts: attempt + 1 }
        last = `${r.status} ${r.body.slice(0, 200)}`
        if (![502, 503, 504].includes(r.status)) break
      } catch (err) {
        last = (err as Error).message
      }
      await delay(250)
    }
    throw new Error(`${label} failed: ${last}`)
  }

  const delivery = {
    fullName: 'Anita Sharma',
    address: '12 FC Road, Shivajinagar, Pune 411005',
    phone: '9890012345',
  }

  beforeAll(async () => {
    chmodSync(dir, 0o755) // nginx's workers may run as another user
    outside = await startOutsideServices()
    await adminQuery(adminUrl!, `CREATE DATABASE ${dbName}`)
    const dbUrl = new URL(adminUrl!)
    dbUrl.pathname = `/${dbName}`
    const dist = clientDist(dir)
    const [portA, portB, httpPort, httpsPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ])
    const publicUrl = `https://127.0.0.1:${httpsPort}`
    const env = {
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      DATABASE_POOL_SIZE: '5',
      SESSION_SECRET: randomBytes(24).toString('base64url'),
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: 'true',
      CLIENT_DIST: dist,
      LOG_LEVEL: 'warn',
      LOAD_MARKET_DATA: 'false',
      JOBS: 'true',
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: `${outside.base}/sms`,
      DATA_GOV_IN_API_KEY: 'test-key',
      DATA_GOV_IN_URL: outside.base,
      DATA_GOV_IN_INTERVAL: '1h',
      OUTBOX_BACKOFF: '200ms',
      SSE_HEARTBEAT: '5s',
    }
    // Each node its own DATA_DIR: nothing on a node's disk is shared state.
    nodeA = new AppNode('A', portA, { ...env, DATA_DIR: path.join(dir, 'node-a') })
    nodeB = new AppNode('B', portB, { ...env, DATA_DIR: path.join(dir, 'node-b') })
    // Both at the same moment, so the migrations run under the advisory lock.
    const started = performance.now()
    nodeA.start()
    nodeB.start()
    await Promise.all([nodeA.waitReady(180_000), nodeB.waitReady(180_000)])
    report.bothNodesReadyMs = Math.round(performance.now() - started)

    const { cert, key } = makeCertificate(dir)
    const site = renderTemplate(readFileSync(TEMPLATE, 'utf8'), {
      FARMTREK_SERVER_NAME: 'localhost 127.0.0.1',
      FARMTREK_HTTP_PORT: `127.0.0.1:${httpPort}`,
      FARMTREK_HTTPS_PORT: `127.0.0.1:${httpsPort}`,
      FARMTREK_TLS_CERT: cert,
      FARMTREK_TLS_KEY: key,
      FARMTREK_NODE_1: `127.0.0.1:${portA}`,
      FARMTREK_NODE_2: `127.0.0.1:${portB}`,
    })
    nginx = new Nginx(nginxBin!, path.join(dir, 'nginx'), site)
    nginx.start()
    viaNginx = {
      base: publicUrl,
      agent: new https.Agent({ keepAlive: true, ca: readFileSync(cert) }),
    }
    toA = { base: nodeA.url, agent: new http.Agent({ keepAlive: true }) }
    toB = { base: nodeB.url, agent: new http.Agent({ keepAlive: true }) }
    plainHttp = { base: `http://127.0.0.1:${httpPort}`, agent: new http.Agent() }
    await withRetry(
      () => request(viaNginx, 'GET', '/api/health'),
      (r) => r.status === 200,
      'nginx start',
    )
  }, 300_000)

  afterAll(async () => {
    report.requestsPerUpstream = nginx?.upstreamCounts()
    console.log(`multi-node report: ${JSON.stringify(report, null, 2)}`)
    await nodeA?.kill('SIGTERM')
    await nodeB?.kill('SIGTERM')
    await nginx?.stop()
    await outside?.close()
    for (const t of [viaNginx, toA, toB, plainHttp]) t?.agent.destroy()
    await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {})
    rmSync(dir, { recursive: true, force: true })
  }, 60_000)

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
        body: { status: 'Delivered' },
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
