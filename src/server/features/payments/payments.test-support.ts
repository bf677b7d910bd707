// Test-only: the online-payment app the payment route tests share (Razorpay stand-in, Route on,
// payout encryption), its accounts and the steps most tests take (an order, its checkout, a webhook).
// Its bindings are live: each test file that calls usePaymentsApp() gets its own app.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { listings, payments } from '#server/db/schema/index.ts'
import { createPaymentForOrder } from '#server/services/payments.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { startRazorpayTestServer, type RazorpayTestServer } from '#tests/doubles/razorpay/server.ts'
import { applyContextFor, gatewayFor } from './payments.routes.ts'
import type { PaymentsWorkerDeps } from './payments.worker.ts'

export let t: TestApp
export let rzp: RazorpayTestServer
export let deps: PaymentsWorkerDeps
export type Session = Awaited<ReturnType<typeof registerUser>>
export let farmer: Session
export let buyer: Session
export let otherBuyer: Session

/** Starts the Razorpay stand-in and an app that pays through it, for the test file that calls it. */
export function usePaymentsApp(): void {
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
}

export const db = () => t.testDb.database.db
export const delivery = {
  fullName: 'Asha Rao',
  address: '12 MG Road, Pune 411001',
  phone: '98765 43210',
}

export async function listing(quantityKg = 10, pricePaise = 150_00) {
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
export async function placeOnlineOrder(kg = 3, who: Session = buyer) {
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

export const checkout = (orderId: string, who: Session = buyer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/payments/orders/${orderId}/checkout`,
    headers: { cookie: who.cookie },
  })

export const paymentOf = async (orderId: string) =>
  (await db().select().from(payments).where(eq(payments.orderId, orderId)))[0]!

export function postWebhook(w: { body: string; headers: Record<string, string> }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/razorpay',
    headers: w.headers,
    payload: w.body,
  })
}
