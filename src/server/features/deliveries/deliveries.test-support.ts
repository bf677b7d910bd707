// Test-only: an app that takes online payments through the Razorpay stand-in, with a clock the
// tests move, its accounts, and the steps the delivery tests take (a paid order, moving its line).
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { listings, payouts } from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { startRazorpayTestServer, type RazorpayTestServer } from '#tests/doubles/razorpay/server.ts'

export let t: TestApp
export let rzp: RazorpayTestServer
export type Session = Awaited<ReturnType<typeof registerUser>>
export let farmer: Session
export let otherFarmer: Session
export let buyer: Session
export let otherBuyer: Session

/** The app's clock: tests move it (`clock.now = …`). */
export const clock = { now: new Date('2026-11-20T06:00:00Z') }
export const HOUR = 3_600_000
export const advance = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms)
}

export function useDeliveriesApp(): void {
  beforeAll(async () => {
    rzp = await startRazorpayTestServer()
    t = await buildTestApp(
      {
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: rzp.keyId,
        RAZORPAY_KEY_SECRET: rzp.keySecret,
        RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
        RAZORPAY_URL: rzp.url,
        UNPAID_ORDERS_MAX: '1000',
        PAYMENT_TIMEOUT: '30m',
        RAZORPAY_TIMEOUT: '2s',
      },
      { now: () => clock.now },
    )
    farmer = await registerUser(t.app, { role: 'farmer', name: 'Meena Kulkarni' })
    otherFarmer = await registerUser(t.app, { role: 'farmer', name: 'Ravi Gowda' })
    buyer = await registerUser(t.app, { role: 'buyer', name: 'Asha Rao' })
    otherBuyer = await registerUser(t.app, { role: 'buyer', name: 'Vikram Iyer' })
  })
  afterAll(async () => {
    await t?.close()
    await rzp?.close()
  })
}

export const db = () => t.testDb.database.db

/** An order of one line (`kg` of a fresh listing at ₹60/kg), placed by `who`, paid by `payment`. */
export async function placeLine(kg: number, who: Session, payment: 'Card' | 'COD') {
  const [l] = await db()
    .insert(listings)
    .values({
      farmerId: farmer.user.id,
      productName: 'Ponni Rice',
      pricePaise: 60_00,
      quantityKg: 50,
    })
    .returning()
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: who.cookie },
    payload: {
      delivery: {
        fullName: 'Asha Rao',
        address: '4 Anna Salai, Chennai 600002',
        phone: '9876501234',
      },
      payment,
      idempotencyKey: randomUUID(),
      lines: [{ kind: 'listing', productId: l!.id, quantityKg: kg, seenPricePaise: 60_00 }],
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{
    id: string
    number: string
    lines: Array<{ id: string; supplyChainOrderId: string }>
  }>()
}

/** A Card order of one line (`kg` of a fresh listing at ₹60/kg), paid through the webhook. */
export async function paidLine(kg = 2, who: Session = buyer) {
  const order = await placeLine(kg, who, 'Card')
  const session = await t.app.inject({
    method: 'POST',
    url: `/api/payments/orders/${order.id}/checkout`,
    headers: { cookie: who.cookie },
  })
  expect(session.statusCode, session.body).toBe(200)
  const { payment } = rzp.pay(session.json().providerOrderId)
  const w = rzp.webhook('payment.captured', { paymentId: payment.id })
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/razorpay',
    headers: w.headers,
    payload: w.body,
  })
  expect(paid.json().outcome).toBe('moved to paid')
  const line = order.lines[0]!
  return {
    orderId: order.id,
    number: order.number,
    lineId: line.id,
    scId: line.supplyChainOrderId,
    paymentId: payment.id,
  }
}

export const move = (scId: string, payload: object, who: Session = farmer) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/supply-chain/${scId}`,
    headers: { cookie: who.cookie },
    payload,
  })

/** Pending → In Transit, ready to be delivered. */
export async function inTransit(scId: string) {
  const res = await move(scId, { status: 'In Transit', transport: 'TN 09 AB 1234' })
  expect(res.statusCode, res.body).toBe(200)
}

export const payoutOf = async (lineId: string) =>
  (await db().select().from(payouts).where(eq(payouts.orderItemId, lineId)))[0]!

/** The buyer's delivery view of one line. */
export async function buyerView(lineId: string, who: Session = buyer) {
  const res = await t.app.inject({ url: '/api/deliveries/mine', headers: { cookie: who.cookie } })
  expect(res.statusCode, res.body).toBe(200)
  return res
    .json<{
      items: Array<{
        orderItemId: string
        code: string | null
        stage: string
        canConfirm: boolean
        canReport: boolean
        problem: { id: string } | null
      }>
    }>()
    .items.find((i) => i.orderItemId === lineId)
}
