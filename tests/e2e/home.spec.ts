import path from 'node:path'
import { expect, test } from './fixtures.ts'

// Screenshots land under test-results/ (this run's own); `npm run screenshots` sets SCREENSHOTS_DIR
// to docs/screenshots to refresh the README's on purpose, never as a side effect of a test run.
const shot = (name: string) =>
  path.join(process.env.SCREENSHOTS_DIR ?? 'test-results/screenshots', name)

test(
  'home shows the hero and Get Started goes to /register',
  { tag: '@screenshots' },
  async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to FarmTrek' })).toBeVisible()
    await expect(
      page.getByText('Connecting Farmers & Buyers for a better marketplace'),
    ).toBeVisible()
    for (const claim of ['500+', '1000+', '50+'])
      await expect(page.getByText(claim, { exact: true })).toBeVisible()
    await page.screenshot({ path: shot('home.png'), fullPage: false })
    await page.getByRole('link', { name: 'Get Started' }).click()
    await expect(page).toHaveURL(/\/register$/)
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible()
  },
)

test('the contact form sends a message and thanks the sender', async ({ page }) => {
  await page.goto('/')
  // The form loads as its place nears the screen.
  await page.getByRole('heading', { name: 'Contact us' }).scrollIntoViewIfNeeded()
  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('Name').fill('Meena')
  await form.getByLabel('Email').fill('meena@example.in')
  await form.getByLabel('Message').fill('Do you list organic turmeric?')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Thank you! We will get back to you soon.' })
      .first(),
  ).toBeVisible()
})

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { name: 'Welcome to FarmTrek' })).toBeVisible()
})

test('footer pages have real content and /contact shows support details', async ({ page }) => {
  await page.goto('/')
  for (const [link, heading] of [
    ['About', 'About FarmTrek'],
    ['Terms', 'Terms of use'],
    ['Privacy', 'Privacy'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: link }).click()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Contact' })
    .click()
  await expect(page.getByRole('link', { name: 'support@farmtrek.in' })).toBeVisible()
})
