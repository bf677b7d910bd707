import { randomUUID } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueListingId } from '#core/catalogue/catalogue-owners.ts'
import { CATALOGUE } from '#core/catalogue/catalogue.ts'
import { errorMessage } from '#core/http/errors.ts'
import { ORDER_NUMBER_RE } from '#core/orders/order-number.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import { listings, liveEvents, orders, supplyChainOrders } from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
type Session = Awaited<ReturnType<typeof registerUser>>
let farmer: Session
let buyer: Session
let otherBuyer: Session
let both: Session

beforeAll(async () => {
  // UPI and Card need a gateway; no call reaches it here (JOBS=false, no Checkout is opened).
  t = await buildTestApp({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_OrdersRoutes01',
    RAZORPAY_KEY_SECRET: 'orders-routes-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'orders-routes-webhook-secret',
    RAZORPAY_URL: 'http://127.0.0.1:9',
    // One buyer places many orders here; what a buyer may hold at once has its own tests
    // (checkout-limits.routes.test.ts).
    UNPAID_ORDERS_MAX: '1000',
    COD_MAX_PENDING_LINES_PER_FARMER: '1000',
  })
  farmer = await registerUser(t.app, { role: 'farmer', name: 'Sanjay Patil' })
  buyer = await registerUser(t.app, { role: 'buyer', name: 'Asha Rao' })
  otherBuyer = await registerUser(t.app, { role: 'buyer', name: 'Vikram Iyer' })
  both = await registerUser(t.app, { roles: ['buyer', 'farmer'], name: 'Both Roles' })
})
afterAll(() => t.close())

const delivery = { fullName: 'Asha Rao', address: '12 MG Road, Pune 411001', phone: '98765 43210' }

async function listing(
  opts: { farmerId?: string; name?: string; pricePaise?: number; quantityKg?: number } = {},
) {
  const [row] = await t.testDb.database.db
    .insert(listings)
    .values({
      farmerId: opts.farmerId ?? farmer.user.id,
      productName: opts.name ?? 'Alphonso Mango',
      pricePaise: opts.pricePaise ?? 150_00,
      quantityKg: opts.quantityKg ?? 10,
    })
    .returning()
  return row!
}

const quantityOf = async (id: string) =>
  (await t.testDb.database.db.select().from(listings).where(eq(listings.id, id)))[0]!.quantityKg

type LineBody = { kind: string; catalogueId?: number; productId?: string; seenPricePaise?: number }

/**
 * POSTs an order as the web client does: each line carries the price per kg the buyer was shown
 * (the listing's price now) unless the test gives one.
 */
async function order(cookie: string, body: Record<string, unknown>) {
  const lines = Array.isArray(body.lines)
    ? await Promise.all((body.lines as LineBody[]).map(withSeenPrice))
    : body.lines
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: { delivery, payment: 'COD', idempotencyKey: randomUUID(), ...body, lines },
  })
}

async function withSeenPrice(line: LineBody): Promise<LineBody> {
  if (line.seenPricePaise !== undefined) return line
  const id = line.kind === 'catalogue' ? catalogueListingId(line.catalogueId ?? -1) : line.productId
  if (!id || !isUuid(id)) return line
  const [row] = await t.testDb.database.db.select().from(listings).where(eq(listings.id, id))
  return row ? { ...line, seenPricePaise: row.pricePaise } : line
}

describe('POST /api/orders', () => {
  it('prices catalogue lines from the catalogue and ignores prices the client sends', async () => {
    const res = await order(buyer.cookie, {
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
    const listed = await t.app.inject({ url: '/api/orders', headers: { cookie: buyer.cookie } })
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
    const res = await order(buyer.cookie, {
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
    const sc = await t.testDb.database.db
      .select()
      .from(supplyChainOrders)
      .where(eq(supplyChainOrders.orderItemId, body.lines[0].id))
    expect(sc).toHaveLength(1)
    expect(sc[0]).toMatchObject({
      farmerId: farmer.user.id,
      buyerId: buyer.user.id,
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
    const farmerView = await t.app.inject({
      url: '/api/supply-chain',
      headers: { cookie: farmer.cookie },
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
    const [announced] = await t.testDb.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.topic, `farmer:${farmer.user.id}`))
      .orderBy(desc(liveEvents.id))
      .limit(1)
    expect(announced!.payload).toMatchObject({ orderNumber: body.number, delivery: mine.delivery })
    // The event and the 201 are built from what the batch wrote: both must be what reads back.
    const { payout, ...asListed } = mine
    expect(payout).toBeNull()
    expect(announced!.payload).toEqual(asListed)
    const listed = await t.app.inject({ url: '/api/orders', headers: { cookie: buyer.cookie } })
    expect(listed.json().items.find((o: { id: string }) => o.id === body.id)).toEqual(body)
  })

  it('gives every order its own number, not a count', async () => {
    const placed = await Promise.all(
      Array.from({ length: 12 }, () =>
        order(otherBuyer.cookie, { lines: [{ kind: 'catalogue', catalogueId: 1 }] }),
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
    const ordersBefore = await t.testDb.database.db.$count(orders)
    const res = await order(buyer.cookie, {
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
    expect(await t.testDb.database.db.$count(orders)).toBe(ordersBefore)
    expect(
      await t.testDb.database.db.$count(
        supplyChainOrders,
        eq(supplyChainOrders.crop, 'Sona Masoori Rice'),
      ),
    ).toBe(0)
  })

  it('refuses a deleted listing, an out-of-stock catalogue item and an unknown one', async () => {
    const p = await listing({ name: 'Deleted Garlic' })
    await t.testDb.database.db
      .update(listings)
      .set({ deletedAt: new Date() })
      .where(eq(listings.id, p.id))
    const gone = await order(buyer.cookie, {
      lines: [{ kind: 'listing', productId: p.id, quantityKg: 1 }],
    })
    expect(gone.statusCode).toBe(409)
    expect(gone.json().message).toMatch(/no longer for sale/)
    const outId = CATALOGUE.find((i) => i.availability === 'Out of Stock')!.id
    const out = await order(buyer.cookie, { lines: [{ kind: 'catalogue', catalogueId: outId }] })
    expect(out.statusCode).toBe(409)
    expect(out.json().message).toBe(
      `${CATALOGUE[outId]!.name} is out of stock. Remove it from your cart to place the order.`,
    )
    const unknown = await order(buyer.cookie, {
      lines: [{ kind: 'catalogue', catalogueId: 28, seenPricePaise: 30_00 }],
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({
      message: 'That product is not in our catalogue.',
      field: 'lines.0.catalogueId',
    })
  })

  it('refuses a buyer their own listing (an account with both roles)', async () => {
    const own = await listing({ farmerId: both.user.id, name: 'Own Turmeric', quantityKg: 5 })
    const res = await order(both.cookie, {
      lines: [{ kind: 'listing', productId: own.id, quantityKg: 1 }],
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      'Own Turmeric is your own listing; you cannot buy it. Remove it from your cart.',
    )
    expect(await quantityOf(own.id)).toBe(5)
  })

  it('never oversells: 20 concurrent checkouts for the last 3 kg → exactly 3 succeed, quantity ends at 0', async () => {
    const p = await listing({ name: 'Last Onions', quantityKg: 3 })
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order(i % 2 ? buyer.cookie : otherBuyer.cookie, {
          lines: [{ kind: 'listing', productId: p.id, quantityKg: 1 }],
        }),
      ),
    )
    const codes = results.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(3)
    expect(codes.filter((c) => c === 409)).toHaveLength(17)
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe(
        'Last Onions is sold out. Remove it from your cart to place the order.',
      )
    expect(await quantityOf(p.id)).toBe(0)
    expect(
      await t.testDb.database.db.$count(
        supplyChainOrders,
        eq(supplyChainOrders.crop, 'Last Onions'),
      ),
    ).toBe(3)
  })

  it('makes one order for one idempotency key: 201, then 200 with the same body, also when raced', async () => {
    const p = await listing({ name: 'Idempotent Okra', quantityKg: 10 })
    const body = {
      lines: [{ kind: 'listing', productId: p.id, quantityKg: 2 }],
      idempotencyKey: randomUUID(),
    }
    const first = await order(buyer.cookie, body)
    const again = await order(buyer.cookie, body)
    expect(first.statusCode).toBe(201)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await quantityOf(p.id)).toBe(8)

    const raced = {
      lines: [{ kind: 'listing', productId: p.id, quantityKg: 3 }],
      idempotencyKey: randomUUID(),
    }
    const results = await Promise.all(Array.from({ length: 5 }, () => order(buyer.cookie, raced)))
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201])
    expect(new Set(results.map((r) => r.json().id)).size).toBe(1)
    expect(await quantityOf(p.id)).toBe(5)
    expect(
      await t.testDb.database.db.$count(orders, eq(orders.idempotencyKey, raced.idempotencyKey)),
    ).toBe(1)
  })

  it('refuses a key sent again with another cart or details (409) and stores nothing', async () => {
    const p = await listing({ name: 'Reused-key Beans', quantityKg: 10 })
    const key = randomUUID()
    const first = await order(buyer.cookie, {
      lines: [{ kind: 'listing', productId: p.id, quantityKg: 2 }],
      idempotencyKey: key,
    })
    expect(first.statusCode).toBe(201)
    const variants = [
      { lines: [{ kind: 'listing', productId: p.id, quantityKg: 5 }] },
      { lines: [{ kind: 'catalogue', catalogueId: 3 }] },
      {
        lines: [{ kind: 'listing', productId: p.id, quantityKg: 2 }],
        delivery: { ...delivery, address: '99 Other Street, Nashik 422001' },
      },
      { lines: [{ kind: 'listing', productId: p.id, quantityKg: 2 }], payment: 'UPI' },
    ]
    for (const v of variants) {
      const res = await order(buyer.cookie, { ...v, idempotencyKey: key })
      expect(res.statusCode, JSON.stringify(v)).toBe(409)
      expect(res.json()).toMatchObject({
        code: 'order.key_reused',
        message: errorMessage('order.key_reused'),
        field: 'idempotencyKey',
      })
    }
    // Raced with a different cart: one order, the others refused.
    const racedKey = randomUUID()
    const raced = await Promise.all(
      [1, 2, 3, 4].map((kg) =>
        order(buyer.cookie, {
          lines: [{ kind: 'listing', productId: p.id, quantityKg: kg }],
          idempotencyKey: racedKey,
        }),
      ),
    )
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409])
    const placedKg = raced.find((r) => r.statusCode === 201)!.json().lines[0].quantityKg
    expect(await quantityOf(p.id)).toBe(10 - 2 - placedKg)
    expect(await t.testDb.database.db.$count(orders, eq(orders.idempotencyKey, key))).toBe(1)
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
    const res = await order(buyer.cookie, {
      lines: [{ kind: 'catalogue', catalogueId: 2 }],
      ...patch,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ message: message, field })
  })

  it('is for buyers only: 401 for a visitor, 403 for a farmer', async () => {
    const visitor = await order('', { lines: [{ kind: 'catalogue', catalogueId: 2 }] })
    expect(visitor.statusCode).toBe(401)
    const res = await order(farmer.cookie, { lines: [{ kind: 'catalogue', catalogueId: 2 }] })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe('Access Denied: Only Buyers can access this section.')
  })
})

describe('GET /api/orders', () => {
  it("lists only the caller's orders, newest first, with lines and live status", async () => {
    const fresh = await registerUser(t.app, { role: 'buyer', name: 'Fresh Buyer' })
    const p = await listing({ name: 'Tracked Brinjal', quantityKg: 10 })
    const a = (await order(fresh.cookie, { lines: [{ kind: 'catalogue', catalogueId: 5 }] })).json()
    const b = (
      await order(fresh.cookie, {
        lines: [
          { kind: 'catalogue', catalogueId: 9 },
          { kind: 'listing', productId: p.id, quantityKg: 2 },
        ],
      })
    ).json()
    await t.testDb.database.db
      .update(supplyChainOrders)
      .set({ status: 'In Transit', transport: 'MH-12-AB-1234' })
      .where(eq(supplyChainOrders.orderItemId, b.lines[1].id))

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: fresh.cookie },
    })
    expect(res.statusCode).toBe(200)
    const list = res.json()
    expect(list.total).toBe(2)
    expect(list.items.map((o: { id: string }) => o.id)).toEqual([b.id, a.id])
    expect(list.items[0].lines.map((l: { name: string }) => l.name)).toEqual([
      'Wheat',
      'Tracked Brinjal',
    ])
    expect(list.items[0].lines[1]).toMatchObject({
      status: 'In Transit',
      transport: 'MH-12-AB-1234',
    })

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: otherBuyer.cookie },
    })
    const ids = other.json().items.map((o: { id: string }) => o.id)
    expect(ids).not.toContain(a.id)
    expect(ids).not.toContain(b.id)
  })

  it('pages with page and limit', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders?limit=1&page=2',
      headers: { cookie: buyer.cookie },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().items).toHaveLength(1)
    expect(res.json().total).toBeGreaterThan(2)
  })

  it('refuses a page past the last one any list serves, instead of running a huge OFFSET', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders?page=100001',
      headers: { cookie: buyer.cookie },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      message: 'Page must be a whole number from 1 to 1,00,000.',
      field: 'page',
    })
  })
})

describe('GET /api/listings', () => {
  it('lists live listings for everyone, filtered case-insensitively by name', async () => {
    const p = await listing({ name: 'Nagpur Orange', quantityKg: 7, pricePaise: 80_00 })
    await listing({ name: 'Sold Out Orange Peel', quantityKg: 0 })
    const res = await t.app.inject({ method: 'GET', url: '/api/listings?q=ORANGE' })
    expect(res.statusCode).toBe(200)
    expect(res.json().items).toEqual([
      {
        id: p.id,
        productName: 'Nagpur Orange',
        pricePaise: 80_00,
        quantityKg: 7,
        farmerName: 'Sanjay Patil',
        location: 'Pune',
        category: null,
        organic: false,
        photos: [],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ])
    const none = await t.app.inject({ method: 'GET', url: '/api/listings?q=%25%25' })
    expect(none.json().items).toEqual([])
    const one = await t.app.inject({ method: 'GET', url: `/api/listings/${p.id}` })
    expect(one.json()).toMatchObject({ id: p.id, quantityKg: 7 })
    const missing = await t.app.inject({ method: 'GET', url: `/api/listings/${randomUUID()}` })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Product not found')
  })
})

describe('GET /api/orders/stream', () => {
  it('is for buyers only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/orders/stream',
      headers: { cookie: farmer.cookie },
    })
    expect(res.statusCode).toBe(403)
  })

  it("pushes the farmer's move of a bought listing to the buyer within a second", async () => {
    const p = await listing({ name: 'Streamed Ginger', quantityKg: 5 })
    const placed = (
      await order(buyer.cookie, { lines: [{ kind: 'listing', productId: p.id, quantityKg: 1 }] })
    ).json()
    const line = placed.lines[0]
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const controller = new AbortController()
    const res = await fetch(`${address}/api/orders/stream`, {
      headers: { cookie: buyer.cookie },
      signal: controller.signal,
    })
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/)
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    const readUntil = async (pattern: RegExp) => {
      const deadline = Date.now() + 3000
      while (!pattern.test(text)) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}; got ${text}`)
        const { value, done } = await reader.read()
        if (done) throw new Error('stream ended')
        text += value
      }
    }
    await readUntil(/event: ready/)
    const started = Date.now()
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/supply-chain/${line.supplyChainOrderId}`,
      headers: { cookie: farmer.cookie },
      payload: { status: 'In Transit', transport: 'MH-12-XY-9876' },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    await readUntil(/event: order-status\ndata: .*MH-12-XY-9876/)
    expect(Date.now() - started).toBeLessThan(1000)
    const data = JSON.parse(/event: order-status\ndata: (.*)\n/.exec(text)![1]!)
    expect(data).toMatchObject({
      orderItemId: line.id,
      supplyChainOrderId: line.supplyChainOrderId,
      status: 'In Transit',
    })
    controller.abort()

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: buyer.cookie },
    })
    const seen = list.json().items.find((o: { id: string }) => o.id === placed.id)
    expect(seen.lines[0]).toMatchObject({ status: 'In Transit', transport: 'MH-12-XY-9876' })
  })
})
