import path from 'node:path'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, newUser, registerViaApi, test } from './fixtures.ts'
import { settle } from './site-pages.ts'

// The README's tour of the pages (docs/screenshots/tour/): a listing with photos,
// browse with filters, both dashboards, cart, checkout, the supply chain with delivery details,
// price alerts and the prices page with the forecast chart, each at 1280 and 360 px, with real
// data made through the API. `npm run screenshots` writes them; a test run writes under
// test-results/ and never changes tracked files.
const shot = (name: string) =>
  path.join(process.env.SCREENSHOTS_DIR ?? 'test-results/screenshots', 'tour', name)

const WIDTHS: Array<{ suffix: string; options: BrowserContextOptions }> = [
  { suffix: '1280', options: { viewport: { width: 1280, height: 800 } } },
  {
    suffix: '360',
    options: {
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    },
  },
]

/** A produce photo drawn as SVG (crates of round fruit), as a JPEG a phone would upload. */
function producePhoto(fruit: string, leaf: string, shift = 0) {
  const balls: string[] = []
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 8; col++) {
      const cx = 120 + col * 190 + (row % 2) * 95 + shift
      const cy = 170 + row * 200
      balls.push(
        `<circle cx="${cx}" cy="${cy}" r="105" fill="url(#g)"/>` +
          `<path d="M${cx - 22} ${cy - 92} q22 -30 44 0 q-22 12 -44 0z" fill="${leaf}"/>`,
      )
    }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><radialGradient id="g" cx="35%" cy="30%" r="75%">
      <stop offset="0" stop-color="#fff" stop-opacity=".55"/>
      <stop offset=".25" stop-color="${fruit}"/><stop offset="1" stop-color="#3b0a05"/>
    </radialGradient></defs>
    <rect width="1600" height="1200" fill="#7a4a23"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect y="${i * 100}" width="1600" height="6" fill="#5c3417"/>`).join('')}
    ${balls.join('')}
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer()
}

const delivery = (fullName: string, phone: string) => ({
  fullName,
  address: '14 Market Road, Koregaon Park, Pune 411001',
  phone,
})
const key = () => `shot-${Date.now()}-${Math.random().toString(36).slice(2)}`

/** Opens a new logged-in context at one width with the cookies of `state`. */
async function contextAt(
  browser: Browser,
  options: BrowserContextOptions,
  state: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({
    ...options,
    baseURL: test.info().project.use.baseURL,
    storageState: state,
  })
  return { context, page: await context.newPage() }
}

test(
  'README tour: listing, browse, dashboards, cart, checkout, supply chain, alerts and prices at 1280 and 360 px',
  { tag: '@screenshots' },
  async ({ page, browser }) => {
    test.setTimeout(300_000)
    // The farmer: three listings (two with photos), an order from a buyer, two price alerts.
    await registerViaApi(page.request, 'farmer', {
      ...newUser('farmer'),
      name: 'Savita Pawar',
      location: 'Nashik, Maharashtra',
    })
    const listing = async (data: Record<string, unknown>, photos: Buffer[]) => {
      const res = await page.request.post('/api/listings', { data })
      expect(res.status(), await res.text()).toBe(201)
      const { id } = (await res.json()) as { id: string }
      for (const body of photos) {
        const up = await page.request.post(`/api/listings/${id}/photos`, {
          data: body,
          headers: { 'content-type': 'image/jpeg' },
        })
        expect(up.status(), await up.text()).toBe(201)
      }
      return id
    }
    const tomato = await listing(
      { productName: 'Tomato', price: 28.5, quantity: 120, category: 'Vegetables', organic: true },
      [await producePhoto('#d7301f', '#2f6b1f'), await producePhoto('#e0452b', '#3d7a22', 60)],
    )
    const onion = await listing(
      { productName: 'Onion', price: 34, quantity: 300, category: 'Vegetables' },
      [await producePhoto('#8e3b6b', '#6b7b2a')],
    )
    await listing({ productName: 'Okra', price: 52, quantity: 40, category: 'Vegetables' }, [])
    for (const alert of [
      {
        crop: 'Onion',
        placeKind: 'district',
        place: '',
        condition: 'above',
        thresholdPaise: 3000,
        channels: ['sms'],
      },
      {
        crop: 'Black pepper',
        placeKind: 'india',
        place: '',
        condition: 'forecastUp',
        percent: 10,
        channels: ['sms', 'email'],
      },
    ]) {
      const res = await page.request.post('/api/alerts', { data: alert })
      expect(res.status(), await res.text()).toBe(201)
    }
    const farmerState = await page.context().storageState()

    // The buyer: an order of the farmer's tomatoes, and onions in the cart (browser storage).
    const buyerSetup = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const buyerUser = { ...newUser('buyer'), name: 'Arjun Mehta' }
    await registerViaApi(buyerSetup.request, 'buyer', buyerUser)
    const order = await buyerSetup.request.post('/api/orders', {
      data: {
        lines: [{ kind: 'listing', productId: tomato, quantityKg: 5, seenPricePaise: 28_50 }],
        delivery: delivery(buyerUser.name, buyerUser.phone),
        payment: 'COD',
        idempotencyKey: key(),
      },
    })
    expect(order.status(), await order.text()).toBe(201)
    const buyerPage = await buyerSetup.newPage()
    await buyerPage.goto(`/product/listing-${onion}`)
    await buyerPage.getByLabel(/^Quantity \(kg\)/).fill('10')
    await buyerPage.getByRole('button', { name: 'ADD TO CART' }).click()
    await expect(buyerPage).toHaveURL(/\/orders$/)
    const buyerState = await buyerSetup.storageState()
    await buyerSetup.close()

    for (const { suffix, options } of WIDTHS) {
      const snap = async (p: Page, name: string) => {
        await settle(p)
        // Pictures decoded, fonts in: the shot shows what a user sees.
        await p.evaluate(async () => {
          await document.fonts.ready
          await Promise.all(
            [...document.images]
              .filter((i) => i.loading !== 'lazy' || i.getBoundingClientRect().top < innerHeight)
              .map((i) => i.decode().catch(() => undefined)),
          )
        })
        expect(
          await p.evaluate(() => document.documentElement.scrollWidth),
          `${name} scrolls sideways at ${suffix} px`,
        ).toBeLessThanOrEqual(options.viewport!.width)
        await p.screenshot({ path: shot(`${name}-${suffix}.png`), animations: 'disabled' })
      }

      const b = await contextAt(browser, options, buyerState)
      await b.page.goto(`/product/listing-${tomato}`)
      await expect(b.page.getByRole('img', { name: 'Photo 1 of Tomato' })).toBeVisible()
      await snap(b.page, 'listing-with-photos')
      await b.page.goto('/marketplace?place=nashik&category=Vegetables&sort=price_desc')
      await expect(b.page.getByRole('heading', { name: 'Okra' })).toBeVisible()
      // On a phone the six filters fill the first screen: the shot starts at the last of them, so
      // the filtered listings show below it.
      if (suffix === '360')
        await b.page.locator('label', { hasText: 'State or district' }).evaluate((el) => {
          el.scrollIntoView({ block: 'start' })
          // Below the sticky bar.
          window.scrollBy(0, -76)
        })
      await snap(b.page, 'browse-filters')
      await b.page.goto('/buyer-dashboard')
      await snap(b.page, 'buyer-dashboard')
      await b.page.goto('/orders')
      await expect(b.page.getByText('Onion').first()).toBeVisible()
      await snap(b.page, 'cart')
      await b.page.goto('/checkout')
      await b.page.getByLabel('Delivery Address').fill('21 Gandhi Nagar, Madurai 625020')
      await snap(b.page, 'checkout')
      await b.context.close()

      const f = await contextAt(browser, options, farmerState)
      await f.page.goto('/farmer-dashboard')
      await snap(f.page, 'farmer-dashboard')
      await f.page.goto('/supply-chain')
      await expect(f.page.getByText('Arjun Mehta').first()).toBeVisible()
      await expect(f.page.getByText('Live updates on')).toBeVisible()
      await snap(f.page, 'supply-chain')
      await f.page.goto('/alerts')
      await expect(f.page.getByText(/Onion/).first()).toBeVisible()
      await snap(f.page, 'price-alerts')
      await f.page.goto('/real-time-prices')
      await settle(f.page)
      const prediction = f.page.getByRole('region', { name: 'Price prediction' })
      // Coconut has daily Kerala prices up to the shipped data's end: a history line worth seeing.
      await prediction.getByLabel('Crop name').fill('Coconut')
      await prediction.getByRole('button', { name: 'Predict Prices' }).click()
      const chart = prediction.getByTestId('forecast-chart')
      await expect(chart).toBeVisible()
      // The chart in the middle of the screen, showing the fourth forecast day's price.
      await chart.evaluate((el) => el.scrollIntoView({ block: 'center' }))
      await prediction.getByTestId('forecast-point').first().focus()
      await f.page.keyboard.press('ArrowRight')
      await f.page.keyboard.press('ArrowRight')
      await f.page.keyboard.press('ArrowRight')
      await expect(f.page.getByTestId('chart-tooltip')).toBeVisible()
      await snap(f.page, 'prices-forecast')
      await f.context.close()
    }
  },
)
