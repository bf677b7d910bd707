import { intlLocale } from './format.ts'
import { DEFAULT_FORMATS, formatTree, type Formats, type Tree } from './icu-format.ts'
import { parse as bundledParse } from './icu-parser.ts'
import type { Language } from './languages.ts'
import { fillPlain, isPlain } from './plain.ts'

/**
 * The one text engine of pages, SMS and email: ICU MessageFormat, parsed by FormatJS's parser (the
 * parser of intl-messageformat and react-intl), with a catalogue lookup of our own. A key is the English text itself ('Welcome, {name}!'), so English needs no
 * catalogue: a key that a language lacks is shown as it is, filled by the same ICU engine.
 * Catalogues (src/core/i18n/locales/<language>.json) hold ICU messages: `{name}` placeholders,
 * `{count, plural, one {# kg} other {# kg}}` plurals chosen by Intl.PluralRules. en.json holds the
 * few English messages whose ICU form differs from their key (a quote around a placeholder,
 * `'{q}'`, is written `''{q}''` in ICU).
 *
 * A message may come as its ICU syntax tree instead: the client's build compiles the catalogues
 * (#core/i18n/compile.ts, scripts/vite-i18n.ts) and leaves the ICU parser out of the first load.
 * Plain messages (text and `{name}`, #core/i18n/plain.ts) are filled without ICU; trees are
 * formatted by #core/i18n/icu-format.ts (intl-messageformat's rules, without its runtime); any
 * other message that arrives as a string is parsed, by a parser loaded when first needed where
 * the build left it out (`loadParser`).
 */

/** A language's messages: English key → ICU message. */
export type Catalogue = Record<string, string>
export type { Tree }
/** A message as written, or compiled to its tree. */
export type Message = string | Tree
/** A catalogue as the client's build ships it: the messages that are not plain as trees. */
export type CompiledCatalogue = Record<string, Message>
/** The values a message's placeholders are filled with. */
export type Vars = Record<string, string | number>
/** The ICU parser (FormatJS's; the client build loads it only when needed). */
export type Parse = typeof import('./icu-parser.ts').parse

/** The parser: bundled (the server, the tests, `npm run dev`), or loaded when first needed. */
let parser: Parse | undefined = bundledParse

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
const FORMATS: Formats = {
  ...DEFAULT_FORMATS,
  date: {
    ...DEFAULT_FORMATS.date,
    dayMonth: { day: 'numeric', month: 'short', timeZone: 'UTC' },
    dayMonthLong: { day: 'numeric', month: 'long', timeZone: 'UTC' },
  },
}

export interface TextEngine {
  /** The message of `key` in `language`, its placeholders filled from `vars`. */
  text: (language: Language, key: string, vars?: Vars) => string
  /** Adds a language's catalogue (the client loads a language's when it is chosen). */
  add: (language: Language, catalogue: CompiledCatalogue) => void
  /** Whether a language's catalogue is loaded. */
  has: (language: Language) => boolean
  /** Whether `key` is a message of the language's catalogue (not a fallback to English). */
  knows: (language: Language, key: string) => boolean
}

export interface EngineOptions {
  /**
   * Loads the ICU parser where the build left it out (the client, whose catalogues come
   * compiled). Called once, when a message that is neither plain nor compiled is first shown;
   * until it loads, that message is shown as written.
   */
  loadParser?: () => Promise<Parse>
  /** Told when the parser has loaded: texts shown as written can now be formatted. */
  onParserLoaded?: () => void
}

/**
 * An engine with these catalogues. English falls back to the key; every other language falls
 * back to English for a key they lack (formatted as English: its plural rules are English's). A message
 * that does not parse as ICU, or lacks a value for one of its placeholders, is shown as written
 * rather than throwing (the key check keeps both out of the catalogues; a compiled one is shown
 * as its key). Each message is parsed once per language and kept.
 */
export function createTextEngine(
  catalogues: Partial<Record<Language, CompiledCatalogue>>,
  options: EngineOptions = {},
): TextEngine {
  const loaded = new Map<Language, CompiledCatalogue>(
    Object.entries(catalogues) as Array<[Language, CompiledCatalogue]>,
  )
  /** Messages parsed here (`language \0 message`): their tree, or null when it does not parse. */
  const parsed = new Map<string, Tree | null>()
  let parserLoading = false

  /** The tree of a message written as a string; undefined while the parser is loading. */
  function parse(language: Language, message: string): Tree | null | undefined {
    const id = `${language}\u0000${message}`
    let tree = parsed.get(id)
    if (tree !== undefined) return tree
    const icu = parser
    if (!icu) {
      if (options.loadParser && !parserLoading) {
        parserLoading = true
        options.loadParser().then(
          (loadedParse) => {
            parser = loadedParse
            options.onParserLoaded?.()
          },
          () => (parserLoading = false),
        )
      }
      return undefined
    }
    try {
      tree = icu(message, { ignoreTag: true, locale: intlLocale(LOCALES[language]) })
    } catch {
      tree = null
    }
    parsed.set(id, tree)
    return tree
  }

  return {
    text(language, key, vars) {
      const own = loaded.get(language)?.[key]
      const [lang, message] =
        own !== undefined ? [language, own] : (['en', loaded.get('en')?.[key] ?? key] as const)
      if (typeof message === 'string' && isPlain(message))
        return fillPlain(message, vars) ?? message
      const tree = typeof message === 'string' ? parse(lang, message) : message
      const written = typeof message === 'string' ? message : key
      if (!tree) return written
      try {
        return formatTree(tree, LOCALES[lang], FORMATS, vars)
      } catch {
        return written
      }
    },
    add(language, catalogue) {
      loaded.set(language, { ...loaded.get(language), ...catalogue })
      for (const id of parsed.keys()) if (id.startsWith(`${language}\u0000`)) parsed.delete(id)
    },
    has: (language) => loaded.has(language),
    knows: (language, key) => loaded.get(language)?.[key] !== undefined,
  }
}
