import { readFileSync } from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { CATALOGUE } from '../../src/core/catalogue/catalogue.ts'
import { PAGE_LANG, type Language } from '../../src/core/i18n/languages.ts'
import { expect, newUser, test } from './fixtures.ts'
import { BUYER_PAGES, FARMER_PAGES, PUBLIC_PAGES, type SitePage } from './site-pages.ts'

// Marathi, Telugu, Kannada and Bengali on a 360 px phone whose browser asks for that language
// (Playwright's locale sets navigator.languages and Accept-Language): the first visit opens in
// it, and home, login, register, a farmer's listing, checkout and the price page show no English
// text that the catalogue translates, no axe WCAG 2.1 AA violation and no sideways scrolling.

const catalogue = (lang: string) =>
  JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, `../../src/core/i18n/locales/${lang}.json`),
      'utf8',
    ),
  ) as Record<string, string>
const CATALOGUES: Record<string, Record<string, string>> = Object.fromEntries(
  ['mr', 'te', 'kn', 'bn'].map((l) => [l, catalogue(l)]),
)
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
/** The Noto family each language's pages load, and a letter of its script. */
const FONTS = {
  mr: ['Noto Sans Devanagari', 'क'],
  te: ['Noto Sans Telugu', 'క'],
  kn: ['Noto Sans Kannada', 'ಕ'],
  bn: ['Noto Sans Bengali', 'ক'],
} as const
const WIDTH = 360

test.use({ viewport: { width: WIDTH, height: 640 }, isMobile: true, hasTouch: true })

/**
 * The English texts that would show if a page missed its translation: each catalogue key whose
 * message differs from it, as a pattern of the whole text (a `{name}` placeholder stands for any
 * text; keys with a plural or select are left out).
 */
function englishPatterns(catalogue: Record<string, string>): string[] {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return Object.entries(catalogue)
    .filter(([key, message]) => message !== key && /[A-Za-z]{3}/.test(key) && !/[{]\w+,/.test(key))
    .map(
      ([key]) =>
        `^${key
          .split(/\{\w+\}/)
          .map(escape)
          .join('.+')}$`,
    )
}

/** The page's texts (and labels, placeholders, alt texts) that are one of those English texts. */
const englishOnPage = (page: Page, patterns: string[]) =>
  page.evaluate((sources) => {
    const res = sources.map((s) => new RegExp(s))
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement
      if (!el || el.closest('script, style, noscript')) continue
      texts.push(n.textContent ?? '')
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [alt], [title]'))
      for (const a of ['aria-label', 'placeholder', 'alt', 'title'])
        if (el.hasAttribute(a)) texts.push(el.getAttribute(a) ?? '')
    return [...new Set(texts.map((t) => t.trim()).filter((t) => t && res.some((re) => re.test(t))))]
  }, patterns)

async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** Opens `path` and waits until it is shown in `lang` with its data loaded. */
async function openIn(page: Page, lang: Language, path: string) {
  const cat = CATALOGUES[lang]!
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('lang', PAGE_LANG[lang])
  // The language switch is labelled in the language once its catalogue and fonts are in.
  await expect(
    page.getByRole('combobox', { name: cat['Language'], includeHidden: true }),
  ).toHaveValue(lang)
  await expect(page.locator('main h1').first()).toBeVisible()
  await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0)
  await expect(page.locator('.animate-spin:visible')).toHaveCount(0)
  await expect(page.locator('main').getByText(cat['Loading...']!)).toHaveCount(0)
}

/** What is wrong with the page as shown: English texts, axe violations, sideways scrolling. */
async function problemsOf(page: Page, lang: Language) {
  const found: string[] = []
  for (const text of await englishOnPage(page, englishPatterns(CATALOGUES[lang]!)))
    found.push(`English: ${text}`)
  found.push(...(await axeViolations(page)).map((v) => `axe ${v}`))
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  if (width > WIDTH) found.push(`scrolls sideways: ${width} px wide`)
  return found
}

for (const lang of ['mr', 'te', 'kn', 'bn'] as const) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: `${lang}-IN` })

    test(`a phone in ${PAGE_LANG[lang]} gets home, login, register, a listing, checkout and the price page in ${lang}`, async ({
      page,
    }) => {
      test.slow()
      const cat = CATALOGUES[lang]!
      const problems: Record<string, string[]> = {}
      const check = async (name: string, path: string) => {
        await openIn(page, lang, path)
        const found = await problemsOf(page, lang)
        if (found.length) problems[name] = found
      }

      // A first visit: nothing chosen yet, the browser's language is taken.
      await check('home', '/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cat['Welcome to FarmTrek']!)
      // The script's Noto font came with the language.
      const [family, letter] = FONTS[lang]
      expect(
        await page.evaluate(
          ([f, s]) => document.fonts.check(`700 16px "${f}"`, s),
          [family, letter],
        ),
      ).toBe(true)
      await check('login', '/login')
      await check('register', '/register')

      // A farmer who registered in the language lists a crop and reads the mandi prices.
      const farmer = { ...newUser('farmer'), role: 'farmer', language: lang }
      const reg = await page.request.post('/api/auth/register', { data: farmer })
      expect(reg.status(), await reg.text()).toBe(201)
      const listed = await page.request.post('/api/listings', {
        data: { productName: `Kanda ${Date.now() % 100000}`, price: 24.5, quantity: 40 },
      })
      expect(listed.status(), await listed.text()).toBe(201)
      const { id } = (await listed.json()) as { id: string }
      await check('price page', '/real-time-prices')

      // A buyer in the language opens that listing, puts a catalogue item in the cart and checks out.
      await page.context().clearCookies()
      const buyer = { ...newUser('buyer'), role: 'buyer', language: lang }
      const b = await page.request.post('/api/auth/register', { data: buyer })
      expect(b.status(), await b.text()).toBe(201)
      await check('listing', `/product/listing-${id}`)
      await openIn(page, lang, '/product/0')
      await page.getByRole('button', { name: cat['ADD TO CART'] }).click()
      await expect(page).toHaveURL(/\/orders$/)
      await check('checkout', '/checkout')
      await expect(page.getByText(cat[CATALOGUE[0]!.name]!).first()).toBeVisible()

      expect(problems, `pages in ${lang} with English texts, axe violations or overflow`).toEqual(
        {},
      )
      // The check of English texts finds them: the same page switched to English has some.
      await page
        .getByRole('combobox', { name: cat['Language'], includeHidden: true })
        .selectOption('en', { force: true })
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkout')
      expect(await englishOnPage(page, englishPatterns(cat))).toContain('Checkout')
    })

    test(`every page of a visitor, a farmer and a buyer fits 360 px in ${lang}, in ${lang}, with no axe violation`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000)
      const cat = CATALOGUES[lang]!
      const problems: Record<string, string[]> = {}
      const checkAll = async (pages: SitePage[]) => {
        for (const p of pages) {
          await openIn(page, lang, p.path)
          const found = await problemsOf(page, lang)
          if (found.length) problems[p.path] = found
        }
      }
      await checkAll(PUBLIC_PAGES)

      // A farmer registered in the language (so the messages on their profile are in it too),
      // with an order to send.
      const farmer = { ...newUser('farmer'), role: 'farmer', language: lang }
      const reg = await page.request.post('/api/auth/register', { data: farmer })
      expect(reg.status(), await reg.text()).toBe(201)
      const listed = await page.request.post('/api/listings', {
        data: { productName: `Kanda ${Date.now() % 100000}`, price: 30, quantity: 50 },
      })
      expect(listed.status(), await listed.text()).toBe(201)
      const { id } = (await listed.json()) as { id: string }
      const orderer = { ...newUser('buyer'), role: 'buyer', language: lang }
      expect((await request.post('/api/auth/register', { data: orderer })).status()).toBe(201)
      const order = await request.post('/api/orders', {
        data: {
          lines: [{ kind: 'listing', productId: id, quantityKg: 3, seenPricePaise: 30_00 }],
          delivery: {
            fullName: orderer.name,
            address: '14 Market Road, Pune 411001',
            phone: orderer.phone,
          },
          payment: 'COD',
          idempotencyKey: `languages-${lang}-${Date.now()}`,
        },
      })
      expect(order.status(), await order.text()).toBe(201)
      await checkAll(FARMER_PAGES)

      // A buyer in the language with a placed order and an item in the cart.
      await page.context().clearCookies()
      const buyer = { ...newUser('buyer'), role: 'buyer', language: lang }
      const b = await page.request.post('/api/auth/register', { data: buyer })
      expect(b.status(), await b.text()).toBe(201)
      await openIn(page, lang, '/product/0')
      await page.getByRole('button', { name: cat['ADD TO CART'] }).click()
      await expect(page).toHaveURL(/\/orders$/)
      await checkAll(BUYER_PAGES)

      expect(problems, `pages in ${lang} with English texts, axe violations or overflow`).toEqual(
        {},
      )
    })
  })
}
