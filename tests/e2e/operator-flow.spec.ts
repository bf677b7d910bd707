import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import { totpCode } from '../../src/server/test/totp.ts'
import { expect, newUser, registerViaApi, test } from './fixtures.ts'

// An operator's day, end to end through the console: the operator `npm run operator:create --
// --password` made (playwright.config.ts runs it before the server starts and keeps its TOTP
// secret in E2E_OPERATOR_FILE) signs in with the password and an authenticator code, finds an order
// by its number, suspends its buyer with a reason (the buyer's next request has no session), marks
// a farmer's manual payout paid with the bank's reference (UTR), and reads each step, with who did
// it, in the audit trail.
//
// The order is paid by UPI at the Razorpay stand-in's Checkout and has two farmers' lines, both
// delivered with the buyer's code, so both payouts are released and paid by hand (no Route linked
// account). One farmer has just saved a UPI ID: a change of payout details holds that farmer's
// payouts for PAYOUT_HOLD_AFTER_CHANGE (24 hours, the first save too), so the console shows that
// line as not payable yet. The other farmer's line is the one the operator pays.

const OPERATOR = { email: 'e2e-operator@farmtrek.test', password: 'steady-harvest-73' }
const OPERATOR_NAME = 'E2E Operator'

/** The TOTP secret operator:create printed for the e2e operator. */
function operatorSecret(): string {
  const file = readFileSync(process.env.E2E_OPERATOR_FILE ?? '', 'utf8')
  const secret = /TOTP secret: (\S+)/.exec(file)?.[1]
  expect(secret, 'the e2e operator’s TOTP secret').toBeTruthy()
  return secret!
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url)
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200)
  return (await res.json()) as T
}

/** A farmer with one listing of `crop` at `price` rupees a kg. */
async function farmerWithListing(request: APIRequestContext, crop: string, price: number) {
  const farmer = await registerViaApi(request, 'farmer')
  const created = await request.post('/api/listings', {
    data: { productName: crop, price, quantity: 50 },
  })
  expect(created.status(), await created.text()).toBe(201)
  return { ...farmer, listingId: ((await created.json()) as { id: string }).id }
}

/** The farmer takes the line on the road and delivers it with the buyer's code. */
async function deliverWithCode(farmer: APIRequestContext, lineId: string, code: string) {
  const sc = (
    await json<{ items: Array<{ id: string; orderItemId: string | null }> }>(
      farmer,
      '/api/supply-chain',
    )
  ).items.find((i) => i.orderItemId === lineId)
  expect(sc, `the farmer's supply-chain order of line ${lineId}`).toBeTruthy()
  for (const data of [
    { status: 'In Transit', transport: 'MH-12-AB-1234' },
    { status: 'Delivered', code },
  ]) {
    const moved = await farmer.patch(`/api/supply-chain/${sc!.id}`, { data })
    expect(moved.status(), await moved.text()).toBe(200)
  }
}

/** Filters the Audit tab by action and target. */
async function filterAudit(page: Page, action: string, target: string) {
  await page.getByLabel('Target (id or type:id)').fill(target)
  await page.getByLabel('Action (for example user.suspend)').fill(action)
  await page.getByRole('button', { name: 'Filter' }).click()
}

test('an operator signs in with a code, finds an order, suspends its buyer, pays a manual payout and reads it all in the audit trail', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const stamp = Date.now().toString(36)

  // Two farmers: Kiran has just saved a UPI ID to be paid to; Lakshmi has not changed hers.
  const kiranContext = await browser.newContext({ baseURL })
  const lakshmiContext = await browser.newContext({ baseURL })
  const kiran = await farmerWithListing(kiranContext.request, `Kolam rice ${stamp}`, 50)
  const lakshmi = await farmerWithListing(lakshmiContext.request, `Bhindi ${stamp}`, 40)
  const saved = await kiranContext.request.put('/api/payments/payout-details', {
    data: { upiVpa: 'kiran.farm@okaxis', password: kiran.password },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  const details = ((await saved.json()) as { details: { payoutsHeldUntil: string | null } }).details
  // The first save holds payouts too: a stolen session must not redirect money at once.
  expect(details.payoutsHeldUntil).not.toBeNull()

  // The buyer orders from both (5 kg each) by UPI and pays at the stand-in's Checkout.
  const buyerContext = await browser.newContext({ baseURL })
  const buyer = await registerViaApi(buyerContext.request, 'buyer', newUser('buyer'))
  const buyerId = (await json<{ user: { id: string } }>(buyerContext.request, '/api/session')).user
    .id
  const placed = await buyerContext.request.post('/api/orders', {
    data: {
      delivery: {
        fullName: buyer.name,
        address: '14 Lakshmi Road, Shivajinagar, Pune 411005',
        phone: buyer.phone,
      },
      payment: 'UPI',
      idempotencyKey: randomUUID(),
      lines: [
        { kind: 'listing', productId: kiran.listingId, quantityKg: 5, seenPricePaise: 50_00 },
        { kind: 'listing', productId: lakshmi.listingId, quantityKg: 5, seenPricePaise: 40_00 },
      ],
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const order = (await placed.json()) as {
    id: string
    number: string
    lines: Array<{ id: string; name: string }>
  }
  const kiranLine = order.lines.find((l) => l.name.startsWith('Kolam rice'))!.id
  const lakshmiLine = order.lines.find((l) => l.name.startsWith('Bhindi'))!.id
  const buyerPage = await buyerContext.newPage()
  await buyerPage.goto(`/pay/${order.id}`)
  await buyerPage.getByRole('button', { name: 'Pay now' }).click()
  await buyerPage
    .getByRole('dialog', { name: 'Razorpay test checkout' })
    .getByRole('button', { name: 'Pay (test)' })
    .click()
  await expect(buyerPage.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible()

  // Each farmer delivers with the buyer's code: both payouts are released, to be paid by hand.
  const codes = new Map(
    (
      await json<{ items: Array<{ orderItemId: string; code: string | null }> }>(
        buyerContext.request,
        '/api/deliveries/mine',
      )
    ).items.map((i) => [i.orderItemId, i.code]),
  )
  await deliverWithCode(kiranContext.request, kiranLine, codes.get(kiranLine)!)
  await deliverWithCode(lakshmiContext.request, lakshmiLine, codes.get(lakshmiLine)!)

  // The operator signs in at /admin: password, then the authenticator app's code.
  const secret = operatorSecret()
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(OPERATOR.email)
  await page.getByLabel('Password').fill(OPERATOR.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Confirm code' }).click()
  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible()

  // A money action asks for a fresh code unless one was given in the last 5 minutes; the
  // sign-in's own code counts (fresh-code.ts), so within this test it is usually not asked.
  // Whenever the console asks, the operator answers from the app.
  let askedForFreshCode = 0
  const freshDialog = page.getByRole('dialog', { name: 'Confirm with a fresh code' })
  await page.addLocatorHandler(freshDialog, async () => {
    askedForFreshCode += 1
    await freshDialog.getByLabel('Code from your authenticator app').fill(totpCode(secret))
    await freshDialog.getByRole('button', { name: 'Confirm code' }).click()
    await expect(freshDialog).toBeHidden()
  })

  // Find the order by its number, in words: how it was paid, and its timeline.
  await page.getByRole('button', { name: 'Find', exact: true }).click()
  const findOrder = page.getByRole('searchbox', { name: 'Find an order' })
  await findOrder.fill(order.number.toLowerCase())
  await findOrder.press('Enter')
  const found = page.getByRole('listitem').filter({ hasText: order.number })
  await expect(found).toContainText(`${order.number} · ₹450.00`)
  await expect(found).toContainText(`${buyer.name} · +91${buyer.phone}`)
  await expect(found).toContainText('UPI Payment · Paid online')
  await found.getByRole('button', { name: 'Timeline' }).click()
  await expect(found).toContainText('Placed (UPI Payment)')
  await expect(found).toContainText(`Kolam rice ${stamp}: Delivered`)

  // Suspend the buyer with a reason.
  const reason = 'Chargebacks on three orders, under review'
  const findUser = page.getByRole('searchbox', { name: 'Find a user' })
  await findUser.fill(buyer.email)
  await findUser.press('Enter')
  const userRow = page.getByRole('listitem').filter({ hasText: buyer.email })
  await expect(userRow).toContainText(buyer.name)
  await userRow.getByRole('button', { name: 'Suspend', exact: true }).click()
  await userRow.getByLabel('Reason (the user is told it)').fill(reason)
  await userRow.getByRole('button', { name: 'Suspend account' }).click()
  await expect(userRow).toContainText(`Suspended: ${reason}`)
  await expect(userRow.getByRole('button', { name: 'Lift suspension' })).toBeVisible()
  // The buyer's own next request has no session.
  const after = await buyerContext.request.get('/api/deliveries/mine')
  expect(after.status(), await after.text()).toBe(401)
  expect(
    (await json<{ user: unknown }>(buyerContext.request, '/api/session')).user,
    'the suspended buyer has no session',
  ).toBeNull()

  // Payouts: Lakshmi's line can be paid; Kiran's waits out the hold after the details changed.
  await page.getByRole('button', { name: 'Payouts', exact: true }).click()
  const kiranRow = page.getByRole('listitem').filter({ hasText: `Kolam rice ${stamp}` })
  await expect(kiranRow).toContainText('Pay to: UPI kiran.farm@okaxis')
  await expect(kiranRow).toContainText('Details just changed: not before')
  await expect(kiranRow.getByRole('checkbox')).toHaveCount(0)
  const lakshmiRow = page.getByRole('listitem').filter({ hasText: `Bhindi ${stamp}` })
  await expect(lakshmiRow).toContainText(lakshmi.name)
  await lakshmiRow.getByRole('checkbox', { name: new RegExp(`^Choose ${order.number}, `) }).check()
  const utr = `E2E${stamp.toUpperCase()}UTR`
  await page.getByLabel('Bank reference (UTR) of the transfer').fill(utr)
  await page.getByRole('button', { name: 'Mark 1 paid' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^1 marked paid/ })).toBeVisible()
  // (The payouts' own 'Show', not the manual refunds' beside it.)
  await page
    .getByRole('combobox', { name: 'Show' })
    .filter({ has: page.locator('option[value="settled"]') })
    .selectOption('settled')
  await expect(page.getByRole('listitem').filter({ hasText: `Bhindi ${stamp}` })).toContainText(
    `reference ${utr}`,
  )

  // The audit trail has each step, in words, with who did it.
  await page.getByRole('button', { name: 'Audit trail' }).click()
  await filterAudit(page, 'user.suspend', `user:${buyerId}`)
  const suspension = page.getByTestId('audit-event').filter({ hasText: buyerId })
  await expect(suspension).toHaveCount(1)
  await expect(suspension).toContainText(`Account suspended · Account ${buyerId}`)
  await expect(suspension).toContainText(`By ${OPERATOR_NAME} (Operator)`)
  await expect(suspension.getByRole('list', { name: 'Changes' })).toContainText(
    `Reason: — → ${reason}`,
  )
  await expect(suspension.getByRole('list', { name: 'Changes' })).toContainText('Sessions ended: 1')

  await filterAudit(page, 'payout.settle', '')
  const settled = page.getByTestId('audit-event').filter({ hasText: utr })
  await expect(settled).toHaveCount(1)
  await expect(settled).toContainText('Payout marked paid · Payout')
  await expect(settled).toContainText(`By ${OPERATOR_NAME} (Operator)`)
  const settledChanges = settled.getByRole('list', { name: 'Changes' })
  await expect(settledChanges).toContainText('Status: Due to be paid → Paid')
  await expect(settledChanges).toContainText(`Bank reference (UTR): ${utr}`)

  // The delivery confirmed by the buyer's code names the farmer who entered it, not the system.
  await filterAudit(page, 'delivery.confirm', `order_item:${lakshmiLine}`)
  const confirmed = page.getByTestId('audit-event').filter({ hasText: lakshmiLine })
  await expect(confirmed).toHaveCount(1)
  await expect(confirmed).toContainText(`Delivery confirmed · Order line ${lakshmiLine}`)
  await expect(confirmed).toContainText(`By ${lakshmi.name} (Farmer)`)
  await expect(confirmed).toContainText('Confirmed by: The buyer’s code')

  // Recorded for the report: whether the console had to ask for a fresh code.
  test.info().annotations.push({
    type: 'fresh code',
    description: askedForFreshCode
      ? `asked ${askedForFreshCode} time(s)`
      : 'not asked: the sign-in code was fresh',
  })
  await page.removeLocatorHandler(freshDialog)
  await Promise.all([kiranContext, lakshmiContext, buyerContext].map((c) => c.close()))
})
