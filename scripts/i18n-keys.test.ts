import { describe, expect, it } from 'vitest'
import hi from '#core/i18n/locales/hi.json'
import ta from '#core/i18n/locales/ta.json'
import { CATALOGUE, CATALOGUE_CATEGORIES } from '#core/catalogue/catalogue.ts'
import { checkCatalogue, keysInSource, placeholders, scanKeys } from './i18n-keys.ts'

// A key missing in any language fails here.
const { keys, problems } = scanKeys()

describe('the key scanner', () => {
  it.each([
    [`t('Home')`, ['Home']],
    [`t("India's farmers")`, ["India's farmers"]],
    ['t(`Back`)', ['Back']],
    [`t('Page {page} of {count}', { page, count })`, ['Page {page} of {count}']],
    [`t(\n  'Long text',\n)`, ['Long text']],
    [`t('It\\'s here')`, ["It's here"]],
    [`tm(err.message); set('x'); format('y'); t(name)`, []],
    [`/** a \`t('…')\` call */\n// t('Old')\nt('New')`, ['New']],
  ])('finds the keys in %j', (source, expected) => {
    expect(keysInSource(source).keys).toEqual(expected)
  })

  it('refuses a key built with ${…}', () => {
    expect(keysInSource('t(`Welcome, ${name}!`)').problems).toHaveLength(1)
  })

  it('finds the texts of the pages, the catalogue and the server messages', () => {
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
    ]) {
      expect(keys.has(key), key).toBe(true)
    }
    expect(keys.size).toBeGreaterThan(300)
  })

  it('reads placeholders', () => {
    expect(placeholders('Only {left} kg of {name}')).toEqual(['left', 'name'])
  })
})

describe.each([
  ['hi', hi],
  ['ta', ta],
])('the %s catalogue', (_lang, catalogue) => {
  const report = checkCatalogue(catalogue, keys)

  it('translates every key', () => {
    expect(report.missing).toEqual([])
  })

  it('has no key that no code uses', () => {
    expect(report.unused).toEqual([])
  })

  it('keeps the placeholders of each key', () => {
    expect(report.placeholderMismatch).toEqual([])
  })

  it('is written in its own script, not left in English', () => {
    const script = _lang === 'hi' ? /[\u0900-\u097F]/ : /[\u0B80-\u0BFF]/
    const untranslated = Object.entries(catalogue).filter(
      ([k, v]) => !script.test(v) && /[A-Za-z]{3}/.test(k.replace(/\{\w+\}/g, '')),
    )
    expect(untranslated.map(([k]) => k)).toEqual([])
  })
})

describe('the check itself', () => {
  it('fails when a key is missing or unused', () => {
    const [first] = keys.keys()
    const partial: Record<string, string> = { ...hi }
    delete partial[first!]
    partial['A text no code uses'] = 'कोई नहीं'
    const report = checkCatalogue(partial, keys)
    expect(report.missing).toContain(first)
    expect(report.unused).toEqual(['A text no code uses'])
  })

  it('fails when a translation drops a placeholder', () => {
    const report = checkCatalogue({ 'Page {page} of {count}': 'पृष्ठ {page}' }, keys)
    expect(report.placeholderMismatch).toHaveLength(1)
  })
})
