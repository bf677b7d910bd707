import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueFarmer, catalogueListingId } from '#core/catalogue/catalogue-owners.ts'
import { CATALOGUE } from '#core/catalogue/catalogue.ts'
import { setCatalogueFarmerPasswords } from '#server/db/catalogue-sync.ts'
import { deliveryCodeFor } from '#server/services/delivery-code.ts'
import { listings, outbox, supplyChainOrders } from '#server/db/schema/index.ts'
import {
  buildTestApp,
  cookieFrom,
  registerUser,
  type TestApp,
} from '#server/test/build-test-app.ts'

// Every order line has an owner who can move it (catalogue items too), prices the buyer saw are
// the prices charged or the order is refused with the new ones, and a Pending line can end:
// cancelled by the buyer or declined by the farmer, its kg back in the listing.

let t: TestApp
type Session = Awaited<ReturnType<typeof registerUser>>
let farmer: Session
let buyer: Session
let otherBuyer: Session
let catalogueFarmerCookie: string
const tomato = CATALOGUE[0]!

beforeAll(async () => {
  t = await buildTestApp()
  farmer = await registerUser(t.app, { role: 'farmer', name: 'Sanjay Patil' })
  buyer = await registerUser(t.app, { role: 'buyer', name: 'Asha Rao' })
  otherBuyer = await registerUser(t.app, { role: 'buyer', name: 'Vikram Iyer' })
  await setCatalogueFarmerPasswords(t.testDb.database.db, 'catalogue-pass-2026')
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: catalogueFarmer(tomato).email, password: 'catalogue-pass-2026' },
  })
  expect(login.statusCode, login.body).toBe(200)
  catalogueFarmerCookie = cookieFrom(login.headers['set-cookie'])
})
afterAll(() => t.close())

const db = () => t.testDb.database.db
const delivery = { fullName: 'Asha Rao', address: '12 MG Road, Pune 411001', phone: '98765 43210' }

async function newListing(pricePaise = 40_00, quantityKg = 20) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { cookie: farmer.cookie },
    payload: { productName: 'Brinjal', price: pricePaise / 100, quantity: quantityKg },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json<{ id: string }>().id
}

const leftKg = async (id: string) =>
  (await db().select().from(listings).where(eq(listings.id, id)))[0]!.quantityKg

function order(cookie: string, lines: unknown[], key = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: { delivery, payment: 'COD', idempotencyKey: key, lines },
  })
}

describe('catalogue items have real owners', () => {
  it('makes each catalogue item a listing of its farmer, not shown twice in the public list', async () => {
    const [row] = await db()
      .select()
      .from(listings)
      .where(eq(listings.id, catalogueListingId(tomato.id)))
    expect(row).toMatchObject({
      farmerId: catalogueFarmer(tomato).id,
      catalogueId: 0,
      pricePaise: tomato.pricePaise,
    })
    const pub = await t.app.inject({ url: '/api/listings?limit=100' })
    const ids = pub.json<{ items: Array<{ id: string }> }>().items.map((i) => i.id)
    expect(ids).not.toContain(catalogueListingId(tomato.id))
  })

  it('gives a catalogue line to its farmer, who sees it with the address and moves it to Delivered', async () => {
    const before = await leftKg(catalogueListingId(tomato.id))
    const res = await order(buyer.cookie, [
      {
        kind: 'catalogue',
        catalogueId: tomato.id,
        quantityKg: 3,
        seenPricePaise: tomato.pricePaise,
      },
    ])
    expect(res.statusCode, res.body).toBe(201)
    const placed = res.json<{
      number: string
      lines: Array<{
        id: string
        supplyChainOrderId: string
        quantityKg: number
        lineTotalPaise: number
      }>
    }>()
    expect(placed.lines[0]).toMatchObject({ quantityKg: 3, lineTotalPaise: tomato.pricePaise * 3 })
    expect(placed.lines[0]!.supplyChainOrderId).toBeTruthy()
    expect(await leftKg(catalogueListingId(tomato.id))).toBe(before - 3)

    const list = await t.app.inject({
      url: '/api/supply-chain',
      headers: { cookie: catalogueFarmerCookie },
    })
    const mine = list
      .json<{ items: Array<{ id: string; orderNumber: string; delivery: { address: string } }> }>()
      .items.find((i) => i.orderNumber === placed.number)
    expect(mine?.delivery.address).toBe(delivery.address)

    // Delivered with the buyer's delivery code (features/deliveries).
    const code = deliveryCodeFor(placed.lines[0]!.id)
    for (const payload of [
      { status: 'In Transit', transport: 'KA-05-MN-2211' },
      { status: 'Delivered', code },
    ]) {
      const move = await t.app.inject({
        method: 'PATCH',
        url: `/api/supply-chain/${mine!.id}`,
        headers: { cookie: catalogueFarmerCookie },
        payload,
      })
      expect(move.statusCode, move.body).toBe(200)
    }
    const history = await t.app.inject({ url: '/api/orders', headers: { cookie: buyer.cookie } })
    const o = history
      .json<{ items: Array<{ number: string; lines: Array<{ status: string }> }> }>()
      .items.find((i) => i.number === placed.number)
    expect(o?.lines[0]?.status).toBe('Delivered')
  })

  it('tells the farmer of a new order by SMS and email through the outbox, naming the order', async () => {
    const id = await newListing()
    const res = await order(buyer.cookie, [
      { kind: 'listing', productId: id, quantityKg: 4, seenPricePaise: 40_00 },
    ])
    expect(res.statusCode, res.body).toBe(201)
    const number = res.json<{ number: string }>().number
    const rows = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, farmer.user.id), eq(outbox.kind, 'newOrder')))
    const sms = rows.find((r) => r.channel === 'sms' && JSON.stringify(r.payload).includes(number))
    expect((sms?.payload as { text: string }).text).toBe(
      `New order ${number}: 4 kg Brinjal for Asha Rao, ₹160.00, cash on delivery.`,
    )
    expect(
      rows.some((r) => r.channel === 'email' && JSON.stringify(r.payload).includes(number)),
    ).toBe(true)
  })

  it('counts the farmer’s open orders', async () => {
    const res = await t.app.inject({
      url: '/api/supply-chain/summary',
      headers: { cookie: farmer.cookie },
    })
    expect(res.statusCode).toBe(200)
    const open = await db()
      .select()
      .from(supplyChainOrders)
      .where(eq(supplyChainOrders.farmerId, farmer.user.id))
    expect(res.json()).toEqual({
      open: open.filter((o) => o.status === 'Pending' || o.status === 'In Transit').length,
      pending: open.filter((o) => o.status === 'Pending').length,
    })
    const asBuyer = await t.app.inject({
      url: '/api/supply-chain/summary',
      headers: { cookie: buyer.cookie },
    })
    expect(asBuyer.statusCode).toBe(403)
  })
})

describe('prices the buyer saw', () => {
  it('refuses with 409 and the new prices when a price changed, and charges nothing', async () => {
    const id = await newListing(40_00, 20)
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${id}`,
      headers: { cookie: farmer.cookie },
      payload: { price: 45 },
    })
    expect(patch.statusCode, patch.body).toBe(200)
    const res = await order(buyer.cookie, [
      { kind: 'listing', productId: id, quantityKg: 2, seenPricePaise: 40_00 },
      {
        kind: 'catalogue',
        catalogueId: 1,
        quantityKg: 1,
        seenPricePaise: CATALOGUE[1]!.pricePaise,
      },
    ])
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'order.price_changed',
      params: { names: 'Brinjal', count: 1 },
      priceChanges: [
        { listingId: id, catalogueId: null, name: 'Brinjal', seenPaise: 40_00, pricePaise: 45_00 },
      ],
    })
    expect(await leftKg(id)).toBe(20)
    // Accepting the new price places the order at it.
    const again = await order(buyer.cookie, [
      { kind: 'listing', productId: id, quantityKg: 2, seenPricePaise: 45_00 },
    ])
    expect(again.statusCode, again.body).toBe(201)
    expect(again.json()).toMatchObject({ totalPaise: 90_00 })
  })

  it('never charges a price changed by a request that races the order', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await newListing(40_00, 20)
      const [placed, changed] = await Promise.all([
        order(buyer.cookie, [
          { kind: 'listing', productId: id, quantityKg: 1, seenPricePaise: 40_00 },
        ]),
        t.app.inject({
          method: 'PATCH',
          url: `/api/listings/${id}`,
          headers: { cookie: farmer.cookie },
          payload: { price: 50 },
        }),
      ])
      expect(changed.statusCode).toBe(200)
      if (placed.statusCode === 201) {
        // The order went first: it was charged the price the buyer saw.
        expect(placed.json()).toMatchObject({ totalPaise: 40_00 })
        expect(await leftKg(id)).toBe(19)
      } else {
        expect(placed.statusCode, placed.body).toBe(409)
        expect(placed.json().code).toBe('order.price_changed')
        expect(await leftKg(id)).toBe(20)
      }
    }
  })
})

describe('cancelling and declining', () => {
  async function placed(kg: number) {
    const id = await newListing(40_00, 20)
    const res = await order(buyer.cookie, [
      { kind: 'listing', productId: id, quantityKg: kg, seenPricePaise: 40_00 },
    ])
    expect(res.statusCode, res.body).toBe(201)
    const o = res.json<{
      id: string
      number: string
      lines: Array<{ id: string; supplyChainOrderId: string }>
    }>()
    return { listingId: id, order: o, line: o.lines[0]! }
  }
  const cancel = (cookie: string, orderId: string, lineId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/lines/${lineId}/cancel`,
      headers: { cookie },
    })

  it('lets the buyer cancel a Pending line: stock returns, the farmer is told, both histories show it', async () => {
    const p = await placed(5)
    expect(await leftKg(p.listingId)).toBe(15)
    const res = await cancel(buyer.cookie, p.order.id, p.line.id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().lines[0]).toMatchObject({ status: 'Cancelled' })
    expect(await leftKg(p.listingId)).toBe(20)
    const sc = await t.app.inject({ url: '/api/supply-chain', headers: { cookie: farmer.cookie } })
    expect(
      sc.json().items.find((i: { id: string }) => i.id === p.line.supplyChainOrderId),
    ).toMatchObject({
      status: 'Cancelled',
    })
    const [msg] = await db()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'orderCancelled'),
          eq(outbox.channel, 'sms'),
          eq(outbox.userId, farmer.user.id),
        ),
      )
    expect((msg?.payload as { text: string }).text).toContain(`Order ${p.order.number} cancelled`)
    // Twice is refused, and nothing returns twice.
    const again = await cancel(buyer.cookie, p.order.id, p.line.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('order.not_cancellable')
    expect(await leftKg(p.listingId)).toBe(20)
  })

  it('refuses to cancel another buyer’s line (404) or a line already In Transit (409)', async () => {
    const p = await placed(2)
    expect((await cancel(otherBuyer.cookie, p.order.id, p.line.id)).statusCode).toBe(404)
    expect((await cancel(buyer.cookie, p.order.id, 'not-a-uuid')).statusCode).toBe(404)
    await t.app.inject({
      method: 'PATCH',
      url: `/api/supply-chain/${p.line.supplyChainOrderId}`,
      headers: { cookie: farmer.cookie },
      payload: { status: 'In Transit', transport: 'MH-12-AB-1234' },
    })
    const res = await cancel(buyer.cookie, p.order.id, p.line.id)
    expect(res.statusCode).toBe(409)
    expect(await leftKg(p.listingId)).toBe(18)
  })

  it('lets the farmer decline a Pending line with a reason: stock returns, the buyer is told', async () => {
    const p = await placed(3)
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/supply-chain/${p.line.supplyChainOrderId}/decline`,
      headers: { cookie: farmer.cookie },
      payload: { reason: '  ' },
    })
    expect(noReason.statusCode).toBe(400)
    const notMine = await t.app.inject({
      method: 'POST',
      url: `/api/supply-chain/${p.line.supplyChainOrderId}/decline`,
      headers: { cookie: catalogueFarmerCookie },
      payload: { reason: 'No' },
    })
    expect(notMine.statusCode).toBe(403)
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/supply-chain/${p.line.supplyChainOrderId}/decline`,
      headers: { cookie: farmer.cookie },
      payload: { reason: 'Hail damaged this week’s crop' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'Declined',
      statusReason: 'Hail damaged this week’s crop',
    })
    expect(await leftKg(p.listingId)).toBe(20)
    const history = await t.app.inject({ url: '/api/orders', headers: { cookie: buyer.cookie } })
    const line = history.json().items.find((o: { id: string }) => o.id === p.order.id).lines[0]
    expect(line).toMatchObject({
      status: 'Declined',
      statusReason: 'Hail damaged this week’s crop',
    })
    const [msg] = await db()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'orderDeclined'),
          eq(outbox.channel, 'sms'),
          eq(outbox.userId, buyer.user.id),
        ),
      )
    expect((msg?.payload as { text: string }).text).toBe(
      `Order ${p.order.number}: Sanjay Patil declined 3 kg Brinjal: Hail damaged this week’s crop`,
    )
    // A declined order cannot move on.
    const move = await t.app.inject({
      method: 'PATCH',
      url: `/api/supply-chain/${p.line.supplyChainOrderId}`,
      headers: { cookie: farmer.cookie },
      payload: { status: 'In Transit', transport: 'X' },
    })
    expect(move.statusCode).toBe(409)
  })

  it('lets exactly one of a racing cancel and dispatch win', async () => {
    for (let round = 0; round < 4; round++) {
      const p = await placed(2)
      const [c, m] = await Promise.all([
        cancel(buyer.cookie, p.order.id, p.line.id),
        t.app.inject({
          method: 'PATCH',
          url: `/api/supply-chain/${p.line.supplyChainOrderId}`,
          headers: { cookie: farmer.cookie },
          payload: { status: 'In Transit', transport: 'TN-01-AA-0001' },
        }),
      ])
      expect([c.statusCode, m.statusCode].sort()).toEqual([200, 409])
      expect(await leftKg(p.listingId)).toBe(c.statusCode === 200 ? 20 : 18)
    }
  })
})
