import type { Locator, Page } from '@playwright/test'
import { expect, newUser, registerViaApi, test } from './fixtures.ts'

// The two main journeys with the keyboard alone (Tab, Shift+Tab, Enter, Space, typing).
// No click anywhere in this file.

/** Describes the focused element, and whether its focus is visible (an outline of 2 px or more). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { id: 'body', visible: false }
    const s = getComputedStyle(el)
    const r = el.getBoundingClientRect()
    const ring = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2
    return {
      id: `${el.tagName}|${el.id}|${el.getAttribute('name') ?? ''}|${el.textContent?.slice(0, 40) ?? ''}|${r.x},${r.y}`,
      visible: ring && r.width > 0 && r.height > 0,
    }
  })

/**
 * Presses `key` (Tab or Shift+Tab) until `target` has focus: each press must move focus to a new
 * element that shows a visible focus ring.
 */
async function moveTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', max = 40) {
  let before = await focused(page)
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key)
    const now = await focused(page)
    expect(now.id, `focus moved on ${key} press ${i + 1}`).not.toBe(before.id)
    expect(now.visible, `visible focus on ${now.id}`).toBe(true)
    if (await target.evaluate((el) => el === document.activeElement)) return
    before = now
  }
  throw new Error(`${key} never reached ${target.toString()}`)
}

async function expectHeadingFocused(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused()
}

test('keyboard only: register, choose the farmer role and add a product', async ({ page }) => {
  const user = newUser('farmer')
  await page.goto('/register')
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible()

  // The first Tab reaches the skip link; it shows and takes focus past the navigation.
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused()

  await page.keyboard.type(user.name)
  await moveTo(page, page.getByLabel('Email'))
  await page.keyboard.type(user.email)
  await moveTo(page, page.getByLabel('Password', { exact: true }))
  await page.keyboard.type('short')
  await moveTo(page, page.getByRole('button', { name: 'Show' }))
  await page.keyboard.press('Space')
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
  await moveTo(page, page.getByLabel('Role'))
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('Role')).toHaveValue('farmer')
  await moveTo(page, page.getByLabel('Location'))
  await page.keyboard.type(user.location)
  await moveTo(page, page.getByLabel('Phone Number'))
  await page.keyboard.type(user.phone)
  await moveTo(page, page.getByRole('button', { name: 'Register' }))
  await page.keyboard.press('Enter')

  // A problem is announced (role=alert) and tied to its field, and focus goes to that field.
  await expect(page.getByRole('alert').first()).toBeAttached()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(user.password)
  await moveTo(page, page.getByRole('button', { name: 'Register' }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('status').filter({ hasText: 'Registration successful!' }).first(),
  ).toBeAttached()

  // The code screen: focus is on the new page's heading; 'Later' goes on to the role's
  // dashboard (the role was chosen on the form: no role question).
  await expect(page).toHaveURL(/\/verify-phone$/)
  await expectHeadingFocused(page, 'Verify your mobile number')
  await moveTo(page, page.getByRole('link', { name: 'Later' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/farmer-dashboard$/)
  await expectHeadingFocused(page, `Welcome, ${user.name}!`)

  // The tools sit above the heading: Shift+Tab goes back to them.
  await moveTo(page, page.getByRole('link', { name: 'Add Product' }), 'Shift+Tab')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/add-product$/)
  await expectHeadingFocused(page, 'Add Product')

  const crop = `Tomato ${Date.now() % 100000}`
  await moveTo(page, page.getByLabel('Crop Name'))
  await page.keyboard.type(crop)
  await moveTo(page, page.getByLabel('Price per kg'))
  await page.keyboard.type('32.5')
  await moveTo(page, page.getByLabel('Quantity (kg)'))
  await page.keyboard.type('40')
  await moveTo(page, page.getByRole('button', { name: 'Add Product', exact: true }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('status').filter({ hasText: 'Product added successfully!' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/farmer-dashboard$/)
  await expectHeadingFocused(page, `Welcome, ${user.name}!`)

  const mine = await page.request.get('/api/listings/mine')
  expect(await mine.text()).toContain(crop)
})

test('keyboard only: browse the catalogue, add to the cart and check out', async ({ page }) => {
  const buyer = await registerViaApi(page.request, 'buyer')
  await page.goto('/buyer-dashboard')
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${buyer.name}!` }),
  ).toBeVisible()

  await moveTo(page, page.getByRole('link', { name: /^Products/ }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/products$/)
  await expectHeadingFocused(page, 'Available Products')

  await moveTo(page, page.getByRole('searchbox', { name: 'Search for crops' }))
  await page.keyboard.type('tomato')
  await expect(page.getByRole('list', { name: 'Catalogue' }).getByRole('listitem')).toHaveCount(1)
  await moveTo(
    page,
    page
      .getByRole('list', { name: 'Catalogue' })
      .getByRole('link', { name: 'Buy Now: Tomato', exact: true }),
  )
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/product\/0$/)
  await expectHeadingFocused(page, 'Tomato')

  await moveTo(page, page.getByRole('button', { name: 'ADD TO CART' }))
  await page.keyboard.press('Space')
  await expect(page).toHaveURL(/\/orders$/)
  await expectHeadingFocused(page, 'Your Cart')
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1)

  await moveTo(page, page.getByRole('link', { name: 'Proceed to Checkout' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/checkout$/)
  await expectHeadingFocused(page, 'Checkout')

  // Submitting with no address: focus goes to the first field with a problem, which names it.
  await moveTo(page, page.getByRole('button', { name: 'Confirm Order' }))
  await page.keyboard.press('Enter')
  const address = page.getByLabel('Delivery Address')
  await expect(address).toBeFocused()
  await expect(address).toHaveAccessibleDescription('Please enter your delivery address.')
  await page.keyboard.type('14 Lakshmi Road, Shivajinagar, Pune 411005')
  await expect(page.getByLabel('Full Name')).toHaveValue(buyer.name)

  await moveTo(page, page.getByLabel('Payment Method'))
  await page.keyboard.press('ArrowDown')
  await expect(page.getByLabel('Payment Method')).toHaveValue('UPI')
  // Back to Cash on Delivery: a UPI order goes on to its payment page (payments.spec.ts).
  await page.keyboard.press('ArrowUp')
  await expect(page.getByLabel('Payment Method')).toHaveValue('COD')
  await moveTo(page, page.getByRole('button', { name: 'Confirm Order' }))
  await page.keyboard.press('Enter')
  await expect(
    page.getByRole('status').filter({ hasText: 'Order Placed Successfully!' }),
  ).toBeVisible()
  // A Cash on Delivery order opens its own confirmation page.
  await expect(page).toHaveURL(/\/order\/FT-\d{4}-\d{6}$/)
  await expect(page.getByRole('heading', { name: 'Order confirmation' })).toBeVisible()

  const orders = await page.request.get('/api/orders')
  expect(await orders.text()).toContain('Tomato')
})
