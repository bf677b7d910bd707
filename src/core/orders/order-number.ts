/**
 * Order numbers a buyer and a farmer can read to each other on the phone: `FT-2611-482137` is an
 * order of November 2026. The digits are random, not a count, so a number says nothing about how
 * many orders there are and the next one cannot be guessed from it. Uniqueness is the database's
 * (a unique index); a clash is retried with a new number, and after two clashes with more digits.
 */
export const ORDER_NUMBER_RE = /^FT-\d{4}-\d{6,8}$/

/** `random` gives numbers in [0, 1); pass crypto-backed randomness on the server. */
export function newOrderNumber(now: Date, attempt: number, random: () => number): string {
  const yy = String(now.getUTCFullYear() % 100).padStart(2, '0')
  const mm = String(now.getUTCMonth() + 1).padStart(2, '0')
  const digits = attempt < 2 ? 6 : 8
  const n = Math.floor(random() * 10 ** digits)
  return `FT-${yy}${mm}-${String(n).padStart(digits, '0')}`
}
