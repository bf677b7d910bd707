import { describe, expect, it } from 'vitest'
import { CATALOGUE, CATALOGUE_CATEGORIES } from '#core/catalogue/catalogue.ts'
import {
  CATALOGUES,
  checkCatalogue,
  checkCatalogues,
  icuPlaceholders,
  keyIsIcu,
  keysInSource,
  scanKeys,
} from './i18n-keys.ts'

// A key missing in any language, a key no code uses, or a message that is not ICU with the
// English placeholders fails here.
const { keys, problems } = scanKeys()
const reports = checkCatalogues(keys)

describe('the key extractor (TypeScript syntax tree)', () => {
  it.each([
    [`t('Home')`, ['Home']],
    [`t("India's farmers")`, ["India's farmers"]],
    ['t(`Back`)', ['Back']],
    [`t('Page {page} of {count}', { page, count })`, ['Page {page} of {count}']],
    [`t(\n  'Long text',\n)`, ['Long text']],
    [`t('It\\'s here')`, ["It's here"]],
    [`i18n.t('Via a property')`, ['Via a property']],
    [`<p title={t('In JSX')}>{t('Child')}</p>`, ['In JSX', 'Child']],
    [`tm(err.message); set('x'); format('y'); t(name); at('z')`, []],
    [`/** a \`t('…')\` call */\n// t('Old')\nconst s = "t('In a string')"\nt('New')`, ['New']],
  ])('finds the keys in %j', (source, expected) => {
    expect(keysInSource(source).keys).toEqual(expected)
  })

  it('refuses a key built with ${…}', () => {
    expect(keysInSource('t(`Welcome, ${name}!`)').problems).toEqual([
      'line 1: t(`Welcome, ${name}!`) interpolates in the key; write {name} placeholders and pass vars',
    ])
  })

  it('finds the texts of the pages, the catalogue, SMS and email', () => {
    expect(problems).toEqual([])
    for (const key of [
      'Welcome to FarmTrek',
      'Language',
      'Page {page} of {count}',
      'Onion',
      CATALOGUE[0]!.description,
      ...CATALOGUE_CATEGORIES,
      'Pending',
      'Cash on Delivery',
      'Incorrect email or password.',
      // Server messages (src/core/notifications).
      'Hi {name}, registration successful! Welcome to the market.',
      'New payouts wait {hours, plural, one {# hour} other {# hours}}.',
    ]) {
      expect(keys.has(key), key).toBe(true)
    }
    expect(keys.size).toBeGreaterThan(300)
  })

  it('reads ICU placeholders, nested ones too', () => {
    expect(icuPlaceholders('Only {left} kg of {name}')).toEqual(['left', 'name'])
    expect(
      icuPlaceholders(
        '{kind, select, market {at {place}} other {across India}} {n, plural, one {# kg} other {# kg}}',
      ),
    ).toEqual(['kind', 'n', 'place'])
  })

  it('knows a key that ICU reads otherwise: a quote next to a brace', () => {
    expect(keyIsIcu("India's farmers, {count, plural, one {# farmer} other {# farmers}}")).toBe(
      true,
    )
    expect(keyIsIcu("No prices match '{q}'.")).toBe(false)
    expect(keyIsIcu('An open { brace')).toBe(false)
  })
})

describe.each(['en', 'hi', 'ta', 'mr', 'te', 'kn', 'bn'] as const)('the %s catalogue', (lang) => {
  const report = reports[lang]

  it('has every key (English: where ICU reads the key otherwise)', () => {
    expect(report.missing).toEqual([])
  })

  it('has no key that no code uses', () => {
    expect(report.unused).toEqual([])
  })

  it('is ICU, with the placeholders of the English message', () => {
    expect(report.invalid).toEqual([])
  })
})

describe.each([
  ['hi', /[\u0900-\u097F]/],
  ['ta', /[\u0B80-\u0BFF]/],
  ['mr', /[\u0900-\u097F]/],
  ['te', /[\u0C00-\u0C7F]/],
  ['kn', /[\u0C80-\u0CFF]/],
  ['bn', /[\u0980-\u09FF]/],
] as const)('the %s catalogue', (lang, script) => {
  it('is written in its own script, not left in English', () => {
    const untranslated = Object.entries(CATALOGUES[lang]).filter(
      ([k, v]) => !script.test(v) && /[A-Za-z]{3}/.test(k.replace(/\{[^{}]*\}/g, '')),
    )
    expect(untranslated.map(([k]) => k)).toEqual([])
  })
})

describe('the check itself', () => {
  it('fails when a key is missing or unused', () => {
    const [first] = keys.keys()
    const partial: Record<string, string> = { ...CATALOGUES.hi }
    delete partial[first!]
    partial['A text no code uses'] = 'कोई नहीं'
    const report = checkCatalogue('hi', partial, keys)
    expect(report.missing).toContain(first)
    expect(report.unused).toContain('A text no code uses')
  })

  it('fails when a translation drops a placeholder or is not ICU', () => {
    const report = checkCatalogue(
      'hi',
      { 'Page {page} of {count}': 'पृष्ठ {page}', 'Welcome, {name}!': 'स्वागत है, {name!' },
      keys,
    )
    expect(report.invalid).toHaveLength(2)
    expect(report.invalid[0]).toMatch(/placeholders \{page\} where English has \{count\}, \{page\}/)
    expect(report.invalid[1]).toMatch(/not ICU/)
  })

  it('asks English for the ICU form of a key ICU reads otherwise', () => {
    const report = checkCatalogue('en', {}, new Map([["No prices match '{q}'.", 'x.tsx']]))
    expect(report.missing).toEqual(["No prices match '{q}'."])
  })
})
