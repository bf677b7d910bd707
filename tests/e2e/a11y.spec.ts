import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
  BUYER_PAGES,
  FARMER_PAGES,
  openPage,
  PUBLIC_PAGES,
  setUpBuyer,
  setUpFarmer,
  type SitePage,
} from './site-pages.ts'

// WCAG 2.1 A and AA on every page, logged out and in each role, with real data shown.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }))
}

async function checkAll(page: Page, pages: SitePage[]) {
  const found: Record<string, unknown> = {}
  for (const p of pages) {
    await openPage(page, p.path)
    const v = await violations(page)
    if (v.length) found[p.path] = v
  }
  expect(found, 'axe-core WCAG 2.1 AA violations by page').toEqual({})
}

test('every public page has no WCAG 2.1 AA violations', async ({ page }) => {
  await checkAll(page, PUBLIC_PAGES)
})

test("every farmer's page has no WCAG 2.1 AA violations", async ({ page, request }) => {
  const { crop } = await setUpFarmer(page, request)
  await checkAll(page, FARMER_PAGES)

  // Status is never shown by colour alone: the cell says it in words.
  await openPage(page, '/supply-chain')
  const row = page.getByRole('row').filter({ hasText: crop })
  await expect(row.locator('[data-status]')).toHaveText(/Pending/)
})

test("every buyer's page, with a cart and an order, has no WCAG 2.1 AA violations", async ({
  page,
}) => {
  await setUpBuyer(page)
  await checkAll(page, BUYER_PAGES)

  // Status in words, not colour alone (the last page checked is /transactions).
  await expect(page.getByTestId('order-line').first()).toContainText('Pending')
})

test('an open delete dialog and a form showing errors have no violations', async ({
  page,
  request,
}) => {
  const { crop } = await setUpFarmer(page, request)
  await openPage(page, '/real-time-prices')
  await page.getByRole('button', { name: `Delete ${crop}` }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await violations(page)).toEqual([])
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

  await openPage(page, '/add-product')
  await page.getByRole('button', { name: 'Add Product', exact: true }).click()
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
  expect(await violations(page)).toEqual([])
})
