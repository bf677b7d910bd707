import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { testDatabaseUrl } from '#server/env.ts'
import { startRazorpayTestServer, type RazorpayTestServer } from '#tests/doubles/razorpay/server.ts'
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts'
import { client, startServerProcess, type ServerProcess } from '#server/test/server-process.ts'
import { startTcpProxy } from '#tests/doubles/tcp-proxy.ts'

/**
 * A real server process on PostgreSQL reached through two TCP proxies, one for DATABASE_URL and
 * one for DATABASE_READ_URL, with its background jobs on. While checkouts, payment webhooks,
 * listing reads and a live stream are in flight, the proxies cut every open connection, six
 * times, on the primary, the replica or both. The process must live through every cut, answer
 * 503 with Retry-After (never 500) while a connection is gone, and work again by itself.
 */
type Proxy = Awaited<ReturnType<typeof startTcpProxy>>

let testDb: TestDatabase | undefined
let primary: Proxy | undefined
let replica: Proxy | undefined
let server: ServerProcess | undefined
let rzp: RazorpayTestServer | undefined
afterAll(async () => {
  await server?.kill()
  await primary?.close()
  await replica?.close()
  await rzp?.close()
  await testDb?.close()
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** An open SSE connection that records the names of the events it reads. */
function openStream(url: string, cookie: string) {
  const ctrl = new AbortController()
  const events: string[] = []
  let closed = false
  const done = (async () => {
    try {
      const res = await fetch(url, { headers: { cookie }, signal: ctrl.signal })
      if (!res.body) return
      const reader = res.body.getReader()
      const decoder = new TextDecoder()
      let text = ''
      for (;;) {
        const { value, done: end } = await reader.read()
        if (end) break
        text += decoder.decode(value, { stream: true })
        for (const m of text.matchAll(/^event: (.+)$/gm)) events.push(m[1]!)
        text = text.slice(text.lastIndexOf('\n') + 1)
      }
    } catch {
      // aborted or cut: the browser's EventSource would reconnect; the test opens a new one
    } finally {
      closed = true
    }
  })()
  return {
    events,
    get closed() {
      return closed
    },
    async close() {
      ctrl.abort()
      await done
    },
  }
}

describe.skipIf(process.env.TEST_DB !== 'postgres' || !testDatabaseUrl())(
  'database connections cut under load (PostgreSQL run only)',
  () => {
    it('survives six cuts on the primary and the replica during checkouts, webhooks and live streams', async () => {
      testDb = await createTestDatabase()
      const direct = new URL(testDb.url!)
      const target = { host: direct.hostname, port: Number(direct.port || 5432) }
      primary = await startTcpProxy(target)
      replica = await startTcpProxy(target)
      const via = (port: number) => {
        const u = new URL(testDb!.url!)
        u.hostname = '127.0.0.1'
        u.port = String(port)
        return u.toString()
      }
      rzp = await startRazorpayTestServer()
      server = await startServerProcess({
        DATA_DIR: `./.tmp/cuts-${randomUUID().slice(0, 8)}`,
        DATABASE_URL: via(primary.port),
        DATABASE_READ_URL: via(replica.port),
        DATABASE_POOL_SIZE: '6',
        JOBS: 'true',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: rzp.keyId,
        RAZORPAY_KEY_SECRET: rzp.keySecret,
        RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
        RAZORPAY_URL: rzp.url,
        UNPAID_ORDERS_MAX: '1000',
      })
      const base = server.url
      const farmer = client(base)
      const buyer = client(base)
      const stamp = randomUUID().slice(0, 8)
      for (const [c, role, phone] of [
        [farmer, 'farmer', '9822000021'],
        [buyer, 'buyer', '9822000022'],
      ] as const) {
        const r = await c.call('POST', '/api/auth/register', {
          name: `Cut ${role}`,
          email: `cut-${role}-${stamp}@example.in`,
          password: 'green-fields-42',
          role,
          location: 'Pune',
          phone,
        })
        expect(r.status, r.text).toBe(201)
      }
      const listing = await farmer.call('POST', '/api/listings', {
        productName: 'Cut Onion',
        price: 30,
        quantity: 100_000,
      })
      expect(listing.status, listing.text).toBe(201)
      const productId = String(listing.json.id)

      let n = 0
      const checkout = (payment: 'COD' | 'UPI') =>
        buyer.call('POST', '/api/orders', {
          idempotencyKey: `cut-${stamp}-${n++}`,
          lines: [{ kind: 'listing', productId, quantityKg: 1, seenPricePaise: 3000 }],
          delivery: {
            fullName: 'Cut Buyer',
            address: '12 FC Road, Pune 411005',
            phone: '9822000022',
          },
          payment,
        })
      // Paid orders whose webhooks arrive during the cuts.
      const unpaid: string[] = []
      const paymentIds: string[] = []
      for (let i = 0; i < 6; i++) {
        const o = await checkout('UPI')
        expect(o.status, o.text).toBe(201)
        const s = await buyer.call('POST', `/api/payments/orders/${String(o.json.id)}/checkout`)
        expect(s.status, s.text).toBe(200)
        unpaid.push(String(s.json.providerOrderId))
      }

      const statuses: number[] = []
      const bad: string[] = []
      const record = (r: { status: number; text: string }, what: string) => {
        statuses.push(r.status)
        if (r.status === 0 || (r.status >= 500 && r.status !== 503))
          bad.push(`${what}: ${r.status} ${r.text}`)
        else if (r.status === 503 && !r.text.includes('temporarily unavailable'))
          bad.push(`${what}: 503 without its message: ${r.text}`)
      }
      /** A request the server never answered (the process died) is recorded as status 0. */
      const safe = (p: Promise<{ status: number; text: string }>) =>
        p.catch((err: unknown) => ({ status: 0, text: String(err) }))
      const stream = openStream(`${base}/api/orders/stream`, buyer.cookie)
      const cuts: Array<'primary' | 'replica' | 'both'> = [
        'primary',
        'replica',
        'both',
        'primary',
        'both',
        'replica',
      ]
      for (const [i, which] of cuts.entries()) {
        const inFlight: Array<Promise<unknown>> = []
        for (let k = 0; k < 6; k++) {
          inFlight.push(safe(checkout('COD')).then((r) => record(r, 'checkout')))
          inFlight.push(
            safe(buyer.call('GET', '/api/listings?limit=20')).then((r) => record(r, 'listings')),
          )
        }
        const providerOrderId = unpaid[i]!
        const { payment } = rzp.pay(providerOrderId)
        paymentIds.push(payment.id)
        const hook = rzp.webhook('payment.captured', { paymentId: payment.id })
        inFlight.push(
          safe(
            fetch(`${base}/api/payments/webhook/razorpay`, {
              method: 'POST',
              headers: hook.headers,
              body: hook.body,
            }).then(async (r) => ({ status: r.status, text: await r.text() })),
          ).then((r) => record(r, 'webhook')),
        )
        await sleep(15 + i * 10)
        await Promise.all([
          which !== 'replica' ? primary.down() : Promise.resolve(),
          which !== 'primary' ? replica.down() : Promise.resolve(),
        ])
        // While the connection is away, requests get 503 with Retry-After.
        const during = await safe(buyer.call('GET', '/api/orders'))
        record(during, 'orders during the cut')
        await Promise.allSettled(inFlight)
        await sleep(300)
        if (which !== 'replica') await primary.up()
        if (which !== 'primary') await replica.up()
        expect(server.child.exitCode, `alive after cut ${i + 1}:\n${server.output()}`).toBeNull()
        expect(server.child.signalCode).toBeNull()
        // Recovers by itself: a checkout goes through within a few seconds.
        let ok = false
        for (let t = 0; t < 40 && !ok; t++) {
          const r = await safe(checkout('COD'))
          record(r, 'checkout after the cut')
          ok = r.status === 201
          if (!ok) await sleep(250)
        }
        expect(ok, `checkouts work again after cut ${i + 1}`).toBe(true)
      }
      await stream.close()
      expect(bad, bad.join('\n')).toEqual([])
      expect(statuses).toContain(503)

      // After the cuts everything works: reads from the replica, a checkout, a webhook that was
      // refused during a cut is accepted when Razorpay retries it, and a live stream gets events.
      const listings = await buyer.call('GET', '/api/listings?limit=5')
      expect(listings.status).toBe(200)
      const live = openStream(`${base}/api/orders/stream`, buyer.cookie)
      for (const paymentId of paymentIds) {
        const hook = rzp.webhook('payment.captured', { paymentId })
        const r = await fetch(`${base}/api/payments/webhook/razorpay`, {
          method: 'POST',
          headers: hook.headers,
          body: hook.body,
        })
        expect(r.status).toBe(200)
      }
      const orders = await buyer.call('GET', '/api/orders')
      expect(orders.status).toBe(200)
      const o = await checkout('COD')
      expect(o.status, o.text).toBe(201)
      for (let t = 0; t < 40 && !live.events.includes('ready'); t++) await sleep(100)
      expect(live.events, 'the live stream opens after the cuts').toContain('ready')
      // The farmer declines the new line; the buyer's stream hears it through LISTEN/NOTIFY,
      // whose connection was cut and came back.
      const sc = await farmer.call('GET', '/api/supply-chain')
      expect(sc.status, sc.text).toBe(200)
      const items = sc.json.items as Array<{
        id: string
        orderNumber: string | null
        status: string
      }>
      const line = items.find((x) => x.orderNumber === o.json.number && x.status === 'Pending')
      expect(line, JSON.stringify(o.json)).toBeDefined()
      const declined = await farmer.call('POST', `/api/supply-chain/${line!.id}/decline`, {
        reason: 'Lorry broke down',
      })
      expect(declined.status, declined.text).toBe(200)
      for (let t = 0; t < 50 && !live.events.includes('order-status'); t++) await sleep(100)
      expect(live.events).toContain('order-status')
      await live.close()
      expect(server.child.exitCode).toBeNull()
    }, 240_000)
  },
)
