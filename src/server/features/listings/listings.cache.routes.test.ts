import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { MIN_COMPRESSED_BYTES } from '#server/lib/json-text.ts'
import { listings } from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'

// Browse answers are kept per node, and any change to a listing (whoever makes
// it) shows at once, on this node and on another on the same PostgreSQL.

let t: TestApp
let farmer: { cookie: string }
let id: string

type Item = { id: string; pricePaise: number; quantityKg: number; productName: string }
const browse = async (app: FastifyInstance, query = '') => {
  const res = await app.inject({ url: `/api/listings${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ items: Item[]; total: number }>()
}
const itemOf = async (app: FastifyInstance) => (await browse(app)).items.find((i) => i.id === id)

beforeAll(async () => {
  t = await buildTestApp()
  farmer = await registerUser(t.app, { role: 'farmer', name: 'Sunita Pawar' })
  for (const [productName, price] of [
    ['Okra', 40],
    ['Tomato', 30],
    ['Onion', 25],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: farmer.cookie },
      payload: { productName, price, quantity: 50 },
    })
    expect(res.statusCode).toBe(201)
    id = res.json<{ id: string }>().id
  }
})
afterAll(() => t.close())

describe('the kept browse answers', () => {
  it('shows a price change through the API at once', async () => {
    expect((await itemOf(t.app))?.pricePaise).toBe(25_00)
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${id}`,
      headers: { cookie: farmer.cookie },
      payload: { price: 27 },
    })
    expect(res.statusCode).toBe(200)
    expect((await itemOf(t.app))?.pricePaise).toBe(27_00)
  })

  it('shows a stock change made by another writer (as checkout makes it) once it commits', async () => {
    expect((await itemOf(t.app))?.quantityKg).toBe(50)
    await t.testDb.database.db.update(listings).set({ quantityKg: 44 }).where(eq(listings.id, id))
    // The trigger's NOTIFY reaches the node's listener just after the commit.
    await vi.waitFor(async () => expect((await itemOf(t.app))?.quantityKg).toBe(44))
  })

  it('drops a sold-out listing and counts the others, past a full page too', async () => {
    await t.testDb.database.db.update(listings).set({ quantityKg: 0 }).where(eq(listings.id, id))
    await vi.waitFor(async () => expect(await itemOf(t.app)).toBeUndefined())
    const all = await browse(t.app)
    expect(all.total).toBe(2)
    // A full page asks for the total; a short one is the whole list.
    const one = await browse(t.app, '?limit=1')
    expect(one.items).toHaveLength(1)
    expect(one.total).toBe(2)
    const filtered = await browse(t.app, '?q=okr&limit=1')
    expect(filtered.items.map((i) => i.productName)).toEqual(['Okra'])
    expect(filtered.total).toBe(1)
    await t.testDb.database.db.update(listings).set({ quantityKg: 50 }).where(eq(listings.id, id))
    await vi.waitFor(async () => expect((await itemOf(t.app))?.quantityKg).toBe(50))
  })

  it("keeps the farmer's own list current and answers an empty page past the end", async () => {
    const mine = async (page = 1) => {
      const res = await t.app.inject({
        url: `/api/listings/mine?page=${page}`,
        headers: { cookie: farmer.cookie },
      })
      expect(res.statusCode).toBe(200)
      return res.json<{ items: Item[]; total: number; pageCount: number }>()
    }
    expect((await mine()).total).toBe(3)
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/listings/${id}`,
      headers: { cookie: farmer.cookie },
    })
    expect(res.statusCode).toBe(204)
    expect((await mine()).total).toBe(2)
    const past = await mine(9)
    expect(past).toMatchObject({ items: [], total: 2, pageCount: 1 })
  })
})

describe.runIf(process.env.TEST_DB === 'postgres')('two nodes on one PostgreSQL', () => {
  let database: Database
  let other: FastifyInstance
  beforeAll(async () => {
    database = await openDatabase({ url: t.testDb.url!, poolSize: 3 })
    other = await buildApp({ env: t.env, database, logger: false })
    await other.ready()
  })
  afterAll(async () => {
    await other.close()
    await database.close()
  })

  it('shows a change made on one node on the other, whose answer was kept', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: farmer.cookie },
      payload: { productName: 'Garlic', price: 90, quantity: 30 },
    })
    expect(created.statusCode).toBe(201)
    id = created.json<{ id: string }>().id
    // The other node keeps its answer (it has the new listing at ₹90)…
    expect((await itemOf(other))?.pricePaise).toBe(90_00)
    expect((await itemOf(other))?.pricePaise).toBe(90_00)
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/listings/${id}`,
      headers: { cookie: farmer.cookie },
      payload: { price: 85, quantity: 12 },
    })
    expect(res.statusCode).toBe(200)
    // …and drops it when the first node's change is notified.
    await vi.waitFor(async () =>
      expect(await itemOf(other)).toMatchObject({ pricePaise: 85_00, quantityKg: 12 }),
    )
  })
})

describe('compressed browse answers', () => {
  const ask = (url: string, encoding?: string) =>
    t.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} })

  it('sends a long page in brotli or gzip as asked, the same JSON once decoded', async () => {
    // Enough listings for an answer past the compression threshold.
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/listings',
        headers: { cookie: farmer.cookie },
        payload: { productName: 'Tomato', price: 30 + i, quantity: 10 + i },
      })
      expect(res.statusCode).toBe(201)
    }
    const plain = await ask('/api/listings')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('accept-encoding')
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(MIN_COMPRESSED_BYTES)
    const items = plain.json<{ items: unknown[] }>().items
    expect(items.length).toBeGreaterThanOrEqual(8)

    const br = await ask('/api/listings', 'gzip, deflate, br, zstd')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json())

    const gz = await ask('/api/listings', 'gzip, deflate')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json())

    // Refused codings are not sent.
    const none = await ask('/api/listings', 'br;q=0, gzip;q=0')
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.json()).toEqual(plain.json())
  })

  it('sends a short answer as it is', async () => {
    const res = await ask('/api/listings?q=okra', 'gzip, br')
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.length).toBeLessThan(MIN_COMPRESSED_BYTES)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers.vary).toBeUndefined()
    expect(res.json<{ items: Item[] }>().items.map((i) => i.productName)).toEqual(['Okra'])
  })
})
