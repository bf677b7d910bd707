import { readFileSync, rmSync } from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LISTING_HERO_SIZES } from '#core/http/page-data.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { writeMiniClient } from '#server/test/mini-client.ts'
import { PAGE_PAINT_MARK } from './page-shell.ts'

// A buyer's listing page arrives with its main photo and name drawn in the HTML,
// so the page's largest paint does not wait for the JavaScript.

let dir: string
let t: TestApp
let farmer: string
let buyer: string

/** A built client in miniature with the repo's own index.html body (and its mark). */
function miniClient(): string {
  const body = /<body[\s\S]*<\/body>/.exec(readFileSync('index.html', 'utf8'))![0]
  return writeMiniClient({ body: body.replace(/<script[^>]*><\/script>/, '') })
}

async function listing(productName: string, photos: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/listings',
    headers: { cookie: farmer },
    payload: { productName, price: 30, quantity: 50 },
  })
  expect(res.statusCode).toBe(201)
  const id = res.json<{ id: string }>().id
  for (let i = 0; i < photos; i++) {
    const jpeg = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#c8502a' },
    })
      .jpeg()
      .toBuffer()
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/listings/${id}/photos`,
      headers: { cookie: farmer, 'content-type': 'image/jpeg' },
      payload: jpeg,
    })
    expect(up.statusCode).toBe(201)
  }
  return id
}

const page = (id: string, cookie?: string) =>
  t.app.inject({ url: `/product/listing-${id}`, headers: cookie ? { cookie } : {} })

beforeAll(async () => {
  dir = miniClient()
  t = await buildTestApp({ CLIENT_DIST: dir })
  farmer = (await registerUser(t.app, { role: 'farmer' })).cookie
  buyer = (await registerUser(t.app, { role: 'buyer' })).cookie
})
afterAll(async () => {
  await t.close()
  rmSync(dir, { recursive: true, force: true })
})

describe("a listing page's photo and name in its HTML", () => {
  it('index.html has the place the server writes them', () => {
    expect(readFileSync('index.html', 'utf8')).toContain(PAGE_PAINT_MARK)
  })

  it("draws the listing's main photo (srcset and sizes as the page's) and its name", async () => {
    const id = await listing('Tomato', 1)
    const res = await page(id, buyer)
    expect(res.statusCode).toBe(200)
    const html = res.body
    const main = /<main [^>]*data-page-paint[^>]*>[\s\S]*?<\/main>/.exec(html)?.[0] ?? ''
    expect(main).toContain('<h1 class="text-2xl font-bold text-green-900 sm:text-3xl">Tomato</h1>')
    const img = /<img [^>]*>/.exec(main)?.[0] ?? ''
    expect(img).toMatch(/ src="\/api\/listing-photos\/[\w-]+\.webp"/)
    expect(img).toMatch(/ srcset="[^"]+ 320w, [^"]+ 640w, [^"]+ 1280w"/)
    expect(img).toContain(` sizes="${LISTING_HERO_SIZES}"`)
    expect(img).toContain(' alt="Photo 1 of Tomato"')
    expect(img).toContain(' width="640" height="480"')
    expect(img).toContain(' fetchpriority="high"')
    // Inside #root, after the bar and the note, where the layout's <main> will be.
    expect(html.indexOf('</noscript')).toBeLessThan(html.indexOf('data-page-paint'))
    // One photo: no row of photos under it.
    expect(main).not.toContain('<ul')
    expect(html).not.toContain(PAGE_PAINT_MARK)
    // The photo the <img> picks is the one its preload fetched.
    const src = / src="([^"]+)"/.exec(img)![1]!
    expect(html).toContain(`<link rel="preload" as="image" href="${src}"`)
  })

  it('draws the row of photos under the main one as blank tiles, one per photo', async () => {
    const id = await listing('Brinjal', 3)
    const html = (await page(id, buyer)).body
    const row = /<ul class="grid grid-cols-4 gap-2" aria-hidden="true">[\s\S]*?<\/ul>/.exec(html)
    expect(row?.[0].match(/<li>/g)).toHaveLength(3)
    expect(row?.[0]).not.toContain('<img')
  })

  it('escapes the name: a farmer cannot put markup or script into the page', async () => {
    const name = `<script>alert(1)</script>"'&$&`
    const id = await listing(name, 1)
    const html = (await page(id, buyer)).body
    expect(html).not.toContain('<script>alert')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;$&amp;</h1>')
    expect(html).toContain(' alt="Photo 1 of &lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;')
    // The only script is the app's own (no inline script for the CSP to refuse).
    expect(html.match(/<script\b/g)).toHaveLength(1)
  })

  it('serves the plain shell for a listing without photos, a missing one, and a visitor', async () => {
    const plain = (await page('00000000-0000-4000-8000-000000000000', buyer)).body
    expect(plain).toContain(PAGE_PAINT_MARK)
    expect(plain).not.toContain('data-page-paint')

    const noPhoto = await listing('Onion', 0)
    const html = (await page(noPhoto, buyer)).body
    expect(html).not.toContain('data-page-paint')
    expect(html).not.toContain('Onion')

    // A visitor is sent to /login by the page (it is a buyer's page): nothing is drawn for them.
    const withPhoto = await listing('Okra', 1)
    expect((await page(withPhoto)).body).not.toContain('data-page-paint')
    expect((await page(withPhoto, farmer)).body).not.toContain('data-page-paint')
  })
})
