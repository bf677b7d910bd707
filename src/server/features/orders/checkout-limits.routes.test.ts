import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { CreateOrderInputSchema } from '#core/orders/orders.contract.ts'
import { listings, outbox, supplyChainOrders, users } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { Checkout, checkoutRules } from './checkout.ts'

// What one buyer may hold at once (core's buyer-limits.ts), with the default settings: three
// online orders awaiting payment, half of what is left of a listing in one of them, ten Pending
// Cash on Delivery lines with one farmer; and the farmer's new-order SMS waits out a notice delay,
// so an order cancelled before then sends the farmer nothing.

let t: TestApp
type Session = Awaited<ReturnType<typeof registerUser>>
let farmer: Session
let otherFarmer: Session

beforeAll(async () => {
  // UPI and Card need a gateway; no call reaches it here (JOBS=false: the gateway order is made
  // by the payments worker after commit, and no Checkout is opened).
  t = await buildTestApp({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_CheckoutLimits1',
    RAZORPAY_KEY_SECRET: 'checkout-limits-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'checkout-limits-webhook-secret',
    RAZORPAY_URL: 'http://127.0.0.1:9',
  })
  farmer = await registerUser(t.app, { role: 'farmer', name: 'Kavita Deshmukh' })
  otherFarmer = await registerUser(t.app, { role: 'farmer', name: 'Ramesh Gowda' })
  // SMS reach verified numbers only: the farmer's is, so a message to them would go.
  await db()
    .update(users)
    .set({ phoneVerifiedAt: new Date() })
    .where(inArray(users.id, [farmer.user.id, otherFarmer.user.id]))
})
afterAll(() => t.close())

const db = () => t.testDb.database.db
const delivery = {
  fullName: 'Nisha Rao',
  address: '7 Brigade Road, Bengaluru 560001',
  phone: '98450 12345',
}

async function listing(quantityKg = 100, farmerId = farmer.user.id) {
  const [row] = await db()
    .insert(listings)
    .values({ farmerId, productName: 'Toor Dal', pricePaise: 120_00, quantityKg })
    .returning()
  return row!
}

const line = (productId: string, quantityKg = 1) => ({
  kind: 'listing',
  productId,
  quantityKg,
  seenPricePaise: 120_00,
})

function order(
  cookie: string,
  lines: unknown[],
  payment: 'COD' | 'UPI' | 'Card' = 'COD',
  key = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: { delivery, payment, idempotencyKey: key, lines },
  })
}

const leftKg = async (id: string) =>
  (await db().select().from(listings).where(eq(listings.id, id)))[0]!.quantityKg

type Placed = {
  id: string
  number: string
  lines: Array<{ id: string; supplyChainOrderId: string }>
}

const cancel = (cookie: string, o: Placed, lineIndex = 0) =>
  t.app.inject({
    method: 'POST',
    url: `/api/orders/${o.id}/lines/${o.lines[lineIndex]!.id}/cancel`,
    headers: { cookie },
  })

describe('online orders awaiting payment', () => {
  it('refuses a 4th unpaid online order with a 409 naming the three unpaid ones; COD still goes', async () => {
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const p = await listing()
    const numbers: string[] = []
    for (const payment of ['UPI', 'Card', 'UPI'] as const) {
      const res = await order(buyer.cookie, [line(p.id)], payment)
      expect(res.statusCode, res.body).toBe(201)
      numbers.push(res.json<Placed>().number)
    }
    const fourth = await order(buyer.cookie, [line(p.id, 2)], 'UPI')
    expect(fourth.statusCode, fourth.body).toBe(409)
    expect(fourth.json()).toMatchObject({
      code: 'order.unpaid_limit',
      params: { count: 3, max: 3, orders: numbers.join(', ') },
      field: 'payment',
    })
    expect(fourth.json().message).toBe(
      `You have 3 online orders awaiting payment: ${numbers.join(', ')}. Pay for or cancel one of them before placing another online order, or choose Cash on Delivery.`,
    )
    // Nothing of it was taken.
    expect(await leftKg(p.id)).toBe(97)
    expect((await order(buyer.cookie, [line(p.id, 2)], 'COD')).statusCode).toBe(201)
  })

  it('counts only unpaid orders that still hold stock: cancelling one makes room', async () => {
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const p = await listing()
    const placed: Placed[] = []
    for (let i = 0; i < 3; i++) {
      const res = await order(buyer.cookie, [line(p.id)], 'UPI')
      expect(res.statusCode, res.body).toBe(201)
      placed.push(res.json<Placed>())
    }
    expect((await order(buyer.cookie, [line(p.id)], 'UPI')).statusCode).toBe(409)
    expect((await cancel(buyer.cookie, placed[1]!)).statusCode).toBe(200)
    expect((await order(buyer.cookie, [line(p.id)], 'UPI')).statusCode).toBe(201)
  })

  it('lets one unpaid order hold at most half of what is left of a listing', async () => {
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const other = await registerUser(t.app, { role: 'buyer' })
    const p = await listing(10_000)
    const all = await order(buyer.cookie, [line(p.id, 10_000)], 'UPI')
    expect(all.statusCode, all.body).toBe(409)
    expect(all.json()).toMatchObject({
      code: 'order.unpaid_hold_cap',
      params: { name: 'Toor Dal', max: 5_000, kg: 10_000, left: 10_000 },
    })
    expect(all.json().message).toBe(
      'Until it is paid, an online order can hold at most 5000 kg of Toor Dal (10000 kg are left); your cart asks for 10000 kg. Lower the quantity or choose Cash on Delivery.',
    )
    // Two lines of one listing count together.
    const split = await order(buyer.cookie, [line(p.id, 3_000), line(p.id, 3_000)], 'Card')
    expect(split.json()).toMatchObject({ code: 'order.unpaid_hold_cap', params: { kg: 6_000 } })
    expect((await order(buyer.cookie, [line(p.id, 5_000)], 'UPI')).statusCode).toBe(201)
    expect(await leftKg(p.id)).toBe(5_000)
    // Of the 5,000 kg left, another buyer's unpaid order may hold 2,500; paying on delivery, all.
    const more = await order(other.cookie, [line(p.id, 3_000)], 'UPI')
    expect(more.json()).toMatchObject({ code: 'order.unpaid_hold_cap', params: { max: 2_500 } })
    expect((await order(other.cookie, [line(p.id, 2_500)], 'UPI')).statusCode).toBe(201)
    expect((await order(other.cookie, [line(p.id, 2_500)], 'COD')).statusCode).toBe(201)
    expect(await leftKg(p.id)).toBe(0)
  })
})

describe('Cash on Delivery lines Pending with one farmer', () => {
  it('refuses an 11th Pending COD line with one farmer, naming them; other farmers and moved lines make room', async () => {
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const ten = await Promise.all(Array.from({ length: 10 }, () => listing()))
    const first = await order(
      buyer.cookie,
      ten.map((l) => line(l.id)),
    )
    expect(first.statusCode, first.body).toBe(201)
    const eleventh = await order(buyer.cookie, [line(ten[0]!.id)])
    expect(eleventh.statusCode, eleventh.body).toBe(409)
    expect(eleventh.json()).toMatchObject({
      code: 'order.cod_farmer_limit',
      params: { farmer: 'Kavita Deshmukh', max: 10, pending: 10, adding: 1 },
    })
    expect(eleventh.json().message).toBe(
      'At most 10 Cash on Delivery items from Kavita Deshmukh can be Pending at once; you have 10 and this order adds 1. Wait until Kavita Deshmukh dispatches some, or pay online.',
    )
    // Another farmer's listing is not counted with these.
    const elsewhere = await listing(100, otherFarmer.user.id)
    expect((await order(buyer.cookie, [line(elsewhere.id)])).statusCode).toBe(201)
    // The farmer moves one on: it is no longer Pending, and one more may wait.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/supply-chain/${first.json<Placed>().lines[0]!.supplyChainOrderId}`,
      headers: { cookie: farmer.cookie },
      payload: { status: 'In Transit', transport: 'MH-12-AB-1234' },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect((await order(buyer.cookie, [line(ten[0]!.id)])).statusCode).toBe(201)
    expect((await order(buyer.cookie, [line(ten[0]!.id)])).statusCode).toBe(409)
  })
})

describe('limits under concurrent checkouts', () => {
  const input = (productId: string, payment: 'COD' | 'UPI') =>
    CreateOrderInputSchema.parse({
      lines: [line(productId)],
      delivery,
      payment,
      idempotencyKey: randomUUID(),
    })
  const online = { enabled: true, timeoutMs: 15 * 60_000 }
  const codeOf = (r: PromiseSettledResult<unknown>) =>
    r.status === 'rejected' && r.reason instanceof HttpError ? r.reason.code : r.status

  it('places at most 3 unpaid and 10 Pending COD lines however many checkouts run at once', async () => {
    // Two nodes, each writing one order per transaction on several connections: every checkout
    // is its own transaction, racing the others.
    const nodes = [0, 1].map(
      () => new Checkout(db(), { concurrency: 3, maxBatch: 1, rules: checkoutRules(t.env) }),
    )
    const buyer: SessionUser = (await registerUser(t.app, { role: 'buyer' })).user
    // Each checkout on a listing of its own, so no listing's lock puts them in a line.
    const own = await Promise.all(Array.from({ length: 14 }, () => listing(1_000)))
    const unpaid = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        nodes[i % 2]!.place(buyer, input(own[i]!.id, 'UPI'), online),
      ),
    )
    expect(unpaid.map(codeOf).filter((c) => c === 'fulfilled')).toHaveLength(3)
    expect(unpaid.map(codeOf).filter((c) => c === 'order.unpaid_limit')).toHaveLength(5)

    const cod = await Promise.allSettled(
      Array.from({ length: 14 }, (_, i) =>
        nodes[i % 2]!.place(buyer, input(own[i]!.id, 'COD'), online),
      ),
    )
    expect(cod.map(codeOf).filter((c) => c === 'fulfilled')).toHaveLength(10)
    expect(cod.map(codeOf).filter((c) => c === 'order.cod_farmer_limit')).toHaveLength(4)
    expect(
      await db().$count(
        supplyChainOrders,
        and(eq(supplyChainOrders.buyerId, buyer.id), eq(supplyChainOrders.status, 'Pending')),
      ),
    ).toBe(13)
  })
})

describe("the farmer's new-order message", () => {
  /** The farmer's SMS that went or will go: pending or sent. */
  const farmerSmsToSend = async () =>
    (
      await db()
        .select()
        .from(outbox)
        .where(and(eq(outbox.userId, farmer.user.id), eq(outbox.channel, 'sms')))
    ).filter((r) => r.status === 'pending' || r.status === 'sent')

  it('waits out the notice delay, and 20 orders cancelled meanwhile send the farmer no SMS', async () => {
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const p = await listing(100)
    const before = (await farmerSmsToSend()).length
    for (let i = 0; i < 20; i++) {
      const placed = await order(buyer.cookie, [line(p.id, 2)])
      expect(placed.statusCode, placed.body).toBe(201)
      const o = placed.json<Placed>()
      const [sms] = await db()
        .select()
        .from(outbox)
        .where(eq(outbox.idempotencyKey, `newOrder:${o.lines[0]!.supplyChainOrderId}:sms`))
      expect(sms).toMatchObject({ status: 'pending', attempts: 0 })
      // Due after NEW_ORDER_NOTICE_DELAY (2 minutes by default), not at once.
      expect(sms!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 60_000)
      expect((await cancel(buyer.cookie, o)).statusCode).toBe(200)
    }
    expect(await farmerSmsToSend()).toHaveLength(before)
    expect(await leftKg(p.id)).toBe(100)
  })

  it('tells the farmer of a cancellation once the new-order message has gone', async () => {
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const p = await listing(100)
    const o = (await order(buyer.cookie, [line(p.id, 2)])).json<Placed>()
    const key = `newOrder:${o.lines[0]!.supplyChainOrderId}`
    // The delay has passed and the worker sent it.
    await db()
      .update(outbox)
      .set({ status: 'sent', attempts: 1, sentAt: new Date() })
      .where(inArray(outbox.idempotencyKey, [`${key}:sms`, `${key}:email`]))
    expect((await cancel(buyer.cookie, o)).statusCode).toBe(200)
    const [told] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `orderCancelled:${o.lines[0]!.supplyChainOrderId}:sms`))
    expect(told).toMatchObject({ status: 'pending' })
    expect((told!.payload as { text: string }).text).toContain(`Order ${o.number} cancelled`)
  })
})

describe('the price the buyer saw', () => {
  it('refuses a line without seenPricePaise with a 400, taking nothing', async () => {
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const p = await listing(100)
    const res = await order(buyer.cookie, [{ kind: 'listing', productId: p.id, quantityKg: 3 }])
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ code: 'invalid_input', field: 'lines.0.seenPricePaise' })
    const catalogue = await order(buyer.cookie, [{ kind: 'catalogue', catalogueId: 0 }])
    expect(catalogue.statusCode).toBe(400)
    expect(await leftKg(p.id)).toBe(100)
  })
})
