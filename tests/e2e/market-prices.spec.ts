import { expect, loginAs, test } from './fixtures.ts'

// The e2e server starts on an empty database and loads the shipped Agmarknet data.

test('a farmer searches prices, pages, and predicts tomato prices', async ({ page }) => {
  await loginAs(page, 'farmer', '/real-time-prices')
  await expect(page.getByRole('heading', { name: 'Real-Time Crop Prices' })).toBeVisible()
  await expect(page.getByTestId('live-clock')).toBeVisible()

  const prices = page.getByRole('region', { name: 'Market prices' })
  const table = prices.getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText([
    'Crop',
    'Market Price per kg',
    'Market',
    'Date',
  ])
  await expect(table.locator('tbody tr')).toHaveCount(10)

  await prices.getByPlaceholder('Search by crop or market...').fill('onion')
  await expect(page).toHaveURL(/[?&]q=onion(&|$)/)
  await expect(prices.getByText(/^Page 1 of \d+$/)).toBeVisible()
  await expect(table.locator('tbody tr')).toHaveCount(10)
  for (const row of await table.locator('tbody tr').all()) {
    // Each row names onion as the crop or in the market.
    await expect(row).toContainText(/onion/i)
  }
  const firstPage = await table.locator('tbody tr').first().textContent()

  await prices.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/[?&]page=2(&|$)/)
  await expect(prices.getByText(/^Page 2 of \d+$/)).toBeVisible()
  await expect(table.locator('tbody tr').first()).not.toHaveText(firstPage!)
  await expect(prices.getByRole('button', { name: 'Previous' })).toBeEnabled()

  // The URL carries the state: a reload shows the same page.
  await page.reload()
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
  await expect(page.getByPlaceholder('Search by crop or market...')).toHaveValue('onion')

  const prediction = page.getByRole('region', { name: 'Price prediction' })
  await prediction.getByRole('button', { name: 'Predict Prices' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please select a crop to predict!' }),
  ).toBeVisible()

  await prediction.getByLabel('Crop name').fill('Tomato')
  await prediction.getByRole('button', { name: 'Predict Prices' }).click()
  const results = prediction.getByRole('table')
  await expect(results.getByRole('columnheader')).toHaveText(['Date', 'Predicted Price'])
  await expect(results.locator('tbody tr')).toHaveCount(7)
  await expect(results.locator('tbody tr').first()).toContainText('10 May 2021')
  await expect(prediction.getByTestId('forecast-chart')).toBeVisible()
  await expect(prediction.getByTestId('forecast-chart').locator('polyline')).toHaveCount(2)
  await expect(prediction.getByText(/about \d+% average error on this crop/)).toBeVisible()
})

test("an unknown crop shows the service's own message", async ({ page }) => {
  await loginAs(page, 'farmer', '/real-time-prices')
  const prediction = page.getByRole('region', { name: 'Price prediction' })
  await prediction.getByLabel('Crop name').fill('Dragonfruit')
  await prediction.getByRole('button', { name: 'Predict Prices' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /No market prices for 'Dragonfruit'\. Prices are known for \d+ crops/ }),
  ).toBeVisible()
})

test.describe('when the price API fails', () => {
  // page.route cannot see requests a service worker makes.
  test.use({ allowConsoleErrors: [/status of 500/], serviceWorkers: 'block' })
  test('the price list says it could not load', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/market-prices',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":"Something went wrong"}',
        }),
    )
    await loginAs(page, 'farmer', '/real-time-prices')
    await expect(page.getByText('Error: Failed to fetch crop prices')).toBeVisible()
  })
})
