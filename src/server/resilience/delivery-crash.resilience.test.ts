import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { auditEvents, orderItems, paymentEvents, payouts } from '#server/db/schema/index.ts'
import { startRazorpayTestServer, type RazorpayTestServer } from '#tests/doubles/razorpay/server.ts'
import {
  client,
  serverData,
  startServerProcess,
  type ServerData,
  type ServerProcess,
} from '#server/test/server-process.ts'

/**
 * SIGKILL the server while farmers confirm deliveries with buyers' codes and buyers confirm
 * deliveries marked without them; after the restart both sides try again. Every line ends
 * confirmed, and every farmer's payout released exactly once: one release event and one
 * confirmation in the audit trail per line, whatever the retries. Embedded database by default;
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

const LINES = 10

describe('crash during delivery confirmation', () => {
  it('releases each payout exactly once', async () => {
    rzp = await startRazorpayTestServer()
    data = await serverData()
    const env = {
      ...data.env,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: rzp.keyId,
      RAZORPAY_KEY_SECRET: rzp.keySecret,
      RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
      RAZORPAY_URL: rzp.url,
    }
    server = await startServerProcess(env)
    const farmer = client(server.url)
    const buyer = client(server.url)
    const stamp = randomUUID().slice(0, 8)
    for (const [c, role, phone] of [
      [farmer, 'farmer', '9822000021'],
      [buyer, 'buyer', '9822000022'],
    ] as const) {
      const r = await c.call('POST', '/api/auth/register', {
        name: `Deliver ${role}`,
        email: `deliver-${role}-${stamp}@example.in`,
        password: 'green-fields-42',
        role,
        location: 'Pune',
        phone,
      })
      expect(r.status, r.text).toBe(201)
    }
    const listing = await farmer.call('POST', '/api/listings', {
      productName: 'Crash Onion',
      price: 30,
      quantity: 1000,
    })
    expect(listing.status).toBe(201)

    // LINES paid card orders of one line each, all in transit.
    const lines: Array<{ lineId: string; scId: string }> = []
    for (let i = 0; i < LINES; i++) {
      const o = await buyer.call('POST', '/api/orders', {
        idempotencyKey: `deliver-crash-${stamp}-${i}`,
        lines: [
          { kind: 'listing', productId: listing.json.id, quantityKg: 2, seenPricePaise: 30_00 },
        ],
        delivery: {
          fullName: 'Deliver Buyer',
          address: '12 FC Road, Pune 411005',
          phone: '9822000022',
        },
        payment: 'Card',
      })
      expect(o.status, o.text).toBe(201)
      const session = await buyer.call('POST', `/api/payments/orders/${String(o.json.id)}/checkout`)
      expect(session.status, session.text).toBe(200)
      const { payment } = rzp.pay(String(session.json.providerOrderId))
      const w = rzp.webhook('payment.captured', { paymentId: payment.id })
      const hook = await fetch(`${server.url}/api/payments/webhook/razorpay`, {
        method: 'POST',
        headers: w.headers,
        body: w.body,
      })
      expect(hook.status).toBe(200)
      const line = (o.json.lines as Array<{ id: string; supplyChainOrderId: string }>)[0]!
      lines.push({ lineId: line.id, scId: line.supplyChainOrderId })
      const moved = await farmer.call('PATCH', `/api/supply-chain/${line.supplyChainOrderId}`, {
        status: 'In Transit',
        transport: 'MH-12-CR-0001',
      })
      expect(moved.status, moved.text).toBe(200)
    }
    // Half are delivered without the code now (the buyer will confirm); the other half wait for
    // the farmer to enter the code the buyer reads on their page.
    const byCode = lines.slice(0, LINES / 2)
    const byBuyer = lines.slice(LINES / 2)
    for (const l of byBuyer) {
      const r = await farmer.call('PATCH', `/api/supply-chain/${l.scId}`, {
        status: 'Delivered',
        withoutCode: true,
      })
      expect(r.status, r.text).toBe(200)
    }
    const mine = await buyer.call('GET', '/api/deliveries/mine')
    const codes = new Map(
      (mine.json.items as Array<{ orderItemId: string; code: string | null }>).map((i) => [
        i.orderItemId,
        i.code,
      ]),
    )
    const confirmAll = () =>
      Promise.all([
        ...byCode.map((l) =>
          farmer
            .call('PATCH', `/api/supply-chain/${l.scId}`, {
              status: 'Delivered',
              code: codes.get(l.lineId),
            })
            .then((r) => r.status)
            .catch(() => 0),
        ),
        ...byBuyer.map((l) =>
          buyer
            .call('POST', `/api/deliveries/${l.lineId}/confirm`)
            .then((r) => r.status)
            .catch(() => 0),
        ),
      ])

    // The server dies while the confirmations are in flight.
    const inFlight = confirmAll()
    await new Promise((r) => setTimeout(r, 15))
    await server.kill('SIGKILL')
    await inFlight

    // Both sides try again after the restart: each line is confirmed now or was before.
    server = await startServerProcess(env)
    farmer.setBase(server.url)
    buyer.setBase(server.url)
    for (const status of await confirmAll()) expect([200, 204, 409]).toContain(status)
    for (const status of await confirmAll()) expect([409]).toContain(status)

    await server.kill('SIGTERM')
    server = undefined
    const database = await data.open()
    try {
      const ids = lines.map((l) => l.lineId)
      const confirmed = await database.db
        .select({ id: orderItems.id, at: orderItems.deliveryConfirmedAt })
        .from(orderItems)
        .where(inArray(orderItems.id, ids))
      expect(confirmed.filter((c) => c.at !== null)).toHaveLength(LINES)
      const held = await database.db.select().from(payouts).where(inArray(payouts.orderItemId, ids))
      expect(held.map((p) => p.state)).toEqual(ids.map(() => 'released'))
      for (const p of held) {
        const released = await database.db
          .select()
          .from(paymentEvents)
          .where(
            and(
              eq(paymentEvents.paymentId, p.paymentId),
              eq(paymentEvents.type, 'payout.released'),
            ),
          )
        expect(released, `payout ${p.id} released once`).toHaveLength(1)
        const confirmations = await database.db
          .select()
          .from(auditEvents)
          .where(
            and(
              eq(auditEvents.action, 'delivery.confirm'),
              eq(auditEvents.targetId, p.orderItemId),
            ),
          )
        expect(confirmations, `line ${p.orderItemId} confirmed once`).toHaveLength(1)
      }
    } finally {
      await database.close()
    }
  }, 300_000)
})
