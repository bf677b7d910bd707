import path from 'node:path'
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

// Every page at 360 × 640 on a touch phone: no sideways scrolling, touch targets of at least
// 44 × 44 px (WCAG 2.5.8 asks 24; 44 is what a thumb hits), and a screenshot of each, in mobile/.
// Screenshots land under test-results/ (this run's own); `npm run screenshots` sets SCREENSHOTS_DIR
// to docs/screenshots to refresh the README's on purpose, never as a side effect of a test run.
const shot = (name: string) =>
  path.join(process.env.SCREENSHOTS_DIR ?? 'test-results/screenshots', name)

const WIDTH = 360
const MIN_TARGET = 44
test.use({
  viewport: { width: WIDTH, height: 640 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
})

/** Controls smaller than 44 × 44 px in main, nav and footer. */
const smallTargets = (page: Page) =>
  page.evaluate((min) => {
    const controls = document.querySelectorAll<HTMLElement>(
      ':is(main, nav, footer) :is(a[href], button, input:not([type=hidden]), select, textarea, summary)',
    )
    const small: string[] = []
    for (const el of controls) {
      // WCAG 2.5.8 exempts a link inside a sentence; an sr-only control (skip link) is not a target.
      if (el.matches('p a')) continue
      const r = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      if (r.width <= 1 || r.height <= 1 || style.visibility === 'hidden') continue
      // +0.5 tolerates sub-pixel layout (43.99 px).
      if (r.width + 0.5 < min || r.height + 0.5 < min) {
        const name = (
          el.getAttribute('aria-label') ??
          el.textContent ??
          el.getAttribute('name') ??
          ''
        )
          .trim()
          .slice(0, 30)
        small.push(
          `${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        )
      }
    }
    return small
  }, MIN_TARGET)

async function checkAll(page: Page, pages: SitePage[]) {
  const problems: Record<string, string[]> = {}
  for (const p of pages) {
    await openPage(page, p.path)
    const found: string[] = []
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    if (scrollWidth > WIDTH) found.push(`scrolls sideways: ${scrollWidth} px wide`)
    found.push(...(await smallTargets(page)))
    if (found.length) problems[p.path] = found
    await page.screenshot({
      path: shot(`mobile/${p.name}.png`),
      fullPage: true,
      scale: 'css',
      animations: 'disabled',
    })
  }
  expect(problems, 'pages that scroll sideways or have small touch targets at 360 px').toEqual({})
}

test(
  'public pages fit a 360 px phone with 44 px touch targets',
  { tag: '@screenshots' },
  async ({ page }) => {
    await checkAll(page, PUBLIC_PAGES)
  },
)

test(
  "farmer's pages fit a 360 px phone with 44 px touch targets",
  { tag: '@screenshots' },
  async ({ page, request }) => {
    await setUpFarmer(page, request)
    await checkAll(page, FARMER_PAGES)
  },
)

test(
  "buyer's pages fit a 360 px phone with 44 px touch targets",
  { tag: '@screenshots' },
  async ({ page }) => {
    await setUpBuyer(page)
    await checkAll(page, BUYER_PAGES)
  },
)
