import type { APIRequestContext, Page } from '@playwright/test'
import { expect, loginAs, newUser, registerViaApi, test } from './fixtures.ts'

// The rough edges a new farmer and buyer hit, each checked where the user meets it.

const delivery = (name: string, phone: string) => ({
  fullName: name,
  address: '14 Market Road, Koregaon Park, Pune 411001',
  phone,
})
const key = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`

/** A farmer's listing ordered by the buyer of `buyerRequest`; returns the farmer's order id. */
async function orderFromFarmer(farmerRequest: APIRequestContext, buyerRequest: APIRequestContext) {
  await registerViaApi(farmerRequest, 'farmer')
  const created = await farmerRequest.post('/api/listings', {
    data: { productName: `Okra ${Date.now() % 100000}`, price: 30, quantity: 50 },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const buyer = newUser('buyer')
  const order = await buyerRequest.post('/api/orders', {
    data: {
      lines: [{ kind: 'listing', productId: id, quantityKg: 2, seenPricePaise: 30_00 }],
      delivery: delivery(buyer.name, buyer.phone),
      payment: 'COD',
      idempotencyKey: key(),
    },
  })
  expect(order.status(), await order.text()).toBe(201)
  const list = await farmerRequest.get('/api/supply-chain')
  const { items } = (await list.json()) as { items: { id: string }[] }
  return items[0]!.id
}

test('a 60-character transport without spaces wraps on /transactions at 360 px', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 360, height: 640 })
  await registerViaApi(page.request, 'buyer')
  const farmerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const scId = await orderFromFarmer(farmerContext.request, page.request)
  const transport = 'TN09AB1234'.repeat(6)
  const moved = await farmerContext.request.patch(`/api/supply-chain/${scId}`, {
    data: { status: 'In Transit', transport },
  })
  expect(moved.status(), await moved.text()).toBe(200)
  await farmerContext.close()

  await page.goto('/transactions')
  await expect(page.getByText(`Transport: ${transport}`)).toBeVisible()
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width, '/transactions scrolls sideways').toBeLessThanOrEqual(360)
})

test('a success notice leaves after about 4 s, never carries over to the next page, and covers nothing', async ({
  page,
}) => {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByRole('textbox', { name: 'Name' }).fill('Asha')
  await form.getByRole('textbox', { name: 'Email' }).fill('asha@example.in')
  await form.getByRole('textbox', { name: 'Message' }).fill('When do mangoes come?')
  const send = form.getByRole('button', { name: 'Send Message' })
  await send.click()
  const notice = page
    .getByTestId('notices')
    .getByRole('status')
    .filter({ hasText: 'Thank you! We will get back to you soon.' })
  await expect(notice).toBeVisible()
  // In the page's flow, under the header: it overlaps no button.
  const overlaps = await page.evaluate(() => {
    const box = document.querySelector('[data-testid="notices"]')!.getBoundingClientRect()
    return [...document.querySelectorAll('button, a[href], th')].filter((el) => {
      const r = el.getBoundingClientRect()
      if (el.closest('[data-testid="notices"]') || r.width === 0) return false
      return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top
    }).length
  })
  expect(overlaps).toBe(0)
  await expect(notice).toBeHidden({ timeout: 6000 })

  // An error notice (stays until dismissed) does not follow the user to the next page.
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click()
  await form.getByRole('textbox', { name: 'Name' }).fill('Asha')
  await form.getByRole('textbox', { name: 'Email' }).fill('asha@example.in')
  await form.getByRole('textbox', { name: 'Message' }).fill('Hello again')
  await send.click()
  await expect(notice).toBeVisible()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect(page.getByText('Thank you! We will get back to you soon.')).toHaveCount(0)
})

test('a buyer opening a farmer page gets Access Denied, stays in their area, and no request is refused', async ({
  page,
}) => {
  const refused: string[] = []
  page.on('response', (r) => {
    if (r.status() === 401 || r.status() === 403) refused.push(`${r.status()} ${r.url()}`)
  })
  await registerViaApi(page.request, 'buyer')
  for (const path of ['/real-time-prices', '/supply-chain', '/farmer-dashboard']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/buyer-dashboard$/)
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Access Denied: Only Farmers can access this section.' }),
    ).toBeVisible()
  }
  expect(refused).toEqual([])
})

test('logging out in one tab logs out the other tabs', async ({ page, context }) => {
  await loginAs(page, 'buyer', '/buyer-dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const other = await context.newPage()
  await other.goto('/transactions')
  await expect(other.getByRole('heading', { name: 'Transactions' })).toBeVisible()

  await page.goto('/buyer-profile')
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  // The other tab follows without being touched: its page's guard sends it to /login.
  await expect(other).toHaveURL(/\/login$/)
  await expect(other.getByRole('navigation', { name: 'Main' })).toContainText('Register')
  await other.close()
})

test('each page has its own title', async ({ page }) => {
  const titles = new Map<string, string>()
  for (const path of ['/', '/about', '/contact', '/terms', '/privacy', '/login', '/register']) {
    await page.goto(path)
    await expect(page.locator('main h1').first()).toBeVisible()
    await expect(page).not.toHaveTitle('')
    titles.set(path, await page.title())
  }
  expect(new Set(titles.values()).size).toBe(titles.size)
  expect(titles.get('/login')).toBe('Login · FarmTrek')
})

async function chooseLanguage(page: Page, label: string) {
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: /^(Language|भाषा|மொழி)$/ })
    .selectOption({ label })
}

test('Hindi and Tamil bring their own fonts, English only its Latin faces', async ({ page }) => {
  const fonts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(r.url())
  })
  await page.goto('/about')
  await expect(page.locator('main h1')).toBeVisible()
  // FarmTrek Sans (decision 015): its two Latin faces and its rupee sign's, nothing else, and
  // the page's text drawn in them.
  await page.evaluate(() => document.fonts.ready)
  const faces = fonts.map((f) => /[\w-]+(?=-[\w-]{8}\.woff2$)/.exec(new URL(f).pathname)?.[0] ?? f)
  expect(faces.sort()).toStrictEqual([
    'farmtrek-sans-400',
    'farmtrek-sans-700',
    'farmtrek-sans-rupee-400',
    'farmtrek-sans-rupee-700',
  ])
  expect(
    await page.evaluate(() => document.fonts.check('700 16px "FarmTrek Sans"', 'FarmTrek')),
  ).toBe(true)
  expect(await page.locator('main h1').evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(
    /^"FarmTrek Sans"/,
  )

  await chooseLanguage(page, 'हिन्दी')
  await expect(page.getByRole('link', { name: 'होम' })).toBeVisible()
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'क'))).toBe(
    true,
  )
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
  expect(family).toMatch(/^"Noto Sans Devanagari"/)

  await chooseLanguage(page, 'தமிழ்')
  await expect(page.getByRole('link', { name: 'முகப்பு' })).toBeVisible()
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Tamil"', 'க'))).toBe(true)
  expect(fonts.some((f) => f.includes('noto-sans-devanagari-devanagari-'))).toBe(true)
  expect(fonts.some((f) => f.includes('noto-sans-tamil-tamil-'))).toBe(true)
  await chooseLanguage(page, 'English')
})

test('the phone header is one row; its Menu holds the links, the cart and its count', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 })
  await registerViaApi(page.request, 'buyer')
  await page.goto('/product/0')
  await page.getByRole('button', { name: 'ADD TO CART' }).click()
  await expect(page).toHaveURL(/\/orders$/)
  // The cart on screen, as the person sees it before tapping Menu: the address bar changes before
  // React shows the new page, and the page's arrival closes the menu (a link followed closes it).
  await expect(page.getByTestId('cart-line')).toHaveCount(1)

  const header = page.getByRole('banner')
  const height = async () => (await header.boundingBox())!.height
  expect(await height()).toBeLessThanOrEqual(64)
  const menu = header.getByRole('button', { name: 'Menu' })
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(header.getByRole('link', { name: 'Profile' })).toBeHidden()

  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await expect(header.getByTestId('cart-link')).toContainText('1')
  await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible()
  await header.getByRole('link', { name: 'Profile' }).click()
  await expect(page).toHaveURL(/\/buyer-profile$/)
  // A link followed closes the menu; Escape closes it too.
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await menu.click()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(menu).toBeFocused()
  expect(await height()).toBeLessThanOrEqual(64)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
