import { expect, newUser, registerViaApi, smsCode, test } from './fixtures.ts'

// The whole trade, as two people do it: a visitor picks a farmer's listing, registers on the way,
// changes the quantity, checks out (a price raised meanwhile is shown, not charged), and the
// farmer, who sees the address, moves the order to Delivered with the buyer's delivery code while
// the buyer watches it live.
test('a visitor buys a listing, and the farmer delivers it while the buyer watches live', async ({
  page,
  browser,
  baseURL,
}) => {
  const farmerContext = await browser.newContext({ baseURL })
  const farmerPage = await farmerContext.newPage()
  const farmer = await registerViaApi(farmerPage.request, 'farmer')
  const crop = `Sona Masuri ${Date.now().toString(36)}`
  const created = await farmerPage.request.post('/api/listings', {
    data: { productName: crop, price: 40, quantity: 10 },
  })
  expect(created.status(), await created.text()).toBe(201)
  const listingId = ((await created.json()) as { id: string }).id

  // A visitor finds it on the public marketplace and goes for it: login first, then register.
  await page.goto('/marketplace')
  await page.getByPlaceholder('Search for crops...').fill(crop)
  await page.getByRole('link', { name: `Buy Now: ${crop}` }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.getByRole('link', { name: 'Register here' }).click()
  const buyer = newUser('buyer')
  await page.getByLabel('Name').fill(buyer.name)
  await page.getByLabel('Email').fill(buyer.email)
  await page.getByLabel('Password', { exact: true }).fill(buyer.password)
  await page.getByLabel('Role').selectOption('buyer')
  await page.getByLabel('Location').fill(buyer.location)
  await page.getByLabel('Phone Number').fill(buyer.phone)
  await page.getByRole('button', { name: 'Register' }).click()

  // The number next: the code from the SMS that registration sent, typed in.
  await expect(page).toHaveURL(/\/verify-phone$/)
  await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Code' }).fill(await smsCode(page.request, buyer.phone))
  await page.getByRole('button', { name: 'Verify' }).click()

  // Back on the item they chose, not on an empty role page.
  await expect(page).toHaveURL(new RegExp(`/product/listing-${listingId}$`))
  await expect(page.getByRole('heading', { name: crop })).toBeVisible()
  await page.getByLabel(/Quantity \(kg\)/).fill('3')
  await page.getByRole('button', { name: 'ADD TO CART' }).click()
  await expect(page).toHaveURL(/\/orders$/)
  await expect(page.getByTestId('cart-link')).toHaveAccessibleName('Cart, 1 item')

  // One more kg in the cart; the amount follows.
  const line = page.getByTestId('cart-line').filter({ hasText: crop })
  await line.getByRole('button', { name: `One kg more of ${crop}` }).click()
  await expect(line.getByLabel(`Quantity of ${crop} in kg`)).toHaveValue('4')
  await expect(line).toContainText('₹160.00')

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  const summary = page.getByTestId('checkout-summary')
  await expect(summary).toContainText(`${crop} 4 kg × ₹40.00`)
  await expect(page.getByTestId('checkout-total')).toHaveText('₹160.00')
  await expect(page.getByText(/Expected delivery: /)).toBeVisible()
  await page.getByLabel('Full Name').fill(buyer.name)
  await page.getByLabel('Delivery Address').fill('21 Gandhi Bazaar, Basavanagudi, Bengaluru 560004')
  await page.getByLabel('Contact Number').fill('98450 11223')

  // The farmer raises the price while the buyer fills the form: the order is refused, the new
  // price shown, and only a second Confirm places it at that price.
  const raised = await farmerPage.request.patch(`/api/listings/${listingId}`, {
    data: { price: 42 },
  })
  expect(raised.status(), await raised.text()).toBe(200)
  await page.getByRole('button', { name: 'Confirm Order' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: `The price of ${crop} changed since you looked.` }),
  ).toBeVisible()
  await expect(summary).toContainText('New price; it was ₹40.00.')
  await expect(page.getByTestId('checkout-total')).toHaveText('₹168.00')
  await page.getByRole('button', { name: 'Confirm Order' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Order Placed Successfully!' }),
  ).toBeVisible()

  await page.goto('/transactions')
  const orders = page.getByRole('list', { name: 'Your orders' })
  await expect(orders).toContainText('₹168.00')
  const orderNumber = (await orders.textContent())?.match(/FT-\d{4}-\d{6,8}/)?.[0]
  expect(orderNumber).toBeTruthy()
  const bought = page.getByTestId('order-line').filter({ hasText: crop })
  await expect(bought).toContainText('Pending')
  // The line's delivery code, which the buyer gives the farmer on delivery.
  const code = (await bought.getByTestId('delivery-code').locator('strong').textContent())?.trim()
  expect(code).toMatch(/^\d{4}$/)

  // The farmer sees it in the header and on Supply Chain with the address, and moves it.
  await farmerPage.goto('/farmer-dashboard')
  await expect(farmerPage.getByTestId('supply-chain-link')).toHaveAccessibleName(
    /^Supply Chain\W*1 open order$/,
  )
  await farmerPage.getByTestId('supply-chain-link').click()
  const row = farmerPage.getByRole('row').filter({ hasText: crop })
  await expect(row).toContainText(`Order ${orderNumber}`)
  await expect(row).toContainText('21 Gandhi Bazaar, Basavanagudi, Bengaluru 560004')
  await expect(row).toContainText('4 kg')
  await expect(row).toContainText(buyer.name)
  await row.getByRole('button', { name: 'Mark In Transit' }).click()
  await row.getByLabel('Transport (vehicle number)').fill('KA-05-MN-2211')
  await row.getByRole('button', { name: 'Confirm In Transit' }).click()
  await expect(bought).toContainText('In Transit')
  await expect(bought).toContainText('KA-05-MN-2211')

  // The farmer confirms Delivered with the buyer's code: a wrong one is refused beside the field.
  await row.getByRole('button', { name: 'Mark Delivered' }).click()
  const codeField = row.getByLabel("Buyer's delivery code (4 digits)")
  await codeField.fill(String((Number(code) + 1) % 10_000).padStart(4, '0'))
  await row.getByRole('button', { name: 'Confirm Delivered' }).click()
  await expect(row.getByText(/That is not the buyer's code\. 4 more wrong codes/)).toBeVisible()
  await codeField.fill(code!)
  await row.getByRole('button', { name: 'Confirm Delivered' }).click()
  // Delivered leaves the open filter; the buyer sees it at once, confirmed: no code any more.
  await expect(bought).toContainText('Delivered')
  await expect(bought.getByTestId('delivery-code')).toHaveCount(0)
  await expect(bought.getByRole('button', { name: 'Report a problem' })).toBeVisible()
  // The cash is in: the order no longer reads 'Due on delivery'.
  await expect(orders).toContainText('Payment: Cash on Delivery · Paid in cash on delivery')
  await farmerPage.getByRole('button', { name: /^Delivered/ }).click()
  await expect(farmerPage.getByRole('row').filter({ hasText: crop })).toContainText('Delivered')
  await expect(farmerPage.getByRole('row').filter({ hasText: crop })).toContainText(
    'Delivery confirmed',
  )
  expect(farmer.name).toBeTruthy()
  await farmerContext.close()
})

test('a buyer cancels a Pending line: the stock returns and the farmer sees it cancelled', async ({
  page,
  browser,
  baseURL,
}) => {
  const farmerContext = await browser.newContext({ baseURL })
  const farmerPage = await farmerContext.newPage()
  await registerViaApi(farmerPage.request, 'farmer')
  const crop = `Byadgi Chilli ${Date.now().toString(36)}`
  const created = await farmerPage.request.post('/api/listings', {
    data: { productName: crop, price: 180, quantity: 6 },
  })
  const listingId = ((await created.json()) as { id: string }).id

  await registerViaApi(page.request, 'buyer')
  await page.goto(`/product/listing-${listingId}`)
  await page.getByLabel(/Quantity \(kg\)/).fill('2')
  await page.getByRole('button', { name: 'ADD TO CART' }).click()
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click()
  await page.getByLabel('Full Name').fill('Meena Krishnan')
  await page.getByLabel('Delivery Address').fill('3 Car Street, Mylapore, Chennai 600004')
  await page.getByLabel('Contact Number').fill('94440 12345')
  await page.getByRole('button', { name: 'Confirm Order' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Order Placed Successfully!' }),
  ).toBeVisible()

  await farmerPage.goto('/supply-chain')
  await expect(farmerPage.getByRole('row').filter({ hasText: crop })).toContainText('Pending')

  await page.goto('/transactions')
  const line = page.getByTestId('order-line').filter({ hasText: crop })
  await line.getByRole('button', { name: `Cancel ${crop}` }).click()
  await line.getByRole('button', { name: 'Yes, cancel it' }).click()
  await expect(line).toContainText('Cancelled')
  const listing = await page.request.get(`/api/listings/${listingId}`)
  expect(((await listing.json()) as { quantityKg: number }).quantityKg).toBe(6)

  // Live on the farmer's page: it leaves the open orders and shows under Cancelled.
  await expect(farmerPage.getByRole('row').filter({ hasText: crop })).toHaveCount(0)
  await farmerPage.getByRole('button', { name: /^Cancelled or declined/ }).click()
  await expect(farmerPage.getByRole('row').filter({ hasText: crop })).toContainText('Cancelled')
  await farmerContext.close()
})
