import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { PhotoCache } from './listing-photos.routes.ts'

// Listing photos: checked by their bytes, stripped of metadata, resized to WebP,
// stored in the database and served with a year's caching.

let t: TestApp
let farmer: string
let other: string
let buyer: string
let listingId: string
let gpsJpeg: Buffer
let png: Buffer

/** A real camera-style JPEG: 2000×1500, with EXIF carrying a camera make and a GPS position. */
const jpegWithGps = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#c8502a' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'FieldCam', Model: 'Test 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 5678/100',
      },
    })
    .toBuffer()

/** True when an EXIF block points to a GPS directory (tag 0x8825, either byte order). */
const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))

const upload = (cookie: string | undefined, id: string, body: Buffer, contentType = 'image/jpeg') =>
  t.app.inject({
    method: 'POST',
    url: `/api/listings/${id}/photos`,
    headers: { ...(cookie ? { cookie } : {}), 'content-type': contentType },
    payload: body,
  })

async function newListing(cookie: string, productName = 'Tomato') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { cookie },
    payload: { productName, price: 30, quantity: 50 },
  })
  expect(res.statusCode).toBe(201)
  return res.json<{ id: string }>().id
}

beforeAll(async () => {
  t = await buildTestApp()
  farmer = (await registerUser(t.app, { role: 'farmer', name: 'Kavitha' })).cookie
  other = (await registerUser(t.app, { role: 'farmer', name: 'Selvi' })).cookie
  buyer = (await registerUser(t.app, { role: 'buyer' })).cookie
  listingId = await newListing(farmer)
  gpsJpeg = await jpegWithGps()
  png = await sharp({ create: { width: 500, height: 400, channels: 4, background: '#2a8050' } })
    .png()
    .toBuffer()
})
afterAll(() => t.close())

describe('POST /api/listings/:id/photos', () => {
  it('turns a JPEG with GPS into WebP sizes without any metadata, served for a year', async () => {
    const meta = await sharp(gpsJpeg).metadata()
    expect(meta.exif && hasGpsPointer(meta.exif)).toBe(true)

    const res = await upload(farmer, listingId, gpsJpeg)
    expect(res.statusCode).toBe(201)
    const photo = res.json<{
      id: string
      sources: { url: string; width: number; height: number }[]
    }>()
    expect(photo.sources.map((s) => [s.width, s.height])).toEqual([
      [320, 240],
      [640, 480],
      [1280, 960],
    ])
    for (const source of photo.sources) {
      expect(source.url).toMatch(/^\/api\/listing-photos\/[0-9a-f]{32}\.webp$/)
      const served = await t.app.inject({ method: 'GET', url: source.url })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const webp = served.rawPayload
      expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF')
      expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP')
      const out = await sharp(webp).metadata()
      expect(out.format).toBe('webp')
      expect(out.width).toBe(source.width)
      expect(out.exif).toBeUndefined()
      expect(out.xmp).toBeUndefined()
      // No EXIF or XMP chunk in the RIFF container, and none of the camera's words.
      expect(webp.includes('EXIF')).toBe(false)
      expect(webp.includes('XMP ')).toBe(false)
      expect(webp.includes('FieldCam')).toBe(false)

      const again = await t.app.inject({
        method: 'GET',
        url: source.url,
        headers: { 'if-none-match': served.headers.etag as string },
      })
      expect(again.statusCode).toBe(304)
    }

    const page = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}` })
    expect(page.json().photos).toEqual([photo])
    // The cart draws the first photo beside the line (GET /api/listings/now).
    const now = await t.app.inject({ method: 'GET', url: `/api/listings/now?ids=${listingId}` })
    expect(now.json().items).toEqual([
      { id: listingId, pricePaise: 3000, quantityKg: 50, gone: false, photo: photo.sources },
    ])
  })

  it('takes a PNG named .jpg by what it really is, and makes no size wider than it', async () => {
    const res = await upload(farmer, listingId, png, 'image/jpeg')
    expect(res.statusCode).toBe(201)
    expect(res.json().sources.map((s: { width: number }) => s.width)).toEqual([320, 500])
  })

  it('refuses a text file named .jpg, whatever content-type it claims', async () => {
    const text = Buffer.from('These are not the photos you are looking for.\n')
    for (const type of ['image/jpeg', 'application/octet-stream', 'text/plain']) {
      const res = await upload(farmer, listingId, text, type)
      expect(res.statusCode).toBe(415)
      expect(res.json().code).toBe('photo.not_an_image')
    }
  })

  it('says HEIC cannot be read (the prebuilt sharp has no HEVC decoder)', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ])
    const res = await upload(farmer, listingId, heic, 'image/heic')
    expect(res.statusCode).toBe(415)
    expect(res.json().code).toBe('photo.heic')
  })

  it('refuses a damaged photo', async () => {
    const broken = Buffer.concat([gpsJpeg.subarray(0, 200), Buffer.alloc(2000, 7)])
    const res = await upload(farmer, listingId, broken)
    expect(res.statusCode).toBe(422)
    expect(res.json().code).toBe('photo.unreadable')
  })

  it('refuses a file over 10 MB as a photo too large', async () => {
    const huge = Buffer.concat([gpsJpeg, Buffer.alloc(10 * 1024 * 1024)])
    const res = await upload(farmer, listingId, huge)
    expect(res.statusCode).toBe(413)
    expect(res.json().code).toBe('photo.too_large')
  })

  it('refuses a fifth photo', async () => {
    const id = await newListing(farmer, 'Okra')
    for (let i = 0; i < 4; i++)
      expect((await upload(farmer, id, png, 'image/png')).statusCode).toBe(201)
    const fifth = await upload(farmer, id, png, 'image/png')
    expect(fifth.statusCode).toBe(409)
    expect(fifth.json().code).toBe('photo.too_many')
  })

  it('refuses two uploads at once past the fourth', async () => {
    const id = await newListing(farmer, 'Carrot')
    const results = await Promise.all(
      Array.from({ length: 6 }, () => upload(farmer, id, png, 'image/png')),
    )
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(4)
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2)
  })

  it("refuses another farmer's listing, buyers and visitors", async () => {
    const res = await upload(other, listingId, png)
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('listing.not_yours')
    expect((await upload(buyer, listingId, png)).statusCode).toBe(403)
    expect((await upload(undefined, listingId, png)).statusCode).toBe(401)
    const unknown = await upload(farmer, '00000000-0000-4000-8000-000000000000', png)
    expect(unknown.statusCode).toBe(404)
  })

  it('keeps JSON routes at the app body limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: farmer, 'content-type': 'application/json' },
      payload: JSON.stringify({ productName: 'x'.repeat(70_000), price: 1, quantity: 1 }),
    })
    expect(res.statusCode).toBe(413)
  })
})

describe('DELETE /api/listings/:id/photos/:photoId', () => {
  it('lets only the owner delete, then the photo is gone', async () => {
    const id = await newListing(farmer, 'Radish')
    // Its own picture: the same bytes on another listing would still be served (same hash).
    const own = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#777' },
    })
      .jpeg()
      .toBuffer()
    const photo = (await upload(farmer, id, own)).json<{ id: string; sources: { url: string }[] }>()
    const del = (cookie: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/listings/${id}/photos/${photo.id}`,
        headers: { cookie },
      })
    expect((await del(other)).statusCode).toBe(403)
    expect((await del(buyer)).statusCode).toBe(403)
    expect((await del(farmer)).statusCode).toBe(204)
    const again = await del(farmer)
    expect(again.statusCode).toBe(404)
    expect(again.json().code).toBe('photo.not_found')
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/listings/${id}` })).json().photos,
    ).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: photo.sources[0]!.url })).statusCode).toBe(404)
  })
})

describe('GET /api/listing-photos/:file', () => {
  it('answers 404 for an unknown or malformed name', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/listing-photos/${'0'.repeat(32)}.webp` }))
        .statusCode,
    ).toBe(404)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/listing-photos/..%2Fsecret.webp' }))
        .statusCode,
    ).toBe(400)
  })
})

describe('PhotoCache', () => {
  it('keeps the most recently used sizes within its byte limit', () => {
    const cache = new PhotoCache(400)
    const b = (n: number) => Buffer.alloc(n)
    cache.set('a', b(100))
    cache.set('b', b(100))
    cache.set('c', b(100))
    expect(cache.get('a')).toBeDefined() // a is now the most recent
    cache.set('d', b(100))
    cache.set('e', b(100)) // over 400: b, the least recent, goes
    expect(cache.get('b')).toBeUndefined()
    expect(['a', 'c', 'd', 'e'].every((k) => cache.get(k))).toBe(true)
    cache.set('huge', b(200)) // more than a quarter of the limit: not kept
    expect(cache.get('huge')).toBeUndefined()
    cache.clear()
    expect(cache.get('a')).toBeUndefined()
  })
})
