import { z } from 'zod'

/**
 * Text that one person types and others see (a user's name, a product's name, a delivery name).
 *
 * Invisible and text-direction characters are stripped: bidirectional overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069, U+061C) can make a name read backwards or spoof another, and
 * zero-width characters (U+200B–U+200F, U+2060, U+FEFF) make two names that look the same differ.
 * They are stripped rather than refused because some Indic keyboards insert zero-width joiners on
 * their own, and a person cannot remove a character they cannot see.
 *
 * Control characters (U+0000–U+001F, U+007F–U+009F, NUL among them) are refused with a message:
 * no keyboard types them into a name, and the database cannot store NUL.
 */
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/

export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '')
}

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text)
}

export const notAllowedCharacters = (label: string) =>
  `${label} contains characters that are not allowed.`

/**
 * A required one-line text shown to others: invisible characters stripped, then trimmed, then
 * checked. `blank` is the message when nothing (visible) is left; `label` names the field.
 */
export function displayText(opts: { blank: string; max: number; label: string; tooLong?: string }) {
  return z
    .string({ error: opts.blank })
    .overwrite(stripInvisible)
    .trim()
    .refine((v) => !hasControlCharacter(v), notAllowedCharacters(opts.label))
    .min(1, opts.blank)
    .max(opts.max, opts.tooLong ?? `${opts.label}: at most ${opts.max} characters.`)
}
