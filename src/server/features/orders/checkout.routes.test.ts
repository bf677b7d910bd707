import { randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CATALOGUE } from '#core/catalogue/catalogue.ts'
import { ORDER_NUMBER_RE } from '#core/orders/order-number.ts'
import { liveEvents, listings, orders, supplyChainOrders } from '#server/db/schema/index.ts'
import { delivery, ordersFixture } from './orders-routes.test-support.ts'

// POST /api/orders: what an order costs and holds, what it writes, and what it refuses.

const { f, db, listing, quantityOf, order } = ordersFixture()

describe('POST /api/orders', () => {
  it('prices catalogue lines from the catalogue and ignores prices the client sends', async () => {
    const res = await order(f.buyer.cookie, {
      lines: [
        { kind: 'catalogue', catalogueId: 0, price: 1, unitPricePaise: 1 },
        { kind: 'catalogue', catalogueId: 23, pricePaise: 1 },
      ],
      totalPaise: 1,
      total: 1,
    })
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    expect(body.lines.map((l: { unitPricePaise: number }) => l.unitPricePaise)).toEqual([
      CATALOGUE[0]!.pricePaise,
      CATALOGUE[23]!.pricePaise,
    ])
    expect(body.totalPaise).toBe(CATALOGUE[0]!.pricePaise + CATALOGUE[23]!.pricePaise)
    // One representation of money on the wire: paise.
    expect(body).not.toHaveProperty('total')
    // Two lines, in cart order, each with its supply-chain order: as the order reads back.
    const listed = await f.t.app.inject({ url: '/api/orders', headers: { cookie: f.buyer.cookie } })
    expect(listed.json().items.find((o: { id: string }) => o.id === body.id)).toEqual(body)
    expect(body.lines[0]).not.toHaveProperty('unitPrice')
    expect(body).toMatchObject({ paymentMethod: 'COD', paymentStatus: 'due_on_delivery' })
    expect(body.delivery.phone).toBe('+919876543210')
    expect(body.lines[0]).toMatchObject({
      name: 'Tomato',
      quantityKg: 1,
      status: 'Pending',
      farmerName: CATALOGUE[0]!.farmer,
    })
  })

  it('buys a listing at its stored price: takes the quantity and creates a Pending supply-chain order', async () => {
    const p = await listing({ pricePaise: 120_50, quantityKg: 10 })
    const res = await order(f.buyer.cookie, {
      lines: [{ kind: 'listing', productId: p.id, quantityKg: 4, price: 0.01 }],
      payment: 'UPI',
    })
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      paymentMethod: 'UPI',
      paymentStatus: 'awaiting_payment',
      totalPaise: 4 * 120_50,
    })
    expect(body.lines[0]).toMatchObject({
      kind: 'listing',
      productId: p.id,
      name: 'Alphonso Mango',
      unitPricePaise: 120_50,
      farmerName: 'Sanjay Patil',
    })
    expect(await quantityOf(p.id)).toBe(6)
    const sc = await db()
      .select()
      .from(supplyChainOrders)
      .where(eq(supplyChainOrders.orderItemId, body.lines[0].id))
    expect(sc).toHaveLength(1)
    expect(sc[0]).toMatchObject({
      farmerId: f.farmer.user.id,
      buyerId: f.buyer.user.id,
      buyerName: 'Asha Rao',
      crop: 'Alphonso Mango',
      quantityKg: 4,
      status: 'Pending',
    })
    expect(body.lines[0].supplyChainOrderId).toBe(sc[0]!.id)
    // One order number, readable, shown to the buyer and carried to the farmer's order.
    expect(body.number).toMatch(ORDER_NUMBER_RE)
    expect(sc[0]!.orderNumber).toBe(body.number)

    // The farmer sees what it takes to deliver: who, where, how to call, what it costs, how paid.
    const farmerView = await f.t.app.inject({
      url: '/api/supply-chain',
      headers: { cookie: f.farmer.cookie },
    })
    const mine = farmerView
      .json()
      .items.find((o: { orderNumber: string | null }) => o.orderNumber === body.number)
    expect(mine).toMatchObject({
      buyerName: 'Asha Rao',
      delivery: { name: 'Asha Rao', address: delivery.address, phone: '+919876543210' },
      amountPaise: 4 * 120_50,
      paymentMethod: 'UPI',
      paymentStatus: 'awaiting_payment',
      quantityKg: 4,
    })
    const [announced] = await db()
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.topic, `farmer:${f.farmer.user.id}`))
      .orderBy(desc(liveEvents.id))
      .limit(1)
    expect(announced!.payload).toMatchObject({ orderNumber: body.number, delivery: mine.delivery })
    // The event and the 201 are built from what the batch wrote: both must be what reads back.
    // A new line has no payout and no refund yet: the event leaves them out.
    const { payout, refund, ...asListed } = mine
    expect(payout).toBeNull()
    expect(refund).toBeNull()
    expect(announced!.payload).toEqual(asListed)
    const listed = await f.t.app.inject({ url: '/api/orders', headers: { cookie: f.buyer.cookie } })
    expect(listed.json().items.find((o: { id: string }) => o.id === body.id)).toEqual(body)
  })

  it('gives every order its own number, not a count', async () => {
    const placed = await Promise.all(
      Array.from({ length: 12 }, () =>
        order(f.otherBuyer.cookie, { lines: [{ kind: 'catalogue', catalogueId: 1 }] }),
      ),
    )
    const numbers = placed.map((r) => r.json().number as string)
    expect(new Set(numbers).size).toBe(12)
    for (const n of numbers) expect(n).toMatch(ORDER_NUMBER_RE)
    const digits = numbers.map((n) => Number(n.split('-')[2])).sort((a, b) => a - b)
    // Random, so not twelve consecutive numbers.
    expect(digits.at(-1)! - digits[0]!).toBeGreaterThan(11)
  })

  it('refuses more than is left with a 409 naming the item and what is left, and changes nothing', async () => {
    const p = await listing({ name: 'Sona Masoori Rice', quantityKg: 3 })
    const ordersBefore = await db().$count(orders)
    const res = await order(f.buyer.cookie, {
      lines: [
        { kind: 'catalogue', catalogueId: 1 },
        { kind: 'listing', productId: p.id, quantityKg: 2 },
        { kind: 'listing', productId: p.id, quantityKg: 2 },
      ],
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      'Only 3 kg of Sona Masoori Rice are left; your cart asks for 4 kg. Lower the quantity and try again.',
    )
    expect(await quantityOf(p.id)).toBe(3)
    expect(await db().$count(orders)).toBe(ordersBefore)
    expect(
      await db().$count(supplyChainOrders, eq(supplyChainOrders.crop, 'Sona Masoori Rice')),
    ).toBe(0)
  })

  it('refuses a deleted listing, an out-of-stock catalogue item and an unknown one', async () => {
    const p = await listing({ name: 'Deleted Garlic' })
    await db().update(listings).set({ deletedAt: new Date() }).where(eq(listings.id, p.id))
    const gone = await order(f.buyer.cookie, {
      lines: [{ kind: 'listing', productId: p.id, quantityKg: 1 }],
    })
    expect(gone.statusCode).toBe(409)
    expect(gone.json().message).toMatch(/no longer for sale/)
    const outId = CATALOGUE.find((i) => i.availability === 'Out of Stock')!.id
    const out = await order(f.buyer.cookie, { lines: [{ kind: 'catalogue', catalogueId: outId }] })
    expect(out.statusCode).toBe(409)
    expect(out.json().message).toBe(
      `${CATALOGUE[outId]!.name} is out of stock. Remove it from your cart to place the order.`,
    )
    const unknown = await order(f.buyer.cookie, {
      lines: [{ kind: 'catalogue', catalogueId: 28, seenPricePaise: 30_00 }],
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({
      message: 'That product is not in our catalogue.',
      field: 'lines.0.catalogueId',
    })
  })

  it('refuses a buyer their own listing (an account with both roles)', async () => {
    const own = await listing({ farmerId: f.both.user.id, name: 'Own Turmeric', quantityKg: 5 })
    const res = await order(f.both.cookie, {
      lines: [{ kind: 'listing', productId: own.id, quantityKg: 1 }],
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      'Own Turmeric is your own listing; you cannot buy it. Remove it from your cart.',
    )
    expect(await quantityOf(own.id)).toBe(5)
  })

  it.each([
    ['no lines', { lines: [] }, 'Your cart is empty. Add a product before checking out.', 'lines'],
    [
      'no name',
      { delivery: { ...delivery, fullName: ' ' } },
      'Please enter your full name.',
      'delivery.fullName',
    ],
    [
      'no address',
      { delivery: { ...delivery, address: '' } },
      'Please enter your delivery address.',
      'delivery.address',
    ],
    [
      'no phone',
      { delivery: { ...delivery, phone: '' } },
      'Please enter your contact number.',
      'delivery.phone',
    ],
    [
      'a landline',
      { delivery: { ...delivery, phone: '020 2345 6789' } },
      'Enter a 10-digit Indian mobile number, e.g. 98765 43210 or +91 98765 43210.',
      'delivery.phone',
    ],
    [
      'half a kg',
      { lines: [{ kind: 'listing', productId: randomUUID(), quantityKg: 1.5 }] },
      'Quantity must be a whole number of kg.',
      'lines.0.quantityKg',
    ],
    [
      'a bad payment',
      { payment: 'Bitcoin' },
      'Choose a payment method: COD, UPI or Card.',
      'payment',
    ],
  ])('rejects %s with a clear message', async (_label, patch, message, field) => {
    const res = await order(f.buyer.cookie, {
      lines: [{ kind: 'catalogue', catalogueId: 2 }],
      ...patch,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: message, field })
  })

  it('is for buyers only: 401 for a visitor, 403 for a farmer', async () => {
    const visitor = await order('', { lines: [{ kind: 'catalogue', catalogueId: 2 }] })
    expect(visitor.statusCode).toBe(401)
    const res = await order(f.farmer.cookie, { lines: [{ kind: 'catalogue', catalogueId: 2 }] })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Access Denied: Only Buyers can access this section.')
  })
})
