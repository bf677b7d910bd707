import { apiPath } from '../../src/core/http/page-data.ts'
import sharp from 'sharp'
import { expect, registerViaApi, test } from './fixtures.ts'

// The server names a page's route chunk and first data in <link> hints of its HTML. A hint
// the page then asks for in another way (another URL, mode or credentials) is a wasted download,
// and the page fetches it a second time: each hinted URL must be requested exactly once.
for (const { role, path, heading, data } of [
  {
    role: 'farmer' as const,
    path: '/real-time-prices',
    heading: 'Crop Prices at the Mandis',
    data: [apiPath.session, apiPath.marketPrices('', 1), apiPath.crops, apiPath.myListings(1)],
  },
  {
    role: 'buyer' as const,
    path: '/products',
    heading: 'Available Products',
    data: [apiPath.session, apiPath.listings()],
  },
]) {
  test(`${path}: every hinted URL is fetched once and used`, async ({ page }) => {
    await registerViaApi(page.request, role)
    const counts = new Map<string, number>()
    const warnings: string[] = []
    page.on('request', (r) => {
      const u = new URL(r.url())
      const key = u.pathname + u.search
      counts.set(key, (counts.get(key) ?? 0) + 1)
    })
    page.on('console', (m) => {
      if (/preload/i.test(m.text())) warnings.push(m.text())
    })
    const res = await page.goto(path)
    const html = await res!.text()
    for (const url of data) expect(html).toContain(url.replaceAll('&', '&amp;'))
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    // Chromium reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(3500)
    for (const url of data) expect(counts.get(url), url).toBe(1)
    const chunk = /<link rel="modulepreload" crossorigin href="([^"]+)" data-hint>\s*$/m.exec(
      html,
    )?.[1]
    expect(chunk).toBeTruthy()
    expect(counts.get(chunk!)).toBe(1)
    expect(warnings).toEqual([])
  })
}

test('a visitor gets no hints for data only a signed-in user can read', async ({ page }) => {
  const res = await page.goto('/products')
  const html = await res!.text()
  expect(html).toContain(`href="${apiPath.session}"`)
  expect(html).not.toContain(`href="${apiPath.listings()}"`)
  // …and, not being a buyer, lands on the login page.
  await expect(page).toHaveURL(/\/login$/)
})

test("a listing page's HTML hints its data and main photo, each fetched once", async ({
  page,
  playwright,
}) => {
  // A farmer's listing with a photo, made through the API on a cookie jar of its own.
  const farmer = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  await registerViaApi(farmer, 'farmer')
  const created = await farmer.post('/api/listings', {
    data: { productName: 'Tomato', price: 28.5, quantity: 40 },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const jpeg = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#c0392b' },
  })
    .jpeg()
    .toBuffer()
  const photo = await farmer.post(`/api/listings/${id}/photos`, {
    data: jpeg,
    headers: { 'content-type': 'image/jpeg' },
  })
  expect(photo.status(), await photo.text()).toBe(201)
  await farmer.dispose()

  await registerViaApi(page.request, 'buyer')
  const counts = new Map<string, number>()
  const warnings: string[] = []
  page.on('request', (r) => {
    const u = new URL(r.url())
    counts.set(u.pathname, (counts.get(u.pathname) ?? 0) + 1)
  })
  page.on('console', (m) => {
    if (/preload/i.test(m.text())) warnings.push(m.text())
  })
  const res = await page.goto(`/product/listing-${id}`)
  const html = await res!.text()
  expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${apiPath.listing(id)}"`)
  const hero =
    /<link rel="preload" as="image" href="([^"]+)" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high" data-hint>/.exec(
      html,
    )
  expect(hero).toBeTruthy()
  const img = page.getByRole('img', { name: 'Photo 1 of Tomato' })
  await expect(img).toBeVisible()
  await page.waitForTimeout(3500)
  expect(counts.get(apiPath.listing(id))).toBe(1)
  // The photo the page shows is the one the hint fetched (the same srcset and sizes), once.
  const shown = new URL(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).pathname
  expect(counts.get(shown), shown).toBe(1)
  expect(warnings).toEqual([])
})

test("a listing page's photo and name are drawn from its HTML and stay in place while it loads", async ({
  page,
  playwright,
  browser,
}) => {
  const name = 'Tomato <b>ripe</b>'
  const farmer = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  await registerViaApi(farmer, 'farmer')
  const created = await farmer.post('/api/listings', {
    data: { productName: name, price: 28.5, quantity: 40 },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  for (const background of ['#c0392b', '#27ae60']) {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer()
    const photo = await farmer.post(`/api/listings/${id}/photos`, {
      data: jpeg,
      headers: { 'content-type': 'image/jpeg' },
    })
    expect(photo.status(), await photo.text()).toBe(201)
  }
  await farmer.dispose()
  await registerViaApi(page.request, 'buyer')
  await page.setViewportSize({ width: 360, height: 740 })

  // Without JavaScript: the photo and the name (as text, not markup) stand under the bar.
  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
    storageState: await page.context().storageState(),
  })
  const plain = await noJs.newPage()
  await plain.goto(`/product/listing-${id}`)
  await expect(plain.getByRole('img', { name: `Photo 1 of ${name}` })).toBeVisible()
  await expect(plain.getByRole('heading', { level: 1, name })).toBeVisible()
  await noJs.close()

  // With JavaScript, the listing's answer held back: until it comes, the page shows what the
  // server drew, where the page then draws the same photo and name.
  let answer!: () => void
  const held = new Promise<void>((resolve) => (answer = resolve))
  await page.route(`**${apiPath.listing(id)}`, async (route) => {
    await held
    await route.continue()
  })
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number }
    w.shift = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        w.shift += e.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const photos = new Map<string, number>()
  page.on('request', (r) => {
    const u = new URL(r.url())
    if (u.pathname.startsWith('/api/listing-photos/'))
      photos.set(u.pathname, (photos.get(u.pathname) ?? 0) + 1)
  })
  await page.goto(`/product/listing-${id}`)
  const img = page.getByRole('img', { name: `Photo 1 of ${name}` })
  const title = page.getByRole('heading', { level: 1, name })
  await expect(img).toBeVisible()
  await expect(title).toBeVisible()
  await page.waitForTimeout(500)
  const drawn = { img: await img.boundingBox(), title: await title.boundingBox() }
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toHaveCount(0)
  answer()
  await expect(page.getByRole('button', { name: 'ADD TO CART' })).toBeVisible()
  expect(await img.boundingBox()).toEqual(drawn.img)
  expect(await title.boundingBox()).toEqual(drawn.title)
  // The photo and name did not move (above). Once, on a loaded machine, something else on the page
  // moved by 0.0006: far below the 0.1 that counts as a shift users notice.
  expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(
    0.01,
  )
  const shown = new URL(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).pathname
  expect(photos.get(shown), shown).toBe(1)
})
