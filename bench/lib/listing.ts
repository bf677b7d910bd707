import sharp from 'sharp'
import { expectOk, register, request } from './http.ts'

/**
 * A camera-sized JPEG that compresses like a photo: smooth colour blobs (a small seeded random
 * image scaled up), not a flat tile that would weigh nothing.
 */
function photoJpeg(seed: number): Promise<Buffer> {
  let s = seed
  const rand = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 255
  const w = 32
  const h = 24
  const raw = Buffer.alloc(w * h * 3)
  for (let i = 0; i < raw.length; i += 3) {
    raw[i] = 120 + rand() / 2
    raw[i + 1] = 40 + rand() / 3
    raw[i + 2] = 20 + rand() / 4
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .resize(1600, 1200, { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/**
 * A farmer's listing with two photos, made through the real API (register, POST /api/listings,
 * POST /api/listings/:id/photos with the file as the body), as a farmer's phone would.
 * Returns the listing page's path.
 */
export async function listingWithPhotos(base: string, who: string): Promise<string> {
  const farmer = await register(base, 'farmer', who)
  const created = expectOk(
    await request(base, '/api/listings', {
      method: 'POST',
      headers: { cookie: farmer.cookie },
      body: { productName: 'Tomato', price: 28.5, quantity: 40, organic: true },
    }),
    'create a listing',
  )
  const { id } = JSON.parse(created.body) as { id: string }
  for (const seed of [1, 2]) {
    const res = await fetch(`${base}/api/listings/${id}/photos`, {
      method: 'POST',
      headers: { cookie: farmer.cookie, 'content-type': 'image/jpeg' },
      body: new Uint8Array(await photoJpeg(seed)),
    })
    if (res.status !== 201) throw new Error(`photo upload: HTTP ${res.status} ${await res.text()}`)
  }
  return `/product/listing-${id}`
}
