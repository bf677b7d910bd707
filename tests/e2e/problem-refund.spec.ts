import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { totpCode } from '../../src/server/test/totp.ts'
import { expect, mailTo, newUser, registerViaApi, smsCode, smsTo, test } from './fixtures.ts'

// A wronged buyer has somewhere to turn: a line paid online and delivered with the buyer's code
// (the farmer's payout released), the buyer reports poor quality with a photo, an operator (signed
// in with password and authenticator code) refunds part of it, and the buyer reads the refund on
// their order and in the SMS and email that tell them of it.

/** The operator playwright.config.ts made before the server started, signed in through the API. */
async function signInOperator(request: APIRequestContext) {
  const file = readFileSync(process.env.E2E_OPERATOR_FILE ?? '', 'utf8')
  const secret = /TOTP secret: (\S+)/.exec(file)?.[1]
  expect(secret, 'the e2e operator’s TOTP secret').toBeTruthy()
  const login = await request.post('/api/auth/login', {
    data: { email: 'e2e-operator@farmtrek.test', password: 'steady-harvest-73' },
  })
  expect(login.status(), await login.text()).toBe(200)
  const code = await request.post('/api/auth/two-factor', {
    data: { code: totpCode(secret!) },
  })
  expect(code.status(), await code.text()).toBe(200)
}

/**
 * A new farmer's listing at ₹40/kg and a new buyer (their number verified, so messages other than
 * codes reach it) who orders 5 kg of it (₹200.00), paid by `payment`.
 */
async function orderFromNewFarmer(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
  payment: 'UPI' | 'COD',
  cropName: string,
) {
  const farmerContext = await browser.newContext({ baseURL })
  const farmer = farmerContext.request
  await registerViaApi(farmer, 'farmer')
  const crop = `${cropName} ${Date.now().toString(36)}`
  const created = await farmer.post('/api/listings', {
    data: { productName: crop, price: 40, quantity: 50 },
  })
  expect(created.status(), await created.text()).toBe(201)
  const listingId = ((await created.json()) as { id: string }).id
  const buyer = newUser('buyer')
  await registerViaApi(page.request, 'buyer', buyer)
  const verified = await page.request.post('/api/auth/phone/verify', {
    data: { phone: buyer.phone, code: await smsCode(page.request, buyer.phone) },
  })
  expect(verified.status(), await verified.text()).toBe(200)
  const placed = await page.request.post('/api/orders', {
    data: {
      delivery: {
        fullName: buyer.name,
        address: '14 Lakshmi Road, Shivajinagar, Pune 411005',
        phone: buyer.phone,
      },
      payment,
      idempotencyKey: randomUUID(),
      lines: [{ kind: 'listing', productId: listingId, quantityKg: 5, seenPricePaise: 40_00 }],
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const order = (await placed.json()) as {
    id: string
    number: string
    lines: Array<{ id: string }>
  }
  return { farmerContext, farmer, crop, buyer, order, lineId: order.lines[0]!.id }
}

test('a buyer reports a problem with a photo; an operator refunds part; the buyer sees it and is told once', async ({
  page,
  browser,
  baseURL,
}) => {
  // A farmer's listing at ₹40/kg; the buyer orders 5 kg (₹200.00) by UPI and pays at the gateway
  // stand-in's Checkout.
  const { farmerContext, farmer, crop, buyer, order, lineId } = await orderFromNewFarmer(
    page,
    browser,
    baseURL,
    'UPI',
    'Sona Masoori',
  )
  await page.goto(`/pay/${order.id}`)
  await page.getByRole('button', { name: 'Pay now' }).click()
  await page
    .getByRole('dialog', { name: 'Razorpay test checkout' })
    .getByRole('button', { name: 'Pay (test)' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible()

  // The farmer delivers it with the buyer's code: the payout is released.
  const mine = (await (await page.request.get('/api/deliveries/mine')).json()) as {
    items: Array<{ orderItemId: string; code: string | null }>
  }
  const code = mine.items.find((i) => i.orderItemId === lineId)?.code
  const sc = (
    (await (await farmer.get('/api/supply-chain')).json()) as {
      items: Array<{ id: string; orderItemId: string | null }>
    }
  ).items.find((i) => i.orderItemId === lineId)!
  for (const data of [
    { status: 'In Transit', transport: 'MH-12-AB-1234' },
    { status: 'Delivered', code },
  ]) {
    const moved = await farmer.patch(`/api/supply-chain/${sc.id}`, { data })
    expect(moved.status(), await moved.text()).toBe(200)
  }

  // The buyer reports poor quality from their orders, with a photo.
  await page.goto('/transactions')
  const line = page.getByTestId('order-line').filter({ hasText: crop })
  await line.getByRole('button', { name: 'Report a problem' }).click()
  const form = page.getByRole('form', { name: 'Report a problem' })
  await form.getByLabel('What went wrong?').selectOption('poor_quality')
  await form
    .getByLabel('What happened (optional)')
    .fill('Half the rice was damp and smelled of mould.')
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: '#8a7f5a' },
  })
    .jpeg()
    .toBuffer()
  await form
    .getByLabel(/Photos of the problem/)
    .setInputFiles({ name: 'rice.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(form.getByRole('list', { name: 'Photos to send' })).toContainText('rice.jpg')
  await form.getByRole('button', { name: 'Send report' }).click()
  await expect(
    page.getByText('Your report is sent. The payment waits until FarmTrek decides.'),
  ).toBeVisible()
  const problem = line.getByTestId('delivery-problem')
  await expect(problem).toContainText('Problem reported: Poor quality')
  const thumb = problem.getByRole('img', { name: 'Photo 1 of the problem' })
  await expect(thumb).toBeVisible()
  expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320)

  // An operator refunds ₹80.00 of the ₹200.00.
  const opContext = await browser.newContext({ baseURL })
  await signInOperator(opContext.request)
  const open = (await (await opContext.request.get('/api/admin/problems?open=true')).json()) as {
    items: Array<{ id: string; orderNumber: string; photos: unknown[] }>
  }
  const reported = open.items.find((p) => p.orderNumber === order.number)
  expect(reported?.photos).toHaveLength(1)
  const resolved = await opContext.request.post(`/api/admin/problems/${reported!.id}/resolve`, {
    data: { refundPaise: 80_00 },
  })
  expect(resolved.status(), await resolved.text()).toBe(200)

  // The buyer's order shows the refund, and the problem settled.
  await page.reload()
  await expect(problem).toContainText('Settled: ₹80.00 refunded to the buyer.')
  const amounts = page
    .getByTestId('order-amounts')
    .filter({ has: page.locator('[data-amount="refunding"], [data-amount="refunded"]') })
  await expect(amounts).toContainText('₹80.00')

  // Told once, by SMS and by email.
  const refundText = `Order ${order.number}: a refund of ₹80.00`
  await expect
    .poll(
      async () =>
        (await smsTo(page.request, buyer.phone)).filter((m) => m.message.includes(refundText))
          .length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1)
  await expect
    .poll(
      async () =>
        // The email's text is quoted-printable UTF-8 (the ₹ comes out as bytes): read its
        // subject and amount.
        (await mailTo(page.request, buyer.email)).filter(
          (m) => m.includes(`Refund for order ${order.number}`) && m.includes('80.00'),
        ).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(1)
  await farmerContext.close()
  await opContext.close()
})

test('Cash on Delivery: the refund is paid by hand; the buyer is told how, then the reference', async ({
  page,
  browser,
  baseURL,
}) => {
  // The buyer orders 5 kg (₹200.00), paid in cash on delivery.
  const { farmerContext, farmer, crop, buyer, order, lineId } = await orderFromNewFarmer(
    page,
    browser,
    baseURL,
    'COD',
    'Kolam Rice',
  )
  const mine = (await (await page.request.get('/api/deliveries/mine')).json()) as {
    items: Array<{ orderItemId: string; code: string | null }>
  }
  const code = mine.items.find((i) => i.orderItemId === lineId)?.code
  const sc = (
    (await (await farmer.get('/api/supply-chain')).json()) as {
      items: Array<{ id: string; orderItemId: string | null }>
    }
  ).items.find((i) => i.orderItemId === lineId)!
  for (const data of [
    { status: 'In Transit', transport: 'MH-12-AB-1234' },
    { status: 'Delivered', code },
  ]) {
    const moved = await farmer.patch(`/api/supply-chain/${sc.id}`, { data })
    expect(moved.status(), await moved.text()).toBe(200)
  }

  // The buyer reports short weight: no payment is said to wait.
  await page.goto('/transactions')
  const line = page.getByTestId('order-line').filter({ hasText: crop })
  await line.getByRole('button', { name: 'Report a problem' }).click()
  const form = page.getByRole('form', { name: 'Report a problem' })
  await form.getByLabel('What went wrong?').selectOption('short_weight')
  await form.getByLabel('How many kg were missing?').fill('2')
  await form.getByRole('button', { name: 'Send report' }).click()
  await expect(page.getByText('Your report is sent. FarmTrek will decide soon.')).toBeVisible()
  const problem = line.getByTestId('delivery-problem')
  await expect(problem).toContainText('FarmTrek will decide soon.')

  // An operator refunds ₹80.00: a refund to pay by hand.
  const opContext = await browser.newContext({ baseURL })
  await signInOperator(opContext.request)
  const open = (await (await opContext.request.get('/api/admin/problems?open=true')).json()) as {
    items: Array<{ id: string; orderNumber: string }>
  }
  const reported = open.items.find((p) => p.orderNumber === order.number)
  const resolved = await opContext.request.post(`/api/admin/problems/${reported!.id}/resolve`, {
    data: { refundPaise: 80_00 },
  })
  expect(resolved.status(), await resolved.text()).toBe(200)
  await page.reload()
  await expect(problem).toContainText('Refund ₹80.00 — FarmTrek pays it by hand')
  await expect
    .poll(
      async () =>
        (await smsTo(page.request, buyer.phone)).filter((m) =>
          m.message.includes('FarmTrek will pay ₹80.00 back to you by UPI or bank transfer'),
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1)

  // Paid by bank transfer: marked with its UTR, the buyer reads the reference.
  const due = (await (
    await opContext.request.get('/api/admin/manual-refunds?state=due')
  ).json()) as { items: Array<{ id: string; orderNumber: string }> }
  const refund = due.items.find((r) => r.orderNumber === order.number)
  const paid = await opContext.request.post(`/api/admin/manual-refunds/${refund!.id}/paid`, {
    data: { utr: 'UTR2026E2E001' },
  })
  expect(paid.status(), await paid.text()).toBe(200)
  await page.reload()
  await expect(problem).toContainText('Refund ₹80.00 — paid back, reference UTR2026E2E001')
  await expect
    .poll(
      async () =>
        (await smsTo(page.request, buyer.phone)).filter((m) =>
          m.message.includes('FarmTrek paid ₹80.00 back to you'),
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1)
  await farmerContext.close()
  await opContext.close()
})
