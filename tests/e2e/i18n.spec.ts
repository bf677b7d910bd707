import type { Page } from '@playwright/test'
import { expect, loginAs, newUser, registerViaApi, test } from './fixtures.ts'

// English, Hindi and Tamil. The switch is in the navigation bar; the choice is kept by
// the browser and, when logged in, by the account.

const languageSwitch = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: /^(Language|भाषा|மொழி)$/ })

/** The amount as Intl formats it in the page for `locale`, with paise (one price format
 * everywhere). */
const rupees = (page: Page, locale: string, amount: number) =>
  page.evaluate(
    ([l, a]) =>
      new Intl.NumberFormat(l, {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: 2,
      }).format(a),
    [locale, amount] as const,
  )

test('a visitor switches to हिन्दी: hero, navigation and <html lang> change, and a reload keeps it', async ({
  page,
  request,
}) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
  await expect(languageSwitch(page)).toHaveValue('en')
  await languageSwitch(page).selectOption({ label: 'हिन्दी' })

  await expect(
    page.getByRole('heading', { level: 1, name: 'FarmTrek में आपका स्वागत है' }),
  ).toBeVisible()
  await expect(page.getByText('बेहतर बाज़ार के लिए किसानों और खरीदारों को जोड़ना')).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'मुख्य' })
  for (const name of ['होम', 'लॉग इन', 'रजिस्टर करें'])
    await expect(nav.getByRole('link', { name })).toBeVisible()
  await expect(page.getByRole('link', { name: 'शुरू करें' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(languageSwitch(page)).toHaveAccessibleName('भाषा')

  await page.reload()
  await expect(
    page.getByRole('heading', { level: 1, name: 'FarmTrek में आपका स्वागत है' }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN')
  await expect(languageSwitch(page)).toHaveValue('hi')

  // A server message arrives in English and is shown in Hindi (a taken email address; a wrong
  // password would count against this address's failed-login limit, shared by the whole suite).
  const taken = await registerViaApi(request, 'buyer')
  await page.getByRole('link', { name: 'रजिस्टर करें' }).first().click()
  await expect(page.getByRole('heading', { name: 'रजिस्टर करें' })).toBeVisible()
  await page.getByLabel('नाम', { exact: true }).fill('Asha')
  await page.getByLabel('ईमेल').fill(taken.email)
  await page.getByLabel('पासवर्ड', { exact: true }).fill('green-fields-42')
  await page.getByLabel('स्थान').fill('Pune')
  await page.getByLabel('फ़ोन नंबर').fill('98765 43210')
  await page.getByRole('button', { name: 'रजिस्टर करें' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'यह उपयोगकर्ता पहले से मौजूद है। कृपया लॉग इन करें।' })
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'लॉग इन' })).toBeVisible()

  // Back to English.
  await languageSwitch(page).selectOption({ label: 'English' })
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
})

test('a farmer who chooses தமிழ் sees the dashboard in Tamil, and the account keeps the choice', async ({
  page,
  browser,
}) => {
  const farmer = await loginAs(page, 'farmer', '/farmer-dashboard')
  await expect(page.getByRole('heading', { name: `Welcome, ${farmer.name}!` })).toBeVisible()

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/session/language') && r.request().method() === 'PATCH',
  )
  await languageSwitch(page).selectOption({ label: 'தமிழ்' })
  expect((await saved).status()).toBe(200)

  await expect(page.getByRole('heading', { name: `வரவேற்கிறோம், ${farmer.name}!` })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta-IN')
  const tools = page.getByRole('navigation', { name: 'விவசாயி கருவிகள்' })
  for (const name of ['பொருள் சேர்', 'நேரடி சந்தை விலைகள்', 'விநியோகச் சங்கிலி'])
    await expect(tools.getByRole('link', { name })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'முதன்மை' })
  await expect(nav.getByRole('link', { name: 'டாஷ்போர்டு' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'வானிலை' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'உங்கள் சுயவிவரம்' })).toBeVisible()

  const session = await page.request.get('/api/session')
  expect((await session.json()).user.language).toBe('ta')

  // Another browser with the same session but nothing stored: the account brings its language.
  const other = await browser.newContext({
    storageState: { cookies: await page.context().cookies(), origins: [] },
    serviceWorkers: 'block',
  })
  try {
    const page2 = await other.newPage()
    await page2.goto(new URL('/farmer-dashboard', page.url()).href)
    await expect(page2.getByRole('heading', { name: `வரவேற்கிறோம், ${farmer.name}!` })).toBeVisible()
    await expect(languageSwitch(page2)).toHaveValue('ta')
  } finally {
    await other.close()
  }
})

test('a choice made before registering goes to the new account and its welcome SMS', async ({
  page,
}) => {
  const user = newUser('buyer')
  await page.goto('/register')
  await languageSwitch(page).selectOption({ label: 'हिन्दी' })
  await expect(page.getByRole('heading', { name: 'रजिस्टर करें' })).toBeVisible()
  await page.getByLabel('नाम', { exact: true }).fill(user.name)
  await page.getByLabel('ईमेल').fill(user.email)
  await page.getByLabel('पासवर्ड', { exact: true }).fill(user.password)
  await page.getByLabel('स्थान').fill(user.location)
  await page.getByLabel('फ़ोन नंबर').fill(user.phone)
  await page.getByRole('button', { name: 'रजिस्टर करें' }).click()
  await expect(page.getByRole('heading', { name: 'अपने मोबाइल नंबर की पुष्टि करें' })).toBeVisible()

  const session = await page.request.get('/api/session')
  expect((await session.json()).user.language).toBe('hi')
  const messages = await page.request.get('/api/notifications')
  const subjects = ((await messages.json()).items as Array<{ subject: string }>).map(
    (m) => m.subject,
  )
  expect(subjects).toContain('FarmTrek में आपका स्वागत है: रजिस्ट्रेशन सफल')
})

test('a buyer in हिन्दी: crop and category names translated, rupees formatted for hi-IN', async ({
  page,
}) => {
  await loginAs(page, 'buyer', '/products')
  await languageSwitch(page).selectOption({ label: 'हिन्दी' })
  await expect(page.getByRole('heading', { name: 'उपलब्ध उत्पाद' })).toBeVisible()
  const catalogue = page.getByRole('list', { name: 'उत्पाद सूची' })
  await page.getByRole('button', { name: 'सब्ज़ियाँ', exact: true }).click()
  const onion = catalogue.getByRole('listitem').filter({ hasText: 'प्याज' })
  await expect(onion).toContainText(`${await rupees(page, 'hi-IN', 35)}/किलो`)
  await expect(onion).toContainText('सब्ज़ियाँ')

  // Search finds a crop by its Hindi name.
  await page.getByPlaceholder('फ़सल खोजें...').fill('टमाटर')
  await expect(catalogue.getByRole('listitem')).toHaveCount(1)
  await catalogue.getByRole('link', { name: 'अभी खरीदें: टमाटर' }).click()
  await expect(page.getByRole('heading', { name: 'टमाटर' })).toBeVisible()
  await expect(page.getByText(/^[\d,]+ किलो बचा है$/)).toBeVisible()
  await page.getByRole('button', { name: 'कार्ट में डालें' }).click()

  await expect(page.getByRole('heading', { name: 'आपका कार्ट' })).toBeVisible()
  const total = await rupees(page, 'hi-IN', 30)
  await expect(page.getByText(`${total} / किलो`)).toBeVisible()
  await expect(page.getByText('कुल:')).toContainText(total)
})
