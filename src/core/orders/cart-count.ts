/**
 * How many lines the stored cart holds, read without its schema: the header shows this count on
 * every page, and the cart's zod schemas (cart.ts) stay out of the first load. A value the schema
 * would refuse counts as 0 here; the pages that use the cart itself read it with `parseCart`,
 * which empties it and says so.
 */
export const CART_STORAGE_KEY = 'orders'

export function storedCartItemCount(raw: string | null): number {
  if (!raw) return 0
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return 0
  }
  if (typeof data !== 'object' || data === null) return 0
  const { version, lines } = data as { version?: unknown; lines?: unknown }
  return (version === 1 || version === 2) && Array.isArray(lines) ? lines.length : 0
}
