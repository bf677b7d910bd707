import { expect, registerViaApi, test } from './fixtures.ts'

// Search in any language: a listing named in Hindi is found by a buyer typing the crop in Latin
// letters, in English or in Tamil, and the page says which crop it understood.

test('a buyer typing pyaz, vengayam or onion finds a listing named in Hindi', async ({
  page,
  browser,
  baseURL,
}) => {
  const farmerContext = await browser.newContext({ baseURL })
  const farmer = await registerViaApi(farmerContext.request, 'farmer')
  const created = await farmerContext.request.post('/api/listings', {
    data: { productName: 'लाल प्याज', price: 24, quantity: 80 },
  })
  expect(created.status(), await created.text()).toBe(201)
  expect((await created.json()).category).toBe('Vegetables')
  await farmerContext.close()

  await registerViaApi(page.request, 'buyer')
  await page.goto('/products')
  const search = page.getByPlaceholder('Search for crops...')
  const fromFarmers = page.getByRole('region', { name: 'From our farmers' })
  const theListing = fromFarmers.getByRole('listitem').filter({ hasText: farmer.name })

  await search.fill('pyaz')
  // An English page names the crop in English only: it loads no font for the other scripts.
  await expect(page.getByRole('status').filter({ hasText: 'Showing Onion' })).toHaveText(
    'Showing Onion',
  )
  await expect(theListing.getByRole('heading', { name: 'लाल प्याज' })).toBeVisible()
  // The catalogue's onion too, though its name is English.
  await expect(page.getByRole('list', { name: 'Catalogue' })).toContainText('Onion')

  await search.fill('vengayam')
  await expect(theListing.getByRole('heading', { name: 'लाल प्याज' })).toBeVisible()
  // Typed in Tamil letters: the Tamil name is said too.
  await search.fill('வெங்காயம்')
  await expect(page.getByRole('status').filter({ hasText: 'Showing Onion' })).toHaveText(
    'Showing Onion — வெங்காயம்',
  )
  await expect(theListing.getByRole('heading', { name: 'लाल प्याज' })).toBeVisible()

  await page.goto('/marketplace')
  await page.getByPlaceholder('Search for crops...').fill('onion')
  await expect(
    page.getByRole('listitem').filter({ hasText: farmer.name }).getByRole('heading', {
      name: 'लाल प्याज',
    }),
  ).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Showing Onion' })).toBeVisible()
})
