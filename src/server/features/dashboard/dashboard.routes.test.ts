import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatus } from '#core/orders/order-status.ts'
import {
  listings,
  orderItems,
  orders,
  payments,
  refunds,
  supplyChainOrders,
} from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'

type User = { id: string; name: string }
let t: TestApp
let farmer: { cookie: string; user: User }
let other: { cookie: string; user: User }
let buyer: { cookie: string; user: User }

beforeAll(async () => {
  t = await buildTestApp()
  farmer = await registerUser(t.app, { role: 'farmer', name: 'Selvi' })
  other = await registerUser(t.app, { role: 'farmer', name: 'Ramesh' })
  buyer = await registerUser(t.app, { role: 'buyer', name: 'Anita' })
})
afterAll(() => t.close())

let n = 0
/** A checkout line for `farmerId` with its supply-chain order, made at `at`. */
async function sale(
  farmerId: string,
  {
    kg,
    pricePaise,
    at = new Date(),
    status = 'Pending',
    crop = 'Onion',
    method = 'COD',
  }: {
    kg: number
    pricePaise: number
    at?: Date
    status?: OrderStatus
    crop?: string
    method?: 'COD' | 'UPI'
  },
) {
  const db = t.testDb.database.db
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `FT-2611-${String(++n).padStart(6, '0')}`,
      buyerId: buyer.user.id,
      idempotencyKey: crypto.randomUUID(),
      deliveryName: 'Anita',
      deliveryAddress: '12 MG Road, Pune',
      deliveryPhone: '+919876543210',
      paymentMethod: method,
      paymentStatus: method === 'COD' ? 'due_on_delivery' : 'paid',
      totalPaise: kg * pricePaise,
      createdAt: at,
    })
    .returning()
  const [item] = await db
    .insert(orderItems)
    .values({
      orderId: order!.id,
      kind: 'listing',
      name: crop,
      unitPricePaise: pricePaise,
      quantityKg: kg,
      lineTotalPaise: kg * pricePaise,
      farmerId,
      farmerName: 'Selvi',
      status,
    })
    .returning()
  await db.insert(supplyChainOrders).values({
    farmerId,
    crop,
    buyerId: buyer.user.id,
    buyerName: 'Anita',
    orderNumber: order!.orderNumber,
    quantityKg: kg,
    status,
    orderItemId: item!.id,
    createdAt: at,
  })
  if (method === 'COD') return { item: item!, payment: null }
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order!.id,
      buyerId: buyer.user.id,
      method,
      amountPaise: kg * pricePaise,
      state: 'paid',
      expiresAt: at,
    })
    .returning()
  return { item: item!, payment: payment! }
}

const get = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/dashboard/farmer',
    headers: cookie ? { cookie } : {},
  })

describe('GET /api/dashboard/farmer', () => {
  it('answers a new farmer with zeros', async () => {
    const res = await get(farmer.cookie)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      openOrders: 0,
      pendingOrders: 0,
      liveListings: 0,
      month: { orders: 0, soldKg: 0, earningsPaise: 0, receivedPaise: 0, duePaise: 0 },
      newestOrders: [],
      newestListing: null,
    })
  })

  it("counts the farmer's own open orders, live listings (not hidden ones) and this month's sales, not another's", async () => {
    const db = t.testDb.database.db
    await db.insert(listings).values([
      { farmerId: farmer.user.id, productName: 'Okra', pricePaise: 3000, quantityKg: 50 },
      { farmerId: farmer.user.id, productName: 'Sold out', pricePaise: 3000, quantityKg: 0 },
      {
        farmerId: farmer.user.id,
        productName: 'Deleted',
        pricePaise: 3000,
        quantityKg: 5,
        deletedAt: new Date(),
      },
      {
        farmerId: farmer.user.id,
        productName: 'Hidden by FarmTrek',
        pricePaise: 3000,
        quantityKg: 5,
        hiddenAt: new Date(),
        hiddenReason: 'Fake photos',
      },
      { farmerId: other.user.id, productName: 'Theirs', pricePaise: 3000, quantityKg: 9 },
    ])
    const [newest] = await db
      .insert(listings)
      .values({
        farmerId: farmer.user.id,
        productName: 'Brinjal',
        pricePaise: 4250,
        quantityKg: 20,
        createdAt: new Date(Date.now() + 1000),
      })
      .returning()
    await sale(farmer.user.id, { kg: 4, pricePaise: 2500, crop: 'Tomato' })
    await sale(farmer.user.id, { kg: 2, pricePaise: 3000, status: 'In Transit' })
    await sale(farmer.user.id, { kg: 3, pricePaise: 1000, status: 'Declined' })
    // Long before this month: counted as open (still to deliver), not as this month's sales.
    await sale(farmer.user.id, { kg: 7, pricePaise: 1000, at: new Date('2020-01-05T10:00:00Z') })
    await sale(other.user.id, { kg: 100, pricePaise: 9900 })

    const res = await get(farmer.cookie)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      openOrders: 3,
      pendingOrders: 2,
      liveListings: 2,
      month: { orders: 2, soldKg: 6, earningsPaise: 4 * 2500 + 2 * 3000 },
      newestListing: { id: newest!.id, productName: 'Brinjal', pricePaise: 4250, quantityKg: 20 },
    })
    expect(body.newestOrders).toHaveLength(4)
    expect(body.newestOrders[0]).toMatchObject({ buyerName: 'Anita', status: 'Declined' })
    expect(body.newestOrders.at(-1).createdAt).toBe('2020-01-05T10:00:00.000Z')
    expect(res.body).not.toContain(buyer.user.id)
    expect(res.body).not.toContain('Theirs')
  })

  it('earns from lines by the order amounts: a declined COD line earns nothing, a refund is not received', async () => {
    const db = t.testDb.database.db
    const lakshmi = await registerUser(t.app, { role: 'farmer', name: 'Lakshmi' })
    const id = lakshmi.user.id
    await sale(id, { kg: 3, pricePaise: 3000, status: 'Declined' })
    await sale(id, { kg: 2, pricePaise: 2000, status: 'Cancelled' })
    await sale(id, { kg: 5, pricePaise: 1000, status: 'Delivered' })
    await sale(id, { kg: 4, pricePaise: 1000, status: 'In Transit' })
    const paid = await sale(id, { kg: 10, pricePaise: 2000, status: 'Delivered', method: 'UPI' })
    // The buyer reported a problem with the paid line and got ₹50 of its ₹200 back.
    await db.insert(refunds).values({
      paymentId: paid.payment!.id,
      orderItemId: paid.item.id,
      amountPaise: 5000,
      state: 'processed',
      reason: 'Short weight',
    })
    const body = (await get(lakshmi.cookie)).json()
    expect(body.month).toMatchObject({
      orders: 3,
      soldKg: 19,
      // 5 kg delivered + 4 kg on the way + the paid line less its refund; nothing declined.
      earningsPaise: 5000 + 4000 + (20000 - 5000),
      receivedPaise: 5000 + (20000 - 5000),
      duePaise: 4000,
    })
  })

  it('is for farmers only', async () => {
    expect((await get()).statusCode).toBe(401)
    expect((await get(buyer.cookie)).statusCode).toBe(403)
  })

  it('leaves out what the farmer deleted', async () => {
    const db = t.testDb.database.db
    await db
      .update(listings)
      .set({ deletedAt: new Date() })
      .where(eq(listings.productName, 'Brinjal'))
    const body = (await get(farmer.cookie)).json()
    expect(body.newestListing.productName).not.toBe('Brinjal')
  })
})
