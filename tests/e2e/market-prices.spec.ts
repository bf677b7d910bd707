import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, loginAs, newUser, registerViaApi, test } from './fixtures.ts'

// The e2e server starts on an empty database and loads the shipped Agmarknet data: the newest
// all-India prices before it listens, then in the background the 2024–2026 staples and the long
// 2016–2023 history. The test farmer's profile says 'Pune'.

/** Waits until the background load is past the 2024–2026 staples (the series forecasts come from). */
async function staplesLoaded(page: Page) {
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/market-prices/status')
        const s = (await res.json()) as { loading: { file: string } | null }
        return s.loading?.file ?? 'none'
      },
      { timeout: 60_000 },
    )
    .not.toBe('recent-staples-2024-2026.csv.gz')
}

test('a farmer searches prices, pages, and predicts prices where the history allows', async ({
  page,
}) => {
  await loginAs(page, 'farmer', '/real-time-prices')
  // Every shipped price is older than a week: the page does not call them real-time.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crop Prices at the Mandis')
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
  // A blank crop is refused beside its field.
  await expect(prediction.getByLabel('Crop name')).toHaveAccessibleDescription(
    'Please select a crop to predict!',
  )

  // Wheat's recent prices are a few weeks a market: no forecast, and the page says why.
  await staplesLoaded(page)
  await prediction.getByLabel('Crop name').fill('Wheat')
  await prediction.getByRole('button', { name: 'Predict Prices' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'No forecast for Wheat yet: a forecast needs 100 days' }),
  ).toBeVisible()
  await expect(prediction.getByRole('table')).toHaveCount(0)
  // In place of a forecast, how wheat's price usually moves through the year.
  await expect(
    prediction.getByRole('heading', {
      name: 'How the price of Wheat usually moves through the year',
    }),
  ).toBeVisible()

  // Tomato: no Pune market has recent prices enough; Pimpalgaon Baswant in Nashik, the farmer's
  // state, reports daily to 6 Oct 2026.
  await prediction.getByLabel('Crop name').fill('Tomato')
  await prediction.getByRole('button', { name: 'Predict Prices' }).click()
  const results = prediction.getByRole('table')
  await expect(results.getByRole('columnheader')).toHaveText(['Date', 'Predicted Price'])
  await expect(results.locator('tbody tr')).toHaveCount(7)
  await expect(results.locator('tbody tr').first()).toContainText('7 Oct 2026')
  await expect(prediction.getByTestId('forecast-market')).toHaveText(
    'Tomato at APMC Pimpalgaon Baswant (Nashik, Maharashtra), from prices of 6 Oct 2026. No market in your district has enough recent prices to forecast from; this one is in your state.',
  )
  await expect(prediction.getByTestId('forecast-chart')).toBeVisible()
  await expect(prediction.getByTestId('forecast-chart').locator('polyline')).toHaveCount(2)
  await expect(prediction.getByTestId('forecast-accuracy')).toContainText(
    /^Forecast from prices at APMC Pimpalgaon Baswant up to 6 Oct 2026\. Tested on the four weeks before, it was off by about \d+% on average there/,
  )
  await expect(prediction.getByTestId('forecast-notes')).toContainText(
    'This forecast starts after the latest prices, of 6 Oct 2026',
  )
  await expect(prediction).not.toContainText('Method')
})

test('honest dates, the farmer’s own district first, and the sources', async ({ page }) => {
  await loginAs(page, 'farmer', '/real-time-prices')
  // The rows shown first are the farmer's district's, of December 2025 or earlier; older than a week.
  await expect(page.getByTestId('latest-prices')).toHaveText(
    /^Latest prices: \d{1,2} \w{3} 20\d\d — \d+ (weeks|months|years) old$/,
  )
  await expect(page.getByTestId('stale-prices-notice')).toContainText(
    'These are not current prices.',
  )
  // Set-up texts are the operator's (README), not the farmer's.
  await expect(page.getByText(/operators|DATA_GOV_IN/)).toHaveCount(0)
  await expect(page.getByText(/^Sources: Agmarknet/)).toBeVisible()

  const prices = page.getByRole('region', { name: 'Market prices' })
  await expect(prices.getByTestId('near-first')).toHaveText(
    'Markets in Pune district, then the rest of Maharashtra, come first (your profile’s location).',
  )
  const first = prices.getByRole('table').locator('tbody tr').first()
  await expect(first).toContainText('Pune, Maharashtra')
  await expect(first).toContainText(/\d{1,2} \w{3} 20\d\d/)
  await expect(first).toContainText(/old|today/)
  expect(
    await page
      .getByRole('table')
      .getByText(/^today$/)
      .count(),
  ).toBe(0)

  // The search box stops at the server's limit.
  const search = prices.getByRole('searchbox', { name: 'Search by crop or market' })
  await search.fill('x'.repeat(150))
  await expect(search).toHaveValue('x'.repeat(100))

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  expect(violations.map((v) => v.id)).toEqual([])
})

test('crop names in Hindi, Tamil and common variants find the Agmarknet commodity', async ({
  page,
}) => {
  await loginAs(page, 'farmer', '/real-time-prices')
  await staplesLoaded(page)
  const prediction = page.getByRole('region', { name: 'Price prediction' })
  for (const [name, crop] of [
    ['टमाटर', 'Tomato'],
    ['தக்காளி', 'Tomato'],
    ['Baingan', 'Brinjal'],
    ['Chilli', 'Green Chilli'],
  ] as const) {
    await prediction.getByLabel('Crop name').fill(name)
    await prediction.getByRole('button', { name: 'Predict Prices' }).click()
    // Green chilli has a few weeks of Karnataka prices: no forecast, and the message names the
    // commodity found.
    await expect(
      prediction
        .getByRole('heading', { name: `Predicted prices for ${crop}` })
        .or(page.getByRole('alert').filter({ hasText: `No forecast for ${crop} yet` })),
    ).toBeVisible()
  }
  // Brinjal at APMC Nasik: its accuracy is measured on 2026 prices the model never saw, and said
  // plainly.
  await prediction.getByLabel('Crop name').fill('baingan')
  await prediction.getByRole('button', { name: 'Predict Prices' }).click()
  await expect(
    prediction.getByRole('heading', { name: 'Predicted prices for Brinjal' }),
  ).toBeVisible()
  await expect(prediction.getByTestId('forecast-accuracy')).toContainText(
    /^Forecast from prices at APMC Nasik up to 6 Oct 2026\. Tested on the four weeks before, it was off by about \d+% on average there: about ₹[\d.,]+ on a price of ₹[\d.,]+ per kg\. It (has usually been close|is a rough guide|has often been far off)/,
  )

  await prediction.getByLabel('Crop name').fill('Tomatto')
  await prediction.getByRole('button', { name: 'Predict Prices' }).click()
  await expect(
    prediction.getByText("No market prices for 'Tomatto'. Did you mean Tomato?"),
  ).toBeVisible()
  // The failed prediction took the previous crop's table and chart away.
  await expect(prediction.getByRole('table')).toHaveCount(0)
  await expect(prediction.getByTestId('forecast-chart')).toHaveCount(0)
})

test("a farmer's forecast is of their own market when their district has one", async ({ page }) => {
  // Aluva (Ernakulam) has daily Kerala prices of black pepper to December 2025.
  await registerViaApi(page.request, 'farmer', { ...newUser('farmer'), location: 'Ernakulam' })
  await page.goto('/real-time-prices')
  const prediction = page.getByRole('region', { name: 'Price prediction' })
  await prediction.getByLabel('Crop name').fill('Black pepper')
  await prediction.getByRole('button', { name: 'Predict Prices' }).click()
  await expect(prediction.getByTestId('forecast-market')).toHaveText(
    'Black pepper at Aluva (Ernakulam, Kerala), from prices of 31 Dec 2025. It is a market in your district with enough recent prices to forecast from.',
  )
  await expect(prediction.getByRole('table').locator('tbody tr')).toHaveCount(7)
  // The chart draws Aluva's own recent prices (a line) and the forecast.
  await expect(prediction.getByTestId('forecast-chart').locator('polyline')).toHaveCount(2)
  // Its last four weeks are prices the model was trained on: no accuracy figure is claimed.
  await expect(prediction.getByTestId('forecast-accuracy')).toHaveCount(0)
  await expect(prediction.getByTestId('forecast-notes')).toContainText(
    'How accurate it is at Aluva cannot be told yet',
  )
})

test('the price page works at 360 px: no sideways scroll of the page, keyboard reaches the search', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await loginAs(page, 'farmer', '/real-time-prices')
  await expect(page.getByTestId('latest-prices')).toBeVisible()
  await expect(page.getByRole('table').first().locator('tbody tr')).toHaveCount(10)
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(360)
  const search = page.getByRole('searchbox', { name: 'Search by crop or market' })
  for (let i = 0; i < 40 && !(await search.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab')
  await expect(search).toBeFocused()
})

test("an unknown crop shows the service's own message beside the button, on a phone too", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await loginAs(page, 'farmer', '/real-time-prices')
  const prediction = page.getByRole('region', { name: 'Price prediction' })
  await prediction.getByLabel('Crop name').fill('Dragonfruit')
  const button = prediction.getByRole('button', { name: 'Predict Prices' })
  await button.scrollIntoViewIfNeeded()
  await button.click()
  // On the crop field (its description, read as the field takes the focus), in view where the
  // button was pressed: not a notice at the top of the page.
  const refusal = prediction.getByText(
    /No market prices for 'Dragonfruit'\. Prices are known for \d+ crops/,
  )
  await expect(prediction.getByLabel('Crop name')).toBeFocused()
  await expect(refusal).toBeVisible()
  await expect(refusal).toBeInViewport()
  await expect(button).toBeInViewport()
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
