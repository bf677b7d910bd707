import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

// The operator console at 360 × 640 on a touch phone: no sideways scrolling on the sign-in and on
// any tab, with long values (emails, errors, JSON) wrapped. The API's answers are played back
// here: an operator account is made by a command the running test server's database cannot take
// while it runs; the API itself is tested in src/server/features/admin.
const WIDTH = 360
test.use({ viewport: { width: WIDTH, height: 640 }, isMobile: true, hasTouch: true })

const operator = {
  id: 'u-operator',
  name: 'Meera Ops',
  email: 'meera.operations.team@farmtrek.in',
  phone: null,
  phoneVerified: false,
  location: null,
  roles: ['operator'],
  activeRole: null,
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
}

async function playBack(page: Page, signedIn: boolean) {
  const json = (body: unknown) => ({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify(body),
  })
  await page.route('**/api/session', (r) => r.fulfill(json({ user: signedIn ? operator : null })))
  await page.route('**/api/admin/today', (r) =>
    r.fulfill(
      json({
        since: '2026-11-26T18:30:00.000Z',
        orders: 1284,
        salesPaise: 1_234_567_890,
        payments: { paid: 901, awaiting: 120, failed: 33, refunded: 4 },
        payouts: { held: 312, released: 870 },
        refundsPaise: 450_000,
        failedMessages: 17,
        pendingMessages: 230,
        latestPriceDate: '2026-11-25',
        priceAgeDays: 2,
      }),
    ),
  )
  await page.route('**/api/admin/users?**', (r) =>
    r.fulfill(
      json({
        items: [
          {
            id: 'u-1',
            name: 'Kamala Devi Ranganathan Subramaniam',
            email: 'kamala.devi.ranganathan.subramaniam@example.in',
            phone: '+919876500001',
            roles: ['farmer', 'buyer'],
            createdAt: '2026-10-01T10:00:00.000Z',
            suspendedAt: '2026-11-27T10:00:00.000Z',
            suspendedReason: 'Listings copied from another farmer, reported by three buyers',
          },
        ],
      }),
    ),
  )
  await page.route(/\/api\/admin\/messages\?status=failed$/, (r) =>
    r.fulfill(
      json({
        items: [
          {
            id: 4711,
            kind: 'orderStatus',
            channel: 'email',
            recipient: 'a.very.long.address.for.testing.wrapping@example-provider.co.in',
            status: 'failed',
            attempts: 8,
            lastError:
              'SMTP 550 5.1.1 <a.very.long.address.for.testing.wrapping@example-provider.co.in>: Recipient address rejected',
            createdAt: '2026-11-27T08:00:00.000Z',
          },
        ],
      }),
    ),
  )
  await page.route('**/api/admin/audit**', (r) =>
    r.fulfill(
      json({
        items: [
          {
            id: 1,
            actorId: 'u-operator',
            actorName: 'Meera Ops',
            actorRole: 'operator',
            action: 'user.suspend',
            targetType: 'user',
            targetId: 'NzuQwFsRxh6OEDqQ4CePM19GUtyXctyR',
            before: { suspendedAt: null, reason: null },
            after: {
              suspendedAt: '2026-11-27T10:00:00.000Z',
              reason: 'Listings copied from another farmer',
              sessionsEnded: 3,
            },
            requestId: '0b6f0c1e-8d2a-4f8e-9f57-3c7a1f3d2b10',
            ip: '2001:db8:85a3::8a2e:370:7334',
            createdAt: '2026-11-27T10:00:00.000Z',
          },
        ],
      }),
    ),
  )
}

/** Played-back problems and listings, recording what the console sends. */
async function playBackQueues(page: Page) {
  const sent: Array<{ url: string; body: unknown }> = []
  let fresh = false
  const json = (body: unknown, status = 200) => ({
    status,
    contentType: 'application/json',
    body: JSON.stringify(body),
  })
  const problem = {
    id: 'p-1',
    orderItemId: 'i-1',
    kind: 'short_weight',
    shortKg: 2,
    note: 'Only 8 kg of the 10 kg arrived, and the sack was torn along one side',
    answer: null,
    state: 'open',
    refundPaise: null,
    createdAt: new Date(Date.now() - 26 * 3_600_000).toISOString(),
    orderNumber: 'FT-2611-482137',
    crop: 'Onion',
    quantityKg: 10,
    linePaise: 30_000,
    buyerId: 'NzuQwFsRxh6OEDqQ4CePM19GUtyXctyR',
    farmerId: 'Qx7aPl0Kd93mZwVbT2yHs81UeRfLcJ4n',
    resolvedAt: null,
    photos: [],
  }
  await page.route('**/api/admin/problems?**', (r) => r.fulfill(json({ items: [problem] })))
  await page.route('**/api/admin/problems/p-1/resolve', async (r) => {
    sent.push({ url: r.request().url(), body: r.request().postDataJSON() })
    if (!fresh)
      return r.fulfill(
        json(
          {
            error: 'Enter a fresh code from your authenticator app to confirm this payment action.',
            code: 'fresh_code_needed',
          },
          403,
        ),
      )
    return r.fulfill(json({ ...problem, state: 'refunded', refundPaise: 12_000 }))
  })
  await page.route('**/api/auth/two-factor/step-up', async (r) => {
    sent.push({ url: r.request().url(), body: r.request().postDataJSON() })
    fresh = true
    return r.fulfill(json({ freshUntil: new Date(Date.now() + 300_000).toISOString() }))
  })
  const listing = {
    id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    productName: 'Alphonso mangoes from Ratnagiri, export quality, hand picked',
    pricePaise: 45_000,
    quantityKg: 120,
    farmerId: 'f-1',
    farmerName: 'Kamala Devi Ranganathan Subramaniam',
    reportedAt: '2026-11-27T09:00:00.000Z',
    reportNote: 'The photo is taken from a supermarket website',
    hiddenAt: null,
    hiddenReason: null,
  }
  await page.route('**/api/admin/listings?**', (r) =>
    r.fulfill(json({ items: r.request().url().includes('state=hidden') ? [] : [listing] })),
  )
  await page.route('**/api/admin/listings/*/hide', async (r) => {
    sent.push({ url: r.request().url(), body: r.request().postDataJSON() })
    return r.fulfill(json({ id: listing.id, reported: false, hidden: true }))
  })
  return sent
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('the operator sign-in fits a 360 px phone', async ({ page }) => {
  await playBack(page, false)
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible()
  expect(await overflow(page)).toBe(0)
})

test('every tab of the console fits a 360 px phone', async ({ page }) => {
  await playBack(page, true)
  await page.goto('/admin')
  await expect(page.getByText('₹1,23,45,678.90')).toBeVisible()
  expect(await overflow(page), 'Today').toBe(0)

  await page.getByRole('button', { name: 'Find' }).click()
  await page.getByRole('searchbox', { name: 'Find a user' }).fill('kamala')
  await page.getByRole('searchbox', { name: 'Find a user' }).press('Enter')
  await expect(page.getByText(/Suspended: Listings copied/)).toBeVisible()
  expect(await overflow(page), 'Find').toBe(0)

  await page.getByRole('button', { name: 'Messages' }).click()
  await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send all failed again' })).toBeVisible()
  expect(await overflow(page), 'Messages').toBe(0)

  await page.getByRole('button', { name: 'Audit trail' }).click()
  await expect(
    page.getByText('Account suspended · Account NzuQwFsRxh6OEDqQ4CePM19GUtyXctyR'),
  ).toBeVisible()
  await expect(page.getByText('Reason: — → Listings copied from another farmer')).toBeVisible()
  expect(await overflow(page), 'Audit trail').toBe(0)
})

test('problems: a part refund asks for a fresh code and goes through; listings: a reported one is hidden with a reason', async ({
  page,
}) => {
  await playBack(page, true)
  const sent = await playBackQueues(page)
  await page.goto('/admin?tab=problems')
  await expect(page.getByText('FT-2611-482137 · Short weight · 2 kg short')).toBeVisible()
  await expect(page.getByText(/26 hours old/)).toBeVisible()
  expect(await overflow(page), 'Problems').toBe(0)
  await page.getByRole('button', { name: 'Resolve…' }).click()
  await page.getByLabel('Resolve by').selectOption('partial')
  await page.getByLabel('Refund in rupees').fill('120')
  await page.getByRole('button', { name: 'Resolve', exact: true }).click()
  // The server wants a fresh code: the dialog asks, then the refund is sent again.
  const dialog = page.getByRole('dialog', { name: 'Confirm with a fresh code' })
  await expect(dialog).toBeVisible()
  expect(await overflow(page), 'fresh code dialog').toBe(0)
  await dialog.getByLabel('Code from your authenticator app').fill('492817')
  await dialog.getByRole('button', { name: 'Confirm code' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Resolve…' })).toBeVisible()
  expect(sent.map((r) => [new URL(r.url).pathname, r.body])).toEqual([
    ['/api/admin/problems/p-1/resolve', { refundPaise: 12_000 }],
    ['/api/auth/two-factor/step-up', { code: '492817' }],
    ['/api/admin/problems/p-1/resolve', { refundPaise: 12_000 }],
  ])

  await page.getByRole('button', { name: 'Listings' }).click()
  await expect(page.getByText(/The photo is taken from a supermarket website/)).toBeVisible()
  expect(await overflow(page), 'Listings').toBe(0)
  await page.getByRole('button', { name: 'Hide', exact: true }).click()
  await page.getByLabel('Reason (the farmer is told it)').fill('Photo not of this crop')
  await page.getByRole('button', { name: 'Hide listing' }).click()
  await expect.poll(() => sent.length).toBe(4)
  expect(sent[3]!.body).toEqual({ reason: 'Photo not of this crop' })
})

test.describe('in Hindi', () => {
  // A browser that asks for Hindi, and an operator whose account is in Hindi.
  test.use({ locale: 'hi-IN' })

  test('the console reads in Hindi and still fits a 360 px phone', async ({ page }) => {
    await playBack(page, true)
    await playBackQueues(page)
    await page.route('**/api/session', (r) =>
      r.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ user: { ...operator, language: 'hi' } }),
      }),
    )
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'ऑपरेटर कंसोल' })).toBeVisible()
    await page.getByRole('button', { name: 'शिकायतें' }).click()
    await expect(page.getByRole('button', { name: 'निपटाएँ…' })).toBeVisible()
    expect(await overflow(page), 'Problems in Hindi').toBe(0)
  })
})
