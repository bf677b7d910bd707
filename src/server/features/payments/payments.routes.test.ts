import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUE } from '#core/catalogue/catalogue.ts'
import { orders, paymentEvents, payments, payouts } from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import {
  buyer,
  checkout,
  db,
  delivery,
  deps,
  farmer,
  otherBuyer,
  paymentOf,
  placeOnlineOrder,
  postWebhook,
  rzp,
  t,
  usePaymentsApp,
} from './payments.test-support.ts'

// Online payments through Razorpay: the config, checkout and its verification, webhooks; and the
// default without a provider.

usePaymentsApp()

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
