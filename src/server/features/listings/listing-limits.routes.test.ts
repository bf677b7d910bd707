import { eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listingPhotos, listings } from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { photoStorageUsed } from './listing-photos.repo.ts'
import { processPhoto } from '#server/services/photo-processing.ts'

// A farmer's listings and photos are limited: how many listings one holds, how many are added a
// minute, and how many megabytes their photos take. Each limit holds when requests arrive together.

const createListing = (t: TestApp, cookie: string, productName = 'Tomato') =>
  t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { cookie },
    payload: { productName, price: 30, quantity: 50 },
  })
const deleteListing = (t: TestApp, cookie: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/listings/${id}`, headers: { cookie } })
const upload = (t: TestApp, cookie: string, id: string, body: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/listings/${id}/photos`,
    headers: { cookie, 'content-type': 'image/png' },
    payload: body,
  })
const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b)

describe('active listings per farmer (LISTINGS_MAX_ACTIVE_PER_FARMER)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ LISTINGS_MAX_ACTIVE_PER_FARMER: '5', LISTINGS_MAX_PER_MINUTE: '1000' })
  })
  afterAll(() => t.close())

  it('lets 5 of 12 parallel creates through, refuses the rest with 409, and other farmers not', async () => {
    const { cookie } = await registerUser(t.app, { role: 'farmer' })
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => createListing(t, cookie, `Okra ${i}`)),
    )
    expect(statuses(burst)).toEqual([...Array(5).fill(201), ...Array(7).fill(409)])
    const refused = burst.find((r) => r.statusCode === 409)!.json()
    expect(refused).toMatchObject({
      code: 'listing.limit',
      params: { max: 5 },
      message:
        'You have 5 products listed (sold-out ones too), the most one account can hold. Delete one to add another.',
    })
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/listings/mine',
      headers: { cookie },
    })
    expect(mine.json().total).toBe(5)

    // Another farmer has a count of their own.
    const other = await registerUser(t.app, { role: 'farmer' })
    expect((await createListing(t, other.cookie)).statusCode).toBe(201)

    // Deleting one makes room for one.
    const id = burst.find((r) => r.statusCode === 201)!.json<{ id: string }>().id
    expect((await deleteListing(t, cookie, id)).statusCode).toBe(204)
    expect((await createListing(t, cookie)).statusCode).toBe(201)
    expect((await createListing(t, cookie)).statusCode).toBe(409)
  })
})

describe('listings added per minute (LISTINGS_MAX_PER_MINUTE)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp({ LISTINGS_MAX_ACTIVE_PER_FARMER: '1000', LISTINGS_MAX_PER_MINUTE: '4' })
  })
  afterAll(() => t.close())

  it('lets 4 of 10 parallel creates through and answers 429 with Retry-After to the rest', async () => {
    const { cookie, user } = await registerUser(t.app, { role: 'farmer' })
    const burst = await Promise.all(Array.from({ length: 10 }, () => createListing(t, cookie)))
    expect(statuses(burst)).toEqual([...Array(4).fill(201), ...Array(6).fill(429)])
    const refused = burst.find((r) => r.statusCode === 429)!
    const body = refused.json()
    expect(body).toMatchObject({ code: 'listing.too_fast', params: { max: 4 } })
    expect(body.retryAfter).toBeGreaterThanOrEqual(1)
    expect(body.retryAfter).toBeLessThanOrEqual(60)
    expect(refused.headers['retry-after']).toBe(String(body.retryAfter))
    expect(body.message).toBe(
      `Products are being added too fast (at most 4 a minute). Please try again in ${body.retryAfter} seconds.`,
    )

    // Deleting makes no room: the minute counts what was added.
    const id = burst.find((r) => r.statusCode === 201)!.json<{ id: string }>().id
    expect((await deleteListing(t, cookie, id)).statusCode).toBe(204)
    expect((await createListing(t, cookie)).statusCode).toBe(429)

    // A minute later (the rows made older) there is room again.
    await t.testDb.database.db
      .update(listings)
      .set({ createdAt: sql`${listings.createdAt} - interval '61 seconds'` })
      .where(eq(listings.farmerId, user.id))
    expect((await createListing(t, cookie)).statusCode).toBe(201)
  })
})

/** A photo that compresses like one (seeded noise): its stored WebP sizes weigh tens of KB. */
function noisyPng(seed: number): Promise<Buffer> {
  let s = seed
  const raw = Buffer.alloc(400 * 300 * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = (s = (s * 1103515245 + 12345) % 2 ** 31) >> 23
  return sharp(raw, { raw: { width: 400, height: 300, channels: 3 } })
    .png()
    .toBuffer()
}

describe("a farmer's photo storage (LISTINGS_MAX_PHOTO_MB_PER_FARMER)", () => {
  let t: TestApp
  let photo: Buffer
  let stored: number
  beforeAll(async () => {
    photo = await noisyPng(7)
    stored = (await processPhoto(photo)).reduce((n, f) => n + f.bytes.length, 0)
    // Room for two copies of the photo, not three.
    const mb = (stored * 2.5) / 1024 / 1024
    t = await buildTestApp({ LISTINGS_MAX_PHOTO_MB_PER_FARMER: String(mb) })
  })
  afterAll(() => t.close())

  it('takes 2 of 5 parallel uploads, refuses the rest with 409, and deleting a listing frees its photos', async () => {
    const { cookie, user } = await registerUser(t.app, { role: 'farmer' })
    const ids: string[] = []
    for (let i = 0; i < 5; i++) ids.push((await createListing(t, cookie)).json<{ id: string }>().id)
    // Five uploads at once, one to each listing: the farmer's storage, not a listing's, is full.
    const burst = await Promise.all(ids.map((id) => upload(t, cookie, id, photo)))
    expect(statuses(burst)).toEqual([201, 201, 409, 409, 409])
    const refused = burst.find((r) => r.statusCode === 409)!.json()
    expect(refused.code).toBe('photo.storage_full')
    expect(refused.message).toMatch(
      /^Your photos fill the [\d.]+ MB one account can store\. Delete some photos or old products to add more\.$/,
    )
    expect(await photoStorageUsed(t.testDb.database.db, user.id)).toBe(2 * stored)

    // Another farmer's storage is their own.
    const other = await registerUser(t.app, { role: 'farmer' })
    const theirs = (await createListing(t, other.cookie)).json<{ id: string }>().id
    expect((await upload(t, other.cookie, theirs, photo)).statusCode).toBe(201)

    // Deleting a listing deletes its photos: room for another.
    const withPhoto = burst.find((r) => r.statusCode === 201)!.json<{ id: string }>().id
    const [owner] = await t.testDb.database.db
      .select({ listingId: listingPhotos.listingId })
      .from(listingPhotos)
      .where(eq(listingPhotos.id, withPhoto))
    expect((await deleteListing(t, cookie, owner!.listingId)).statusCode).toBe(204)
    expect(await photoStorageUsed(t.testDb.database.db, user.id)).toBe(stored)
    const left = ids.find((id) => id !== owner!.listingId)!
    expect((await upload(t, cookie, left, photo)).statusCode).toBe(201)
    expect((await upload(t, cookie, left, photo)).statusCode).toBe(409)
  })
})

describe('a photo with more pixels than the limit', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  it('is refused as such (422), not as a damaged file', async () => {
    // A small JPEG whose frame header says 12000 × 9000 (108 megapixels).
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#448822' },
    })
      .jpeg()
      .toBuffer()
    const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]))
    jpeg.writeUInt16BE(9000, sof + 5)
    jpeg.writeUInt16BE(12000, sof + 7)
    const { cookie } = await registerUser(t.app, { role: 'farmer' })
    const id = (await createListing(t, cookie)).json<{ id: string }>().id
    const res = await upload(t, cookie, id, jpeg)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      code: 'photo.too_many_pixels',
      params: { max: 100 },
      message:
        'This photo has more than 100 megapixels. Choose a smaller photo, or take it at a lower resolution.',
    })
  })
})
