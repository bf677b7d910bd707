import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings, payments, payoutAccounts, payouts } from '#server/db/schema/index.ts'
import { refundLine, releasePayout } from '#server/services/payments.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { gatewayFor } from './payments.routes.ts'
import { payoutCipherFor } from './payout-crypto.ts'
import type { PaymentGateway } from './razorpay.ts'
import { startRazorpayTestServer, type RazorpayTestServer } from '#tests/doubles/razorpay/server.ts'
import { duePayouts, reconcile, settlePayout } from './reconcile.ts'

let t: TestApp
let rzp: RazorpayTestServer
let gateway: PaymentGateway
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
    PAYOUT_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
  })
  gateway = gatewayFor(t.env)!
  farmer = await registerUser(t.app, { role: 'farmer', name: 'Lakshmi Devi' })
  buyer = await registerUser(t.app, { role: 'buyer', name: 'Imran Shaikh' })
})
afterAll(async () => {
  await t.close()
  await rzp.close()
})

const db = () => t.testDb.database.db
const HOLD = 24 * 3_600_000
const ledger = () => duePayouts(db(), { cipher: payoutCipherFor(t.env), holdMs: HOLD })

async function onlineOrder() {
  const [l] = await db()
    .insert(listings)
    .values({
      farmerId: farmer.user.id,
      productName: 'Turmeric',
      pricePaise: 200_00,
      quantityKg: 10,
    })
    .returning()
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: buyer.cookie },
    payload: {
      delivery: {
        fullName: 'Imran Shaikh',
        address: '7 Station Road, Nagpur 440001',
        phone: '9822012345',
      },
      payment: 'UPI',
      idempotencyKey: randomUUID(),
      lines: [{ kind: 'listing', productId: l!.id, quantityKg: 1, seenPricePaise: l!.pricePaise }],
    },
  })
  const order = res.json<{ id: string; number: string; lines: Array<{ id: string }> }>()
  const session = await t.app.inject({
    method: 'POST',
    url: `/api/payments/orders/${order.id}/checkout`,
    headers: { cookie: buyer.cookie },
  })
  return { order, providerOrderId: session.json().providerOrderId as string }
}

async function hook(event: 'payment.captured', paymentId: string) {
  const w = rzp.webhook(event, { paymentId })
  await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/razorpay',
    headers: w.headers,
    payload: w.body,
  })
}

const period = () => ({ from: new Date(Date.now() - 3_600_000), to: new Date(Date.now() + 60_000) })

describe('payments:reconcile', () => {
  it('finds nothing when both sides agree, and each kind of difference when they do not', async () => {
    const agreed = await onlineOrder()
    await hook('payment.captured', rzp.pay(agreed.providerOrderId).payment.id)
    expect((await reconcile(db(), gateway, period())).differences).toEqual([])

    // Paid at the gateway, but the webhook never came and nobody returned from Checkout.
    const lost = await onlineOrder()
    const lostPayment = rzp.pay(lost.providerOrderId).payment
    // A payment for an order FarmTrek never made.
    const stray = await gateway.createOrder({
      amountPaise: 500_00,
      receipt: 'elsewhere',
      notes: {},
    })
    rzp.pay(stray.id)
    // A refund recorded here that has not reached the gateway yet.
    const refunding = await onlineOrder()
    await hook('payment.captured', rzp.pay(refunding.providerOrderId).payment.id)
    await db().transaction((tx) =>
      refundLine(tx, { orderItemId: refunding.order.lines[0]!.id, reason: 'test' }),
    )

    const report = await reconcile(db(), gateway, period())
    const kinds = report.differences.map((d) => [d.kind, d.orderNumber])
    expect(kinds).toContainEqual(['captured there, not paid here', lost.order.number])
    expect(kinds).toContainEqual(['not ours', null])
    expect(kinds).toContainEqual(['refunded amount differs', refunding.order.number])
    expect(report.differences).toHaveLength(3)
    expect(
      report.differences.find((d) => d.providerPaymentId === lostPayment.id)?.theirsPaise,
    ).toBe(200_00)
  })

  it('lists manual payouts due after delivery, and settles one once', async () => {
    const { order, providerOrderId } = await onlineOrder()
    await hook('payment.captured', rzp.pay(providerOrderId).payment.id)
    const lineId = order.lines[0]!.id
    expect((await ledger()).some((p) => p.orderNumber === order.number)).toBe(false)
    await db().transaction((tx) => releasePayout(tx, { orderItemId: lineId }))
    const due = (await ledger()).find((p) => p.orderNumber === order.number)
    expect(due).toMatchObject({ amountPaise: 200_00, farmer: 'Lakshmi Devi', heldUntil: null })
    expect(await settlePayout(db(), due!.id, 'UTR123456', HOLD)).toBe(true)
    expect(await settlePayout(db(), due!.id, 'UTR123456', HOLD)).toBe(false)
    const [po] = await db().select().from(payouts).where(eq(payouts.orderItemId, lineId))
    expect(po).toMatchObject({ state: 'settled', settlementRef: 'UTR123456' })
    expect(
      (await db().select().from(payments).where(eq(payments.orderId, order.id)))[0]!.state,
    ).toBe('paid')
  })

  it('holds a farmer’s payouts for 24 h after they change their details, then pays the new account', async () => {
    const { order, providerOrderId } = await onlineOrder()
    await hook('payment.captured', rzp.pay(providerOrderId).payment.id)
    await db().transaction((tx) => releasePayout(tx, { orderItemId: order.lines[0]!.id }))
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/payments/payout-details',
      headers: { cookie: farmer.cookie },
      payload: {
        bankAccountNumber: '5566778899',
        bankIfsc: 'UTIB0000456',
        accountHolder: 'Lakshmi Devi',
        password: farmer.password,
      },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const held = (await ledger()).find((p) => p.orderNumber === order.number)
    // The operator reads the number in clear (decrypted), and that it must wait.
    expect(held).toMatchObject({ bankAccountNumber: '5566778899', bankIfsc: 'UTIB0000456' })
    expect(held!.heldUntil!.getTime()).toBeGreaterThan(Date.now() + HOLD - 60_000)
    expect(await settlePayout(db(), held!.id, 'UTR777', HOLD)).toBe(false)

    // A day later.
    await db()
      .update(payoutAccounts)
      .set({ changedAt: new Date(Date.now() - HOLD - 60_000) })
      .where(eq(payoutAccounts.farmerId, farmer.user.id))
    expect((await ledger()).find((p) => p.id === held!.id)?.heldUntil).toBeNull()
    expect(await settlePayout(db(), held!.id, 'UTR777', HOLD)).toBe(true)
  })
})
