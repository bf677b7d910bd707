import { apiPath } from '../../src/core/http/page-data.ts'
import { expect, registerViaApi, test } from './fixtures.ts'

// Issue 8: the server names a page's route chunk and first data in <link> hints of its HTML. A hint
// the page then asks for in another way (another URL, mode or credentials) is a wasted download,
// and the page fetches it a second time: each hinted URL must be requested exactly once.
for (const { role, path, heading, data } of [
  {
    role: 'farmer' as const,
    path: '/real-time-prices',
    heading: 'Real-Time Crop Prices',
    data: [apiPath.session, apiPath.marketPrices('', 1), apiPath.crops, apiPath.myListings(1)],
  },
  {
    role: 'buyer' as const,
    path: '/products',
    heading: 'Available Products',
    data: [apiPath.session, apiPath.listings()],
  },
]) {
  test(`${path}: every hinted URL is fetched once and used`, async ({ page }) => {
    await registerViaApi(page.request, role)
    const counts = new Map<string, number>()
    const warnings: string[] = []
    page.on('request', (r) => {
      const u = new URL(r.url())
      const key = u.pathname + u.search
      counts.set(key, (counts.get(key) ?? 0) + 1)
    })
    page.on('console', (m) => {
      if (/preload/i.test(m.text())) warnings.push(m.text())
    })
    const res = await page.goto(path)
    const html = await res!.text()
    for (const url of data) expect(html).toContain(url.replaceAll('&', '&amp;'))
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    // Chromium reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(3500)
    for (const url of data) expect(counts.get(url), url).toBe(1)
    const chunk = /<link rel="modulepreload" crossorigin href="([^"]+)" data-hint>\s*$/m.exec(
      html,
    )?.[1]
    expect(chunk).toBeTruthy()
    expect(counts.get(chunk!)).toBe(1)
    expect(warnings).toEqual([])
  })
}

test('a visitor gets no hints for data only a signed-in user can read', async ({ page }) => {
  const res = await page.goto('/products')
  const html = await res!.text()
  expect(html).toContain(`href="${apiPath.session}"`)
  expect(html).not.toContain(`href="${apiPath.listings()}"`)
  // …and, not being a buyer, lands on the login page.
  await expect(page).toHaveURL(/\/login$/)
})
