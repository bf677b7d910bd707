import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, loginAs, test } from './fixtures.ts'
import { settle } from './site-pages.ts'

// The forecast chart on a phone and a desktop, the market table's Market and Date on a 360 px
// phone, the product page's contact on its label's line, and no WCAG 2.1 AA violations on these
// pages at both widths in all three languages.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const PHONE = { width: 360, height: 640 }
const DESKTOP = { width: 1280, height: 800 }

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Whether the element is drawn inside the viewport, whole, and not cut off by a scrolling parent. */
const fullyInView = (el: Locator) =>
  el.evaluate((node) => {
    const r = node.getBoundingClientRect()
    if (r.width === 0 || r.height === 0) return false
    if (r.left < 0 || r.right > document.documentElement.clientWidth) return false
    for (let p = node.parentElement; p; p = p.parentElement) {
      const s = getComputedStyle(p)
      if (s.overflowX === 'visible') continue
      const b = p.getBoundingClientRect()
      if (r.left < b.left - 0.5 || r.right > b.right + 0.5) return false
    }
    return true
  })

/**
 * Tomato has daily prices at Pimpalgaon Baswant to 6 Oct 2026, in the first file the background
 * load adds: a forecast with a history line.
 */
async function predictTomato(page: Page) {
  const prediction = page.getByRole('region', { name: 'Price prediction' })
  await prediction.getByLabel('Crop name').fill('Tomato')
  await prediction.getByRole('button', { name: 'Predict Prices' }).click()
  const chart = prediction.getByTestId('forecast-chart')
  await expect(chart).toBeVisible()
  // Pointer and touch go to viewport coordinates: the chart must be on screen.
  await chart.scrollIntoViewIfNeeded()
  return chart
}

test.describe('on a 360 px touch phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 })

  test('the market table shows Market and Date on every row without sideways scrolling', async ({
    page,
  }) => {
    await loginAs(page, 'farmer', '/real-time-prices')
    const table = page.getByRole('region', { name: 'Market prices' }).getByRole('table')
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(10)
    await expect(rows.first()).toContainText(/\d{1,2} \w{3} 20\d\d/)
    for (const row of await rows.all()) {
      const market = row.locator('td').nth(2)
      const date = row.locator('td').nth(3)
      await expect(market).toHaveAttribute('data-label', 'Market')
      await expect(date).toHaveAttribute('data-label', 'Date')
      expect(await fullyInView(market), await market.innerText()).toBe(true)
      expect(await fullyInView(date.locator('time')), await date.innerText()).toBe(true)
    }
    const scrolls = await table.evaluate((t) => {
      const box = t.parentElement!
      return box.scrollWidth > box.clientWidth
    })
    expect(scrolls, 'the table scrolls sideways').toBe(false)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    )
  })

  test('the forecast chart is drawn for the phone, readable in size, and a tap shows a day’s price', async ({
    page,
  }) => {
    await loginAs(page, 'farmer', '/real-time-prices')
    const chart = await predictTomato(page)
    await expect(chart).toHaveAttribute('data-layout', 'narrow')
    const box = (await chart.boundingBox())!
    // Not squeezed: as tall as wide, near enough, and the full width of the phone's content.
    expect(box.width).toBeGreaterThanOrEqual(300)
    expect(box.height).toBeGreaterThanOrEqual(250)
    // Axis labels stay at least 12 CSS px tall on the phone.
    const label = chart.locator('text').first()
    expect((await label.boundingBox())!.height).toBeGreaterThanOrEqual(12)

    await page.touchscreen.tap(box.x + box.width - 12, box.y + box.height / 2)
    const tip = page.getByTestId('chart-tooltip')
    await expect(tip).toBeVisible()
    await expect(tip).toContainText(/^\d{1,2} \w{3} 20\d\d: forecast ₹[\d,.]+ per kg, 80% range/)
    expect(await fullyInView(tip)).toBe(true)
  })
})

test.describe('on a 1280 px desktop', () => {
  test.use({ viewport: DESKTOP })

  test('the forecast chart shows the pointed day, and its forecast points take the keyboard', async ({
    page,
  }) => {
    await loginAs(page, 'farmer', '/real-time-prices')
    const chart = await predictTomato(page)
    await expect(chart).toHaveAttribute('data-layout', 'wide')
    await expect(chart).toHaveAttribute('role', 'group')
    await expect(chart).toHaveAccessibleName(/^Tomato: recent prices and 7-day forecast$/)
    const box = (await chart.boundingBox())!
    await page.mouse.move(box.x + box.width - 12, box.y + box.height / 2)
    const tip = page.getByTestId('chart-tooltip')
    await expect(tip).toContainText(/: forecast ₹[\d,.]+ per kg, 80% range ₹[\d,.]+ – ₹[\d,.]+$/)
    await page.mouse.move(box.x + 80, box.y + box.height / 2)
    await expect(tip).toContainText(/^\d{1,2} \w{3} 20\d\d: ₹[\d,.]+ per kg$/)
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 60)
    await expect(tip).toHaveCount(0)

    // Keyboard: one Tab stop on the first forecast day, arrows to the others.
    const points = chart.getByRole('img')
    await expect(points).toHaveCount(7)
    await points.first().focus()
    await expect(tip).toContainText(/: forecast ₹/)
    const first = await tip.textContent()
    await page.keyboard.press('ArrowRight')
    await expect(points.nth(1)).toBeFocused()
    await expect(tip).not.toHaveText(first!)
    await expect(points.nth(1)).toHaveAccessibleName((await tip.textContent())!)
  })
})

for (const viewport of [DESKTOP, PHONE]) {
  test(`the product page's contact sits on its label's line at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await loginAs(page, 'buyer', '/product/0')
    const contact = page.getByRole('link', { name: /^\+91/ })
    await expect(contact).toBeVisible()
    // The bottoms of the label's text and of the number's text (their baselines, same font).
    const [label, value] = await contact.evaluate((a) => {
      const textBox = (el: Element) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        return range.getBoundingClientRect()
      }
      const dd = a.closest('dd')!
      return [textBox(dd.previousElementSibling!), textBox(a)].map((r) => ({
        bottom: r.bottom,
        left: r.left,
        right: r.right,
      }))
    })
    expect(Math.abs(label!.bottom - value!.bottom)).toBeLessThanOrEqual(1)
    expect(value!.left).toBeGreaterThan(label!.right)
    // Every value starts at one x: the column of values is one grid column.
    const lefts = await page
      .locator('main dl dd')
      .evaluateAll((dds) => dds.map((d) => Math.round(d.getBoundingClientRect().left)))
    expect(new Set(lefts).size).toBe(1)
  })
}

for (const language of ['en', 'hi', 'ta'] as const) {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`prices with the forecast chart and the product page: no axe violations in ${language} at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await loginAs(page, 'farmer', '/')
      const lang = await page.request.patch('/api/session/language', { data: { language } })
      expect(lang.status()).toBe(200)
      await page.goto('/real-time-prices')
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${language}\\b`))
      const prediction = page.locator('section[aria-labelledby="prediction-title"]')
      await prediction.locator('input[name="crop"]').fill('Tomato')
      await prediction.locator('button[type="submit"]').click()
      await expect(prediction.getByTestId('forecast-chart')).toBeVisible()
      await settle(page)
      await prediction.getByTestId('forecast-point').first().focus()
      await expect(page.getByTestId('chart-tooltip')).toBeVisible()
      expect(await axe(page), '/real-time-prices').toEqual([])

      expect(
        (await page.request.post('/api/session/role', { data: { role: 'buyer' } })).status(),
      ).toBe(200)
      await page.goto('/product/0')
      await settle(page)
      expect(await axe(page), '/product/0').toEqual([])
    })
  }
}
