import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, newUser, registerViaApi, test } from './fixtures.ts'

// A farmer's photo from the add form to the product page (WebP sizes in
// srcset), and browsing listings with filters that live in the URL.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations.map((v) => v.id)

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

/** A camera-sized JPEG with GPS in its EXIF, as a phone would send it. */
const cameraJpeg = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b8442a' } })
    .jpeg({ quality: 85 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 59/1 0/1' } })
    .toBuffer()

test('a photo added with a listing shows on its page in WebP sizes, with srcset', async ({
  page,
}) => {
  const farmer = await registerViaApi(page.request, 'farmer', {
    ...newUser('farmer'),
    location: 'Nashik, Maharashtra',
  })
  await page.goto('/add-product')
  await page.getByLabel('Crop Name').fill('Tomato')
  // The crop name carries the server's limit.
  await expect(page.getByLabel('Crop Name')).toHaveAttribute('maxlength', '80')
  await page.getByLabel('Price per kg').fill('28.50')
  await page.getByLabel('Quantity (kg)').fill('40')
  await page.getByLabel('Grown organically').selectOption('true')
  await page
    .getByLabel(/^Photos \(up to 4/)
    .setInputFiles({ name: 'tomatoes.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg() })
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible()
  expect(await axe(page)).toEqual([])
  await page.getByRole('button', { name: 'Add Product' }).click()
  await expect(page).toHaveURL(/\/farmer-dashboard$/)

  const mine = await (await page.request.get('/api/listings/mine')).json()
  const listing = mine.items[0]
  expect(listing).toMatchObject({ productName: 'Tomato', organic: true, category: 'Vegetables' })
  expect(listing.photos).toHaveLength(1)

  // The product pages are the buyer's: the farmer takes that role too (as /user-selection does).
  const asRole = async (role: 'buyer' | 'farmer') =>
    expect((await page.request.post('/api/session/role', { data: { role } })).status()).toBe(200)
  await asRole('buyer')
  await page.goto(`/product/listing-${listing.id}`)
  const photo = page.getByRole('img', { name: 'Photo 1 of Tomato' })
  await expect(photo).toBeVisible()
  const srcset = await photo.getAttribute('srcset')
  expect(srcset).toMatch(
    /^\/api\/listing-photos\/[0-9a-f]{32}\.webp 320w, \/api\/listing-photos\/[0-9a-f]{32}\.webp 640w, \/api\/listing-photos\/[0-9a-f]{32}\.webp 1280w$/,
  )
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  const current = await photo.evaluate((img: HTMLImageElement) => img.currentSrc)
  const served = await page.request.get(current)
  expect(served.headers()['content-type']).toBe('image/webp')
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

  const details = page.getByRole('article')
  await expect(details.getByText(farmer.name)).toBeVisible()
  await expect(details.getByText('Nashik, Maharashtra')).toBeVisible()
  await expect(details.getByText('40 kg left')).toBeVisible()
  await expect(details.getByText('Organic', { exact: true })).toBeVisible()
  await expect(details.getByText('Mandi price')).toBeVisible()
  expect(await axe(page)).toEqual([])

  // The farmer deletes it in Edit; the page then shows the crop's catalogue picture.
  await asRole('farmer')
  await page.goto('/real-time-prices')
  await page.getByRole('button', { name: 'Edit Tomato' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Delete photo 1 of Tomato' }).click()
  await expect(dialog.getByRole('status')).toHaveText('Photo deleted.')
  await asRole('buyer')
  await page.goto(`/product/listing-${listing.id}`)
  await expect(page.getByRole('heading', { name: 'Tomato' })).toBeVisible()
  await expect(page.locator('article img[src="/catalogue/tomato.svg"]')).toBeVisible()
})

test('browse: category, sort, price, place and organic live in the URL', async ({
  page,
  playwright,
}) => {
  const suffix = Date.now().toString(36)
  const crop = (name: string) => `${name} ${suffix}`
  const list = async (location: string, listings: Array<Record<string, unknown>>) => {
    // Each farmer on a cookie jar of its own: registering logs the jar in.
    const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    await registerViaApi(api, 'farmer', { ...newUser('farmer'), location })
    for (const l of listings)
      expect((await api.post('/api/listings', { data: l })).status()).toBe(201)
    await api.dispose()
  }
  await list('Nashik, Maharashtra', [
    { productName: crop('Onion'), price: 35, quantity: 10, category: 'Vegetables' },
    { productName: crop('Wheat'), price: 32, quantity: 10, category: 'Grains', organic: true },
  ])
  await list('Kolar, Karnataka', [
    { productName: crop('Okra'), price: 60, quantity: 10, category: 'Vegetables', organic: true },
  ])

  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto(`/marketplace?q=${suffix}`)
  const cards = page.getByRole('list').filter({ has: page.getByRole('link', { name: /Buy Now/ }) })
  await expect(cards.getByRole('heading')).toHaveCount(3)

  await page.getByLabel('Category').selectOption('Vegetables')
  await page.getByLabel('Sort by').selectOption('price_desc')
  await expect(page).toHaveURL(/category=Vegetables/)
  await expect(page).toHaveURL(/sort=price_desc/)
  await expect(cards.getByRole('heading')).toHaveText([crop('Okra'), crop('Onion')])

  await page.getByLabel('Organic', { exact: true }).selectOption('yes')
  await expect(page).toHaveURL(/organic=yes/)
  await expect(cards.getByRole('heading')).toHaveText([crop('Okra')])

  await page.getByLabel('Organic', { exact: true }).selectOption('')
  await page.getByLabel('Highest price (₹/kg)').fill('40')
  await expect(page).toHaveURL(/maxPrice=40/)
  await expect(cards.getByRole('heading')).toHaveText([crop('Onion')])

  // A reload (or a shared link) keeps every filter.
  await page.reload()
  await expect(page.getByLabel('Category')).toHaveValue('Vegetables')
  await expect(page.getByLabel('Sort by')).toHaveValue('price_desc')
  await expect(page.getByLabel('Highest price (₹/kg)')).toHaveValue('40')
  await expect(cards.getByRole('heading')).toHaveText([crop('Onion')])

  await page.goto(`/marketplace?q=${suffix}&place=karnataka`)
  await expect(page.getByLabel('State or district')).toHaveValue('karnataka')
  await expect(cards.getByRole('heading')).toHaveText([crop('Okra')])
  // Without a photo, a catalogue picture (here its category's: "Okra <suffix>" is no catalogue
  // crop), not a letter tile.
  await expect(cards.locator('img[src^="/catalogue/"]')).toHaveCount(1)
  expect(await noHorizontalScroll(page)).toBe(true)
  expect(await axe(page)).toEqual([])

  // Keyboard: the filters are reachable and change the URL.
  await page.getByLabel('Sort by').focus()
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/sort=/)
})

test('a PDF named .jpg is said beside the chooser before anything is sent (360 px, Hindi too)', async ({
  page,
}) => {
  await registerViaApi(page.request, 'farmer', newUser('farmer'))
  await page.setViewportSize({ width: 360, height: 800 })
  await page.goto('/add-product')
  await page.getByLabel('Crop Name').fill('Tomato')
  await page.getByLabel('Price per kg').fill('28.50')
  await page.getByLabel('Quantity (kg)').fill('40')
  const chooser = page.getByLabel(/^Photos \(up to 4/)
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n%%EOF\n')
  const named = (buffer: Buffer) => ({ name: 'tomatoes.jpg', mimeType: 'image/jpeg', buffer })
  await chooser.setInputFiles(named(pdf))
  const problem = page.getByRole('alert')
  await expect(problem).toHaveText(
    'tomatoes.jpg: This file is not a photo. Choose a JPEG, PNG or WebP image.',
  )
  await expect(chooser).toHaveAccessibleDescription(/tomatoes\.jpg: This file is not a photo/)

  // Sent anyway: the form waits, says what to do and shows the file; no listing is made.
  await page.getByRole('button', { name: 'Add Product' }).click()
  await expect(problem).toContainText('Remove the files that cannot be sent')
  await expect(page.getByRole('button', { name: 'Remove tomatoes.jpg' })).toBeFocused()
  await expect(page).toHaveURL(/\/add-product$/)
  expect((await (await page.request.get('/api/listings/mine')).json()).total).toBe(0)
  expect(await noHorizontalScroll(page)).toBe(true)
  expect(await axe(page)).toEqual([])

  // The same in Hindi, at 360 px: the account's language, the page opened again.
  const speak = async (language: 'hi' | 'en') => {
    const res = await page.request.patch('/api/session/language', { data: { language } })
    expect(res.status()).toBe(200)
    await page.goto('/add-product')
    await expect(page.locator('html')).toHaveAttribute('lang', `${language}-IN`)
  }
  await speak('hi')
  await page.locator('input[type=file]').setInputFiles(named(pdf))
  await expect(problem).toHaveText('tomatoes.jpg: यह फ़ाइल फ़ोटो नहीं है। JPEG, PNG या WebP तस्वीर चुनें।')
  await page.locator('input[name=productName]').fill('टमाटर')
  await page.locator('input[name=price]').fill('28.50')
  await page.locator('input[name=quantity]').fill('40')
  await page.locator('button[type=submit]').click()
  await expect(problem).toContainText('जो फ़ाइलें भेजी नहीं जा सकतीं')
  expect(await noHorizontalScroll(page)).toBe(true)
  await page.screenshot({
    path: test.info().outputPath('add-product-not-a-photo-hi-360.png'),
    fullPage: true,
  })
  expect((await (await page.request.get('/api/listings/mine')).json()).total).toBe(0)
  await speak('en')
  await page.getByLabel('Crop Name').fill('Tomato')
  await page.getByLabel('Price per kg').fill('28.50')
  await page.getByLabel('Quantity (kg)').fill('40')

  // A real photo instead, the listing is added with it.
  await chooser.setInputFiles({
    name: 'tomatoes.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraJpeg(),
  })
  await expect(page.getByRole('img', { name: 'Photo 1' })).toBeVisible()
  await page.getByRole('button', { name: 'Add Product' }).click()
  await expect(page).toHaveURL(/\/farmer-dashboard$/)
  const mine = await (await page.request.get('/api/listings/mine')).json()
  expect(mine.total).toBe(1)
  expect(mine.items[0].photos).toHaveLength(1)
})
