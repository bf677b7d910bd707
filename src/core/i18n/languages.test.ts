import { describe, expect, it } from 'vitest'
import { LanguageSchema } from './language-schema.ts'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from './languages.ts'

describe('languages', () => {
  it('are English, Hindi and Tamil, English first and the default', () => {
    expect(LANGUAGES).toEqual(['en', 'hi', 'ta'])
    expect(DEFAULT_LANGUAGE).toBe('en')
  })

  it.each([
    ['hi', true],
    ['ta', true],
    ['fr', false],
    ['EN', false],
    [null, false],
  ])('isLanguage(%j) is %s', (value, yes) => expect(isLanguage(value)).toBe(yes))

  it('the schema takes the same list and says what to choose', () => {
    expect(LanguageSchema.options).toEqual([...LANGUAGES])
    const r = LanguageSchema.safeParse('fr')
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.message).toBe('Choose English, Hindi or Tamil.')
  })
})
