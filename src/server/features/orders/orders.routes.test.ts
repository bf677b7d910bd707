import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { supplyChainOrders } from '#server/db/schema/index.ts'
import { registerUser } from '#server/test/build-test-app.ts'
import { ordersFixture } from './orders-routes.test-support.ts'

// A buyer's orders as they read them (the list, its pages, the live stream of their lines), and
// the public listings they order from.

const { f, db, listing, order } = ordersFixture()

describe('GET /api/orders', () => {
  it("lists only the caller's orders, newest first, with lines and live status", async () => {
    const fresh = await registerUser(f.t.app, { role: 'buyer', name: 'Fresh Buyer' })
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
    await db()
      .update(supplyChainOrders)
      .set({ status: 'In Transit', transport: 'MH-12-AB-1234' })
      .where(eq(supplyChainOrders.orderItemId, b.lines[1].id))

    const res = await f.t.app.inject({
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

    const other = await f.t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: f.otherBuyer.cookie },
    })
    const ids = other.json().items.map((o: { id: string }) => o.id)
    expect(ids).not.toContain(a.id)
    expect(ids).not.toContain(b.id)
  })

  it('pages with page and limit', async () => {
    const paging = await registerUser(f.t.app, { role: 'buyer', name: 'Paging Buyer' })
    const placed = []
    for (const catalogueId of [1, 2, 3]) {
      const res = await order(paging.cookie, { lines: [{ kind: 'catalogue', catalogueId }] })
      expect(res.statusCode, res.body).toBe(201)
      placed.push(res.json<{ id: string }>().id)
    }
    const res = await f.t.app.inject({
      method: 'GET',
      url: '/api/orders?limit=1&page=2',
      headers: { cookie: paging.cookie },
    })
    expect(res.statusCode).toBe(200)
    // Newest first: the second page of one is the middle order.
    expect(res.json().items.map((o: { id: string }) => o.id)).toEqual([placed[1]])
    expect(res.json().total).toBe(3)
  })

  it('refuses a page past the last one any list serves, instead of running a huge OFFSET', async () => {
    const res = await f.t.app.inject({
      method: 'GET',
      url: '/api/orders?page=100001',
      headers: { cookie: f.buyer.cookie },
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
    const res = await f.t.app.inject({ method: 'GET', url: '/api/listings?q=ORANGE' })
    expect(res.statusCode).toBe(200)
    expect(res.json().items).toEqual([
      {
        id: p.id,
        productName: 'Nagpur Orange',
        pricePaise: 80_00,
        quantityKg: 7,
        farmerId: f.farmer.user.id,
        farmerName: 'Sanjay Patil',
        farmerRating: { average: null, count: 0 },
        location: 'Pune',
        crop: null,
        category: null,
        organic: false,
        photos: [],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ])
    const none = await f.t.app.inject({ method: 'GET', url: '/api/listings?q=%25%25' })
    expect(none.json().items).toEqual([])
    const one = await f.t.app.inject({ method: 'GET', url: `/api/listings/${p.id}` })
    expect(one.json()).toMatchObject({ id: p.id, quantityKg: 7 })
    const missing = await f.t.app.inject({ method: 'GET', url: `/api/listings/${randomUUID()}` })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe('Product not found')
  })
})

describe('GET /api/orders/stream', () => {
  it('is for buyers only', async () => {
    const res = await f.t.app.inject({
      method: 'GET',
      url: '/api/orders/stream',
      headers: { cookie: f.farmer.cookie },
    })
    expect(res.statusCode).toBe(403)
  })

  it("pushes the farmer's move of a bought listing to the buyer within a second", async () => {
    const p = await listing({ name: 'Streamed Ginger', quantityKg: 5 })
    const placed = (
      await order(f.buyer.cookie, { lines: [{ kind: 'listing', productId: p.id, quantityKg: 1 }] })
    ).json()
    const line = placed.lines[0]
    const address = await f.t.app.listen({ port: 0, host: '127.0.0.1' })
    const controller = new AbortController()
    const res = await fetch(`${address}/api/orders/stream`, {
      headers: { cookie: f.buyer.cookie },
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
    const moved = await f.t.app.inject({
      method: 'PATCH',
      url: `/api/supply-chain/${line.supplyChainOrderId}`,
      headers: { cookie: f.farmer.cookie },
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

    const list = await f.t.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: f.buyer.cookie },
    })
    const seen = list.json().items.find((o: { id: string }) => o.id === placed.id)
    expect(seen.lines[0]).toMatchObject({ status: 'In Transit', transport: 'MH-12-XY-9876' })
  })
})
