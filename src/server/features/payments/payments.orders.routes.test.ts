import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUE } from '#core/catalogue/catalogue.ts'
import {
  listings,
  outbox,
  payments,
  payouts,
  refunds,
  supplyChainOrders,
} from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { deliveryCodeFor } from '#server/services/delivery-code.ts'
import { applyContextFor, gatewayFor } from './payments.routes.ts'
import { expireDue, sweepPayments, type PaymentsWorkerDeps } from './payments.worker.ts'
import { startRazorpayTestServer, type RazorpayTestServer } from '#tests/doubles/razorpay/server.ts'

// Online payments through the order flow itself: placing, cancelling, declining, delivering.

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
  farmer = await registerUser(t.app, { role: 'farmer', name: 'Meena Kulkarni' })
  buyer = await registerUser(t.app, { role: 'buyer', name: 'Ravi Menon' })
})
afterAll(async () => {
  await t.close()
  await rzp.close()
})

const db = () => t.testDb.database.db
const delivery = {
  fullName: 'Ravi Menon',
  address: '4 Anna Salai, Chennai 600002',
  phone: '9876501234',
}

async function placeCardOrder(kgs: number[]) {
  const made = []
  for (const _ of kgs) {
    const [row] = await db()
      .insert(listings)
      .values({
        farmerId: farmer.user.id,
        productName: 'Ponni Rice',
        pricePaise: 60_00,
        quantityKg: 20,
      })
      .returning()
    made.push(row!)
  }
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: buyer.cookie },
    payload: {
      delivery,
      payment: 'Card',
      idempotencyKey: randomUUID(),
      lines: made.map((l, i) => ({
        kind: 'listing',
        productId: l.id,
        quantityKg: kgs[i],
        seenPricePaise: l.pricePaise,
      })),
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  const order = res.json<{
    id: string
    totalPaise: number
    lines: Array<{ id: string; supplyChainOrderId: string }>
  }>()
  return { order, listings: made }
}

async function payByWebhook(orderId: string) {
  const session = await t.app.inject({
    method: 'POST',
    url: `/api/payments/orders/${orderId}/checkout`,
    headers: { cookie: buyer.cookie },
  })
  expect(session.statusCode, session.body).toBe(200)
  const { payment } = rzp.pay(session.json().providerOrderId)
  const w = rzp.webhook('payment.captured', { paymentId: payment.id })
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/razorpay',
    headers: w.headers,
    payload: w.body,
  })
  expect(res.json().outcome).toBe('moved to paid')
  return payment
}

const myOrder = async (orderId: string) => {
  const res = await t.app.inject({ url: '/api/orders?limit=50', headers: { cookie: buyer.cookie } })
  return res.json().items.find((o: { id: string }) => o.id === orderId)
}

describe('placing a UPI or Card order', () => {
  it('writes the payment for the exact total in the order’s transaction, and the order shows it', async () => {
    const { order } = await placeCardOrder([2, 3])
    expect(order.totalPaise).toBe(5 * 60_00)
    const [p] = await db().select().from(payments).where(eq(payments.orderId, order.id))
    expect(p).toMatchObject({ amountPaise: 300_00, method: 'Card', state: 'awaiting' })
    expect(await myOrder(order.id)).toMatchObject({
      paymentStatus: 'awaiting_payment',
      payment: { state: 'awaiting', amountPaise: 300_00, refundedPaise: 0 },
    })
    await payByWebhook(order.id)
    expect(await myOrder(order.id)).toMatchObject({
      paymentStatus: 'paid',
      payment: { state: 'paid' },
    })
    // The farmer sees it paid, their share held until delivery.
    const sc = await t.app.inject({ url: '/api/supply-chain', headers: { cookie: farmer.cookie } })
    const line = sc
      .json()
      .items.find((i: { orderItemId: string }) => i.orderItemId === order.lines[0]!.id)
    expect(line).toMatchObject({ paymentStatus: 'paid', payout: 'held' })
  })
})

describe('cancel, decline and deliver a paid line', () => {
  it('refunds the line the buyer cancels, and the one the farmer declines, each once', async () => {
    const { order } = await placeCardOrder([1, 2, 3])
    const payment = await payByWebhook(order.id)
    const [a, b, c] = order.lines
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/lines/${a!.id}/cancel`,
      headers: { cookie: buyer.cookie },
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    const decline = await t.app.inject({
      method: 'POST',
      url: `/api/supply-chain/${b!.supplyChainOrderId}/decline`,
      headers: { cookie: farmer.cookie },
      payload: { reason: 'Crop damaged by rain' },
    })
    expect(decline.statusCode, decline.body).toBe(200)
    await sweepPayments(deps)
    const made = [...rzp.refunds.values()].filter((r) => r.payment_id === payment.id)
    expect(made.map((r) => r.amount).sort((x, y) => x - y)).toEqual([60_00, 120_00])
    expect(rzp.payments.get(payment.id)?.amount_refunded).toBe(180_00)
    const summary = (await myOrder(order.id)).payment
    expect(summary.refundedPaise).toBe(180_00)
    expect(summary.refunds).toHaveLength(2)
    const [p] = await db().select().from(payments).where(eq(payments.orderId, order.id))
    const held = await db().select().from(payouts).where(eq(payouts.paymentId, p!.id))
    const states = Object.fromEntries(held.map((p) => [p.orderItemId, p.state]))
    expect(states).toEqual({ [a!.id]: 'cancelled', [b!.id]: 'cancelled', [c!.id]: 'held' })
  })

  it('releases the farmer’s share when the line is Delivered with the buyer’s code', async () => {
    const { order } = await placeCardOrder([2])
    await payByWebhook(order.id)
    const scId = order.lines[0]!.supplyChainOrderId
    const move = (status: string, extra: object = {}) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/supply-chain/${scId}`,
        headers: { cookie: farmer.cookie },
        payload: { status, ...extra },
      })
    expect((await move('In Transit', { transport: 'TN 01 AB 1234' })).json().payout).toBe('held')
    // Without the code (nor withoutCode) Delivered is refused and the payout stays held.
    expect((await move('Delivered')).statusCode).toBe(400)
    const delivered = await move('Delivered', { code: deliveryCodeFor(order.lines[0]!.id) })
    expect(delivered.statusCode, delivered.body).toBe(200)
    expect(delivered.json()).toMatchObject({ status: 'Delivered', payout: 'released' })
    const list = await t.app.inject({
      url: '/api/payments/payouts',
      headers: { cookie: farmer.cookie },
    })
    expect(
      list.json().items.find((i: { orderItemId: string }) => i.orderItemId === order.lines[0]!.id),
    ).toMatchObject({
      state: 'released',
      mode: 'manual',
      amountPaise: 120_00,
    })
  })

  it('refunds a line cancelled while the payment was still open, once the money comes', async () => {
    const { order } = await placeCardOrder([1, 4])
    const [a, b] = order.lines
    await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/lines/${a!.id}/cancel`,
      headers: { cookie: buyer.cookie },
    })
    const payment = await payByWebhook(order.id)
    await sweepPayments(deps)
    const [r] = await db().select().from(refunds).where(eq(refunds.orderItemId, a!.id))
    expect(r).toMatchObject({ amountPaise: 60_00, state: 'requested' })
    expect(rzp.payments.get(payment.id)?.amount_refunded).toBe(60_00)
    const [po] = await db().select().from(payouts).where(eq(payouts.orderItemId, b!.id))
    expect(po).toMatchObject({ state: 'held', amountPaise: 240_00 })
    expect(await db().$count(payouts, eq(payouts.orderItemId, a!.id))).toBe(0)
  })
})

describe('expiry through the order flow', () => {
  it('cancels every Pending line with its reason and gives the stock back', async () => {
    const { order, listings: ls } = await placeCardOrder([5, 6])
    await expireDue(deps, new Date(Date.now() + t.env.PAYMENT_TIMEOUT + 1_000))
    const got = await myOrder(order.id)
    expect(got).toMatchObject({ paymentStatus: 'not_paid_in_time', payment: { state: 'expired' } })
    expect(
      got.lines.map((l: { status: string; statusReason: string }) => [l.status, l.statusReason]),
    ).toEqual([
      ['Cancelled', 'Not paid in time'],
      ['Cancelled', 'Not paid in time'],
    ])
    for (const l of ls) {
      const [row] = await db().select().from(listings).where(eq(listings.id, l.id))
      expect(row!.quantityKg).toBe(20)
    }
    // The buyer is told by SMS, once.
    const told = await db().select().from(outbox).where(eq(outbox.kind, 'paymentExpired'))
    expect(told.filter((m) => m.channel === 'sms')).toHaveLength(1)
    expect(JSON.stringify(told[0]!.payload)).toMatch(
      /was not paid within 30 minutes and is cancelled/,
    )
    const sc = await db()
      .select()
      .from(supplyChainOrders)
      .where(eq(supplyChainOrders.orderItemId, order.lines[0]!.id))
    expect(sc[0]!.status).toBe('Cancelled')
  })
})

describe('PAYMENT_PROVIDER=none', () => {
  it('refuses UPI and Card orders with a reason, and keeps nothing', async () => {
    const cod = await buildTestApp()
    try {
      const b = await registerUser(cod.app, { role: 'buyer' })
      const res = await cod.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: b.cookie },
        payload: {
          delivery,
          payment: 'UPI',
          idempotencyKey: randomUUID(),
          lines: [{ kind: 'catalogue', catalogueId: 0, seenPricePaise: CATALOGUE[0]!.pricePaise }],
        },
      })
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ code: 'payments.not_configured', field: 'payment' })
      expect(await cod.testDb.database.db.$count(payments)).toBe(0)
    } finally {
      await cod.close()
    }
  })
})

describe('choosing Cash on Delivery after a failed payment', () => {
  it('turns the order into COD; money from an attempt still open is refunded in full', async () => {
    const { order } = await placeCardOrder([2])
    const session = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.id}/checkout`,
      headers: { cookie: buyer.cookie },
    })
    const providerOrderId = session.json().providerOrderId as string
    const failed = rzp.failAttempt(providerOrderId)
    const fw = rzp.webhook('payment.failed', { paymentId: failed.id })
    await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/razorpay',
      headers: fw.headers,
      payload: fw.body,
    })
    const cod = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.id}/cash-on-delivery`,
      headers: { cookie: buyer.cookie },
    })
    expect(cod.statusCode, cod.body).toBe(200)
    expect(cod.json().state).toBe('switched')
    expect(await myOrder(order.id)).toMatchObject({
      paymentMethod: 'COD',
      paymentStatus: 'due_on_delivery',
    })
    // Not expired later: the order is COD now, and its line stays Pending.
    await expireDue(deps, new Date(Date.now() + t.env.PAYMENT_TIMEOUT + 1_000))
    expect((await myOrder(order.id)).lines[0].status).toBe('Pending')
    // A second tab had Checkout open and paid after all: the money goes back.
    const { payment } = rzp.pay(providerOrderId)
    const w = rzp.webhook('payment.captured', { paymentId: payment.id })
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/razorpay',
      headers: w.headers,
      payload: w.body,
    })
    expect(late.json().outcome).toBe('late: refunding')
    await sweepPayments(deps)
    expect(rzp.payments.get(payment.id)?.amount_refunded).toBe(120_00)
    // A paid order cannot switch.
    const paid = await placeCardOrder([1])
    await payByWebhook(paid.order.id)
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${paid.order.id}/cash-on-delivery`,
      headers: { cookie: buyer.cookie },
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('payments.already_paid')
  })
})
