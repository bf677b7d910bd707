/**
 * The languages FarmTrek speaks: the UI, a user's stored preference and every notification. English
 * is the default and the fallback for anything unknown. No zod here: the client's first chunk
 * reads this list and stays free of zod (the schema is in language-schema.ts).
 */
export const LANGUAGES = ['en', 'hi', 'ta'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value)
