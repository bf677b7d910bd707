import { describe, expect, it } from 'vitest'
import { LanguageSchema } from './language-schema.ts'
import {
  acceptLanguageTags,
  DEFAULT_LANGUAGE,
  isLanguage,
  languageFromBrowser,
  LANGUAGES,
  PAGE_LANG,
} from './languages.ts'

describe('languages', () => {
  it('are English, Hindi, Tamil, Marathi, Telugu, Kannada and Bengali, English first and the default', () => {
    expect(LANGUAGES).toEqual(['en', 'hi', 'ta', 'mr', 'te', 'kn', 'bn'])
    expect(DEFAULT_LANGUAGE).toBe('en')
  })

  it.each([
    ['hi', true],
    ['ta', true],
    ['mr', true],
    ['te', true],
    ['kn', true],
    ['bn', true],
    ['fr', false],
    ['EN', false],
    [null, false],
  ])('isLanguage(%j) is %s', (value, yes) => expect(isLanguage(value)).toBe(yes))

  it('tags each page with the language as spoken in India', () => {
    expect(PAGE_LANG.mr).toBe('mr-IN')
    expect(PAGE_LANG.bn).toBe('bn-IN')
    expect(Object.keys(PAGE_LANG)).toEqual([...LANGUAGES])
  })

  it('the schema takes the same list and says what to choose', () => {
    expect(LanguageSchema.options).toEqual([...LANGUAGES])
    const r = LanguageSchema.safeParse('fr')
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.message).toBe(
      'Choose English, Hindi, Tamil, Marathi, Telugu, Kannada or Bengali.',
    )
  })
})

describe('languageFromBrowser', () => {
  it.each([
    [['mr-IN', 'en-US'], 'mr'],
    [['te-IN'], 'te'],
    [['kn'], 'kn'],
    [['bn-BD', 'bn'], 'bn'],
    [['hi_IN'], 'hi'],
    [['fr-FR', 'ta-IN', 'hi-IN'], 'ta'],
    [['en-GB', 'mr-IN'], 'en'],
    [['fr-FR', 'de'], null],
    [[], null],
  ] as const)('%j → %s', (tags, lang) => expect(languageFromBrowser(tags)).toBe(lang))
})

describe('acceptLanguageTags', () => {
  it('orders the tags by weight, the header order breaking ties, and drops refused ones', () => {
    expect(acceptLanguageTags('mr-IN,mr;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual([
      'mr-IN',
      'mr',
      'en-US',
      'en',
    ])
    expect(acceptLanguageTags('en;q=0.5, bn-IN, fr;q=0, *;q=0.1')).toEqual(['bn-IN', 'en'])
    expect(acceptLanguageTags(undefined)).toEqual([])
    expect(languageFromBrowser(acceptLanguageTags('fr-FR,kn-IN;q=0.8,en;q=0.5'))).toBe('kn')
  })
})
