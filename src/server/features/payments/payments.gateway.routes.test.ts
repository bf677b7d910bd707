import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings, paymentEvents, payments, payouts } from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { applyContextFor, gatewayFor } from './payments.routes.ts'
import { sweepPayments, type PaymentsWorkerDeps } from './payments.worker.ts'
import { startRazorpayTestServer, type RazorpayTestServer } from '#tests/doubles/razorpay/server.ts'

/** What FarmTrek asks of the gateway: one order per payment, and money in rupees only. */

let t: TestApp
let rzp: RazorpayTestServer
let deps: PaymentsWorkerDeps
type Session = Awaited<ReturnType<typeof registerUser>>
let farmer: Session
let buyer: Session

beforeAll(async () => {
  rzp = await startRazorpayTestServer()
  t = await buildTestApp({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: rzp.keyId,
    RAZORPAY_KEY_SECRET: rzp.keySecret,
    RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
    RAZORPAY_URL: rzp.url,
    // Payments' own tests: many online orders of one buyer await payment at once.
    UNPAID_ORDERS_MAX: '1000',
    PAYMENT_TIMEOUT: '30m',
    RAZORPAY_TIMEOUT: '2s',
  })
  deps = {
    database: t.testDb.database,

    gateway: gatewayFor(t.env)!,
    ctx: applyContextFor(t.env),
    log: t.app.log,
    leaseMs: 10_000,
    backoffMs: 1,
    holdAfterChangeMs: t.env.PAYOUT_HOLD_AFTER_CHANGE,
  }
  farmer = await registerUser(t.app, { role: 'farmer', name: 'Meena Kumari' })
  buyer = await registerUser(t.app, { role: 'buyer', name: 'Rahul Nair' })
})
afterAll(async () => {
  await t.close()
  await rzp.close()
})

const db = () => t.testDb.database.db

/** A UPI order through the real route: its payment is written, its gateway order not yet made. */
async function placeUpiOrder() {
  const [l] = await db()
    .insert(listings)
    .values({ farmerId: farmer.user.id, productName: 'Tomato', pricePaise: 30_00, quantityKg: 40 })
    .returning()
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: buyer.cookie },
    payload: {
      delivery: {
        fullName: 'Rahul Nair',
        address: '4 Beach Road, Kochi 682001',
        phone: '98470 12345',
      },
      payment: 'UPI',
      idempotencyKey: randomUUID(),
      lines: [{ kind: 'listing', productId: l!.id, quantityKg: 5, seenPricePaise: l!.pricePaise }],
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  const order = res.json<{ id: string; lines: Array<{ id: string }> }>()
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id))
  expect(payment?.providerOrderId).toBeNull()
  return { order, payment: payment! }
}

const checkout = (orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/orders/${orderId}/checkout`,
    headers: { cookie: buyer.cookie },
  })

describe('one gateway order per payment', () => {
  it('checkouts racing each other and the background job make exactly one Razorpay order', async () => {
    const { order, payment } = await placeUpiOrder()
    // A slow gateway, so that every caller is in the middle of its calls at once.
    rzp.latencyMs = 150
    try {
      const [a, b, c] = await Promise.all([
        checkout(order.id),
        checkout(order.id),
        checkout(order.id),
        sweepPayments(deps),
      ])
      for (const r of [a, b, c]) expect(r.statusCode, r.body).toBe(200)
      const made = [...rzp.orders.values()].filter((o) => o.receipt === payment.id)
      expect(made).toHaveLength(1)
      const ids = new Set([a, b, c].map((r) => r.json().providerOrderId))
      expect([...ids]).toEqual([made[0]!.id])
      const [stored] = await db().select().from(payments).where(eq(payments.id, payment.id))
      expect(stored).toMatchObject({ providerOrderId: made[0]!.id, gatewayOrderClaimedUntil: null })
    } finally {
      rzp.latencyMs = 0
    }
  })

  it('takes over a claim whose holder died, and finds the order it had made by its receipt', async () => {
    const { order, payment } = await placeUpiOrder()
    // The holder made the order at the gateway and died before storing its id; its claim lapsed.
    const orphan = await deps.gateway.createOrder({
      amountPaise: payment.amountPaise,
      receipt: payment.id,
      notes: { farmtrek_payment_id: payment.id },
    })
    await db()
      .update(payments)
      .set({ gatewayOrderClaimedUntil: new Date(Date.now() - 1_000) })
      .where(eq(payments.id, payment.id))
    const res = await checkout(order.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().providerOrderId).toBe(orphan.id)
    expect([...rzp.orders.values()].filter((o) => o.receipt === payment.id)).toHaveLength(1)
  })
})

describe('the webhook takes rupees only', () => {
  it('records a capture in another currency and does not mark the order paid', async () => {
    const { order, payment } = await placeUpiOrder()
    const session = (await checkout(order.id)).json()
    const paid = rzp.pay(session.providerOrderId)
    paid.payment.currency = 'USD'
    const hook = rzp.webhook('payment.captured', { paymentId: paid.payment.id })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/razorpay',
      headers: hook.headers,
      payload: hook.body,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().outcome).toBe('refused: currency not INR')
    const [after] = await db().select().from(payments).where(eq(payments.id, payment.id))
    expect(after).toMatchObject({ state: 'awaiting', providerPaymentId: null, paidAt: null })
    expect(await db().select().from(payouts).where(eq(payouts.paymentId, payment.id))).toEqual([])
    const [event] = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, hook.eventId))
    expect(event).toMatchObject({
      paymentId: payment.id,
      type: 'payment.captured',
      outcome: 'refused: currency not INR',
    })
    // The same payment in rupees is taken.
    paid.payment.currency = 'INR'
    const inr = rzp.webhook('payment.captured', { paymentId: paid.payment.id })
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/razorpay',
      headers: inr.headers,
      payload: inr.body,
    })
    expect(ok.json().outcome).toBe('moved to paid')
  })
})
