import type { Page } from '@playwright/test'
import { expect, loginAs, newUser, registerViaApi, test } from './fixtures.ts'

// page.route (used to hold a request and to answer the fair-price call) cannot see requests a
// service worker makes, so this file runs without one.
test.use({ serviceWorkers: 'block' })

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

test('dashboard: welcome, weather search, profile and resource links', async ({ page }) => {
  const farmer = await loginAs(page, 'farmer', '/farmer-dashboard')
  await expect(page.getByRole('heading', { name: `Welcome, ${farmer.name}!` })).toBeVisible()
  const tools = page.getByRole('navigation', { name: 'Farmer tools' })
  for (const name of ['Add Product', 'Real-Time Prices', 'Supply Chain']) {
    await expect(tools.getByRole('link', { name })).toBeVisible()
  }

  // First the farmer's own district (their profile says 'Pune'), through the real server and its
  // Open-Meteo adapter (stub upstream).
  const weather = page.getByRole('region', { name: 'Weather' })
  await expect(weather.getByText('Pune', { exact: true })).toBeVisible()
  await expect(weather.getByText('27.8 °C')).toBeVisible()
  await expect(weather.getByText('71%')).toBeVisible()
  await expect(weather.getByText('3.6 m/s')).toBeVisible()

  // A blank search is ignored.
  const requests: string[] = []
  page.on('request', (r) => r.url().includes('/api/weather') && requests.push(r.url()))
  await weather.getByLabel('City').fill('   ')
  await weather.getByRole('button', { name: 'Search' }).click()
  await expect(weather.getByText('Pune', { exact: true })).toBeVisible()
  expect(requests).toEqual([])

  await weather.getByLabel('City').fill('Atlantis')
  await weather.getByRole('button', { name: 'Search' }).click()
  await expect(weather.getByRole('alert')).toHaveText(
    'Weather data not available. Try another location.',
  )
  // One message (not also 'Weather data not found'); an unknown city is an
  // answer, so no Retry.
  await expect(weather.getByText('Weather data not found')).toHaveCount(0)
  await expect(weather.getByRole('button', { name: 'Retry' })).toHaveCount(0)

  await weather.getByLabel('City').fill('Chennai')
  await weather.getByRole('button', { name: 'Search' }).click()
  await expect(weather.getByText('31.4 °C')).toBeVisible()
  await expect(weather.getByRole('alert')).toHaveCount(0)

  const profile = page.getByRole('region', { name: 'Your profile' })
  await expect(profile.getByText(farmer.email)).toBeVisible()
  await expect(profile.getByText(`+91${farmer.phone}`)).toBeVisible()
  await expect(profile.getByText(farmer.location)).toBeVisible()

  const links = page.getByRole('region', { name: 'Resources' }).getByRole('link')
  await expect(links).toHaveCount(6)
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAttribute('href', /^https:\/\/[a-z-]+(\.[a-z-]+)*\.(gov|org)\.in/)
  }
})

test('add a product → it is in my table → edit it → delete it after confirming', async ({
  page,
}) => {
  await loginAs(page, 'farmer', '/farmer-dashboard')
  await page
    .getByRole('navigation', { name: 'Farmer tools' })
    .getByRole('link', { name: 'Add Product' })
    .click()
  await expect(page).toHaveURL(/\/add-product$/)

  await page.getByRole('button', { name: 'Add Product' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please fill in all fields!' }),
  ).toBeVisible()

  // The fair-price hint shows the market-data API's answer for the crop typed: a price of today
  // (India's date) is called today's, with the markets it comes from.
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)
  await page.route(
    (url) => url.pathname === '/api/market-prices/fair-price',
    (route) =>
      route.fulfill({
        json: {
          crop: 'Tomato',
          pricePerKg: 18.5,
          date: today,
          dateFrom: today,
          markets: 12,
          scope: 'state',
          place: 'Maharashtra',
          sources: [],
          near: { location: 'Pune', district: 'Pune', state: 'Maharashtra' },
          trend: 'up',
          forecast: [18.6, 18.8, 19, 19.1, 19.3, 19.4, 19.6],
        },
      }),
  )
  const crop = `Tomato ${Date.now() % 100000}`
  await page.getByLabel('Crop Name').fill(crop)
  await expect(page.getByTestId('fair-price-hint')).toHaveText(
    'Mandi price today: ₹18.50/kg (median of 12 markets in Maharashtra) · next 7 days: rising',
  )
  await page.getByLabel('Price per kg').fill('24.555')
  await page.getByLabel('Quantity (kg)').fill('120')
  await page.getByRole('button', { name: 'Add Product' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Price per kg can have at most 2 decimal places (paise).' }),
  ).toBeVisible()
  await page.getByLabel('Price per kg').fill('24.50')

  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  await page.route('**/api/listings', async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: 'Add Product' }).click()
  await expect(page.getByRole('button', { name: 'Adding...' })).toBeDisabled()
  release()
  await expect(
    page.getByRole('status').filter({ hasText: 'Product added successfully!' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/farmer-dashboard$/)
  await page.unroute('**/api/listings')

  await page.goto('/real-time-prices')
  const table = page.getByRole('region', { name: 'My listed products' })
  const row = table.getByRole('row').filter({ hasText: crop })
  await expect(row).toContainText('₹24.50/kg')
  await expect(row).toContainText('120 kg')

  await row.getByRole('button', { name: 'Edit' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit product' })
  await expect(edit.getByLabel('Crop Name')).toHaveValue(crop)
  await edit.getByLabel('Price per kg').fill('0')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit.getByRole('alert')).toHaveText('Price per kg must be more than ₹0.')
  await edit.getByLabel('Price per kg').fill('26')
  await edit.getByLabel('Quantity (kg)').fill('90')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(edit).toBeHidden()
  await expect(row).toContainText('₹26.00/kg')
  await expect(row).toContainText('90 kg')

  await row.getByRole('button', { name: 'Delete' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete product' })
  await expect(confirm).toContainText('Are you sure you want to delete this product?')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(row).toBeVisible()

  await row.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('dialog', { name: 'Delete product' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(row).toHaveCount(0)
  await expect(table.getByText('No products listed yet!')).toBeVisible()
})

test('supply chain: a move made in a second session shows without reload; the page moves orders too', async ({
  page,
  browser,
  baseURL,
}) => {
  const farmer = await loginAs(page, 'farmer')
  const suffix = Date.now() % 100000
  const crops = [`Onion ${suffix}`, `Garlic ${suffix}`]
  const productIds: string[] = []
  for (const productName of crops) {
    const res = await page.request.post('/api/listings', {
      data: { productName, price: 30, quantity: 50 },
    })
    expect(res.status()).toBe(201)
    productIds.push((await res.json()).id)
  }

  // A buyer orders both listings through the real checkout.
  const buyerContext = await browser.newContext({ baseURL })
  const buyer = await registerViaApi(buyerContext.request, 'buyer', newUser('buyer'))
  const order = await buyerContext.request.post('/api/orders', {
    data: {
      lines: productIds.map((productId) => ({
        kind: 'listing',
        productId,
        quantityKg: 3,
        seenPricePaise: 30_00,
      })),
      delivery: {
        fullName: buyer.name,
        address: '14 Market Road, Koregaon Park, Pune 411001',
        phone: buyer.phone,
      },
      payment: 'COD',
      idempotencyKey: `e2e-${suffix}-${Math.random().toString(36).slice(2)}`,
    },
  })
  expect(order.status(), await order.text()).toBe(201)
  await buyerContext.close()

  await page.goto('/supply-chain')
  await expect(page.getByText('Live updates on')).toBeVisible()
  const rowA = page.getByRole('row').filter({ hasText: crops[0] })
  const rowB = page.getByRole('row').filter({ hasText: crops[1] })
  await expect(rowA).toContainText(buyer.name)
  await expect(rowA).toContainText('Pending')
  await expect(rowA.locator('[data-status="Pending"]')).toHaveClass(/text-red-800/)

  // The same farmer, logged in from another browser, moves order A.
  const other = await browser.newContext({ baseURL })
  const login = await other.request.post('/api/auth/login', {
    data: { email: farmer.email, password: farmer.password },
  })
  expect(login.status(), await login.text()).toBe(200)
  const list = await (await other.request.get('/api/supply-chain')).json()
  const a = list.items.find((o: { crop: string }) => o.crop === crops[0])
  const moved = await other.request.patch(`/api/supply-chain/${a.id}`, {
    data: { status: 'In Transit', transport: 'MH-12-AB-4321' },
  })
  expect(moved.status()).toBe(200)
  await other.close()

  await expect(rowA.locator('[data-status="In Transit"]')).toHaveText(/In Transit/)
  await expect(rowA.locator('[data-status="In Transit"]')).toHaveClass(/text-orange-800/)
  await expect(rowA).toContainText('MH-12-AB-4321')

  // The buyer cannot be reached for their delivery code: delivered without it, after a second
  // tap; the buyer is then asked to confirm.
  await rowA.getByRole('button', { name: 'Mark Delivered' }).click()
  await expect(rowA.getByLabel("Buyer's delivery code (4 digits)")).toBeVisible()
  await rowA.getByRole('button', { name: 'Buyer not reachable: deliver without the code' }).click()
  await rowA.getByRole('button', { name: 'Yes, mark Delivered' }).click()
  // A delivered order leaves the open ones; the Delivered filter shows it.
  await expect(rowA).toHaveCount(0)
  await page.getByRole('button', { name: /^Delivered/ }).click()
  await expect(rowA.locator('[data-status="Delivered"]')).toHaveClass(/text-green-800/)
  await page.getByRole('button', { name: /^Open/ }).click()

  // Order B through the in-page transport form.
  await rowB.getByRole('button', { name: 'Mark In Transit' }).click()
  await rowB.getByRole('button', { name: 'Confirm In Transit' }).click()
  await expect(
    rowB.getByText('Please enter the transport, for example a vehicle number.'),
  ).toBeVisible()
  await rowB.getByLabel('Transport (vehicle number)').fill('TN-09-CD-5678')
  await rowB.getByRole('button', { name: 'Confirm In Transit' }).click()
  await expect(rowB).toContainText('In Transit')
  await expect(rowB).toContainText('TN-09-CD-5678')
  await expect(rowB.getByRole('button', { name: 'Mark Delivered' })).toBeVisible()
})

test('farmer pages fit a 360 px wide phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 })
  await loginAs(page, 'farmer', '/farmer-dashboard')
  await page.request.post('/api/listings', {
    data: { productName: 'Drumstick (moringa) pods, long', price: 65.25, quantity: 1200 },
  })
  const ready: Array<[string, string]> = [
    ['/farmer-dashboard', '27.8 °C'],
    ['/add-product', 'Quantity (kg)'],
    ['/supply-chain', 'Live updates on'],
    ['/real-time-prices', 'Drumstick (moringa) pods, long'],
  ]
  for (const [path, text] of ready) {
    await page.goto(path)
    await expect(page.getByText(text).first()).toBeVisible()
    expect(await noHorizontalScroll(page), `${path} scrolls sideways at 360 px`).toBe(true)
  }
})
