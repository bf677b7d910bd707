import i18next, { type i18n } from 'i18next'
import ICU from 'i18next-icu'
import IntlMessageFormat from 'intl-messageformat'
import { intlLocale } from './format.ts'
import type { Language } from './languages.ts'

/**
 * The one text engine of pages, SMS and email: i18next with ICU MessageFormat (i18next-icu over
 * intl-messageformat). A key is the English text itself ('Welcome, {name}!'), so English needs no
 * catalogue: a key that a language lacks is shown as it is, filled by the same ICU engine.
 * Catalogues (src/core/i18n/locales/{hi,ta}.json) hold ICU messages: `{name}` placeholders,
 * `{count, plural, one {# kg} other {# kg}}` plurals chosen by Intl.PluralRules. en.json holds the
 * few English messages whose ICU form differs from their key (a quote around a placeholder,
 * `'{q}'`, is written `''{q}''` in ICU).
 */

/** A language's messages: English key → ICU message. */
export type Catalogue = Record<string, string>
/** The values a message's placeholders are filled with. */
export type Vars = Record<string, string | number>

/** The locale each language formats in (numbers, dates, plural rules) and tags its pages with. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' }

/**
 * Named date formats a message may use on a date placeholder (epoch ms), read in UTC like an ISO
 * date: `{date, date, dayMonth}` → '12 Mar', `{date, date, dayMonthLong}` → '12 मार्च'.
 */
const DATE_FORMATS = {
  date: {
    dayMonth: { day: 'numeric', month: 'short', timeZone: 'UTC' },
    dayMonthLong: { day: 'numeric', month: 'long', timeZone: 'UTC' },
  },
} as const

/**
 * intl-messageformat resolves each message's locale through `Intl.NumberFormat.supportedLocalesOf`,
 * a call that loads ICU's number data: 68–167 ms the first time in a page at Lighthouse's 4× CPU
 * slowdown, on the first text shown. Our three locales are ones every Intl has, so the locale is
 * taken as it is; a page then pays for ICU's number and date data only when it formats a number
 * or a date.
 */
IntlMessageFormat.resolveLocale = (locales) =>
  intlLocale(Array.isArray(locales) ? String(locales[0]) : String(locales))

export interface TextEngine {
  /** The message of `key` in `language`, its placeholders filled from `vars`. */
  text: (language: Language, key: string, vars?: Vars) => string
  /** Adds a language's catalogue (the client loads Hindi and Tamil when chosen). */
  add: (language: Language, catalogue: Catalogue) => void
  /** Whether a language's catalogue is loaded. */
  has: (language: Language) => boolean
  /** Whether `key` is a message of the language's catalogue (not a fallback to English). */
  knows: (language: Language, key: string) => boolean
}

/**
 * An engine with these catalogues. English falls back to the key; Hindi and Tamil fall back to
 * English for a key they lack. A message that does not parse as ICU, or lacks a value for one of
 * its placeholders, is shown as written rather than throwing (the key check keeps both out of
 * the catalogues).
 */
export function createTextEngine(catalogues: Partial<Record<Language, Catalogue>>): TextEngine {
  const instance: i18n = i18next.createInstance()
  const resources = Object.fromEntries(
    Object.entries(catalogues).map(([lang, messages]) => [lang, { translation: messages }]),
  )
  void instance.use(ICU).init({
    resources,
    // i18next knows the languages by their plain codes (a code with a region would make it
    // canonicalize the tag through Intl as it loads); ICU formats in each one's Indian locale.
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: ['en', 'hi', 'ta'],
    load: 'languageOnly',
    // Keys are English sentences: '.' and ':' are text, not paths or namespaces.
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    initAsync: false,
    // No advertisement in the console of every page and process.
    showSupportNotice: false,
    i18nFormat: {
      // English texts are keys that no catalogue holds (a fallback): keep their parsed form too.
      memoizeFallback: true,
      parseLngForICU: (lng: string) => LOCALES[lng as Language] ?? lng,
      formats: DATE_FORMATS,
      parseErrorHandler: (_err: unknown, _key: string, res: string) => res,
    },
  })
  const fixed = new Map<Language, ReturnType<i18n['getFixedT']>>()
  const tFor = (language: Language) => {
    let t = fixed.get(language)
    if (!t) fixed.set(language, (t = instance.getFixedT(language)))
    return t
  }
  return {
    text: (language, key, vars) => String(tFor(language)(key, vars)),
    add: (language, catalogue) => {
      instance.addResourceBundle(language, 'translation', catalogue, true, true)
      ;(instance as i18n & { ICU?: { clearCache: () => void } }).ICU?.clearCache()
    },
    has: (language) => instance.hasResourceBundle(language, 'translation'),
    knows: (language, key) =>
      typeof instance.getResource(language, 'translation', key) === 'string',
  }
}
