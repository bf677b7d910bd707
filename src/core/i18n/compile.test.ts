import IntlMessageFormat from 'intl-messageformat'
import { describe, expect, it } from 'vitest'
import { compileCatalogue, compileEnglish, compileMessage } from './compile.ts'
import { createTextEngine, LOCALES, type Catalogue, type Tree, type Vars } from './engine.ts'
import { LANGUAGES, type Language } from './languages.ts'
import bn from './locales/bn.json'
import en from './locales/en.json'
import hi from './locales/hi.json'
import kn from './locales/kn.json'
import mr from './locales/mr.json'
import ta from './locales/ta.json'
import te from './locales/te.json'
import { TYPE } from './icu-format.ts'
import { fillPlain, isPlain } from './plain.ts'

const CATALOGUES: Record<Language, Catalogue> = { en, hi, ta, mr, te, kn, bn }
const english = (key: string) => CATALOGUES.en[key] ?? key
const KEYS = new Set(Object.values(CATALOGUES).flatMap((c) => Object.keys(c)))

type El = Tree[number]
function* elements(els: Tree): Generator<El> {
  for (const el of els) {
    yield el
    if ('options' in el) for (const o of Object.values(el.options)) yield* elements(o.value)
  }
}

/** Values for a message's placeholders: a few of each kind, so plurals and selects vary. */
function varSets(tree: Tree): Vars[] {
  const sets: Vars[] = [{}, {}, {}, {}]
  for (const el of elements(tree)) {
    if (
      el.type === TYPE.literal ||
      el.type === TYPE.pound ||
      !('value' in el) ||
      typeof el.value !== 'string'
    )
      continue
    const name = el.value
    const options = 'options' in el ? Object.keys(el.options) : []
    sets.forEach((vars, i) => {
      if (el.type === TYPE.plural || el.type === TYPE.number) vars[name] ??= [0, 1, 2, 150000][i]!
      else if (el.type === TYPE.date || el.type === TYPE.time) vars[name] ??= Date.UTC(2026, i, 12)
      else if (el.type === TYPE.select) vars[name] ??= options[i % options.length] ?? 'other'
      else vars[name] ??= i === 1 ? 42 : `v${i}`
    })
  }
  return sets
}

describe('plain messages', () => {
  it.each([
    ['Welcome, {name}!', true],
    ["Don't miss {crop}'s price", true],
    ["No prices match '{q}'.", false],
    ["It''s", false],
    ['{count, plural, one {# kg} other {# kg}}', false],
    ['{ name }', false],
    ['a } b', false],
  ])('%j is plain: %s', (message, plain) => expect(isPlain(message)).toBe(plain))

  it('fills as ICU fills a plain argument, and says when a value is missing', () => {
    expect(fillPlain('© {year} {who}', { year: 2026, who: 'FarmTrek' })).toBe('© 2026 FarmTrek')
    expect(fillPlain('{a}{b}', { a: 0, b: '' })).toBe('0')
    expect(fillPlain('{missing} stays', {})).toBeUndefined()
  })
})

describe('compiled catalogues', () => {
  const compiled = Object.fromEntries(
    LANGUAGES.map((l) => [
      l,
      l === 'en' ? compileEnglish(en, KEYS) : compileCatalogue(l, CATALOGUES[l]),
    ]),
  )

  it('hold each message plain or as its tree, never a string the engine must parse', () => {
    for (const catalogue of Object.values(compiled))
      for (const message of Object.values(catalogue))
        if (typeof message === 'string') expect(isPlain(message), message).toBe(true)
    for (const key of KEYS)
      if (!(key in compiled.en!)) expect(isPlain(english(key)), key).toBe(true)
  })

  /** What intl-messageformat makes of a key in a language (undefined when it throws). */
  function intlMessageFormat(language: Language, key: string, vars: Vars): string | undefined {
    const own = CATALOGUES[language][key]
    const [lang, message] = own !== undefined ? [language, own] : ['en' as const, english(key)]
    try {
      const formats = {
        date: {
          dayMonth: { day: 'numeric', month: 'short', timeZone: 'UTC' },
          dayMonthLong: { day: 'numeric', month: 'long', timeZone: 'UTC' },
        },
      } as const
      const f = new IntlMessageFormat(message, LOCALES[lang], formats, { ignoreTag: true })
      return String(f.format(vars))
    } catch {
      return undefined
    }
  }

  it('format every message of every language as intl-messageformat does, without parsing', () => {
    const fast = createTextEngine(compiled)
    let checked = 0
    for (const language of LANGUAGES)
      for (const key of KEYS) {
        const message = CATALOGUES[language][key] ?? english(key)
        const tree = compileMessage(message, language)
        for (const vars of typeof tree === 'string' ? [{ name: 'x' }] : varSets(tree)) {
          const expected = intlMessageFormat(language, key, vars)
          if (expected === undefined) continue
          expect(fast.text(language, key, vars), `${language}: ${key}`).toBe(expected)
          checked++
        }
      }
    expect(checked).toBeGreaterThan(LANGUAGES.length * 1000)
  }, 60_000)

  it('fall back as the engine always did: a missing value shows the message as written', () => {
    const fast = createTextEngine(compiled)
    const written = createTextEngine(CATALOGUES)
    expect(fast.text('en', 'Welcome, {name}!')).toBe('Welcome, {name}!')
    const plural = '{count, plural, one {Cart, # item} other {Cart, # items}}'
    expect(fast.text('en', plural)).toBe(plural)
    expect(written.text('hi', plural)).toBe(CATALOGUES.hi[plural])
  })
})
