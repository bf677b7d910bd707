import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { CreateOrderInputSchema } from '#core/orders/orders.contract.ts'
import { listings, orderItems, orders, outbox, supplyChainOrders } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { Checkout, checkoutRules } from './checkout.ts'

// Group commit (docs/decisions/012-fast-checkout.md). `place` queues synchronously, so orders
// placed one after another without awaiting go as one batch once the batch before them ends:
// the first call goes alone, the rest wait for it and share the next transaction.

let t: TestApp
let farmer: SessionUser
let buyers: SessionUser[]
let farmerBuyer: SessionUser

beforeAll(async () => {
  t = await buildTestApp()
  farmer = (await registerUser(t.app, { role: 'farmer', name: 'Group Farmer' })).user
  buyers = []
  for (let i = 0; i < 3; i++)
    buyers.push((await registerUser(t.app, { role: 'buyer', name: `Group Buyer ${i}` })).user)
  farmerBuyer = (await registerUser(t.app, { roles: ['buyer', 'farmer'], name: 'Both Roles' })).user
})
afterAll(() => t.close())

const db = () => t.testDb.database.db

async function listing(quantityKg: number, farmerId = farmer.id, pricePaise = 40_00) {
  const [row] = await db()
    .insert(listings)
    .values({ farmerId, productName: 'Sona Masoori Rice', pricePaise, quantityKg })
    .returning()
  return row!
}

const input = (productId: string, quantityKg = 1, extra: Record<string, unknown> = {}) =>
  CreateOrderInputSchema.parse({
    lines: [{ kind: 'listing', productId, quantityKg, seenPricePaise: 40_00, ...extra }],
    delivery: {
      fullName: 'Group Buyer',
      address: '4 Park Street, Kolkata 700016',
      phone: '9876543210',
    },
    payment: 'COD',
    idempotencyKey: randomUUID(),
  })

const quantityOf = async (id: string) =>
  (await db().select().from(listings).where(eq(listings.id, id)))[0]!.quantityKg

const codeOf = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' && r.reason instanceof HttpError ? r.reason.code : r.status

describe('checkout by group commit', () => {
  it("keeps each order's refusal its own: the batch's other orders are placed", async () => {
    const checkout = new Checkout(db(), { concurrency: 1, rules: checkoutRules(t.env) })
    const a = await listing(100)
    const b = await listing(5)
    const own = await listing(50, farmerBuyer.id)
    const b0 = buyers[0]!
    const results = await Promise.allSettled([
      checkout.place(b0, input(a.id)), // alone: the batch the others wait for
      checkout.place(b0, input(a.id, 2)),
      checkout.place(buyers[1]!, input(a.id, 1, { seenPricePaise: 39_00 })), // price changed
      checkout.place(farmerBuyer, input(own.id)), // own listing
      checkout.place(buyers[2]!, input(b.id, 6)), // too little left
      checkout.place(buyers[1]!, input(b.id, 5)),
      checkout.place(buyers[2]!, input(b.id, 1)), // sold out by the order before it
      checkout.place(buyers[2]!, input(a.id, 3, { seenPricePaise: 40_00 })),
    ])
    expect(results.map(codeOf)).toEqual([
      'fulfilled',
      'fulfilled',
      'order.price_changed',
      'order.own_listing',
      'order.too_little_left',
      'fulfilled',
      'order.sold_out',
      'fulfilled',
    ])
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
    expect(placed.every((p) => p.created)).toBe(true)
    const heads = await db()
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((p) => p.order.id),
        ),
      )
    expect(heads).toHaveLength(4)
    // The three after the first were written in one transaction (created_at is its start).
    expect(new Set(placed.slice(1).map((p) => p.order.createdAt)).size).toBe(1)
    expect(await quantityOf(a.id)).toBe(100 - 1 - 2 - 3)
    expect(await quantityOf(b.id)).toBe(0)
    expect(await quantityOf(own.id)).toBe(50)
    // Every placed line has its supply-chain order and the farmer's SMS and email.
    const items = await db()
      .select({ id: orderItems.id, sc: supplyChainOrders.id })
      .from(orderItems)
      .leftJoin(supplyChainOrders, eq(supplyChainOrders.orderItemId, orderItems.id))
      .where(
        inArray(
          orderItems.orderId,
          placed.map((p) => p.order.id),
        ),
      )
    expect(items).toHaveLength(4)
    const keys = items.flatMap((i) => [`newOrder:${i.sc}:sms`, `newOrder:${i.sc}:email`])
    const messages = await db()
      .select({ key: outbox.idempotencyKey })
      .from(outbox)
      .where(inArray(outbox.idempotencyKey, keys))
    expect(messages).toHaveLength(8)
  })

  it('answers a key placed twice in one batch with one order, and a reused key with 409', async () => {
    const checkout = new Checkout(db(), { concurrency: 1, rules: checkoutRules(t.env) })
    const a = await listing(10)
    const first = input(a.id, 2)
    const other = { ...first, lines: [{ ...first.lines[0]!, quantityKg: 3 }] }
    const results = await Promise.allSettled([
      checkout.place(buyers[0]!, input(a.id)),
      checkout.place(buyers[1]!, first),
      checkout.place(buyers[1]!, first),
      checkout.place(buyers[1]!, other),
    ])
    expect(results.map(codeOf)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'order.key_reused'])
    const [, one, again] = results as Array<
      PromiseFulfilledResult<Awaited<ReturnType<Checkout['place']>>>
    >
    if (!one || !again) throw new Error('three results expected')
    expect(one.value.created).toBe(true)
    expect(again.value.created).toBe(false)
    expect(again.value.order).toEqual(one.value.order)
    expect(await quantityOf(a.id)).toBe(10 - 1 - 2)
  })

  it('never oversells when two nodes’ batches race for one listing', async () => {
    // Two Checkouts are two nodes' queues: their batches lock the same row.
    const nodes = [
      new Checkout(db(), { concurrency: 2, rules: checkoutRules(t.env) }),
      new Checkout(db(), { concurrency: 2, rules: checkoutRules(t.env) }),
    ]
    const hot = await listing(7)
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) =>
        nodes[i % 2]!.place(buyers[i % buyers.length]!, input(hot.id)),
      ),
    )
    const codes = results.map(codeOf)
    expect(codes.filter((c) => c === 'fulfilled')).toHaveLength(7)
    expect(codes.filter((c) => c !== 'fulfilled').every((c) => c === 'order.sold_out')).toBe(true)
    expect(await quantityOf(hot.id)).toBe(0)
    const sold = await db()
      .select({ kg: orderItems.quantityKg })
      .from(orderItems)
      .where(eq(orderItems.listingId, hot.id))
    expect(sold).toHaveLength(7)
  })
})
