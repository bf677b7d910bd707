/**
 * A GSTIN, the 15-character GST registration number: two digits of the state code (01–38 and
 * 97/99 for special cases), the holder's PAN (5 letters, 4 digits, 1 letter), the registration's
 * count in the state (1–9 or A–Z), 'Z', and a check character computed from the other 14.
 */
export const GSTIN_RULE = 'Enter a 15-character GSTIN, e.g. 27ABCDE1234F1Z0, or leave it empty.'

const SHAPE = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** The check character of the first 14 characters (the GSTN's base-36 Luhn variant). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i++) {
    const v = CHARS.indexOf(first14[i] ?? '')
    const product = v * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return CHARS[(36 - (sum % 36)) % 36] ?? '0'
}

/** The GSTIN in its written form (trimmed, upper case, inner spaces dropped). */
export const normalizeGstin = (text: string) => text.replace(/\s+/g, '').toUpperCase()

/** Whether `text` (normalised) is a well-formed GSTIN with a right check character. */
export function isValidGstin(text: string): boolean {
  const m = SHAPE.exec(text)
  if (!m) return false
  const state = Number(m[1])
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99)) return false
  return gstinCheckCharacter(text.slice(0, 14)) === text[14]
}
