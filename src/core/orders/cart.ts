import { catalogueListingId } from '../catalogue/catalogue-owners.ts'
import { findCatalogueItem } from '../catalogue/catalogue.ts'
import type { PriceChange } from '../http/api-error.ts'
import { CartSchema, CartV1Schema } from './cart-schema.ts'
import { MAX_LINE_KG, MAX_ORDER_LINES } from './order-limits.ts'
import type { OrderLineInput } from './orders.contract.ts'

/**
 * The buyer's cart, kept in browser storage under `orders` (the original app's key) as
 * `{"version": 2, "lines": [...]}`. Each line keeps the price per kg the buyer saw: the order
 * carries it, and the server refuses (409) rather than charge a price that changed since. A
 * version-1 cart (catalogue lines without a quantity) is read as 1 kg at the catalogue's price.
 * What is stored is read with the cart's schemas (cart-schema.ts, in zod/mini).
 */
export { CART_STORAGE_KEY } from './cart-count.ts'
export const CART_VERSION = 2
export const CART_RESET_NOTICE = 'Your saved cart could not be read, so it has been emptied.'
export const CART_FULL = `Your cart is full: an order can hold at most ${MAX_ORDER_LINES} items.`

/** What the buyer last saw of a line's listing: a price that changed, what is left. */
interface SeenByBuyer {
  /** The price before it changed, while the buyer has not looked at the new one yet. */
  priceWasPaise?: number | undefined
  /** Kg left when the cart last checked (a line never asks for more). */
  availableKg?: number | undefined
}
/** A line of the fixed catalogue (an id the catalogue knows). */
export interface CatalogueCartLine extends SeenByBuyer {
  /** 1–64 characters. */
  lineId: string
  kind: 'catalogue'
  catalogueId: number
  /** Whole kg, 1 to MAX_LINE_KG. */
  quantityKg: number
  /** Whole paise per kg, above 0. */
  pricePaise: number
}
/** A line of a farmer's listing. */
export interface ListingCartLine extends SeenByBuyer {
  lineId: string
  kind: 'listing'
  /** A UUID. */
  productId: string
  quantityKg: number
  /** 1–200 characters. */
  name: string
  pricePaise: number
  /** At most 200 characters. */
  farmerName: string
}
export type CartLine = CatalogueCartLine | ListingCartLine
export interface Cart {
  version: typeof CART_VERSION
  lines: CartLine[]
}

/** The first stored form: catalogue lines were 1 kg at the catalogue's price. */
export interface CartV1 {
  version: 1
  lines: Array<
    | Pick<CatalogueCartLine, 'lineId' | 'kind' | 'catalogueId'>
    | Omit<ListingCartLine, keyof SeenByBuyer>
  >
}

/** A stored version-2 cart (fields it does not know dropped), or null when it is not one. */
export function readCart(data: unknown): Cart | null {
  const r = CartSchema.safeParse(data)
  return r.success ? r.data : null
}

/** A stored version-1 cart, or null when it is not one. */
export function readCartV1(data: unknown): CartV1 | null {
  const r = CartV1Schema.safeParse(data)
  return r.success ? r.data : null
}

export const emptyCart = (): Cart => ({ version: CART_VERSION, lines: [] })

function fromV1(v1: CartV1): Cart | null {
  const lines: CartLine[] = []
  for (const l of v1.lines) {
    if (l.kind === 'listing') {
      lines.push(l)
      continue
    }
    const item = findCatalogueItem(l.catalogueId)
    if (!item) return null
    lines.push({ ...l, quantityKg: 1, pricePaise: item.pricePaise })
  }
  return mergeLines(lines)
}

/**
 * Reads the stored value. Nothing stored is an empty cart; anything unreadable (corrupt JSON, a
 * foreign format, unknown items) is an empty cart with `reset: true`, so the page can say so —
 * never a crash.
 */
export function parseCart(raw: string | null): { cart: Cart; reset: boolean } {
  if (raw === null || raw === '') return { cart: emptyCart(), reset: false }
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return { cart: emptyCart(), reset: true }
  }
  const cart = readCart(data)
  if (cart) return { cart, reset: false }
  const old = readCartV1(data)
  const migrated = old ? fromV1(old) : null
  return migrated ? { cart: migrated, reset: false } : { cart: emptyCart(), reset: true }
}

export const serializeCart = (cart: Cart) => JSON.stringify(cart)

/** The listing a cart line takes from (a catalogue item's own listing for catalogue lines). */
export const cartLineListingId = (line: CartLine): string =>
  line.kind === 'catalogue' ? catalogueListingId(line.catalogueId) : line.productId

/** One line per item: lines of the same listing are merged (quantities summed, capped). */
function mergeLines(lines: readonly CartLine[]): Cart {
  const out: CartLine[] = []
  for (const l of lines) {
    const i = out.findIndex((o) => cartLineListingId(o) === cartLineListingId(l))
    const prev = i === -1 ? undefined : out[i]
    if (prev)
      out[i] = { ...prev, quantityKg: Math.min(prev.quantityKg + l.quantityKg, MAX_LINE_KG) }
    else out.push(l)
  }
  return { version: CART_VERSION, lines: out.slice(0, MAX_ORDER_LINES) }
}

export type AddRefusal =
  | { reason: 'full' }
  /** The cart would ask for more than is left: `inCart` kg are in it already, `max` kg are left. */
  | { reason: 'too_much'; max: number; inCart: number }

/**
 * Adds a line. The same item added again merges into its line (quantities summed), and a line
 * never asks for more than `availableKg` (what the listing has left when the buyer adds it).
 */
export function addToCart(
  cart: Cart,
  line: CartLine,
  availableKg: number = MAX_LINE_KG,
): { ok: true; cart: Cart } | ({ ok: false } & AddRefusal) {
  const max = Math.min(availableKg, MAX_LINE_KG)
  const i = cart.lines.findIndex((l) => cartLineListingId(l) === cartLineListingId(line))
  const existing = i === -1 ? undefined : cart.lines[i]
  const inCart = existing?.quantityKg ?? 0
  if (inCart + line.quantityKg > max) return { ok: false, reason: 'too_much', max, inCart }
  if (!existing) {
    if (cart.lines.length >= MAX_ORDER_LINES) return { ok: false, reason: 'full' }
    return { ok: true, cart: { ...cart, lines: [...cart.lines, { ...line, availableKg }] } }
  }
  const merged: CartLine = {
    ...existing,
    quantityKg: inCart + line.quantityKg,
    pricePaise: line.pricePaise,
    availableKg,
  }
  delete merged.priceWasPaise
  return { ok: true, cart: { ...cart, lines: cart.lines.with(i, merged) } }
}

/** Sets a line's quantity: whole kg, at least 1, at most what was left when last checked. */
export function setQuantity(cart: Cart, id: string, kg: number): Cart {
  return {
    ...cart,
    lines: cart.lines.map((l) => {
      if (l.lineId !== id || !Number.isFinite(kg)) return l
      const max = Math.min(l.availableKg ?? MAX_LINE_KG, MAX_LINE_KG)
      return { ...l, quantityKg: Math.max(1, Math.min(Math.trunc(kg), Math.max(max, 1))) }
    }),
  }
}

/** Removes one line (Cancel). */
export const removeFromCart = (cart: Cart, id: string): Cart => ({
  ...cart,
  lines: cart.lines.filter((l) => l.lineId !== id),
})

/** What a listing has now, as the cart checks it. */
export interface ListingNow {
  pricePaise: number
  quantityKg: number
  /** Deleted, or otherwise no longer for sale. */
  gone: boolean
}

/**
 * Brings the cart up to date with the listings now: a changed price is taken with the old one
 * kept beside it (`priceWasPaise`) until the buyer accepts it, and what is left is noted so no
 * line asks for more. Lines of listings not in `now` are left as they are.
 */
export function refreshCart(cart: Cart, now: ReadonlyMap<string, ListingNow>): Cart {
  let changed = false
  const lines = cart.lines.map((l) => {
    const n = now.get(cartLineListingId(l))
    if (!n) return l
    const availableKg = n.gone ? 0 : n.quantityKg
    const priceChanged = n.pricePaise !== l.pricePaise
    if (!priceChanged && l.availableKg === availableKg) return l
    changed = true
    return {
      ...l,
      availableKg,
      ...(priceChanged
        ? { pricePaise: n.pricePaise, priceWasPaise: l.priceWasPaise ?? l.pricePaise }
        : {}),
    }
  })
  return changed ? { ...cart, lines } : cart
}

/** The server's 409 `order.price_changed`: the new prices go into the cart for the buyer to see. */
export function applyPriceChanges(cart: Cart, changes: readonly PriceChange[]): Cart {
  const byId = new Map(changes.map((c) => [c.listingId, c]))
  return {
    ...cart,
    lines: cart.lines.map((l) => {
      const c = byId.get(cartLineListingId(l))
      return c
        ? { ...l, pricePaise: c.pricePaise, priceWasPaise: l.priceWasPaise ?? l.pricePaise }
        : l
    }),
  }
}

/** The buyer has seen the new prices: they are the prices now, without the old ones beside them. */
export const acceptPrices = (cart: Cart): Cart => ({
  ...cart,
  lines: cart.lines.map(({ priceWasPaise: _was, ...l }) => l),
})

/** Lines asking for more than is left, or whose listing is gone. */
export const overAvailable = (cart: Cart): CartLine[] =>
  cart.lines.filter((l) => l.availableKg !== undefined && l.quantityKg > l.availableKg)

/** The lines as POST /api/orders takes them, each with the price the buyer saw. */
export const cartToOrderLines = (cart: Cart): OrderLineInput[] =>
  cart.lines.map((l) =>
    l.kind === 'catalogue'
      ? {
          kind: 'catalogue',
          catalogueId: l.catalogueId,
          quantityKg: l.quantityKg,
          seenPricePaise: l.pricePaise,
        }
      : {
          kind: 'listing',
          productId: l.productId,
          quantityKg: l.quantityKg,
          seenPricePaise: l.pricePaise,
        },
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
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a catalogue line's id was checked when the cart was read
  const item = findCatalogueItem(line.catalogueId)!
  return {
    name: item.name,
    pricePaise: line.pricePaise,
    quantityKg: line.quantityKg,
    farmer: item.farmer,
    image: item.image as string | null,
  }
}

/** The cart's total in paise at the prices the buyer sees. */
export const cartTotalPaise = (cart: Cart) =>
  cart.lines.reduce((sum, l) => sum + l.pricePaise * l.quantityKg, 0)

/** The number on the header's cart icon: one per item. */
export const cartItemCount = (cart: Cart) => cart.lines.length
