import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import {
  createTextEngine,
  LOCALES,
  type Catalogue,
  type CompiledCatalogue,
  type Vars,
} from '#core/i18n/engine.ts'
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageFromBrowser,
  PAGE_LANG,
  type Language,
} from '#core/i18n/languages.ts'
import en from '#core/i18n/locales/en.json'
import { localCommodityName } from '#core/crops/crop-vocabulary.ts'
import { readStorage, writeStorage } from '#client/lib/storage.ts'

/**
 * UI languages, through the text engine that SMS and email use too (#core/i18n/engine.ts:
 * ICU messages). English texts are the keys (the exact words users and tests know),
 * so English needs no catalogue; each other language's catalogue (#core/i18n/locales/*.json) loads
 * as its own chunk when chosen. scripts/i18n-keys.test.ts checks that every `t('…')` text of the
 * client has a translation in each catalogue.
 */
/** Each language's name in its own script, as the language switch lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  ta: 'தமிழ்',
  mr: 'मराठी',
  te: 'తెలుగు',
  kn: 'ಕನ್ನಡ',
  bn: 'বাংলা',
}
export { LOCALES }
export type { Catalogue, Vars }

// Each catalogue as the build ships it: compiled (#core/i18n/compile.ts).
const loaders: Record<
  Exclude<Language, 'en'>,
  () => Promise<{ default: Catalogue | CompiledCatalogue }>
> = {
  hi: () => import('#core/i18n/locales/hi.json'),
  ta: () => import('#core/i18n/locales/ta.json'),
  mr: () => import('#core/i18n/locales/mr.json'),
  te: () => import('#core/i18n/locales/te.json'),
  kn: () => import('#core/i18n/locales/kn.json'),
  bn: () => import('#core/i18n/locales/bn.json'),
}

/** Told when the ICU parser has loaded (see createTextEngine's loadParser). */
const parserListeners = new Set<() => void>()

/**
 * The page's engine: English from the start, a language's catalogue added when it loads. The
 * build compiles the catalogues (en.json with the trees of the English keys that are not plain)
 * and leaves the ICU parser out; it loads only if a message reaches the engine uncompiled.
 */
const engine = createTextEngine(
  { en },
  {
    loadParser: () => import('#core/i18n/icu-parser.ts').then((m) => m.parse),
    onParserLoaded: () => parserListeners.forEach((l) => l()),
  },
)

/**
 * The API's error texts by code (#core/http/errors.ts, ≈ 4 kB gzip), loaded with the first
 * catalogue: an English page needs none of them, since the API sends each error's English text
 * filled beside its code (translateMessage), so they stay off every first load.
 */
let errorTexts: typeof import('#core/http/errors.ts') | undefined
const loadErrorTexts = async () => {
  errorTexts ??= await import('#core/http/errors.ts')
}

/** Loads a language's catalogue into the engine (once; English is always there). */
export async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || engine.has(language)) return
  const [{ default: catalogue }] = await Promise.all([loaders[language](), loadErrorTexts()])
  if (!engine.has(language)) engine.add(language, catalogue)
}

/**
 * The script fonts of a language, only the weights the app draws (400; 700
 * for headings and bold, which the browser also uses for 500 and 600). Loaded before the
 * language's texts are shown, so the text does not reflow when the font arrives; a font that
 * takes longer than FONT_WAIT_MS is not waited for (it swaps in when it comes).
 */
export const FONT_WAIT_MS = 3000
const devanagari = () =>
  loadFonts('Noto Sans Devanagari', 'क', [
    import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
    import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
  ])
const fontLoaders: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  hi: devanagari,
  // Marathi is written in Devanagari: the same faces as Hindi.
  mr: devanagari,
  ta: () =>
    loadFonts('Noto Sans Tamil', 'க', [
      import('@fontsource/noto-sans-tamil/tamil-400.css'),
      import('@fontsource/noto-sans-tamil/tamil-700.css'),
    ]),
  te: () =>
    loadFonts('Noto Sans Telugu', 'క', [
      import('@fontsource/noto-sans-telugu/telugu-400.css'),
      import('@fontsource/noto-sans-telugu/telugu-700.css'),
    ]),
  kn: () =>
    loadFonts('Noto Sans Kannada', 'ಕ', [
      import('@fontsource/noto-sans-kannada/kannada-400.css'),
      import('@fontsource/noto-sans-kannada/kannada-700.css'),
    ]),
  bn: () =>
    loadFonts('Noto Sans Bengali', 'ক', [
      import('@fontsource/noto-sans-bengali/bengali-400.css'),
      import('@fontsource/noto-sans-bengali/bengali-700.css'),
    ]),
}

async function loadFonts(family: string, sample: string, css: Promise<unknown>[]) {
  await Promise.all(css)
  // The stylesheets only declare the faces; ask for them now rather than at first use.
  const fonts = typeof document === 'undefined' ? undefined : document.fonts
  if (!fonts) return
  await Promise.all([
    fonts.load(`400 16px "${family}"`, sample),
    fonts.load(`700 16px "${family}"`, sample),
  ])
}

/** `p`, or nothing once `ms` have passed: a slow font does not hold the language back. */
const atMost = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.catch(() => undefined), new Promise((r) => setTimeout(r, ms))])

/** A text of `language`: the ICU message of `key`, its placeholders filled from `vars`. */
export const translate = (language: Language, key: string, vars?: Vars): string =>
  engine.text(language, key, vars)

/** A run-time string in `language` when its catalogue knows it, else as it is (not parsed). */
const known = (language: Language, text: string): string =>
  engine.knows(language, text) ? engine.text(language, text) : text

/** An error as the API sends it: a code, the values its text is filled with, the English text. */
export interface CodedMessage {
  code?: string
  params?: Record<string, string | number>
  message: string
}

/**
 * The user's text for a run-time message in `language`. An API error is translated by its code:
 * the code's English text (core/http/errors.ts) is the catalogue key, filled with its params, each
 * param translated too when the catalogue knows it (a crop name, a status); a `crop` the catalogue
 * lacks by its name in the crop vocabulary, as the pages name it (#client/lib/crop-name.ts). A plain string (a core
 * rule's or a schema's message) is translated when it is a catalogue key, else shown as it is.
 * Until a catalogue has loaded (an English page), the error texts are not loaded either: the
 * message the API sent, its English text filled, is shown.
 */
export function translateMessage(language: Language, m: string | CodedMessage): string {
  if (typeof m === 'string') return known(language, m)
  if (!errorTexts?.isErrorCode(m.code)) return known(language, m.message)
  if (m.code === 'invalid_input' && typeof m.params?.text === 'string')
    return known(language, m.params.text)
  // English by the error texts' own engine, whose English table has the errors' ICU trees (the
  // pages' table leaves them out: scripts/vite-i18n.ts).
  if (language === 'en') return errorTexts.errorMessage(m.code, m.params)
  const params: Vars = {}
  for (const [k, v] of Object.entries(m.params ?? {})) {
    const own = typeof v === 'string' ? known(language, v) : v
    params[k] =
      k === 'crop' && own === v && typeof v === 'string'
        ? (localCommodityName(v, language) ?? v)
        : own
  }
  return translate(language, errorTexts.errorTemplate(m.code), params)
}

type I18n = {
  lang: Language
  locale: string
  /**
   * A UI text: the English literal is the key, an ICU message (`{name}` placeholders,
   * `{count, plural, one {…} other {…}}`) filled from `vars`.
   */
  t: (text: string, vars?: Vars) => string
  /** A message that arrives at run time (an API error, a rule's message): see translateMessage. */
  tm: (message: string | CodedMessage) => string
  setLang: (l: Language) => void
}
const I18nContext = createContext<I18n>({
  lang: 'en',
  locale: LOCALES.en,
  t: (text, vars) => translate('en', text, vars),
  tm: (message) => translateMessage('en', message),
  setLang: () => {},
})

/**
 * The language a page starts in: the one this browser chose, else (a first visit) the first of
 * the browser's own languages that FarmTrek speaks (`navigator.languages`: a phone set to Marathi
 * asks for mr-IN), else English. A logged-in account's language takes over when the session
 * loads (the language switch).
 */
function firstLanguage(): Language {
  const stored = readStorage('lang')
  if (isLanguage(stored)) return stored
  const browser =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])
  return languageFromBrowser(browser) ?? DEFAULT_LANGUAGE
}

export function I18nProvider({
  children,
  onChange,
}: {
  children: ReactNode
  onChange?: (l: Language) => void
}) {
  const [lang, setLangState] = useState<Language>(firstLanguage)
  // The language whose texts are shown: English until the chosen one's catalogue and fonts load.
  const [shown, setShown] = useState<Language>('en')
  // Bumped when the ICU parser loads, so texts shown as written until then are formatted.
  const [parserLoads, setParserLoads] = useState(0)
  useEffect(() => {
    const listener = () => setParserLoads((n) => n + 1)
    parserListeners.add(listener)
    return () => void parserListeners.delete(listener)
  }, [])

  useEffect(() => {
    document.documentElement.lang = PAGE_LANG[lang]
    if (lang === 'en') {
      setShown('en')
      return
    }
    let live = true
    const fonts = atMost(fontLoaders[lang](), FONT_WAIT_MS)
    loadCatalogue(lang).then(
      () => void fonts.then(() => live && setShown(lang)),
      () => live && setShown('en'),
    )
    return () => {
      live = false
    }
  }, [lang])

  const setLang = useCallback(
    (l: Language) => {
      writeStorage('lang', l)
      setLangState(l)
      onChange?.(l)
    },
    [onChange],
  )
  const t = useCallback(
    (text: string, vars?: Vars) => translate(shown, text, vars),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `t` re-renders the texts
    [shown, parserLoads],
  )
  const tm = useCallback(
    (message: string | CodedMessage) => translateMessage(shown, message),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as `t`
    [shown, parserLoads],
  )
  const value = useMemo(
    () => ({ lang, locale: LOCALES[lang], t, tm, setLang }),
    [lang, t, tm, setLang],
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export const useI18n = () => useContext(I18nContext)
export const useT = () => useContext(I18nContext).t

// Numbers and dates in the UI's locale (`useI18n().locale`), formatted by Intl (decision 016).
export { formatDate, formatNumber } from '#core/i18n/format.ts'
