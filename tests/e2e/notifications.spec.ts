import { expect, newUser, registerViaApi, test } from './fixtures.ts'

// The messages a user was sent, on their profile page (the e2e server runs the outbox
// worker with the default log providers, so messages end up 'Sent').
test('the profile page lists the welcome SMS and email, with their status in words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 })
  const user = await registerViaApi(page.request, 'buyer', newUser('messages'))
  await page.goto('/buyer-profile')

  const section = page.getByRole('region', { name: 'My messages' })
  await expect(section).toBeVisible()
  // The greeting travels in the SMS with the code that verifies the number (the welcome SMS on
  // its own is kept, not sent, while the number is unverified).
  const sms = section
    .getByRole('listitem')
    .filter({ hasText: `Hi ${user.name}, registration successful! Welcome to the market.` })
    .filter({ hasText: /Sent/ })
  await expect(sms).toContainText('SMS')
  await expect(sms).toContainText(`+91 ••••••${user.phone.slice(-4)}`)
  await expect(sms).toContainText('Sent')
  const email = section
    .getByRole('listitem')
    .filter({ hasText: 'Welcome to FarmTrek: registration successful' })
  await expect(email).toContainText('Email')
  await expect(email).toContainText('Sent')

  // Fits a 360 px screen.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
