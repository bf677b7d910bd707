import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, newUser, registerViaApi, test } from './fixtures.ts'

// A farmer's place, typed in any script or picked from the list, leads the price page and the
// weather. The e2e server loads the shipped all-India prices (Nashik's markets among them) before
// it listens; its weather comes from the Open-Meteo stand-in (stubs/open-meteo-stub.mjs), which
// knows Nashik.

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

test("a farmer who typed 'नासिक' sees Nashik's markets first and Nashik's weather", async ({
  page,
}) => {
  await registerViaApi(page.request, 'farmer', { ...newUser('farmer'), location: 'नासिक' })

  // The API's first rows are Nashik's markets, and the page shows them first, saying why.
  const api = await page.request.get('/api/market-prices')
  const body = (await api.json()) as {
    items: Array<{ market: string; district: string; state: string }>
    near: { district: string | null; state: string | null }
  }
  expect(body.near).toMatchObject({ district: 'Nashik', state: 'Maharashtra' })
  expect(body.items.length).toBeGreaterThan(0)
  expect(body.items[0]).toMatchObject({ district: 'Nashik', state: 'Maharashtra' })

  await page.goto('/real-time-prices')
  await expect(page.getByTestId('near-first')).toHaveText(
    'Markets in Nashik district, then the rest of Maharashtra, come first (your profile’s location).',
  )
  const firstRow = page.getByRole('region', { name: 'Market prices' }).locator('tbody tr').first()
  await expect(firstRow).toContainText(body.items[0]!.market)

  await page.goto('/farmer-dashboard')
  const weather = page.getByRole('region', { name: 'Weather' })
  await expect(weather.getByText('Nashik', { exact: true })).toBeVisible()
  await expect(weather.getByText('24.6 °C')).toBeVisible()
})

test('on a 360 px phone a farmer picks their district by type-ahead in the profile', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await registerViaApi(page.request, 'farmer')
  await page.goto('/profile')

  const district = page.getByRole('combobox', { name: 'District' })
  // The place the registration's 'Pune' was read as.
  await expect(district).toHaveValue('Pune, Maharashtra')
  await district.fill('')
  await district.pressSequentially('nasi')
  const option = page.getByRole('option', { name: /Nashik\s*Maharashtra/ })
  await expect(option).toBeVisible()
  const box = await option.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(360)
  expect(await noHorizontalScroll(page)).toBe(true)
  // The open list passes WCAG 2.1 A and AA checks.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(violations.map((v) => v.id)).toEqual([])
  await district.press('ArrowDown')
  await district.press('Enter')
  await expect(district).toHaveValue('Nashik, Maharashtra')
  await page.getByRole('textbox', { name: 'Village or town' }).fill('Ozar')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Your profile is saved.').first()).toBeVisible()

  const session = (await (await page.request.get('/api/session')).json()) as {
    user: { state: string; district: string; village: string; location: string }
  }
  expect(session.user).toMatchObject({
    state: 'Maharashtra',
    district: 'Nashik',
    village: 'Ozar',
    location: 'Ozar, Nashik, Maharashtra',
  })

  // The dashboard's weather follows the new place.
  await page.goto('/farmer-dashboard')
  await expect(page.getByRole('region', { name: 'Weather' }).getByText('24.6 °C')).toBeVisible()
})
