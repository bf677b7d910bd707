import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { errorTemplate, isErrorCode } from '#core/http/errors.ts'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#core/i18n/languages.ts'
import { readStorage, writeStorage } from '#client/lib/storage.ts'
import type { Catalogue } from './catalogue.ts'

/**
 * UI languages. English texts are the keys (the exact words users and tests know), so English needs
 * no catalogue; Hindi and Tamil catalogues load as their own chunks when chosen. A test checks that
 * every `t('…')` text in the client has a translation in each catalogue.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' }
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' }

export type { Catalogue }
export type Vars = Record<string, string | number>

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  hi: () => import('./hi.ts'),
  ta: () => import('./ta.ts'),
}

/**
 * The script fonts of a language (issue 20, item 12), only the weights the app draws (400; 700
 * for headings and bold, which the browser also uses for 500 and 600). Loaded before the
 * language's texts are shown, so the text does not reflow when the font arrives; a font that
 * takes longer than FONT_WAIT_MS is not waited for (it swaps in when it comes).
 */
export const FONT_WAIT_MS = 3000
const fontLoaders: Record<Exclude<Language, 'en'>, () => Promise<unknown>> = {
  hi: () =>
    loadFonts('Noto Sans Devanagari', 'क', [
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  ta: () =>
    loadFonts('Noto Sans Tamil', 'க', [
      import('@fontsource/noto-sans-tamil/tamil-400.css'),
      import('@fontsource/noto-sans-tamil/tamil-700.css'),
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

// main.tsx's name for isLanguage; it goes once main.tsx imports isLanguage from core.
export const isLang = isLanguage

/** Fills `{name}` placeholders. */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m))
}

/** An error as the API sends it: a code, the values its text is filled with, the English text. */
export interface CodedMessage {
  code?: string
  params?: Record<string, string | number>
  message: string
}

/**
 * The user's text for a run-time message. An API error is translated by its code: the code's
 * English text (core/http/errors.ts) is the catalogue key, filled with its params, each param
 * translated too when the catalogue knows it (a crop name, a status). A plain string (a core
 * rule's or a schema's message) is translated when it is a catalogue key, else shown as it is.
 */
export function translateMessage(catalogue: Catalogue | null, m: string | CodedMessage): string {
  if (typeof m === 'string') return catalogue?.[m] ?? m
  if (!isErrorCode(m.code)) return catalogue?.[m.message] ?? m.message
  if (m.code === 'invalid_input' && typeof m.params?.text === 'string')
    return catalogue?.[m.params.text] ?? m.params.text
  const params: Vars = {}
  for (const [k, v] of Object.entries(m.params ?? {}))
    params[k] = typeof v === 'string' ? (catalogue?.[v] ?? v) : v
  const template = errorTemplate(m.code, m.params)
  return interpolate(catalogue?.[template] ?? template, params)
}

type I18n = {
  lang: Language
  locale: string
  /** A UI text: the English literal is the key, `{name}` placeholders filled from `vars`. */
  t: (text: string, vars?: Vars) => string
  /** A message that arrives at run time (an API error, a rule's message): see translateMessage. */
  tm: (message: string | CodedMessage) => string
  setLang: (l: Language) => void
}
const I18nContext = createContext<I18n>({
  lang: 'en',
  locale: 'en-IN',
  t: interpolate,
  tm: (message) => translateMessage(null, message),
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
    const fonts = atMost(fontLoaders[lang](), FONT_WAIT_MS)
    loaders[lang]().then(
      (m) => void fonts.then(() => live && setCatalogue(m.default)),
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
  const tm = useCallback(
    (message: string | CodedMessage) => translateMessage(catalogue, message),
    [catalogue],
  )
  const value = useMemo(
    () => ({ lang, locale: LOCALES[lang], t, tm, setLang }),
    [lang, t, tm, setLang],
  )
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export const useI18n = () => useContext(I18nContext)
export const useT = () => useContext(I18nContext).t

// Numbers and dates in the UI's locale (`useI18n().locale`), formatted without Intl (decision 014).
export { formatDate, formatNumber } from '#core/i18n/format.ts'
