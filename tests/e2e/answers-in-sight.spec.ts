import { expect, newUser, registerViaApi, test } from './fixtures.ts'

// A form far down a phone's page answers where the eye is: its success notice stands on the screen
// (at its bottom) rather than at the top of the page, out of sight above the form.

test('on a 360 px phone a changed password is confirmed on screen, beside the form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 })
  const user = newUser('buyer')
  await registerViaApi(page.request, 'buyer', user)
  await page.goto('/profile')

  const current = page.getByLabel('Current password')
  await current.scrollIntoViewIfNeeded()
  await current.fill(user.password)
  await page.getByLabel('New password', { exact: true }).fill('blue-rivers-77')
  await page.getByRole('button', { name: 'Change password' }).click()

  const done = page.getByRole('status').filter({ hasText: 'Your password is changed.' })
  await expect(done).toBeVisible()
  await expect(done).toBeInViewport()
  // The form is still where the person was looking.
  await expect(page.getByRole('button', { name: 'Change password' })).toBeInViewport()
})
