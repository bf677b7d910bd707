import type { APIRequestContext, Page } from '@playwright/test'
import { CATALOGUE } from '../../src/core/catalogue/catalogue.ts'
import { expect, newUser, registerViaApi } from './fixtures.ts'

/**
 * Every page of the app, grouped by who sees it, with the state each needs to show its real
 * content (the accessibility and phone-width checks run on all of them).
 */
export type SitePage = { name: string; path: string }

export const PUBLIC_PAGES: SitePage[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'terms', path: '/terms' },
  { name: 'privacy', path: '/privacy' },
  { name: 'marketplace', path: '/marketplace' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
]

export const FARMER_PAGES: SitePage[] = [
  { name: 'user-selection', path: '/user-selection' },
  { name: 'farmer-dashboard', path: '/farmer-dashboard' },
  { name: 'farmer-profile', path: '/farmer-profile' },
  { name: 'add-product', path: '/add-product' },
  { name: 'supply-chain', path: '/supply-chain' },
  { name: 'real-time-prices', path: '/real-time-prices' },
]

export const BUYER_PAGES: SitePage[] = [
  { name: 'buyer-dashboard', path: '/buyer-dashboard' },
  { name: 'products', path: '/products' },
  { name: 'product', path: '/product/0' },
  { name: 'orders', path: '/orders' },
  { name: 'checkout', path: '/checkout' },
  { name: 'buyer-profile', path: '/buyer-profile' },
  { name: 'transactions', path: '/transactions' },
]

const delivery = (name: string, phone: string) => ({
  fullName: name,
  address: '14 Market Road, Koregaon Park, Pune 411001',
  phone,
})
const key = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`

/**
 * Logs `page` in as a farmer with a listing that a buyer (the separate `buyerRequest` context) has
 * ordered, so the dashboard and supply chain show rows with a status.
 */
export async function setUpFarmer(page: Page, buyerRequest: APIRequestContext) {
  const farmer = await registerViaApi(page.request, 'farmer')
  const crop = `Onion ${Date.now() % 100000}`
  const created = await page.request.post('/api/listings', {
    data: { productName: crop, price: 30, quantity: 50 },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const buyer = await registerViaApi(buyerRequest, 'buyer', newUser('buyer'))
  const order = await buyerRequest.post('/api/orders', {
    data: {
      lines: [{ kind: 'listing', productId: id, quantityKg: 3, seenPricePaise: 30_00 }],
      delivery: delivery(buyer.name, buyer.phone),
      payment: 'COD',
      idempotencyKey: key(),
    },
  })
  expect(order.status(), await order.text()).toBe(201)
  return { farmer, crop }
}

/** Logs `page` in as a buyer with one placed order and one item (Tomato) in the cart. */
export async function setUpBuyer(page: Page) {
  const buyer = await registerViaApi(page.request, 'buyer')
  const order = await page.request.post('/api/orders', {
    data: {
      lines: [{ kind: 'catalogue', catalogueId: 3, seenPricePaise: CATALOGUE[3]?.pricePaise }],
      delivery: delivery(buyer.name, buyer.phone),
      payment: 'UPI',
      idempotencyKey: key(),
    },
  })
  expect(order.status(), await order.text()).toBe(201)
  await page.goto('/product/0')
  await page.getByRole('button', { name: 'ADD TO CART' }).click()
  await expect(page).toHaveURL(/\/orders$/)
  return buyer
}

/**
 * Opens `path` and waits until the page has its heading and has finished loading its data (no
 * "Loading" text, no busy region), so checks see the real content.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path)
  await settle(page)
}

export async function settle(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible()
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0)
  await expect(page.locator('main').getByText(/^\s*Loading\b/)).toHaveCount(0)
  await expect(page.locator('.animate-spin:visible')).toHaveCount(0)
}
