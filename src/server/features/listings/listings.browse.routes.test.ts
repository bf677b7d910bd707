import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { marketPriceLatest } from '#server/db/schema/index.ts'
import { buildTestApp, cookieFrom, type TestApp } from '#server/test/build-test-app.ts'

// Browsing listings: categories, price range, place, organic and sort on GET /api/listings.

let t: TestApp
let n = 0

async function account(role: 'farmer' | 'buyer', name: string, location: string) {
  n += 1
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name,
      email: `browse${n}-${Date.now()}@example.in`,
      password: 'green-fields-42',
      role,
      location,
      phone: `91234${String(10000 + n).slice(-5)}`,
    },
  })
  expect(res.statusCode).toBe(201)
  return cookieFrom(res.headers['set-cookie'])
}

async function list(cookie: string, payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { cookie },
    payload,
  })
  expect(res.statusCode).toBe(201)
  return res.json<{ id: string; category: string | null; organic: boolean }>()
}

const browse = async (query: string, cookie?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/listings?${query}`,
    headers: cookie ? { cookie } : {},
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ items: Array<{ productName: string }>; total: number }>()
}
const names = (r: { items: Array<{ productName: string }> }) => r.items.map((i) => i.productName)

let nashikBuyer: string
beforeAll(async () => {
  t = await buildTestApp()
  const nashik = await account('farmer', 'Sunita', 'Nashik, Maharashtra')
  const pune = await account('farmer', 'Savita', 'Pune, Maharashtra')
  const kolar = await account('farmer', 'Ramesh', 'Kolar, Karnataka')
  nashikBuyer = await account('buyer', 'Asha', 'Nashik')
  // Oldest first: "newest" is the reverse.
  await list(kolar, { productName: 'Tomato', price: 30, quantity: 10 })
  await list(pune, { productName: 'Wheat', price: 32, quantity: 10, organic: true })
  await list(nashik, { productName: 'Onion', price: 35, quantity: 10 })
  await list(nashik, {
    productName: 'Kodo millet',
    price: 90,
    quantity: 10,
    category: 'Grains',
    organic: true,
  })
  await list(kolar, { productName: 'Dragon fruit', price: 200, quantity: 10 })
})
afterAll(() => t.close())

describe('GET /api/listings: browse', () => {
  it('sorts newest first by default', async () => {
    const r = await browse('q=')
    expect(names(r).slice(0, 5)).toEqual([
      'Dragon fruit',
      'Kodo millet',
      'Onion',
      'Wheat',
      'Tomato',
    ])
  })

  it.each([
    ['category=Grains', ['Kodo millet', 'Wheat']],
    ['category=Vegetables&sort=price_asc', ['Tomato', 'Onion']],
    ['minPrice=31&maxPrice=90&sort=price_asc', ['Wheat', 'Onion', 'Kodo millet']],
    ['maxPrice=30', ['Tomato']],
    ['organic=yes&sort=price_desc', ['Kodo millet', 'Wheat']],
    ['organic=no&place=karnataka&sort=price_asc', ['Tomato', 'Dragon fruit']],
    ['place=Nashik', ['Kodo millet', 'Onion']],
    ['q=o&category=Vegetables&sort=price_desc', ['Onion', 'Tomato']],
  ])('%s', async (query, expected) => {
    expect(names(await browse(query)).filter((x) => expected.includes(x))).toEqual(expected)
    expect((await browse(query)).items).toHaveLength(expected.length)
  })

  it("sorts nearest by the buyer's own location: district, then state, then the rest", async () => {
    const r = names(await browse('sort=nearest', nashikBuyer))
    // Nashik's two (newest first), then nothing else matches "nashik" alone.
    expect(r.slice(0, 2)).toEqual(['Kodo millet', 'Onion'])
    const near = names(
      await browse(`sort=nearest&near=${encodeURIComponent('Satara, Maharashtra')}`),
    )
    expect(near.slice(0, 3)).toEqual(['Kodo millet', 'Onion', 'Wheat'])
    expect(near.slice(3)).toEqual(['Dragon fruit', 'Tomato'])
  })

  it("sorts nearest by a place in any script: its district's farmers, then its state's, then the rest", async () => {
    const r = names(await browse(`sort=nearest&near=${encodeURIComponent('नासिक')}`))
    expect(r.slice(0, 3)).toEqual(['Kodo millet', 'Onion', 'Wheat'])
    expect(r.slice(3)).toEqual(['Dragon fruit', 'Tomato'])
    const pune = names(await browse(`sort=nearest&near=Poona`))
    expect(pune.slice(0, 3)).toEqual(['Wheat', 'Kodo millet', 'Onion'])
  })

  it('names the crop each listing is, for the catalogue picture of a listing without a photo', async () => {
    const r = (await browse('q=')).items as Array<{ productName: string; crop: string | null }>
    const crops = Object.fromEntries(r.map((l) => [l.productName, l.crop]))
    expect(crops).toMatchObject({ Onion: 'Onion', Tomato: 'Tomato', Wheat: 'Wheat' })
  })

  it('is not cached when the order depends on who asks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/listings?sort=nearest' })
    expect(res.headers['cache-control']).toBe('private, no-store')
  })

  it.each([
    ['minPrice=50&maxPrice=10', 'maxPrice', 'Highest price must be at least the lowest price.'],
    ['category=Fruit', 'category', "Category must be one of the catalogue's categories."],
    ['sort=cheapest', 'sort', 'Sort must be newest, price_asc, price_desc or nearest.'],
    ['organic=maybe', 'organic', 'Organic must be yes or no.'],
  ])('refuses %s', async (query, field, message) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/listings?${query}` })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 'invalid_input', message })
    expect(res.json().field ?? field).toBe(field)
  })

  it('gives each listing its category, organic flag, photos and listing date', async () => {
    const [first] = (await browse('q=Kodo')).items as unknown as Array<Record<string, unknown>>
    expect(first).toMatchObject({
      category: 'Grains',
      organic: true,
      photos: [],
      location: 'Nashik, Maharashtra',
    })
    expect(typeof first!.createdAt).toBe('string')
  })
})

describe('GET /api/listings/:id/mandi-price', () => {
  it("gives the crop's median mandi price, and the farmer's state's", async () => {
    const row = (market: string, state: string, modalPrice: number, arrivalDate: string) => ({
      commodity: 'Onion',
      market,
      state,
      district: '',
      arrivalDate,
      variety: 'Red',
      grade: '',
      minPrice: null,
      maxPrice: null,
      modalPrice,
    })
    await t.testDb.database.db.insert(marketPriceLatest).values([
      row('Lasalgaon', 'Maharashtra', 2000, '2026-11-20'),
      row('Pune', 'Maharashtra', 2400, '2026-11-19'),
      row('Kolar', 'Karnataka', 3000, '2026-11-18'),
      // Too old to count (more than 30 days before the newest report).
      row('Indore', 'Madhya Pradesh', 9000, '2026-09-01'),
    ])
    const onion = (await browse('q=Onion')).items[0] as unknown as { id: string }
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${onion.id}/mandi-price` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      price: {
        crop: 'Onion',
        pricePerKg: 24,
        markets: 3,
        date: '2026-11-20',
        state: { name: 'Maharashtra', pricePerKg: 22, markets: 2 },
      },
    })
    const fruit = (await browse('q=Dragon')).items[0] as unknown as { id: string }
    const none = await t.app.inject({ method: 'GET', url: `/api/listings/${fruit.id}/mandi-price` })
    expect(none.json()).toEqual({ price: null })
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/listings/00000000-0000-4000-8000-000000000000/mandi-price',
    })
    expect(unknown.statusCode).toBe(404)
  })
})

// Last: it adds listings the browse tests above do not expect.
describe('POST /api/listings: category and organic', () => {
  it("takes the catalogue's category of a known crop when none is given", async () => {
    const farmer = await account('farmer', 'Meena', 'Anand, Gujarat')
    expect(await list(farmer, { productName: 'okra', price: 50, quantity: 1 })).toMatchObject({
      category: 'Vegetables',
      organic: false,
    })
    expect(await list(farmer, { productName: 'Jackfruit', price: 50, quantity: 1 })).toMatchObject({
      category: null,
    })
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: farmer },
      payload: { productName: 'Okra', price: 50, quantity: 1, category: 'Fruit' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'invalid_input', field: 'category' })
  })
})

// After the mandi-price test above, whose Onion prices it reads.
describe("the mandi price of a farmer's state named by their district alone", () => {
  it("a farmer in 'नासिक' is shown Maharashtra's markets beside all India's", async () => {
    const farmer = await account('farmer', 'Sunita', 'नासिक')
    const { id } = await list(farmer, { productName: 'Onion', price: 30, quantity: 5 })
    const res = await t.app.inject({ method: 'GET', url: `/api/listings/${id}/mandi-price` })
    expect(res.json().price.state).toEqual({ name: 'Maharashtra', pricePerKg: 22, markets: 2 })
  })
})
