import { expect, loginAs, test } from './fixtures.ts'

// Online payment end to end: the local Razorpay stand-in's Checkout page stands in for
// Razorpay's (playwright.config.ts starts it); its answers are signed as Razorpay signs them and
// its webhooks reach the server.

async function checkoutWithUpi(page: import('@playwright/test').Page) {
  await loginAs(page, 'buyer', '/product/0')
  await page.getByRole('button', { name: 'ADD TO CART' }).click()
  await expect(page).toHaveURL(/\/orders$/)
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await page.getByLabel('Full Name').fill('Asha Rao')
  await page.getByLabel('Delivery Address').fill('14 Lakshmi Road, Shivajinagar, Pune 411005')
  await page.getByLabel('Contact Number').fill('98765 43210')
  await page.getByLabel('Payment Method').selectOption('UPI')
  await page.getByRole('button', { name: 'Confirm Order' }).click()
  await expect(page).toHaveURL(/\/pay\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Pay for your order' })).toBeVisible()
}

test('a buyer pays by UPI at Checkout, after a failed attempt, and the order shows paid', async ({
  page,
}) => {
  await checkoutWithUpi(page)
  // Checkout is allowed on this page, and only here.
  const policy = (await page.request.get(page.url())).headers()['content-security-policy']
  expect(policy).toContain(`script-src 'self' http://127.0.0.1:${process.env.E2E_RAZORPAY_PORT}`)
  const home = (await page.request.get('/')).headers()['content-security-policy']
  expect(home).not.toContain('127.0.0.1')

  await page.getByRole('button', { name: 'Pay now' }).click()
  const checkout = page.getByRole('dialog', { name: 'Razorpay test checkout' })
  await expect(checkout).toContainText('Pay 30.00 INR')
  await checkout.getByRole('button', { name: 'Fail (test)' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Payment failed — try again or choose Cash on Delivery' }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Try again' }).click()
  await checkout.getByRole('button', { name: 'Pay (test)' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible()

  await page.getByRole('link', { name: 'View your orders' }).click()
  const orders = page.getByRole('list', { name: 'Your orders' })
  await expect(orders).toContainText('UPI Payment · Paid online')
  await expect(orders.locator('[data-payment-state="paid"]').first()).toHaveText('Paid')
})

test('a buyer whose payment failed chooses Cash on Delivery instead', async ({ page }) => {
  await checkoutWithUpi(page)
  await page.getByRole('button', { name: 'Pay cash on delivery instead' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'You will pay in cash on delivery.' }),
  ).toBeVisible()
  await page.goto('/transactions')
  await expect(page.getByRole('list', { name: 'Your orders' })).toContainText(
    'Cash on Delivery · Due on delivery',
  )
})
