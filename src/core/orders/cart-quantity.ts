/**
 * The quantity a buyer types on a listing's page, checked without zod so the page's first load
 * does not carry it: whole kg, at least 1 and at most `max` (what is left, capped at one line's
 * limit). A convenience only: the server checks every order with its own contract. The texts are
 * templates: the page fills in {max}. `cartQuantitySchema` (orders.contract.ts) says the same in
 * zod, and cart-quantity.test.ts runs both on the same inputs.
 */
export const CART_QUANTITY_RULE = 'Quantity must be a whole number of kg, at least 1.'
export const ONLY_ONE_KG_LEFT = 'Only {max} kg is left.'
export const ONLY_KG_LEFT = 'Only {max} kg are left.'

export type CartQuantityProblem =
  typeof CART_QUANTITY_RULE | typeof ONLY_ONE_KG_LEFT | typeof ONLY_KG_LEFT

/** The typed text as whole kg, or the one thing wrong with it. */
export function checkCartQuantity(
  text: string,
  max: number,
): { ok: true; kg: number } | { ok: false; message: CartQuantityProblem } {
  const trimmed = text.trim()
  const kg = Number(trimmed)
  if (trimmed === '' || !Number.isInteger(kg) || kg < 1)
    return { ok: false, message: CART_QUANTITY_RULE }
  if (kg > max) return { ok: false, message: max === 1 ? ONLY_ONE_KG_LEFT : ONLY_KG_LEFT }
  return { ok: true, kg }
}
