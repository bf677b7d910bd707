import type { Page } from '@playwright/test'
import { expect, registerViaApi, test } from './fixtures.ts'

// The installable app works offline with the data last seen. Chromium, production build (the e2e
// server serves the built client, so the service worker registers), network cut with
// context.setOffline.

// With the network cut, the page's own failed requests (an uncached call) log a network error.
// (A two-element array would be read as Playwright's [value, options] pair: hence the pair.)
test.use({
  allowConsoleErrors: [
    [
      /net::ERR_INTERNET_DISCONNECTED/,
      // Back online, the checkout page refreshes the cart's listings at once; Chromium may fire
      // 'online' before its emulated network is back, and that one request fails (the query
      // retries it and the order below goes through). Seen once in CI; no other request may fail.
      /net::ERR_FAILED http:\/\/localhost:\d+\/api\/listings\/now\?/,
    ],
    { scope: 'test' },
  ],
})

/** Waits for the service worker, then reloads once so the page is controlled and cached. */
async function installServiceWorker(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
  // Every chunk of the build is cached on install, so pages never opened online still load.
  const missing = await page.evaluate(async () => {
    const manifest = (await (await fetch('/asset-manifest.json')).json()) as Record<
      string,
      { file: string }
    >
    const files = Object.values(manifest).map((c) => `/${c.file}`)
    const found = await Promise.all(files.map((f) => caches.match(f, { ignoreVary: true })))
    return files.filter((_, i) => !found[i])
  })
  expect(missing).toEqual([])
}

/** The offline banner, with the time of the data last fetched from the server. */
async function expectOfflineBanner(page: Page) {
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' })
  await expect(banner).toBeVisible()
  const time = await page.evaluate(() => {
    const at = localStorage.getItem('lastSync')
    return at
      ? new Date(at).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })
      : null
  })
  expect(time, 'the time of the last fresh data is stored').not.toBeNull()
  await expect(banner).toContainText(`Showing data from ${time}.`)
}

test('the web app manifest is linked and installable', async ({ page }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBe('/manifest.webmanifest')
  const res = await page.request.get(href!)
  expect(res.ok()).toBe(true)
  const manifest = (await res.json()) as {
    name: string
    short_name: string
    start_url: string
    display: string
    icons: { src: string; sizes: string; type: string }[]
  }
  expect(manifest.name).toContain('FarmTrek')
  expect(manifest.short_name).toBe('FarmTrek')
  expect(manifest.start_url).toBe('/')
  expect(manifest.display).toBe('standalone')
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png')
    expect(icon, `a ${size} px PNG icon`).toBeDefined()
    const png = await page.request.get(icon!.src)
    expect(png.ok()).toBe(true)
    const body = await png.body()
    // PNG header: width and height are big-endian at bytes 16 and 20.
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([size, size])
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#/)
})

test('offline, a buyer sees the catalogue last seen, keeps using the cart, and checkout waits for a connection', async ({
  page,
  context,
}) => {
  await registerViaApi(page.request, 'buyer')
  await installServiceWorker(page)

  // Online: the pages the buyer looks at.
  await page.goto('/products')
  const catalogue = page.getByRole('list', { name: 'Catalogue' })
  await expect(catalogue.getByRole('listitem')).toHaveCount(28)
  await expect(page.getByText(/No farmer listings right now|Buy Now/).last()).toBeVisible()
  // The worker stored every catalogue image on install, not only those scrolled to (they load lazily).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        let n = 0
        for (const name of await caches.keys())
          for (const req of await (await caches.open(name)).keys())
            if (new URL(req.url).pathname.startsWith('/catalogue/')) n++
        return n
      }),
    )
    .toBe(28)
  // The shell kept for offline use came from /products, without that page's own hints.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.match('/'))?.text()) ?? ''))
    .toContain('<div id="root">')
  const shell = await page.evaluate(async () => (await (await caches.match('/'))?.text()) ?? '')
  expect(shell).not.toContain('data-hint')
  expect(shell).toContain('rel="modulepreload"') // the entry's own, which every page needs
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await context.setOffline(true)

  // The home page and the catalogue open from the cache, with the banner.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectOfflineBanner(page)
  await page.goto('/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Available Products' })).toBeVisible()
  await expect(catalogue.getByRole('listitem')).toHaveCount(28)
  await expectOfflineBanner(page)
  // Catalogue images come from the cache too.
  const tomatoImage = catalogue.getByRole('listitem').first().locator('img')
  await expect
    .poll(() => tomatoImage.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
  // …the last one too, which the buyer never scrolled to while online.
  const lastImage = catalogue.getByRole('listitem').last().locator('img')
  await lastImage.scrollIntoViewIfNeeded()
  await expect
    .poll(() => lastImage.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
  await page.evaluate(() => window.scrollTo(0, 0))

  // The cart works offline: a page never opened before (the product page) loads, adds, cancels.
  await catalogue.getByRole('link', { name: 'Buy Now: Tomato', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tomato' })).toBeVisible()
  await page.getByRole('button', { name: 'ADD TO CART' }).click()
  await expect(page).toHaveURL(/\/orders$/)
  await page.getByRole('link', { name: 'Continue Shopping' }).click()
  await catalogue.getByRole('link', { name: 'Buy Now: Onion', exact: true }).click()
  await page.getByRole('button', { name: 'ADD TO CART' }).click()
  const cart = page.getByRole('list', { name: 'Cart items' })
  await expect(cart.getByRole('listitem')).toHaveCount(2)
  await cart.getByRole('button', { name: 'Cancel Tomato' }).click()
  await expect(cart.getByRole('listitem')).toHaveCount(1)
  await expect(cart).toContainText('Onion')

  // Checkout says it needs a connection and keeps the cart.
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
  const needsConnection = page.getByText(
    'You are offline. Connect to the internet to place your order; your cart is saved.',
  )
  await expect(needsConnection).toBeVisible()
  await expect(page.getByRole('button', { name: 'Confirm Order' })).toBeDisabled()
  await page.getByLabel('Delivery Address').fill('14 Lakshmi Road, Shivajinagar, Pune 411005')
  await page.getByLabel('Delivery Address').press('Enter')
  const stored = await page.evaluate(() => localStorage.getItem('orders'))
  expect(JSON.parse(stored!).lines).toHaveLength(1)

  // Back online: the same cart checks out.
  await context.setOffline(false)
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0)
  await expect(needsConnection).toHaveCount(0)
  await page.getByRole('button', { name: 'Confirm Order' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Order Placed Successfully!' }),
  ).toBeVisible()
  const orders = await page.request.get('/api/orders')
  expect(await orders.text()).toContain('Onion')
})

test("a new build's worker keeps none of an older build's files", async ({ page }) => {
  // What an older build left on this device, written from a same-origin page that registers no
  // worker: a chunk the new build no longer has and the shell at another revision in the precache,
  // and a cache of the hand-written worker the Workbox one replaced.
  await page.goto('/robots.txt')
  const precache = await page.evaluate(async () => {
    const name = `farmtrek-precache-v2-${location.origin}/`
    const old = await caches.open(name)
    await old.put(`${location.origin}/assets/products-0ldHash1.js`, new Response('// old build'))
    await old.put(
      `${location.origin}/index.html?__WB_REVISION__=0ld`,
      new Response('<!doctype html>'),
    )
    await (await caches.open('farmtrek-assets-v2')).put('/assets/app-0ldHash2.js', new Response(''))
    return name
  })
  await installServiceWorker(page)
  const state = () =>
    page.evaluate(async (name) => {
      const keys = (await (await caches.open(name)).keys()).map((r) => new URL(r.url))
      return {
        caches: (await caches.keys()).filter((k) => /^farmtrek-(shell|assets|data)-v\d+$/.test(k)),
        old: keys.filter((u) => u.href.includes('0ld')).map((u) => u.pathname + u.search),
        shell: keys.filter((u) => u.pathname === '/index.html').length,
      }
    }, precache)
  await expect.poll(state).toEqual({ caches: [], old: [], shell: 1 })
})

test('a checkout that loses the connection as it sends says so and keeps the cart', async ({
  page,
  context,
}) => {
  await registerViaApi(page.request, 'buyer')
  await page.goto('/product/0')
  await page.getByRole('button', { name: 'ADD TO CART' }).click()
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await page.getByLabel('Delivery Address').fill('14 Lakshmi Road, Shivajinagar, Pune 411005')
  // The browser still believes it is online, but the order request cannot reach the server.
  await context.route('**/api/orders', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  )
  await page.getByRole('button', { name: 'Confirm Order' }).click()
  await expect(
    page.getByRole('alert').filter({
      hasText: 'You are offline. Connect to the internet to place your order; your cart is saved.',
    }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/checkout$/)
  const stored = await page.evaluate(() => localStorage.getItem('orders'))
  expect(JSON.parse(stored!).lines).toHaveLength(1)
})

test('offline, a farmer sees the market prices and own listings last seen', async ({
  page,
  context,
}) => {
  await registerViaApi(page.request, 'farmer')
  const crop = `Okra ${Date.now() % 100000}`
  const created = await page.request.post('/api/listings', {
    data: { productName: crop, price: 42, quantity: 12 },
  })
  expect(created.status()).toBe(201)
  await installServiceWorker(page)

  await page.goto('/real-time-prices')
  const prices = page.getByRole('table').first()
  await expect(prices.getByRole('row').nth(1)).toBeVisible()
  const firstRow = (await prices.getByRole('row').nth(1).textContent()) ?? ''
  await expect(page.getByText(crop)).toBeVisible()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await context.setOffline(true)
  await page.goto('/real-time-prices')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Crop Prices at the Mandis' }),
  ).toBeVisible()
  await expectOfflineBanner(page)
  expect(firstRow).not.toBe('')
  await expect(prices.getByRole('row').nth(1)).toHaveText(firstRow)
  await expect(page.getByText(crop)).toBeVisible()
})
