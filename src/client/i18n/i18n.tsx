import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#core/i18n/languages.ts'
import { readStorage, writeStorage } from '#client/lib/storage.ts'
import { dateFormat, numberFormat } from '#client/lib/intl.ts'

/**
 * UI languages (issue 11). English texts are the keys (the spec's exact words), so English needs
 * no catalogue; Hindi and Tamil catalogues load as their own chunks when chosen. A test checks that
 * every `t('…')` text in the client has a translation in each catalogue.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' }
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' }

export type Catalogue = Record<string, string>
export type Vars = Record<string, string | number>

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  hi: () => import('./hi.ts'),
  ta: () => import('./ta.ts'),
}

// main.tsx's name for isLanguage; it goes once main.tsx imports isLanguage from core.
export const isLang = isLanguage

/** Fills `{name}` placeholders. */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m))
}

const PLACEHOLDER = /\{(\w+)\}/g
type Pattern = { key: string; re: RegExp; names: string[] }
const patternCache = new WeakMap<Catalogue, Pattern[]>()

/**
 * The catalogue's keys with placeholders as patterns, most specific first. A key qualifies only
 * when its fixed words say enough (a dozen letters), so '{n} kg' never swallows any message.
 */
function patternsOf(catalogue: Catalogue): Pattern[] {
  let patterns = patternCache.get(catalogue)
  if (!patterns) {
    patterns = Object.keys(catalogue)
      .filter(
        (key) =>
          key.includes('{') && key.replace(PLACEHOLDER, '').replace(/[^A-Za-z]/g, '').length >= 12,
      )
      .sort((a, b) => b.length - a.length)
      .map((key) => {
        const names: string[] = []
        const source = key
          .split(PLACEHOLDER)
          .map((part, i) => {
            if (i % 2 === 1) {
              names.push(part)
              return '(.+?)'
            }
            return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          })
          .join('')
        return { key, re: new RegExp(`^${source}$`), names }
      })
    patternCache.set(catalogue, patterns)
  }
  return patterns
}

/**
 * Translates a message that arrives at run time (a server error, a core rule's message): the
 * catalogue's text for it, else the text of a catalogue key with placeholders that it matches
 * (each filled value translated too, e.g. a crop name), else the message unchanged in English.
 */
export function translateMessage(catalogue: Catalogue | null, message: string): string {
  if (!catalogue) return message
  const exact = catalogue[message]
  if (exact !== undefined) return exact
  for (const { key, re, names } of patternsOf(catalogue)) {
    const m = re.exec(message)
    if (!m) continue
    const vars: Vars = {}
    names.forEach((name, i) => {
      const value = m[i + 1]!
      vars[name] = catalogue[value] ?? value
    })
    return interpolate(catalogue[key]!, vars)
  }
  return message
}

type I18n = {
  lang: Language
  locale: string
  /** A UI text: the English literal is the key, `{name}` placeholders filled from `vars`. */
  t: (text: string, vars?: Vars) => string
  /** A message that arrives at run time (a server error): see translateMessage. */
  tm: (message: string) => string
  setLang: (l: Language) => void
}
const I18nContext = createContext<I18n>({
  lang: 'en',
  locale: 'en-IN',
  t: interpolate,
  tm: (message) => message,
  setLang: () => {},
})

export function I18nProvider({
  children,
  onChange,
}: {
  children: ReactNode
  onChange?: (l: Language) => void
}) {
  const stored = readStorage('lang')
  const [lang, setLangState] = useState<Language>(isLanguage(stored) ? stored : DEFAULT_LANGUAGE)
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null)

  useEffect(() => {
    document.documentElement.lang = LOCALES[lang]
    if (lang === 'en') {
      setCatalogue(null)
      return
    }
    let live = true
    loaders[lang]().then(
      (m) => live && setCatalogue(m.default),
      () => live && setCatalogue(null),
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
    (text: string, vars?: Vars) => interpolate(catalogue?.[text] ?? text, vars),
    [catalogue],
  )
  const tm = useCallback((message: string) => translateMessage(catalogue, message), [catalogue])
  const value = useMemo(
    () => ({ lang, locale: LOCALES[lang], t, tm, setLang }),
    [lang, t, tm, setLang],
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export const useI18n = () => useContext(I18nContext)
export const useT = () => useContext(I18nContext).t

export function formatDate(
  d: Date | string,
  locale = 'en-IN',
  opts: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  return dateFormat(locale, opts).format(typeof d === 'string' ? new Date(d) : d)
}
export function formatNumber(n: number, locale = 'en-IN') {
  return numberFormat(locale).format(n)
}
