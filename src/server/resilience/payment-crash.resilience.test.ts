import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { paymentEvents, payments, payouts } from '#server/db/schema/index.ts'
import type { SignedWebhook } from '#tests/doubles/razorpay/entities.ts'
import { startRazorpayTestServer, type RazorpayTestServer } from '#tests/doubles/razorpay/server.ts'
import {
  client,
  serverData,
  startServerProcess,
  type ServerData,
  type ServerProcess,
} from '#server/test/server-process.ts'

/**
 * SIGKILL the server between the buyers' payments and Razorpay's webhooks (some delivered, some
 * in flight, some not yet sent); Razorpay then delivers every webhook again after the restart, and
 * one payment's webhook never comes at all. Every order ends paid exactly once: one 'moved to
 * paid' event and one held payout per line, whatever the replays. Embedded database by default;
 * PostgreSQL with TEST_DB=postgres.
 */
let data: ServerData
let server: ServerProcess | undefined
let rzp: RazorpayTestServer
afterAll(async () => {
  await server?.kill()
  await rzp?.close()
  await data?.cleanup()
})

const ORDERS = 12

describe('crash between payment and webhook', () => {
  it('ends every order paid exactly once', async () => {
    rzp = await startRazorpayTestServer()
    data = await serverData()
    const env = {
      ...data.env,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: rzp.keyId,
      RAZORPAY_KEY_SECRET: rzp.keySecret,
      RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
      RAZORPAY_URL: rzp.url,
      // The order whose webhook is lost is found paid by the expiry job, which asks Razorpay.
      PAYMENT_TIMEOUT: '6s',
      JOBS: 'true',
    }
    server = await startServerProcess(env)
    const farmer = client(server.url)
    const buyer = client(server.url)
    const stamp = randomUUID().slice(0, 8)
    const reg = (c: ReturnType<typeof client>, role: string) =>
      c.call('POST', '/api/auth/register', {
        name: `Pay ${role}`,
        email: `pay-${role}-${stamp}@example.in`,
        password: 'green-fields-42',
        role,
        location: 'Pune',
        phone: role === 'farmer' ? '9822000011' : '9822000012',
      })
    expect((await reg(farmer, 'farmer')).status).toBe(201)
    expect((await reg(buyer, 'buyer')).status).toBe(201)
    const listing = await farmer.call('POST', '/api/listings', {
      productName: 'Crash Chilli',
      price: 80,
      quantity: 1000,
    })
    expect(listing.status).toBe(201)

    const placed: Array<{ id: string; providerOrderId: string }> = []
    for (let i = 0; i < ORDERS; i++) {
      const o = await buyer.call('POST', '/api/orders', {
        idempotencyKey: `pay-crash-${stamp}-${i}`,
        lines: [
          {
            kind: 'listing',
            productId: listing.json.id,
            quantityKg: 1 + (i % 3),
            seenPricePaise: 80_00,
          },
        ],
        delivery: {
          fullName: 'Pay Buyer',
          address: '12 FC Road, Pune 411005',
          phone: '9822000012',
        },
        payment: i % 2 ? 'UPI' : 'Card',
      })
      expect(o.status, o.text).toBe(201)
      const session = await buyer.call('POST', `/api/payments/orders/${String(o.json.id)}/checkout`)
      expect(session.status, session.text).toBe(200)
      placed.push({ id: String(o.json.id), providerOrderId: String(session.json.providerOrderId) })
    }

    // Every buyer pays at Razorpay. Razorpay then sends payment.captured and order.paid for each.
    const hooks: SignedWebhook[] = []
    const lostOne = placed[ORDERS - 1]!
    for (const p of placed) {
      const { payment } = rzp.pay(p.providerOrderId)
      if (p === lostOne) continue // this one's webhooks never arrive
      hooks.push(rzp.webhook('payment.captured', { paymentId: payment.id }))
      hooks.push(rzp.webhook('order.paid', { paymentId: payment.id }))
    }
    const deliver = (base: string, w: SignedWebhook) =>
      fetch(`${base}/api/payments/webhook/razorpay`, {
        method: 'POST',
        headers: w.headers,
        body: w.body,
      })
        .then((r) => r.status)
        .catch(() => 0)
    // A third arrive; the server dies while the next ones are in flight.
    const third = Math.floor(hooks.length / 3)
    for (const w of hooks.slice(0, third)) expect(await deliver(server.url, w)).toBe(200)
    const inFlight = hooks.slice(third, third + 6).map((w) => deliver(server!.url, w))
    await server.kill('SIGKILL')
    await Promise.all(inFlight)

    // Razorpay retries every webhook it did not see answered, and some it did (at least once).
    server = await startServerProcess(env)
    for (const w of hooks) expect(await deliver(server.url, w)).toBe(200)
    for (const w of hooks.slice(0, 4)) expect(await deliver(server.url, w)).toBe(200)

    // The lost one: the expiry job finds it captured at Razorpay once its time is up.
    buyer.setBase(server.url)
    const deadline = Date.now() + 60_000
    let states: string[] = []
    while (Date.now() < deadline) {
      states = await Promise.all(
        placed.map(async (p) =>
          String((await buyer.call('GET', `/api/payments/orders/${p.id}`)).json.state),
        ),
      )
      if (states.every((s) => s === 'paid')) break
      await new Promise((r) => setTimeout(r, 500))
    }
    expect(states).toEqual(placed.map(() => 'paid'))

    await server.kill('SIGTERM')
    server = undefined
    const database = await data.open()
    try {
      const all = await database.db.select({ id: payments.id }).from(payments)
      const events = await database.db
        .select({ paymentId: paymentEvents.paymentId })
        .from(paymentEvents)
        .where(eq(paymentEvents.outcome, 'moved to paid'))
      const held = await database.db.select({ paymentId: payouts.paymentId }).from(payouts)
      expect(all).toHaveLength(ORDERS)
      for (const { id } of all) {
        expect(
          events.filter((e) => e.paymentId === id),
          `payment ${id} paid once`,
        ).toHaveLength(1)
        expect(
          held.filter((h) => h.paymentId === id),
          `payment ${id}: one payout`,
        ).toHaveLength(1)
      }
      const paid = await database.db.$count(payments, eq(payments.state, 'paid'))
      expect(paid).toBe(ORDERS)
    } finally {
      await database.close()
    }
  }, 240_000)
})
