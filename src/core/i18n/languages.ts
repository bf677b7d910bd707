/**
 * The languages FarmTrek speaks: the UI, a user's stored preference and every notification. English
 * is the default and the fallback for anything unknown. No zod here: the client's first chunk
 * reads this list and stays free of zod (the schema is in language-schema.ts).
 */
export const LANGUAGES = ['en', 'hi', 'ta', 'mr', 'te', 'kn', 'bn'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value)

/**
 * The tag a page in the language carries (`<html lang>`, `<option lang>`): the language as
 * spoken in India.
 */
export const PAGE_LANG: Record<Language, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  ta: 'ta-IN',
  mr: 'mr-IN',
  te: 'te-IN',
  kn: 'kn-IN',
  bn: 'bn-IN',
}

/**
 * The first of a browser's languages that FarmTrek speaks (`navigator.languages`, or an
 * Accept-Language header's tags in order): 'mr-IN' → mr, 'bn' → bn. English counts too, so a
 * browser that asks for English before Hindi gets English. Null when none is ours.
 */
export function languageFromBrowser(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase()
    if (isLanguage(primary)) return primary
  }
  return null
}

/**
 * An Accept-Language header's tags, most wanted first ('mr-IN,mr;q=0.9,en;q=0.8' → mr-IN, mr,
 * en); a tag with q=0 is one the browser refuses.
 */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i }
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((t) => t.tag)
}
