import IntlMessageFormat from 'intl-messageformat'
import { intlLocale } from './format.ts'
import type { Language } from './languages.ts'

/**
 * The one text engine of pages, SMS and email: ICU MessageFormat through FormatJS's
 * intl-messageformat (the engine of react-intl), with a catalogue lookup of our own. A key is the English text itself ('Welcome, {name}!'), so English needs no
 * catalogue: a key that a language lacks is shown as it is, filled by the same ICU engine.
 * Catalogues (src/core/i18n/locales/<language>.json) hold ICU messages: `{name}` placeholders,
 * `{count, plural, one {# kg} other {# kg}}` plurals chosen by Intl.PluralRules. en.json holds the
 * few English messages whose ICU form differs from their key (a quote around a placeholder,
 * `'{q}'`, is written `''{q}''` in ICU).
 */

/** A language's messages: English key → ICU message. */
export type Catalogue = Record<string, string>
/** The values a message's placeholders are filled with. */
export type Vars = Record<string, string | number>

/**
 * The locale each language formats in (numbers, dates, plural rules): the language as spoken in
 * India, in Latin digits. CLDR writes Marathi and Bengali in their own digits, so those two say
 * `-u-nu-latn`; the others write Latin digits by default (docs/decisions/021-digits-per-language.md).
 * Pages are tagged with PAGE_LANG (languages.ts), without the extension.
 */
export const LOCALES: Record<Language, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  ta: 'ta-IN',
  mr: 'mr-IN-u-nu-latn',
  te: 'te-IN',
  kn: 'kn-IN',
  bn: 'bn-IN-u-nu-latn',
}

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
 * slowdown, on the first text shown. Our locales are ones every Intl has, so the locale is
 * taken as it is; a page then pays for ICU's number and date data only when it formats a number
 * or a date.
 */
IntlMessageFormat.resolveLocale = (locales) =>
  intlLocale(Array.isArray(locales) ? String(locales[0]) : String(locales))

export interface TextEngine {
  /** The message of `key` in `language`, its placeholders filled from `vars`. */
  text: (language: Language, key: string, vars?: Vars) => string
  /** Adds a language's catalogue (the client loads a language's when it is chosen). */
  add: (language: Language, catalogue: Catalogue) => void
  /** Whether a language's catalogue is loaded. */
  has: (language: Language) => boolean
  /** Whether `key` is a message of the language's catalogue (not a fallback to English). */
  knows: (language: Language, key: string) => boolean
}

/**
 * An engine with these catalogues. English falls back to the key; every other language falls
 * back to English for a key they lack (formatted as English: its plural rules are English's). A message
 * that does not parse as ICU, or lacks a value for one of its placeholders, is shown as written
 * rather than throwing (the key check keeps both out of the catalogues). Each message is parsed
 * once per language and kept.
 */
export function createTextEngine(catalogues: Partial<Record<Language, Catalogue>>): TextEngine {
  const loaded = new Map<Language, Catalogue>(
    Object.entries(catalogues) as Array<[Language, Catalogue]>,
  )
  const parsed = new Map<string, IntlMessageFormat | null>()

  function formatOf(language: Language, message: string): IntlMessageFormat | null {
    const id = `${language}\u0000${message}`
    let f = parsed.get(id)
    if (f === undefined) {
      try {
        f = new IntlMessageFormat(message, LOCALES[language], DATE_FORMATS, { ignoreTag: true })
      } catch {
        f = null
      }
      parsed.set(id, f)
    }
    return f
  }

  return {
    text(language, key, vars) {
      const own = loaded.get(language)?.[key]
      const [lang, message] =
        own !== undefined ? [language, own] : (['en', loaded.get('en')?.[key] ?? key] as const)
      const f = formatOf(lang, message)
      if (!f) return message
      try {
        return String(f.format(vars))
      } catch {
        return message
      }
    },
    add(language, catalogue) {
      loaded.set(language, { ...loaded.get(language), ...catalogue })
      for (const id of parsed.keys()) if (id.startsWith(`${language}\u0000`)) parsed.delete(id)
    },
    has: (language) => loaded.has(language),
    knows: (language, key) => typeof loaded.get(language)?.[key] === 'string',
  }
}
