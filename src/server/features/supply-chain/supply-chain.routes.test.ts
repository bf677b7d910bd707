import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { liveEvents, orderItems, orders, outbox } from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { createSupplyChainOrder } from '#server/services/supply-chain-orders.ts'
import { deliveryCodeFor } from '#server/services/delivery-code.ts'

type User = { id: string; name: string }
let t: TestApp
let farmer: { cookie: string; user: User }
let other: { cookie: string; user: User }
let buyer: { cookie: string; user: User }

beforeAll(async () => {
  t = await buildTestApp()
  farmer = await registerUser(t.app, { role: 'farmer', name: 'Selvi' })
  other = await registerUser(t.app, { role: 'farmer', name: 'Ramesh' })
  // The buyer's number is verified: the order-status SMS is to be sent, not held back.
  buyer = await registerUser(t.app, { role: 'buyer', name: 'Anita', phoneVerified: true })
})
afterAll(() => t.close())

let orderCount = 0
/** A buyer's order line plus its supply-chain order, as checkout makes them. */
async function makeOrder(crop = 'Onion', withLine = true) {
  const db = t.testDb.database.db
  return db.transaction(async (tx) => {
    let orderItemId: string | null = null
    if (withLine) {
      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: `FT-2611-${String(++orderCount).padStart(6, '0')}`,
          buyerId: buyer.user.id,
          idempotencyKey: crypto.randomUUID(),
          deliveryName: 'Anita',
          deliveryAddress: '12 MG Road, Pune',
          deliveryPhone: '+919876543210',
          paymentMethod: 'COD',
          paymentStatus: 'due_on_delivery',
          totalPaise: 5000,
        })
        .returning()
      const [item] = await tx
        .insert(orderItems)
        .values({
          orderId: order!.id,
          kind: 'listing',
          name: crop,
          unitPricePaise: 2500,
          quantityKg: 2,
          lineTotalPaise: 5000,
          farmerId: farmer.user.id,
          farmerName: 'Selvi',
        })
        .returning()
      orderItemId = item!.id
    }
    return createSupplyChainOrder(tx, {
      farmerId: farmer.user.id,
      crop,
      buyerId: buyer.user.id,
      buyerName: 'Anita',
      orderNumber: withLine ? `FT-2611-${String(orderCount).padStart(6, '0')}` : null,
      quantityKg: 2,
      orderItemId,
      facts: null,
    })
  })
}

const move = (cookie: string, id: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/supply-chain/${id}`, headers: { cookie }, payload })

describe('createSupplyChainOrder', () => {
  it('creates a Pending order and announces it to the farmer', async () => {
    const order = await makeOrder('Garlic')
    expect(order).toMatchObject({
      crop: 'Garlic',
      buyerName: 'Anita',
      status: 'Pending',
      transport: null,
      quantityKg: 2,
    })
    const events = await t.testDb.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.topic, `farmer:${farmer.user.id}`))
    expect(
      events.some(
        (e) => e.type === 'supply-chain' && (e.payload as { id: string }).id === order.id,
      ),
    ).toBe(true)
  })
})

describe('GET /api/supply-chain', () => {
  it("lists the farmer's own orders, newest first", async () => {
    const a = await makeOrder('Maize')
    const b = await makeOrder('Ragi')
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/supply-chain',
      headers: { cookie: farmer.cookie },
    })
    expect(res.statusCode).toBe(200)
    const ids = res.json().items.map((o: { id: string }) => o.id)
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id))
    // The buyer's internal account id is not the farmer's business: only their name goes out.
    expect(res.body).not.toContain(buyer.user.id)
    expect(res.json().items[0]).not.toHaveProperty('buyerId')
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/supply-chain',
      headers: { cookie: other.cookie },
    })
    expect(theirs.json().items).toEqual([])
    const asBuyer = await t.app.inject({
      method: 'GET',
      url: '/api/supply-chain',
      headers: { cookie: buyer.cookie },
    })
    expect(asBuyer.statusCode).toBe(403)
  })
})

describe('PATCH /api/supply-chain/:id', () => {
  it('moves Pending → In Transit → Delivered, mirrors onto the order line and tells both sides', async () => {
    const order = await makeOrder('Turmeric')
    const noTransport = await move(farmer.cookie, order.id, { status: 'In Transit' })
    expect(noTransport.statusCode).toBe(409)
    expect(noTransport.json().message).toMatch(/Name the transport/)

    const inTransit = await move(farmer.cookie, order.id, {
      status: 'In Transit',
      transport: ' TN-09-AB-1234 ',
    })
    expect(inTransit.statusCode).toBe(200)
    expect(inTransit.json()).toMatchObject({ status: 'In Transit', transport: 'TN-09-AB-1234' })
    const [line] = await t.testDb.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, order.orderItemId!))
    expect(line).toMatchObject({ status: 'In Transit', transport: 'TN-09-AB-1234' })

    const buyerEvents = await t.testDb.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.topic, `buyer:${buyer.user.id}`))
    expect(buyerEvents.at(-1)).toMatchObject({
      type: 'order-status',
      payload: {
        orderItemId: order.orderItemId,
        supplyChainOrderId: order.id,
        status: 'In Transit',
        transport: 'TN-09-AB-1234',
      },
    })

    const sms = await t.testDb.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, buyer.user.id), eq(outbox.kind, 'orderStatus')))
    expect(sms).toHaveLength(1)
    expect(sms[0]).toMatchObject({ channel: 'sms', status: 'pending' })
    expect(JSON.stringify(sms[0]!.payload)).toContain('In Transit (TN-09-AB-1234)')

    const delivered = await move(farmer.cookie, order.id, {
      status: 'Delivered',
      code: deliveryCodeFor(order.orderItemId!),
    })
    expect(delivered.json()).toMatchObject({ status: 'Delivered', transport: 'TN-09-AB-1234' })
    const [after] = await t.testDb.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, order.orderItemId!))
    expect(after!.status).toBe('Delivered')
  })

  it.each([
    [
      'Pending',
      'Delivered',
      'An order that is Pending can only move to In Transit, not Delivered.',
    ],
    ['Pending', 'Pending', 'An order that is Pending can only move to In Transit, not Pending.'],
    ['Delivered', 'In Transit', 'This order is already Delivered; it cannot move to In Transit.'],
  ] as const)('refuses %s → %s with 409', async (from, to, message) => {
    const order = await makeOrder('Chilli', false)
    if (from === 'Delivered') {
      await move(farmer.cookie, order.id, { status: 'In Transit', transport: 'KA-01-1' })
      await move(farmer.cookie, order.id, { status: 'Delivered' })
    }
    const res = await move(farmer.cookie, order.id, { status: to, transport: 'KA-01-1' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(message)
  })

  it('refuses an unknown status (400), another farmer (403) and an unknown order (404)', async () => {
    const order = await makeOrder('Wheat')
    expect((await move(farmer.cookie, order.id, { status: 'Lost' })).statusCode).toBe(400)
    const denied = await move(other.cookie, order.id, { status: 'In Transit', transport: 'X' })
    expect(denied.statusCode).toBe(403)
    expect(denied.json().message).toBe('You can only change your own supply-chain orders.')
    expect(
      (await move(farmer.cookie, '00000000-0000-4000-8000-000000000000', { status: 'Delivered' }))
        .statusCode,
    ).toBe(404)
    expect((await move(farmer.cookie, 'nope', { status: 'Delivered' })).statusCode).toBe(404)
  })

  it('lets only one of two concurrent moves succeed', async () => {
    const order = await makeOrder('Banana')
    const results = await Promise.all([
      move(farmer.cookie, order.id, { status: 'In Transit', transport: 'MH-12-A-1' }),
      move(farmer.cookie, order.id, { status: 'In Transit', transport: 'MH-12-B-2' }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const events = await t.testDb.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.topic, `buyer:${buyer.user.id}`))
    expect(
      events.filter(
        (e) => (e.payload as { supplyChainOrderId: string }).supplyChainOrderId === order.id,
      ),
    ).toHaveLength(1)
  })
})

describe('GET /api/supply-chain/stream', () => {
  it('delivers a change to the farmer within a second, and replays after Last-Event-ID', async () => {
    const order = await makeOrder('Coconut')
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const controller = new AbortController()
    const res = await fetch(`${address}/api/supply-chain/stream`, {
      headers: { cookie: farmer.cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/)
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ''
    const readUntil = async (pattern: RegExp, ms = 3000) => {
      const deadline = Date.now() + ms
      while (!pattern.test(text)) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}; got ${text}`)
        const { value, done } = await reader.read()
        if (done) throw new Error('stream ended')
        text += value
      }
    }
    await readUntil(/event: ready/)
    const started = Date.now()
    expect(
      (await move(farmer.cookie, order.id, { status: 'In Transit', transport: 'KL-07-C-9' }))
        .statusCode,
    ).toBe(200)
    await readUntil(/event: supply-chain\ndata: .*KL-07-C-9/)
    expect(Date.now() - started).toBeLessThan(1000)
    const lastId = [...text.matchAll(/^id: (\d+)$/gm)].at(-1)![1]!
    controller.abort()

    // Missed while disconnected, replayed on reconnect.
    await move(farmer.cookie, order.id, { status: 'Delivered', withoutCode: true })
    const again = await fetch(`${address}/api/supply-chain/stream`, {
      headers: { cookie: farmer.cookie, 'last-event-id': lastId },
    })
    const body = again.body!.pipeThrough(new TextDecoderStream()).getReader()
    let replay = ''
    while (!/event: ready/.test(replay)) replay += (await body.read()).value ?? ''
    expect(replay).toMatch(/event: supply-chain\ndata: .*"status":"Delivered"/)
    await body.cancel()
  })
})
