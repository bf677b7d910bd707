import path from 'node:path'
import { expect, loginAs, registerViaApi, test } from './fixtures.ts'

// Screenshots land under test-results/ (this run's own); `npm run screenshots` sets SCREENSHOTS_DIR
// to docs/screenshots to refresh the README's on purpose, never as a side effect of a test run.
const shot = (name: string) =>
  path.join(process.env.SCREENSHOTS_DIR ?? 'test-results/screenshots', name)

test('a buyer browses, filters, searches, fills and trims the cart, checks out and sees the order', async ({
  page,
}) => {
  const buyer = await loginAs(page, 'buyer', '/buyer-dashboard')
  // The buyer is greeted by name.
  await expect(page.getByRole('heading', { name: `Welcome, ${buyer.name}!` })).toBeVisible()
  await expect(page.getByText('Find the best fresh produce at fair prices.')).toBeVisible()
  await page.getByRole('link', { name: /^Products/ }).click()

  await expect(page.getByRole('heading', { name: 'Available Products' })).toBeVisible()
  const catalogue = page.getByRole('list', { name: 'Catalogue' })
  await expect(catalogue.getByRole('listitem')).toHaveCount(28)

  await page.getByRole('button', { name: 'Pulses' }).click()
  await expect(page.getByRole('button', { name: 'Pulses' })).toHaveAttribute('aria-pressed', 'true')
  await expect(catalogue.getByRole('listitem')).toHaveCount(5)
  await expect(catalogue.getByRole('heading', { name: 'Masoor Dal' })).toBeVisible()
  await expect(catalogue.getByRole('heading', { name: 'Tomato' })).toHaveCount(0)

  await page.getByPlaceholder('Search for crops...').fill('zzz-no-such-crop')
  await expect(page.getByText('No matching products found')).toBeVisible()
  await page.getByPlaceholder('Search for crops...').fill('')
  await page.getByRole('button', { name: 'All' }).click()
  await expect(catalogue.getByRole('listitem')).toHaveCount(28)

  await catalogue.getByRole('link', { name: 'Buy Now: Tomato' }).click()
  await expect(page).toHaveURL(/\/product\/0$/)
  await expect(page.getByRole('heading', { name: 'Tomato' })).toBeVisible()
  // The item's own price (the farmer's other listings below may share it).
  await expect(page.getByText('₹30.00/kg', { exact: true }).first()).toBeVisible()
  // The catalogue item is its farmer's listing: what is left comes from the server.
  await expect(page.getByText(/^\d+ kg left$/)).toBeVisible()
  await page.getByRole('button', { name: 'ADD TO CART' }).click()
  await expect(page).toHaveURL(/\/orders$/)
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible()

  await page.getByRole('link', { name: 'Continue Shopping' }).click()
  await page.getByRole('button', { name: 'Pulses' }).click()
  await catalogue.getByRole('link', { name: 'Buy Now: Masoor Dal' }).click()
  await page.getByRole('button', { name: 'ADD TO CART' }).click()
  const cart = page.getByRole('list', { name: 'Cart items' })
  await expect(cart.getByRole('listitem')).toHaveCount(2)

  await cart.getByRole('button', { name: 'Cancel Tomato' }).click()
  await expect(cart.getByRole('listitem')).toHaveCount(1)
  await expect(cart.getByRole('heading', { name: 'Masoor Dal' })).toBeVisible()
  await expect(cart.getByText('Farmer: Arjun Mondal')).toBeVisible()

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page.getByLabel('Payment Method')).toHaveValue('COD')
  await expect(page.getByLabel('Payment Method').locator('option:checked')).toHaveText(
    'Cash on Delivery',
  )
  await page.getByLabel('Full Name').fill('')
  await page.getByLabel('Contact Number').fill('12345')
  await page.getByRole('button', { name: 'Confirm Order' }).click()
  await expect(page.getByText('Please enter your full name.')).toBeVisible()
  await expect(page.getByText('Please enter your delivery address.')).toBeVisible()
  await expect(page.getByText('Enter a 10-digit Indian mobile number')).toBeVisible()

  await page.getByLabel('Full Name').fill('Asha Rao')
  await page.getByLabel('Delivery Address').fill('14 Lakshmi Road, Shivajinagar, Pune 411005')
  await page.getByLabel('Contact Number').fill('98765 43210')
  await page.getByRole('button', { name: 'Confirm Order' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Order Placed Successfully!' }),
  ).toBeVisible()
  // Cash on Delivery opens the order's own confirmation page: its number, lines, amount due,
  // delivery window and address.
  await expect(page).toHaveURL(/\/order\/FT-\d{4}-\d{6,8}$/)
  const number = decodeURIComponent(page.url().split('/order/')[1] ?? '')
  await expect(page.getByRole('heading', { name: 'Order confirmation' })).toBeVisible()
  await expect(page.getByText(`Order ${number} is placed.`)).toBeVisible()
  await expect(page.getByText('Masoor Dal', { exact: true })).toBeVisible()
  await expect(page.getByTestId('order-amounts')).toContainText('Due on delivery₹110.00')
  await expect(page.getByText(/^Expected delivery: /)).toBeVisible()
  await expect(page.getByText('14 Lakshmi Road, Shivajinagar, Pune 411005')).toBeVisible()

  await page.goto('/orders')
  await expect(page.getByText('No items in the cart')).toBeVisible()

  await page.goto('/transactions')
  await expect(
    page.getByText('Here you can view your past and current transactions.'),
  ).toBeVisible()
  const orders = page.getByRole('list', { name: 'Your orders' })
  await expect(orders.getByRole('listitem').first()).toContainText('Masoor Dal')
  await expect(orders).toContainText('₹110.00')
  await expect(orders).toContainText('Cash on Delivery')
  await expect(orders.getByTestId('order-line')).toContainText('Pending')
  await expect(orders).not.toContainText('Tomato')
})

test('an unreadable cart is emptied with a notice, and an unknown product says so', async ({
  page,
}) => {
  await loginAs(page, 'buyer', '/buyer-dashboard')
  // The dashboard has read the buyer's orders (a later render would find the broken cart there).
  await expect(page.getByText('No orders yet.')).toBeVisible()
  await page.evaluate(() => localStorage.setItem('orders', '[{"id":1,"name":"Onion"}'))
  await page.goto('/orders')
  await expect(
    page.getByText('Your saved cart could not be read, so it has been emptied.'),
  ).toBeVisible()
  await expect(page.getByText('No items in the cart')).toBeVisible()
  await page.goto('/product/99')
  await expect(page.getByText('Product not found')).toBeVisible()
  await page.getByRole('link', { name: 'Back to Products' }).click()
  await expect(page.getByRole('heading', { name: 'Available Products' })).toBeVisible()
})

test("a farmer's listing bought by a buyer reaches the farmer, and In Transit reaches the buyer live", async ({
  page,
  browser,
  baseURL,
}) => {
  // The farmer works in a second browser context (own cookies).
  const farmerContext = await browser.newContext({ baseURL })
  const farmerPage = await farmerContext.newPage()
  const farmer = await registerViaApi(farmerPage.request, 'farmer')
  const crop = `Alphonso Mango ${Date.now().toString(36)}`
  const created = await farmerPage.request.post('/api/listings', {
    data: { productName: crop, price: 95.5, quantity: 5 },
  })
  expect(created.status(), await created.text()).toBe(201)

  // Public marketplace lists it.
  await page.goto('/marketplace')
  await page.getByPlaceholder('Search for crops...').fill(crop)
  await expect(page.getByRole('heading', { name: crop })).toBeVisible()

  await loginAs(page, 'buyer', '/products')
  await page.getByPlaceholder('Search for crops...').fill(crop)
  const fromFarmers = page.getByRole('region', { name: 'From our farmers' })
  await expect(fromFarmers.getByRole('heading', { name: crop })).toBeVisible()
  await expect(fromFarmers).toContainText('5 kg')
  await expect(fromFarmers).toContainText(farmer.name)
  await fromFarmers.getByRole('link', { name: `Buy Now: ${crop}` }).click()

  await expect(page.getByRole('heading', { name: crop })).toBeVisible()
  await expect(page.getByText('5 kg left')).toBeVisible()
  await page.getByLabel(/Quantity \(kg\)/).fill('9')
  await page.getByRole('button', { name: 'ADD TO CART' }).click()
  await expect(page.getByText('Only 5 kg are left.')).toBeVisible()
  await page.getByLabel(/Quantity \(kg\)/).fill('2')
  await page.getByRole('button', { name: 'ADD TO CART' }).click()
  await expect(page.getByRole('list', { name: 'Cart items' })).toContainText(crop)

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await page.getByLabel('Full Name').fill('Vikram Iyer')
  await page.getByLabel('Delivery Address').fill('7 Anna Salai, Teynampet, Chennai 600018')
  await page.getByLabel('Contact Number').fill('+91 91234 56789')
  await page.getByLabel('Payment Method').selectOption('UPI')

  // Meanwhile the farmer sells some elsewhere: the server refuses, says what is left, keeps the cart.
  const productId = (await created.json()).id
  const lower = await farmerPage.request.patch(`/api/listings/${productId}`, {
    data: { quantity: 1 },
  })
  expect(lower.status(), await lower.text()).toBe(200)
  await page.getByRole('button', { name: 'Confirm Order' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: `Only 1 kg of ${crop} is left` }),
  ).toBeVisible()
  await expect(page.getByLabel('Full Name')).toHaveValue('Vikram Iyer')
  const restock = await farmerPage.request.patch(`/api/listings/${productId}`, {
    data: { quantity: 5 },
  })
  expect(restock.status(), await restock.text()).toBe(200)

  await page.getByRole('button', { name: 'Confirm Order' }).click()
  // A UPI order goes on to its payment page (paying is payments.spec.ts).
  await expect(page).toHaveURL(/\/pay\//)

  await page.goto('/transactions')
  const line = page.getByTestId('order-line').filter({ hasText: crop })
  await expect(line).toContainText('Pending')
  await expect(page.getByRole('list', { name: 'Your orders' })).toContainText('₹191.00')
  await expect(page.getByRole('list', { name: 'Your orders' })).toContainText('UPI Payment')

  const orderNumber = (await page.getByRole('list', { name: 'Your orders' }).textContent())?.match(
    /FT-\d{4}-\d{6,8}/,
  )?.[0]
  expect(orderNumber).toBeTruthy()

  // The farmer sees the order on /supply-chain with what it takes to deliver it…
  await farmerPage.goto('/supply-chain')
  const row = farmerPage.getByRole('row').filter({ hasText: crop })
  await expect(row).toBeVisible()
  await expect(row).toContainText(`Order ${orderNumber}`)
  await expect(row).toContainText('7 Anna Salai, Teynampet, Chennai 600018')
  await expect(row.getByRole('link', { name: '+919123456789' })).toHaveAttribute(
    'href',
    'tel:+919123456789',
  )
  await expect(row).toContainText('₹191.00')
  await expect(row).toContainText('UPI Payment')
  // …and moves it to In Transit (through the API with the farmer's cookie).
  const list = await farmerPage.request.get('/api/supply-chain')
  const sc = (await list.json()).items.find((o: { crop: string }) => o.crop === crop)
  expect(sc).toMatchObject({ status: 'Pending', quantityKg: 2 })
  const moved = await farmerPage.request.patch(`/api/supply-chain/${sc.id}`, {
    data: { status: 'In Transit', transport: 'MH-12-AB-1234' },
  })
  expect(moved.status(), await moved.text()).toBe(200)

  // The buyer's page updates without a reload.
  await expect(line).toContainText('In Transit')
  await expect(line).toContainText('MH-12-AB-1234')
  await farmerContext.close()
})

test('the buyer pages fit a 360 px phone screen', { tag: '@screenshots' }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 })
  await loginAs(page, 'buyer', '/buyer-dashboard')
  const fits = async (name: string) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width, `${name} scrolls sideways`).toBeLessThanOrEqual(360)
    await page.screenshot({ path: shot(`buyer-${name}-360.png`), fullPage: false })
  }
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible()
  await fits('dashboard')
  await page.goto('/products')
  await expect(page.getByRole('heading', { name: 'Available Products' })).toBeVisible()
  await fits('products')
  await page.goto('/product/21')
  await expect(page.getByRole('heading', { name: 'Amaranth Leaves' })).toBeVisible()
  await fits('product')
  await page.getByRole('button', { name: 'ADD TO CART' }).click()
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible()
  await fits('cart')
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await expect(page.getByRole('button', { name: 'Confirm Order' })).toBeVisible()
  await fits('checkout')
  await page.getByLabel('Delivery Address').fill('21 Gandhi Nagar, Madurai 625020')
  await page.getByRole('button', { name: 'Confirm Order' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Order Placed Successfully!' }),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/order\/FT-\d{4}-\d{6,8}$/)
  await expect(page.getByTestId('order-amounts')).toContainText('Due on delivery')
  await fits('order confirmation')
  await page.goto('/transactions')
  await expect(page.getByTestId('order-line')).toContainText('Amaranth Leaves')
  await fits('transactions')
})
