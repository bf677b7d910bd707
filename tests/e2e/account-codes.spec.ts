import { expect, newUser, registerViaApi, smsCode, test } from './fixtures.ts'

// Accounts people can keep: the number verified by the code from its SMS, sign-in with a code,
// a forgotten password reset by a code, and every old session gone after it. The e2e server
// sends its SMS to a gateway stand-in; the codes are read from there, as the person reads them
// on their phone (the app's own message list never shows a code).

test('register → code from the SMS → verified → log out → sign in by code → reset by code → old sessions gone', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  const user = newUser('codes')
  await registerViaApi(page.request, 'farmer', { ...user, name: 'Kavya' })
  await page.goto('/verify-phone')
  await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible()
  await page.getByRole('button', { name: 'Send code' }).click()
  // The registration's code is still fresh: the server asks to wait, in words, and the code
  // field opens for it.
  await expect(page.getByText(/A code was just sent\./).first()).toBeVisible()
  const first = await smsCode(page.request, user.phone)

  await page.getByRole('textbox', { name: 'Code' }).fill(first)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/farmer-dashboard$/)
  expect((await (await page.request.get('/api/session')).json()).user.phoneVerified).toBe(true)

  // A second device, signed in with the password: it will be signed out.
  const other = await browser.newContext()
  const login = await other.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
  })
  expect(login.status()).toBe(200)

  // Log out, then sign in with a code (after the 30 s wait between two codes to a number).
  await page.request.post('/api/auth/logout')
  await page.waitForTimeout(31_000)
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign in with mobile number' }).click()
  await page.getByRole('textbox', { name: 'Phone Number' }).fill(user.phone)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByText(/we have sent it a 6-digit code by SMS/).first()).toBeVisible()
  const signInCode = await smsCode(page.request, user.phone, { after: first })
  await page.getByRole('textbox', { name: 'Code' }).fill(signInCode)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/farmer-dashboard$/)

  // Forgot password: a code to the verified number, the new password twice.
  await page.waitForTimeout(31_000)
  await page.goto('/forgot-password')
  await page.getByRole('textbox', { name: 'Email or mobile number' }).fill(user.phone)
  await page.getByRole('button', { name: 'Reset password' }).click()
  const resetCode = await smsCode(page.request, user.phone, { after: signInCode })
  await page.getByRole('textbox', { name: 'Code' }).fill(resetCode)
  await page.getByLabel('New password', { exact: true }).fill('monsoon-rains-77')
  await page.getByLabel('New password again').fill('monsoon-rains-77')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText(/every device was signed out/).first()).toBeVisible()

  // Every old session is gone, the other device's too; the new password works.
  expect((await (await other.request.get('/api/session')).json()).user).toBeNull()
  expect((await (await page.request.get('/api/session')).json()).user).toBeNull()
  const again = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: 'monsoon-rains-77' },
  })
  expect(again.status()).toBe(200)
  await other.close()
})
