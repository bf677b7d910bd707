import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { listings, orderItems, orders, users } from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'

// What the rating route tests share: one app per file on a clock the tests move, a farmer with a
// listing, buyers who order from it, and deliveries confirmed directly in the database.

export type Session = Awaited<ReturnType<typeof registerUser>>

export interface RatingsFixture {
  t: TestApp
  farmer: Session
  otherFarmer: Session
  buyer: Session
  otherBuyer: Session
  /** The app's clock: set it to move time. */
  clock: { now: Date }
}

let orderCount = 0

export function ratingsFixture() {
  const f = { clock: { now: new Date('2026-11-27T10:00:00Z') } } as RatingsFixture
  beforeAll(async () => {
    f.t = await buildTestApp({}, { now: () => f.clock.now })
    f.farmer = await registerUser(f.t.app, { role: 'farmer', name: 'Ravi Kumar' })
    f.otherFarmer = await registerUser(f.t.app, { role: 'farmer', name: 'Selvi Raman' })
    f.buyer = await registerUser(f.t.app, { role: 'buyer', name: 'Asha Rao' })
    f.otherBuyer = await registerUser(f.t.app, { role: 'buyer', name: 'Vikram Iyer' })
  })
  afterAll(() => f.t.close())

  const db = () => f.t.testDb.database.db

  /** A live listing of `farmerId` (the fixture's farmer by default). */
  async function listing(farmerId = f.farmer.user.id, name = 'Red Onion') {
    const [row] = await db()
      .insert(listings)
      .values({ farmerId, productName: name, pricePaise: 30_00, quantityKg: 1000 })
      .returning()

    return row!
  }

  /**
   * An order of `buyer` for 2 kg of `listingId`, Delivered, written directly (checkout has its own
   * tests); answers its number and line id.
   */
  async function order(buyer: Session, listingId: string) {
    orderCount += 1
    const [l] = await db().select().from(listings).where(eq(listings.id, listingId))
    if (!l) throw new Error(`no listing ${listingId}`)
    const [farmer] = await db().select().from(users).where(eq(users.id, l.farmerId))
    const number = `FT-2611-${String(100000 + orderCount).slice(-6)}`
    const [o] = await db()
      .insert(orders)
      .values({
        orderNumber: number,
        buyerId: buyer.user.id,
        idempotencyKey: randomUUID(),
        deliveryName: 'Asha Rao',
        deliveryAddress: '12 MG Road, Pune 411001',
        deliveryPhone: '+919876543210',
        paymentMethod: 'COD',
        paymentStatus: 'due_on_delivery',
        totalPaise: 2 * l.pricePaise,
      })
      .returning()
    const [line] = await db()
      .insert(orderItems)
      .values({
        orderId: o!.id,
        kind: 'listing',
        listingId,
        name: l.productName,
        unitPricePaise: l.pricePaise,
        quantityKg: 2,
        lineTotalPaise: 2 * l.pricePaise,
        farmerId: l.farmerId,
        farmerName: farmer?.name ?? '',
        status: 'Delivered',
      })
      .returning()

    return { number, lineId: line!.id }
  }

  /** Marks the line's delivery confirmed, as the delivery code (or the buyer) does. */
  async function confirmDelivery(lineId: string) {
    await db()
      .update(orderItems)
      .set({ deliveryConfirmedAt: f.clock.now })
      .where(eq(orderItems.id, lineId))
  }

  /** A delivered line of `buyer` from the fixture's farmer (or `farmerId`). */
  async function deliveredLine(buyer: Session, farmerId?: string) {
    const l = await listing(farmerId)
    const line = await order(buyer, l.id)
    await confirmDelivery(line.lineId)
    return { ...line, listingId: l.id }
  }

  function rate(
    who: Session,
    line: { number: string; lineId: string },
    body: Record<string, unknown>,
  ) {
    return f.t.app.inject({
      method: 'POST',
      url: `/api/orders/${line.number}/lines/${line.lineId}/rating`,
      headers: { cookie: who.cookie },
      payload: body,
    })
  }

  const get = (url: string, cookie?: string) =>
    f.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })

  const post = (url: string, cookie: string, payload?: Record<string, unknown>) =>
    f.t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) })

  return { f, db, listing, order, confirmDelivery, deliveredLine, rate, get, post }
}
