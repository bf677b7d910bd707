import { z } from 'zod'
import { formatNumber } from '../i18n/format.ts'

/**
 * The last page any list serves. A larger page number is refused rather than run: a huge OFFSET
 * makes the database walk that many rows for nothing.
 */
export const MAX_PAGE = 100_000

const PAGE_RULE = `Page must be a whole number from 1 to ${formatNumber(MAX_PAGE, 'en-IN')}.`

/** `?page=` of every paged list: a whole number from 1 to MAX_PAGE, 1 when absent. */
export const pageParam = z.coerce
  .number({ error: PAGE_RULE })
  .int(PAGE_RULE)
  .min(1, PAGE_RULE)
  .max(MAX_PAGE, PAGE_RULE)
  .default(1)

/** `?limit=` of a list whose page size the caller picks: 1 to `max`, `fallback` when absent. */
export const limitParam = (max: number, fallback: number) => {
  const rule = `Limit must be a whole number from 1 to ${max}.`
  return z.coerce.number({ error: rule }).int(rule).min(1, rule).max(max, rule).default(fallback)
}
