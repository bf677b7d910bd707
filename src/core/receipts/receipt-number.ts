/**
 * A farmer's receipt numbers: `RAVI-2026-000017`, the farmer's short name, the year the receipt
 * was issued and the farmer's own running count (1, 2, 3… with no gaps, never reused). GST asks
 * for at most 16 characters of letters, digits, '-' and '/', unique per seller: this form has at
 * most 4 + 1 + 4 + 1 + 6 = 16 while the count stays under a million.
 */

/** Letters of the short name: the first four Latin letters of the farmer's name. */
const SHORT_MAX = 4
/** Digits the count is padded to. */
const COUNT_DIGITS = 6

/**
 * The farmer's short name: the first four Latin letters of their name, upper case, accents
 * dropped ('Rāvi Kumar' → 'RAVI'); when the name has fewer than two (a name in Devanagari or
 * Tamil), 'F' and the first three letters or digits of the account id ('FCAT').
 */
export function sellerShortName(name: string, farmerId: string): string {
  const letters = name
    .normalize('NFKD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
  if (letters.length >= 2) return letters.slice(0, SHORT_MAX)
  const id = farmerId.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
  return `F${id.slice(0, SHORT_MAX - 1)}`
}

/** The receipt number: short name, year, count (1-based). */
export function formatReceiptNumber(short: string, year: number, count: number): string {
  return `${short}-${year}-${String(count).padStart(COUNT_DIGITS, '0')}`
}

/** Whether `text` is a receipt number in this form (short name 1–4 letters or digits). */
export const RECEIPT_NUMBER_PATTERN = /^[A-Z][A-Z0-9]{0,3}-\d{4}-\d{6,}$/

/** India's time (IST) ahead of UTC: 5 h 30 min. */
export const IST_OFFSET_MS = 330 * 60_000

/** The year in India (IST, UTC+5:30) at `at`: a receipt issued on 31 Dec 23:00 UTC is next year's. */
export function indianYear(at: Date): number {
  return new Date(at.getTime() + IST_OFFSET_MS).getUTCFullYear()
}
