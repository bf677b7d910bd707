import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  listings,
  paymentTasks,
  payoutAccounts,
  payouts,
  refunds,
} from '#server/db/schema/index.ts'
import { refundLine, releasePayout } from '#server/services/payments.ts'
import { registerUser } from '#server/test/build-test-app.ts'
import {
  buyer,
  checkout,
  db,
  deps,
  farmer,
  paymentOf,
  placeOnlineOrder,
  postWebhook,
  rzp,
  t,
  usePaymentsApp,
} from './payments.test-support.ts'
import { expireDue, sweepPayments } from './payments.worker.ts'

// After an online order: unpaid orders expiring, refunds, payouts released and retried, and the
// farmer's payout details.

usePaymentsApp()

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
