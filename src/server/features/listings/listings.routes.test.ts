import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listings } from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
let farmer: string
let other: string
let buyer: string
beforeAll(async () => {
  t = await buildTestApp()
  farmer = (await registerUser(t.app, { role: 'farmer', name: 'Lakshmi' })).cookie
  other = (await registerUser(t.app, { role: 'farmer', name: 'Murugan' })).cookie
  buyer = (await registerUser(t.app, { role: 'buyer' })).cookie
})
afterAll(() => t.close())

const post = (cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { cookie },
    payload: payload as object,
  })
const list = (cookie: string, page = 1) =>
  t.app.inject({ method: 'GET', url: `/api/listings/mine?page=${page}`, headers: { cookie } })

describe('POST /api/listings', () => {
  it('takes the price in rupees, stores and answers it in paise only', async () => {
    const res = await post(farmer, { productName: '  Tomato ', price: 24.5, quantity: 120 })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({
      productName: 'Tomato',
      pricePaise: 2450,
      quantity: 120,
    })
    expect(body).not.toHaveProperty('price')
    const [row] = await t.testDb.database.db.select().from(listings).where(eq(listings.id, body.id))
    expect(row!.pricePaise).toBe(2450)
    expect(row!.quantityKg).toBe(120)
  })

  it.each([
    [{ price: 10, quantity: 1 }, 'Please fill in all fields!'],
    [{ productName: '   ', price: 10, quantity: 1 }, 'Please fill in all fields!'],
    [{ productName: 'Okra', quantity: 1 }, 'Please fill in all fields!'],
    [{ productName: 'x'.repeat(81), price: 10, quantity: 1 }, 'Crop name: at most 80 characters.'],
    [{ productName: 'Okra', price: 0, quantity: 1 }, 'Price per kg must be more than ₹0.'],
    [
      { productName: 'Okra', price: 10.123, quantity: 1 },
      'Price per kg can have at most 2 decimal places (paise).',
    ],
    [
      { productName: 'Okra', price: 100000.01, quantity: 1 },
      'Price per kg can be at most ₹1,00,000.',
    ],
    [{ productName: 'Okra', price: 10, quantity: 0 }, 'Quantity must be at least 1 kg.'],
    [{ productName: 'Okra', price: 10, quantity: 1.5 }, 'Quantity must be a whole number of kg.'],
    [
      { productName: 'Okra', price: 10, quantity: 1_000_001 },
      'Quantity can be at most 10,00,000 kg.',
    ],
  ])('refuses %j: %s', async (payload, message) => {
    const res = await post(farmer, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
  })

  it('accepts the limits', async () => {
    expect(
      (await post(farmer, { productName: 'y'.repeat(80), price: 100000, quantity: 1_000_000 }))
        .statusCode,
    ).toBe(201)
    expect((await post(farmer, { productName: 'Mint', price: 0.01, quantity: 1 })).statusCode).toBe(
      201,
    )
  })

  it('is for farmers only', async () => {
    expect((await post(buyer, { productName: 'Okra', price: 10, quantity: 1 })).statusCode).toBe(
      403,
    )
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      payload: { productName: 'Okra', price: 10, quantity: 1 },
    })
    expect(anon.statusCode).toBe(401)
  })
})

describe('GET /api/listings/mine', () => {
  it("lists only the caller's own listings, newest first, 5 a page", async () => {
    const { cookie } = await registerUser(t.app, { role: 'farmer' })
    for (let i = 1; i <= 7; i++) {
      expect(
        (await post(cookie, { productName: `Crop ${i}`, price: i, quantity: i })).statusCode,
      ).toBe(201)
    }
    await post(other, { productName: 'Not mine', price: 5, quantity: 5 })
    const first = (await list(cookie)).json()
    expect(first.total).toBe(7)
    expect(first.pageCount).toBe(2)
    expect(first.items.map((p: { productName: string }) => p.productName)).toEqual([
      'Crop 7',
      'Crop 6',
      'Crop 5',
      'Crop 4',
      'Crop 3',
    ])
    const second = (await list(cookie, 2)).json()
    expect(second.items.map((p: { productName: string }) => p.productName)).toEqual([
      'Crop 2',
      'Crop 1',
    ])
    expect(second.page).toBe(2)
    const past = (await list(cookie, 9)).json()
    expect(past).toMatchObject({ items: [], total: 7, pageCount: 2 })
  })

  it('answers an empty list for a new farmer and refuses a bad page', async () => {
    const { cookie } = await registerUser(t.app, { role: 'farmer' })
    expect((await list(cookie)).json()).toEqual({ items: [], total: 0, page: 1, pageCount: 1 })
    expect((await list(cookie, 0)).statusCode).toBe(400)
  })
})

describe('PATCH and DELETE /api/listings/:id', () => {
  it('lets the owner change and delete, and no one else', async () => {
    const id = (await post(farmer, { productName: 'Brinjal', price: 30, quantity: 50 })).json().id
    const patch = (cookie: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/listings/${id}`, headers: { cookie }, payload })

    const denied = await patch(other, { price: 1 })
    expect(denied.statusCode).toBe(403)
    expect(denied.json().message).toBe('You can only change your own products.')

    const changed = await patch(farmer, { price: 32.75, quantity: 40 })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({
      productName: 'Brinjal',
      pricePaise: 3275,
      quantity: 40,
    })

    expect((await patch(farmer, { price: -1 })).json().message).toBe(
      'Price per kg must be more than ₹0.',
    )
    expect((await patch(farmer, { productName: '' })).json().message).toBe(
      'Please fill in all fields!',
    )
    expect((await patch(farmer, {})).statusCode).toBe(400)

    const del = (cookie: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/listings/${id}`, headers: { cookie } })
    expect((await del(other)).statusCode).toBe(403)
    expect((await del(farmer)).statusCode).toBe(204)
    const [row] = await t.testDb.database.db.select().from(listings).where(eq(listings.id, id))
    expect(row!.deletedAt).not.toBeNull()
    expect((await del(farmer)).statusCode).toBe(404)
    expect((await patch(farmer, { price: 2 })).statusCode).toBe(404)
    const mine = (await list(farmer)).json()
    expect(mine.items.map((p: { id: string }) => p.id)).not.toContain(id)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/listings/${id}`,
        headers: { cookie: farmer },
      })
      expect(res.statusCode).toBe(404)
    }
  })
})
