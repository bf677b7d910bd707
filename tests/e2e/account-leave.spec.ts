import { expect, mailTo, newUser, registerViaApi, resetLink, test } from './fixtures.ts'

// Accounts people can keep, and leave: a forgotten password reset by the link emailed to the
// account (read from the mail server's inbox, as the person would), every old session gone after
// it; then, on a phone's screen, the data downloaded and the account deleted for good.

test('forgot password by email link → new password → old sessions gone → download my data → delete my account', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 360, height: 740 })
  const user = newUser('leaver')
  await registerViaApi(page.request, 'buyer', { ...user, name: 'Meena Kumari' })
  // A second device, signed in with the old password: the reset signs it out.
  const other = await browser.newContext()
  expect(
    (
      await other.request.post('/api/auth/login', {
        data: { email: user.email, password: user.password },
      })
    ).status(),
  ).toBe(200)

  await page.request.post('/api/auth/logout')
  await page.goto('/forgot-password')
  await page.getByRole('textbox', { name: 'Email or mobile number' }).fill(user.email)
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText(/we have sent it a way to reset the password/).first()).toBeVisible()
  const link = await resetLink(page.request, user.email)
  expect(new URL(link).pathname).toBe('/forgot-password')

  await page.goto(new URL(link).pathname + new URL(link).search)
  await page.getByLabel('New password', { exact: true }).fill('monsoon-rains-77')
  await page.getByLabel('New password again').fill('monsoon-rains-77')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText(/every device was signed out/).first()).toBeVisible()
  expect((await (await other.request.get('/api/session')).json()).user).toBeNull()
  await other.close()
  // The link is single-use.
  const reused = await page.request.post('/api/auth/password/reset', {
    data: { token: new URL(link).searchParams.get('token'), password: 'another-pass-99' },
  })
  expect(reused.status()).toBe(400)

  // Sign in with the new password; the profile offers the data and the way out.
  await page.goto('/login')
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email)
  await page.getByLabel('Password').fill('monsoon-rains-77')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto('/profile')
  const leave = page.getByRole('region', { name: 'Your data and your account' })
  const download = page.waitForEvent('download')
  await leave.getByRole('link', { name: 'Download my data' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^farmtrek-my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(
    (
      await file.createReadStream().then(async (s) => {
        const parts: Buffer[] = []
        for await (const c of s) parts.push(c as Buffer)
        return Buffer.concat(parts)
      })
    ).toString('utf8'),
  ) as { profile: { email: string; name: string } }
  expect(data.profile).toMatchObject({ email: user.email, name: 'Meena Kumari' })

  await leave.getByRole('button', { name: 'Delete my account' }).click()
  await expect(leave.getByText(/This cannot be undone\./)).toBeVisible()
  await leave.getByLabel('Password').fill('monsoon-rains-77')
  await leave.getByRole('button', { name: 'Delete my account for good' }).click()
  await expect(page.getByText(/Your account is deleted\./).first()).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  // Nothing on the phone's screen scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect((await (await page.request.get('/api/session')).json()).user).toBeNull()
  const login = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: 'monsoon-rains-77' },
  })
  expect(login.status()).toBe(401)
  // The goodbye reaches the inbox.
  await expect
    .poll(
      async () =>
        (await mailTo(page.request, user.email)).some((m) => /account is deleted/.test(m)),
      { message: 'the goodbye email', timeout: 30_000 },
    )
    .toBe(true)
})
