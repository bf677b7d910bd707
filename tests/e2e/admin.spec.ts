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
  await page.route('**/api/admin/messages/failed', (r) =>
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
  expect(await overflow(page), 'Messages').toBe(0)

  await page.getByRole('button', { name: 'Audit trail' }).click()
  await expect(page.getByText('user.suspend · user:NzuQwFsRxh6OEDqQ4CePM19GUtyXctyR')).toBeVisible()
  expect(await overflow(page), 'Audit trail').toBe(0)
})
