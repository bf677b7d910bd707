import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, newUser, registerViaApi, test } from './fixtures.ts'

// After a delivery the farmer proved with the buyer's code, the buyer rates the farmer from their
// orders (stars by keyboard, a comment); the rating shows on the listing and on the farmer's
// public page, and at 360 px nothing scrolls sideways.

/** Nothing wider than the screen: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, 'sideways scroll in px').toBeLessThanOrEqual(0)
}

/** The buyer orders 2 kg (Cash on Delivery); the farmer moves it on and enters the buyer's code. */
async function deliverWithCode(
  buyer: APIRequestContext,
  farmer: APIRequestContext,
  listingId: string,
) {
  const placed = await buyer.post('/api/orders', {
    data: {
      delivery: {
        fullName: 'Meera Nair',
        address: '4 Temple Street, Madurai 625001',
        phone: '98450 11223',
      },
      payment: 'COD',
      idempotencyKey: randomUUID(),
      lines: [{ kind: 'listing', productId: listingId, quantityKg: 2, seenPricePaise: 4000 }],
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const order = (await placed.json()) as { number: string; lines: Array<{ id: string }> }
  const lineId = order.lines[0]!.id
  const mine = (await (await buyer.get('/api/deliveries/mine')).json()) as {
    items: Array<{ orderItemId: string; code: string | null }>
  }
  const code = mine.items.find((i) => i.orderItemId === lineId)?.code
  expect(code, 'the buyer has a delivery code').toMatch(/^\d{4}$/)
  const list = (await (await farmer.get('/api/supply-chain')).json()) as {
    items: Array<{ id: string; orderItemId: string | null }>
  }
  const sc = list.items.find((i) => i.orderItemId === lineId)!
  const moved = await farmer.patch(`/api/supply-chain/${sc.id}`, {
    data: { status: 'In Transit', transport: 'TN-59-AB-1234' },
  })
  expect(moved.status(), await moved.text()).toBe(200)
  const delivered = await farmer.patch(`/api/supply-chain/${sc.id}`, {
    data: { status: 'Delivered', code },
  })
  expect(delivered.status(), await delivered.text()).toBe(200)
  return order.number
}

test('a buyer rates the farmer after a confirmed delivery; the rating shows on the listing and the farmer page', async ({
  page,
  browser,
  baseURL,
}) => {
  const farmerContext = await browser.newContext({ baseURL })
  const farmerPage = await farmerContext.newPage()
  const farmer = newUser('farmer')
  farmer.name = `Kavitha Murugan ${Date.now().toString(36)}`
  farmer.location = 'Madurai, Tamil Nadu'
  await registerViaApi(farmerPage.request, 'farmer', farmer)
  const farmerId = (
    (await (await farmerPage.request.get('/api/session')).json()) as { user: { id: string } }
  ).user.id
  const crop = `Ponni Rice ${Date.now().toString(36)}`
  const created = await farmerPage.request.post('/api/listings', {
    data: { productName: crop, price: 40, quantity: 50 },
  })
  expect(created.status(), await created.text()).toBe(201)
  const listingId = ((await created.json()) as { id: string }).id

  await page.setViewportSize({ width: 360, height: 740 })
  await registerViaApi(page.request, 'buyer')
  const orderNumber = await deliverWithCode(page.request, farmerPage.request, listingId)

  // The buyer's orders: 'Rate the farmer' on the delivered line, a dialog with stars.
  await page.goto('/transactions')
  const line = page.getByTestId('order-line').filter({ hasText: crop })
  await line.getByRole('button', { name: `Rate ${farmer.name}` }).click()
  const dialog = page.getByRole('dialog', { name: `Rate ${farmer.name}` })
  await expect(dialog).toBeVisible()
  await expectNoSidewaysScroll(page)
  // Stars by keyboard: the first star, then three steps right.
  await dialog.getByRole('radio', { name: '1 star' }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await dialog.getByLabel('Comment (optional)').fill('Clean rice, exact weight, on time.')
  await dialog.getByRole('button', { name: 'Save rating' }).click()
  await expect(page.getByText('Thank you! Your rating is saved.')).toBeVisible()
  await expect(line).toContainText('Rated 4 of 5')
  expect(orderNumber).toMatch(/^FT-/)

  // The listing names the farmer with their average, linking to their page.
  await page.goto(`/product/listing-${listingId}`)
  await expect(page.getByRole('heading', { name: crop })).toBeVisible()
  const farmerLink = page.getByRole('link', { name: new RegExp(farmer.name) })
  await expect(farmerLink).toContainText('4 (1 rating)')
  await expectNoSidewaysScroll(page)
  await farmerLink.click()

  // The farmer's public page: place, average and count, the comment, the listing.
  await expect(page).toHaveURL(new RegExp(`/farmer/${farmerId}$`))
  await expect(page.getByRole('heading', { level: 1, name: farmer.name })).toBeVisible()
  await expect(page.getByText('Madurai, Tamil Nadu').first()).toBeVisible()
  await expect(page.getByTestId('farmer-rating')).toContainText('4 out of 5 · 1 rating')
  await expect(page.getByTestId('farmer-comment')).toContainText(
    'Clean rice, exact weight, on time.',
  )
  await expect(page.getByRole('heading', { name: crop })).toBeVisible()
  await expectNoSidewaysScroll(page)

  // A visitor reads the same page; it carries no phone or email.
  const visitor = await browser.newContext({ baseURL })
  const visitorPage = await visitor.newPage()
  await visitorPage.setViewportSize({ width: 360, height: 740 })
  await visitorPage.goto(`/farmer/${farmerId}`)
  await expect(visitorPage.getByTestId('farmer-comment')).toContainText('Clean rice')
  const body = await visitorPage.locator('body').innerText()
  expect(body).not.toContain(farmer.email)
  expect(body).not.toContain(farmer.phone)
  await expectNoSidewaysScroll(visitorPage)
  await visitor.close()
  await farmerContext.close()
})
