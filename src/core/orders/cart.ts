import { z } from 'zod'
import { findCatalogueItem } from '../catalogue/catalogue.ts'
import { MAX_LINE_KG, MAX_ORDER_LINES, type OrderLineInput } from './orders.contract.ts'

/**
 * The buyer's cart, kept in browser storage under `orders` (the original app's key) as
 * `{"version": 1, "lines": [...]}`. A listing line keeps a snapshot of name, price and farmer for
 * display only: the server prices every order itself.
 */
export const CART_STORAGE_KEY = 'orders'
export const CART_VERSION = 1
export const CART_RESET_NOTICE = 'Your saved cart could not be read, so it has been emptied.'
export const CART_FULL = `Your cart is full: an order can hold at most ${MAX_ORDER_LINES} items.`

const lineId = z.string().min(1).max(64)
const CartLineSchema = z.discriminatedUnion('kind', [
  z.object({
    lineId,
    kind: z.literal('catalogue'),
    catalogueId: z
      .number()
      .int()
      .refine((id) => findCatalogueItem(id) !== undefined),
  }),
  z.object({
    lineId,
    kind: z.literal('listing'),
    productId: z.uuid(),
    quantityKg: z.number().int().min(1).max(MAX_LINE_KG),
    name: z.string().min(1).max(200),
    pricePaise: z.number().int().positive(),
    farmerName: z.string().max(200),
  }),
])
export type CartLine = z.infer<typeof CartLineSchema>

const CartSchema = z.object({
  version: z.literal(CART_VERSION),
  lines: z.array(CartLineSchema).max(MAX_ORDER_LINES),
})
export type Cart = z.infer<typeof CartSchema>

export const emptyCart = (): Cart => ({ version: CART_VERSION, lines: [] })

/**
 * Reads the stored value. Nothing stored is an empty cart; anything unreadable (corrupt JSON, an
 * older or foreign format, unknown items) is an empty cart with `reset: true`, so the page can say
 * so — never a crash.
 */
export function parseCart(raw: string | null): { cart: Cart; reset: boolean } {
  if (raw === null || raw === '') return { cart: emptyCart(), reset: false }
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return { cart: emptyCart(), reset: true }
  }
  const r = CartSchema.safeParse(data)
  return r.success ? { cart: r.data, reset: false } : { cart: emptyCart(), reset: true }
}

export const serializeCart = (cart: Cart) => JSON.stringify(cart)

/** Appends a line (ADD TO CART always adds a line, as in the original app); refused when the cart is full. */
export function addToCart(
  cart: Cart,
  line: CartLine,
): { ok: true; cart: Cart } | { ok: false; reason: string } {
  if (cart.lines.length >= MAX_ORDER_LINES) return { ok: false, reason: CART_FULL }
  return { ok: true, cart: { ...cart, lines: [...cart.lines, line] } }
}

/** Removes one line (Cancel). */
export const removeFromCart = (cart: Cart, id: string): Cart => ({
  ...cart,
  lines: cart.lines.filter((l) => l.lineId !== id),
})

/** The lines as POST /api/orders takes them (catalogue lines are 1 kg each). */
export const cartToOrderLines = (cart: Cart): OrderLineInput[] =>
  cart.lines.map((l) =>
    l.kind === 'catalogue'
      ? { kind: 'catalogue', catalogueId: l.catalogueId }
      : { kind: 'listing', productId: l.productId, quantityKg: l.quantityKg },
  )

/** What a line shows in the cart: name, price per kg, quantity, farmer, image (catalogue only). */
export function describeCartLine(line: CartLine) {
  if (line.kind === 'listing') {
    return {
      name: line.name,
      pricePaise: line.pricePaise,
      quantityKg: line.quantityKg,
      farmer: line.farmerName,
      image: null as string | null,
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a line without a listing id comes from the catalogue, whose ids were checked when it was added
  const item = findCatalogueItem(line.catalogueId)!
  return {
    name: item.name,
    pricePaise: item.pricePaise,
    quantityKg: 1,
    farmer: item.farmer,
    image: item.image as string | null,
  }
}

/** The cart's estimated total in paise (the server's price decides). */
export const cartTotalPaise = (cart: Cart) =>
  cart.lines.reduce((sum, l) => {
    const d = describeCartLine(l)
    return sum + d.pricePaise * d.quantityKg
  }, 0)
