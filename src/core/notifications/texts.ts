import { createTextEngine, type Vars } from '../i18n/engine.ts'
import type { Language } from '../i18n/languages.ts'
import bn from '../i18n/locales/bn.json'
import en from '../i18n/locales/en.json'
import hi from '../i18n/locales/hi.json'
import kn from '../i18n/locales/kn.json'
import mr from '../i18n/locales/mr.json'
import ta from '../i18n/locales/ta.json'
import te from '../i18n/locales/te.json'

/**
 * The texts of SMS and email: the pages' engine and catalogues (#core/i18n/engine.ts,
 * #core/i18n/locales), every language loaded at once. A message's key is its English ICU text,
 * as on the pages, so scripts/i18n-keys.ts finds each `t('…')` here too and checks that every
 * catalogue has it.
 */
const engine = createTextEngine({ en, hi, ta, mr, te, kn, bn })

export interface Texts {
  /** The message of `key` in the language, its placeholders filled from `vars`. */
  (key: string, vars?: Vars): string
  /** A word that comes as data (an order status): translated when the catalogue knows it. */
  known: (word: string) => string
}

/** The message function of one language. */
export function textsIn(language: Language): Texts {
  const t = (key: string, vars?: Vars) => engine.text(language, key, vars)
  return Object.assign(t, {
    known: (word: string) => (engine.knows(language, word) ? engine.text(language, word) : word),
  })
}
