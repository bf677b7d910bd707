import { expect, loginAs, newUser, registerViaApi, test } from './fixtures.ts'

test('register a farmer → code screen → dashboard (no role question) → logout → log in again', async ({
  page,
}) => {
  const u = newUser('farmer')
  await page.goto('/register')
  await page.getByLabel('Name').fill(u.name)
  await page.getByLabel('Email').fill(u.email)
  await page.getByLabel('Password', { exact: true }).fill(u.password)
  await page.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
  await page.getByLabel('Role').selectOption('farmer')
  await page.getByLabel('Location').fill(u.location)
  await page.getByLabel('Phone Number').fill(u.phone)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Registration successful! Redirecting...').first()).toBeVisible()
  // The code screen: the number's code is on its way; the role chosen here is the account's.
  await expect(page).toHaveURL(/\/verify-phone$/)
  await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible()
  await page.getByRole('link', { name: 'Later' }).click()
  await expect(page).toHaveURL(/\/farmer-dashboard$/)
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible()

  await nav.getByRole('link', { name: 'Profile' }).click()
  await expect(page.getByText(u.email)).toBeVisible()
  await expect(page.getByText(`+91${u.phone}`)).toBeVisible()
  // /login's code arrives late (a slow phone): the profile page stays on screen meanwhile, and the
  // logout must not let its guard remember it as the page to return to after the next login.
  await page.route('**/assets/login-*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 800))
    await route.continue()
  })
  // The menu's Logout (the profile page has its own too).
  await nav.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('You have logged out!')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible()

  await page.getByLabel('Email').fill(u.email)
  await page.getByLabel('Password').fill(u.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Login successful! Sending confirmation...').first()).toBeVisible()
  // An account of one role is not asked to choose it again at every login.
  await expect(page).toHaveURL(/\/farmer-dashboard$/)
})

test('registration errors are shown in the product words', async ({ page }) => {
  const existing = await registerViaApi(page.request, 'buyer')
  await page.context().clearCookies()
  await page.goto('/register')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Please fill in all fields.').first()).toBeVisible()

  const u = newUser('dup')
  await page.getByLabel('Name').fill(u.name)
  await page.getByLabel('Email').fill(existing.email)
  await page.getByLabel('Password', { exact: true }).fill(u.password)
  await page.getByLabel('Location').fill(u.location)
  await page.getByLabel('Phone Number').fill(u.phone)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(
    page.getByText('User already exists in database. Please login.').first(),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})

test('login errors are shown in the product words; the 11th attempt from one address is refused, the owner elsewhere is not', async ({
  page,
}) => {
  const u = await registerViaApi(page.request, 'buyer')
  await page.context().clearCookies()
  // This browser plays a guesser at another address (the e2e server trusts X-Forwarded-For), so
  // the shared test address's own count stays low for the other specs.
  const guesser = { 'x-forwarded-for': '203.0.113.7' }
  await page.setExtraHTTPHeaders(guesser)
  await page.goto('/login')
  await expect(page.getByRole('link', { name: 'Register here' })).toHaveAttribute(
    'href',
    '/register',
  )
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter both email and password.' }),
  ).toBeVisible()

  await page.getByLabel('Email').fill(u.email)
  await page.getByLabel('Password').fill('wrong-password-0')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }),
  ).toBeVisible()
  for (let i = 1; i < 10; i++) {
    const res = await page.request.post('/api/auth/login', {
      data: { email: u.email, password: `wrong-password-${i}` },
      headers: guesser,
    })
    expect(res.status()).toBe(401)
  }
  // The 11th attempt from that address is refused, even with the right password.
  await page.getByLabel('Password').fill(u.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /Too many failed login attempts\. Please try again in \d+ minutes?\./ }),
  ).toBeVisible()

  // The owner, from their own address, is not locked out by the stranger's guesses.
  await page.setExtraHTTPHeaders({})
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/buyer-dashboard$/)
})

test('a buyer cannot reach farmer pages: Access Denied in the UI, 403 from the API', async ({
  page,
}) => {
  await loginAs(page, 'buyer', '/farmer-dashboard')
  // The buyer stays in their own area, told why.
  await expect(page).toHaveURL(/\/buyer-dashboard$/)
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Access Denied: Only Farmers can access this section.' }),
  ).toBeVisible()
  const api = await page.request.get('/api/listings/mine')
  expect(api.status()).toBe(403)
  await page.goto('/')
  await page.getByRole('button', { name: 'Open farmers' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Access Denied: Only Farmers can access this section.' }),
  ).toBeVisible()
})

test('a visitor on a protected page lands on /login, and the home cards send them to register', async ({
  page,
}) => {
  for (const path of ['/supply-chain', '/checkout', '/user-selection']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/login$/)
  }
  await page.goto('/')
  await page.getByRole('button', { name: 'Open buyers' }).click()
  await expect(page).toHaveURL(/\/register$/)
})

test('a logged-in buyer visiting /register goes to the buyer dashboard; a farmer on /buyer-dashboard to role choice', async ({
  page,
}) => {
  await loginAs(page, 'buyer', '/register')
  await expect(page).toHaveURL(/\/buyer-dashboard$/)
  await page.request.post('/api/session/role', { data: { role: 'farmer' } })
  await page.goto('/buyer-dashboard')
  await expect(page).toHaveURL(/\/user-selection$/)
})
