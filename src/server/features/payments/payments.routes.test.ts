import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUE } from '#core/catalogue/catalogue.ts'
import {
  listings,
  orders,
  paymentEvents,
  payments,
  paymentTasks,
  payoutAccounts,
  payouts,
  refunds,
} from '#server/db/schema/index.ts'
import { createPaymentForOrder, refundLine, releasePayout } from '#server/services/payments.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { applyContextFor, gatewayFor } from './payments.routes.ts'
import { expireDue, sweepPayments, type PaymentsWorkerDeps } from './payments.worker.ts'
import { startRazorpayTestServer, type RazorpayTestServer } from '#tests/doubles/razorpay/server.ts'

let t: TestApp
let rzp: RazorpayTestServer
let deps: PaymentsWorkerDeps
type Session = Awaited<ReturnType<typeof registerUser>>
let farmer: Session
let buyer: Session
let otherBuyer: Session

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
    RAZORPAY_ROUTE: 'true',
    RAZORPAY_TIMEOUT: '2s',
    PAYOUT_ENCRYPTION_KEY: Buffer.alloc(32, 5).toString('base64'),
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
  farmer = await registerUser(t.app, { role: 'farmer', name: 'Sanjay Patil' })
  buyer = await registerUser(t.app, { role: 'buyer', name: 'Asha Rao' })
  otherBuyer = await registerUser(t.app, { role: 'buyer', name: 'Vikram Iyer' })
})
afterAll(async () => {
  await t.close()
  await rzp.close()
})

const db = () => t.testDb.database.db
const delivery = { fullName: 'Asha Rao', address: '12 MG Road, Pune 411001', phone: '98765 43210' }

async function listing(quantityKg = 10, pricePaise = 150_00) {
  const [row] = await db()
    .insert(listings)
    .values({ farmerId: farmer.user.id, productName: 'Alphonso Mango', pricePaise, quantityKg })
    .returning()
  return row!
}

/**
 * Places a UPI order for `kg` of a fresh listing through the real route. The payment row is
 * written as the order code writes it in its transaction (createPaymentForOrder is idempotent, so
 * this holds whether or not the order route already wrote it).
 */
async function placeOnlineOrder(kg = 3, who: Session = buyer) {
  const l = await listing()
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: who.cookie },
    payload: {
      delivery,
      payment: 'UPI',
      idempotencyKey: randomUUID(),
      lines: [{ kind: 'listing', productId: l.id, quantityKg: kg, seenPricePaise: l.pricePaise }],
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  const order = res.json<{ id: string; totalPaise: number; lines: Array<{ id: string }> }>()
  await db().transaction((tx) =>
    createPaymentForOrder(tx, {
      orderId: order.id,
      buyerId: who.user.id,
      method: 'UPI',
      amountPaise: order.totalPaise,
      timeoutMs: t.env.PAYMENT_TIMEOUT,
    }),
  )
  return { order, listing: l, lineId: order.lines[0]!.id }
}

const checkout = (orderId: string, who: Session = buyer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/orders/${orderId}/checkout`,
    headers: { cookie: who.cookie },
  })

const paymentOf = async (orderId: string) =>
  (await db().select().from(payments).where(eq(payments.orderId, orderId)))[0]!

function postWebhook(w: { body: string; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/razorpay',
    headers: w.headers,
    payload: w.body,
  })
}

describe('GET /api/payments/config', () => {
  it('offers UPI and Card when Razorpay is set up, and never sends a secret', async () => {
    const res = await t.app.inject({ url: '/api/payments/config' })
    expect(res.json()).toEqual({
      provider: 'razorpay',
      online: true,
      reason: null,
      timeoutMinutes: 30,
    })
    expect(res.body).not.toContain(rzp.keySecret)
    expect(res.body).not.toContain(rzp.webhookSecret)
  })
})

describe('checkout and verification', () => {
  it('creates one Razorpay order for the exact paise, the same on retry', async () => {
    const { order } = await placeOnlineOrder(3)
    const first = await checkout(order.id)
    expect(first.statusCode, first.body).toBe(200)
    const session = first.json()
    expect(session).toMatchObject({
      orderId: order.id,
      keyId: rzp.keyId,
      amountPaise: 450_00,
      currency: 'INR',
      method: 'UPI',
      prefill: { name: 'Asha Rao', contact: '+919876543210' },
    })
    expect(JSON.stringify(session)).not.toContain(rzp.keySecret)
    expect(rzp.orders.get(session.providerOrderId)).toMatchObject({ amount: 450_00 })
    const creates = rzp.calls.filter((c) => c === 'POST /orders').length
    const again = await checkout(order.id)
    expect(again.json().providerOrderId).toBe(session.providerOrderId)
    expect(rzp.calls.filter((c) => c === 'POST /orders').length).toBe(creates)
  })

  it("answers 404 for another buyer's order", async () => {
    const { order } = await placeOnlineOrder(1)
    expect((await checkout(order.id, otherBuyer)).statusCode).toBe(404)
    const r = await t.app.inject({
      url: `/api/payments/orders/${order.id}`,
      headers: { cookie: otherBuyer.cookie },
    })
    expect(r.statusCode).toBe(404)
  })

  it('refuses a wrong signature and changes nothing; a right one marks the order paid once', async () => {
    const { order, lineId } = await placeOnlineOrder(2)
    const session = (await checkout(order.id)).json()
    const answer = rzp.pay(session.providerOrderId)
    const verify = (body: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/orders/${order.id}/verify`,
        headers: { cookie: buyer.cookie },
        payload: body,
      })
    const forged = await verify({ ...answer, razorpay_signature: 'f'.repeat(64), payment: '' })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().code).toBe('payments.bad_signature')
    expect((await paymentOf(order.id)).state).toBe('awaiting')

    const ok = await verify({
      razorpay_order_id: answer.razorpay_order_id,
      razorpay_payment_id: answer.razorpay_payment_id,
      razorpay_signature: answer.razorpay_signature,
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toMatchObject({ state: 'paid', amountPaise: 300_00 })
    // The webhook for the same payment comes too: still paid once, one payout held.
    const hook = await postWebhook(
      rzp.webhook('payment.captured', { paymentId: answer.razorpay_payment_id }),
    )
    expect(hook.json()).toEqual({ ok: true, outcome: 'same' })
    const p = await paymentOf(order.id)
    expect(p).toMatchObject({ state: 'paid', providerPaymentId: answer.razorpay_payment_id })
    const held = await db().select().from(payouts).where(eq(payouts.orderItemId, lineId))
    expect(held).toHaveLength(1)
    expect(held[0]).toMatchObject({ state: 'held', amountPaise: 300_00, farmerId: farmer.user.id })
    const again = await checkout(order.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('payments.already_paid')
  })
})

describe('POST /api/payments/webhook/razorpay', () => {
  it('answers 400 to a missing or wrong signature and records nothing', async () => {
    const { order } = await placeOnlineOrder(1)
    const session = (await checkout(order.id)).json()
    const { payment } = rzp.pay(session.providerOrderId)
    const w = rzp.webhook('payment.captured', { paymentId: payment.id })
    const before = await db().$count(paymentEvents)
    const missing = await postWebhook({
      body: w.body,
      headers: { 'content-type': 'application/json' },
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().code).toBe('payments.bad_webhook')
    const tampered = w.body.replace('"amount":15000', '"amount":100')
    expect(tampered).not.toBe(w.body)
    const wrong = await postWebhook({ body: tampered, headers: w.headers })
    expect(wrong.statusCode).toBe(400)
    expect(await db().$count(paymentEvents)).toBe(before)
    expect((await paymentOf(order.id)).state).toBe('awaiting')
  })

  it('marks paid from the webhook alone (the browser closed), once under replays', async () => {
    const { order, lineId } = await placeOnlineOrder(2)
    const session = (await checkout(order.id)).json()
    const { payment } = rzp.pay(session.providerOrderId)
    const w = rzp.webhook('order.paid', { paymentId: payment.id })
    const first = await postWebhook(w)
    expect(first.json()).toEqual({ ok: true, outcome: 'moved to paid' })
    for (let i = 0; i < 3; i++) expect((await postWebhook(w)).json().outcome).toBe('replay')
    expect((await paymentOf(order.id)).state).toBe('paid')
    expect(await db().$count(payouts, eq(payouts.orderItemId, lineId))).toBe(1)
    const captured = await postWebhook(rzp.webhook('payment.captured', { paymentId: payment.id }))
    expect(captured.json().outcome).toBe('same')
  })

  it('keeps a paid order paid when an earlier attempt’s failure arrives late', async () => {
    const { order } = await placeOnlineOrder(1)
    const session = (await checkout(order.id)).json()
    const failed = rzp.failAttempt(session.providerOrderId)
    const { payment } = rzp.pay(session.providerOrderId)
    await postWebhook(rzp.webhook('payment.captured', { paymentId: payment.id }))
    const late = await postWebhook(rzp.webhook('payment.failed', { paymentId: failed.id }))
    expect(late.json().outcome).toBe('same')
    expect((await paymentOf(order.id)).state).toBe('paid')
  })

  it('records a failed attempt, and a retry can still pay', async () => {
    const { order } = await placeOnlineOrder(1)
    const session = (await checkout(order.id)).json()
    const failed = rzp.failAttempt(session.providerOrderId, 'Card declined')
    expect(
      (await postWebhook(rzp.webhook('payment.failed', { paymentId: failed.id }))).json().outcome,
    ).toBe('moved to failed')
    const summary = await t.app.inject({
      url: `/api/payments/orders/${order.id}`,
      headers: { cookie: buyer.cookie },
    })
    expect(summary.json()).toMatchObject({ state: 'failed', failureReason: 'Card declined' })
    expect((await checkout(order.id)).statusCode).toBe(200)
    const { payment } = rzp.pay(session.providerOrderId)
    await postWebhook(rzp.webhook('payment.captured', { paymentId: payment.id }))
    expect((await paymentOf(order.id)).state).toBe('paid')
  })

  it('finds the payment by its notes when the gateway order id was never stored (crash)', async () => {
    const { order } = await placeOnlineOrder(1)
    const p = await paymentOf(order.id)
    // The gateway order was made, but the process died before storing its id.
    const gwOrder = await deps.gateway.createOrder({
      amountPaise: p.amountPaise,
      receipt: p.id,
      notes: { farmtrek_payment_id: p.id },
    })
    const { payment } = rzp.pay(gwOrder.id)
    const res = await postWebhook(rzp.webhook('payment.captured', { paymentId: payment.id }))
    expect(res.json().outcome).toBe('moved to paid')
    expect(await paymentOf(order.id)).toMatchObject({ state: 'paid', providerOrderId: gwOrder.id })
  })

  it('records a second capture on a paid order without paying it twice', async () => {
    const { order } = await placeOnlineOrder(1)
    const session = (await checkout(order.id)).json()
    const first = rzp.pay(session.providerOrderId).payment
    const second = rzp.pay(session.providerOrderId).payment
    await postWebhook(rzp.webhook('payment.captured', { paymentId: first.id }))
    const res = await postWebhook(rzp.webhook('payment.captured', { paymentId: second.id }))
    expect(res.json().outcome).toBe('second payment')
    expect(await paymentOf(order.id)).toMatchObject({ state: 'paid', providerPaymentId: first.id })
  })

  it('refuses a captured amount that is not the order’s', async () => {
    const { order } = await placeOnlineOrder(1)
    const session = (await checkout(order.id)).json()
    const { payment } = rzp.pay(session.providerOrderId)
    payment.amount = 1_00
    const res = await postWebhook(rzp.webhook('payment.captured', { paymentId: payment.id }))
    expect(res.json().outcome).toBe('amount mismatch')
    expect((await paymentOf(order.id)).state).toBe('awaiting')
  })
})

describe('expiry of unpaid orders', () => {
  it('cancels an unpaid order after the timeout, returns its stock, and refuses payment after', async () => {
    const { order, listing: l } = await placeOnlineOrder(4)
    await checkout(order.id)
    const left = async () =>
      (await db().select().from(listings).where(eq(listings.id, l.id)))[0]!.quantityKg
    expect(await left()).toBe(6)
    // Not yet due: nothing happens.
    expect(await expireDue(deps, new Date(Date.now() + 60_000))).toBe(0)
    const later = new Date(Date.now() + t.env.PAYMENT_TIMEOUT + 1_000)
    expect(await expireDue(deps, later)).toBeGreaterThanOrEqual(1)
    expect((await paymentOf(order.id)).state).toBe('expired')
    expect(await left()).toBe(10)
    // Running again (another node, a replay) returns nothing twice.
    await expireDue(deps, later)
    expect(await left()).toBe(10)
    const res = await checkout(order.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('payments.expired')
  })

  it('refunds in full money that arrives after expiry', async () => {
    const { order } = await placeOnlineOrder(1)
    const session = (await checkout(order.id)).json()
    await expireDue(deps, new Date(Date.now() + t.env.PAYMENT_TIMEOUT + 1_000))
    expect((await paymentOf(order.id)).state).toBe('expired')
    const { payment } = rzp.pay(session.providerOrderId)
    const res = await postWebhook(rzp.webhook('payment.captured', { paymentId: payment.id }))
    expect(res.json().outcome).toBe('late: refunding')
    await sweepPayments(deps)
    const p = await paymentOf(order.id)
    const [refund] = await db().select().from(refunds).where(eq(refunds.paymentId, p.id))
    expect(refund).toMatchObject({ amountPaise: 150_00, state: 'requested', orderItemId: null })
    expect(rzp.payments.get(payment.id)?.amount_refunded).toBe(150_00)
  })

  it('asks the gateway before expiring: a payment whose webhook was lost ends paid', async () => {
    const { order } = await placeOnlineOrder(1)
    const session = (await checkout(order.id)).json()
    rzp.pay(session.providerOrderId) // no webhook, no verify
    await expireDue(deps, new Date(Date.now() + t.env.PAYMENT_TIMEOUT + 1_000))
    expect((await paymentOf(order.id)).state).toBe('paid')
  })
})

describe('refunds and payouts', () => {
  it('refunds a cancelled line through the API, and refund.processed shows it to both sides', async () => {
    const { order, lineId } = await placeOnlineOrder(2)
    await db()
      .insert(payoutAccounts)
      .values({ farmerId: farmer.user.id, linkedAccountId: 'acc_ABCDEFGHIJKLMN' })
      .onConflictDoUpdate({
        target: payoutAccounts.farmerId,
        set: { linkedAccountId: 'acc_ABCDEFGHIJKLMN' },
      })
    const session = (await checkout(order.id)).json()
    const { payment } = rzp.pay(session.providerOrderId)
    await postWebhook(rzp.webhook('payment.captured', { paymentId: payment.id }))
    await sweepPayments(deps) // the transfer on hold
    const [po] = await db().select().from(payouts).where(eq(payouts.orderItemId, lineId))
    expect(po).toMatchObject({ mode: 'route', state: 'held' })
    expect(rzp.transfers.get(po!.providerTransferId!)).toMatchObject({
      on_hold: true,
      amount: 300_00,
    })

    const refund = await db().transaction((tx) =>
      refundLine(tx, { orderItemId: lineId, reason: 'Declined by farmer' }),
    )
    expect(refund).toMatchObject({ amountPaise: 300_00 })
    // A second cancel of the same line refunds nothing more.
    expect(
      await db().transaction((tx) => refundLine(tx, { orderItemId: lineId, reason: 'again' })),
    ).toBeNull()
    await sweepPayments(deps)
    const [row] = await db().select().from(refunds).where(eq(refunds.orderItemId, lineId))
    expect(row).toMatchObject({ state: 'requested' })
    expect(rzp.refunds.get(row!.providerRefundId!)).toMatchObject({
      amount: 300_00,
      receipt: row!.id,
    })
    rzp.processRefund(row!.providerRefundId!)
    const hook = await postWebhook(
      rzp.webhook('refund.processed', { paymentId: payment.id, refundId: row!.providerRefundId! }),
    )
    expect(hook.json().outcome).toBe('refund processed')
    const summary = await t.app.inject({
      url: `/api/payments/orders/${order.id}`,
      headers: { cookie: buyer.cookie },
    })
    expect(summary.json()).toMatchObject({
      refundedPaise: 300_00,
      refunds: [{ orderItemId: lineId, state: 'processed' }],
    })
    const farmerView = await t.app.inject({
      url: '/api/payments/payouts',
      headers: { cookie: farmer.cookie },
    })
    expect(
      farmerView.json().items.find((i: { orderItemId: string }) => i.orderItemId === lineId),
    ).toMatchObject({
      state: 'cancelled',
      refund: 'processed',
      amountPaise: 300_00,
    })
  })

  it('refunds nothing for an order that was not paid online', async () => {
    const { lineId } = await placeOnlineOrder(1)
    expect(
      await db().transaction((tx) => refundLine(tx, { orderItemId: lineId, reason: 'x' })),
    ).toBeNull()
  })

  it('releases a held Route transfer when the line is delivered', async () => {
    const { order, lineId } = await placeOnlineOrder(1)
    const session = (await checkout(order.id)).json()
    const { payment } = rzp.pay(session.providerOrderId)
    await postWebhook(rzp.webhook('payment.captured', { paymentId: payment.id }))
    // Delivered before the worker made the transfer: the release waits for it.
    expect(await db().transaction((tx) => releasePayout(tx, { orderItemId: lineId }))).toBe(
      'released',
    )
    expect(await db().transaction((tx) => releasePayout(tx, { orderItemId: lineId }))).toBeNull()
    await sweepPayments(deps)
    await sweepPayments(deps)
    const [po] = await db().select().from(payouts).where(eq(payouts.orderItemId, lineId))
    expect(po).toMatchObject({ state: 'released' })
    expect(po!.providerReleasedAt).not.toBeNull()
    expect(rzp.transfers.get(po!.providerTransferId!)?.on_hold).toBe(false)
  })

  it('retries a gateway call after an outage and makes it once', async () => {
    const { order, lineId } = await placeOnlineOrder(1)
    const session = (await checkout(order.id)).json()
    const { payment } = rzp.pay(session.providerOrderId)
    await postWebhook(rzp.webhook('payment.captured', { paymentId: payment.id }))
    await sweepPayments(deps)
    const refund = await db().transaction((tx) =>
      refundLine(tx, { orderItemId: lineId, reason: 'Cancelled by buyer' }),
    )
    rzp.failNext(1, 503)
    await sweepPayments(deps)
    const taskOf = async () =>
      (await db().select().from(paymentTasks).where(eq(paymentTasks.refId, refund!.refundId)))[0]!
    expect(await taskOf()).toMatchObject({ status: 'pending', attempts: 1 })
    expect((await taskOf()).lastError).toMatch(/503/)
    await new Promise((r) => setTimeout(r, 20))
    await sweepPayments(deps)
    expect(await taskOf()).toMatchObject({ status: 'done', attempts: 2 })
    const made = [...rzp.refunds.values()].filter((r) => r.payment_id === payment.id)
    expect(made).toHaveLength(1)
  })
})

describe('payout details', () => {
  it('stores a farmer’s UPI ID and bank account, and shows the account by its last 4 digits', async () => {
    // A farmer of their own: a change holds the farmer's payouts, which other tests release.
    const farmer = await registerUser(t.app, { role: 'farmer' })
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/payments/payout-details',
      headers: { cookie: farmer.cookie },
      payload: {
        upiVpa: 'sanjay@okicici',
        bankAccountNumber: '123456789012',
        bankIfsc: 'sbin0001234',
        accountHolder: 'Sanjay Patil',
        password: farmer.password,
      },
    })
    expect(put.statusCode, put.body).toBe(200)
    const get = await t.app.inject({
      url: '/api/payments/payout-details',
      headers: { cookie: farmer.cookie },
    })
    expect(get.json().details).toMatchObject({
      upiVpa: 'sanjay@okicici',
      bankAccountLast4: '9012',
      bankIfsc: 'SBIN0001234',
    })
    expect(get.body).not.toContain('123456789012')
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/payments/payout-details',
      headers: { cookie: farmer.cookie },
      payload: { password: farmer.password },
    })
    expect(bad.statusCode).toBe(400)
    const asBuyer = await t.app.inject({
      url: '/api/payments/payout-details',
      headers: { cookie: buyer.cookie },
    })
    expect(asBuyer.statusCode).toBe(403)
  })
})

describe('PAYMENT_PROVIDER=none (the default)', () => {
  let cod: TestApp
  beforeAll(async () => {
    cod = await buildTestApp()
  })
  afterAll(() => cod.close())

  it('says UPI and Card are unavailable and why; Cash on Delivery orders as before', async () => {
    const config = await cod.app.inject({ url: '/api/payments/config' })
    expect(config.json()).toMatchObject({ provider: 'none', online: false })
    expect(config.json().reason).toMatch(/Cash on Delivery/)
    const b = await registerUser(cod.app, { role: 'buyer' })
    const res = await cod.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: b.cookie },
      payload: {
        delivery,
        payment: 'COD',
        idempotencyKey: randomUUID(),
        lines: [{ kind: 'catalogue', catalogueId: 0, seenPricePaise: CATALOGUE[0]!.pricePaise }],
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ paymentMethod: 'COD', paymentStatus: 'due_on_delivery' })
    expect(await cod.testDb.database.db.$count(payments)).toBe(0)
    const hook = await cod.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/razorpay',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(hook.statusCode).toBe(409)
    expect(hook.json().code).toBe('payments.not_configured')
    const [o] = await cod.testDb.database.db.select().from(orders)
    const checkoutRes = await cod.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${o!.id}/checkout`,
      headers: { cookie: b.cookie },
    })
    expect(checkoutRes.json().code).toBe('payments.not_configured')
  })
})
