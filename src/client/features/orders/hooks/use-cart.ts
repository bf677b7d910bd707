import { useCallback, useEffect, useSyncExternalStore } from 'react'
import type { PriceChange } from '#core/http/api-error.ts'
import {
  acceptPrices,
  addToCart,
  applyPriceChanges,
  CART_FULL,
  CART_RESET_NOTICE,
  CART_STORAGE_KEY,
  emptyCart,
  parseCart,
  refreshCart,
  removeFromCart,
  serializeCart,
  setQuantity,
  type AddRefusal,
  type Cart,
  type CartLine,
  type ListingNow,
} from '#core/orders/cart.ts'
import { useNotify } from '#client/components/ui/notices.tsx'
import { readStorage, writeStorage } from '#client/lib/storage.ts'
import { cartChanged, subscribeCart } from './cart-store.ts'

/**
 * The cart in localStorage under `orders` (the original app's key, so existing carts survive), shared by every component and tab. The stored
 * text is parsed once per change; unreadable content is replaced by an empty cart and the page
 * says so once (never a crash).
 */
let cachedRaw: string | null | undefined
let cached: Cart = emptyCart()
let pendingReset = false

function snapshot(): Cart {
  const raw = readStorage(CART_STORAGE_KEY)
  if (raw !== cachedRaw) {
    cachedRaw = raw
    const { cart, reset } = parseCart(raw)
    cached = cart
    if (reset) {
      pendingReset = true
      writeStorage(CART_STORAGE_KEY, serializeCart(cart))
      cachedRaw = readStorage(CART_STORAGE_KEY)
    }
  }
  return cached
}

function save(cart: Cart) {
  writeStorage(CART_STORAGE_KEY, serializeCart(cart))
  cartChanged()
}

const newLineId = () => crypto.randomUUID()
const EMPTY = emptyCart()
const serverSnapshot = () => EMPTY

export type NewCartLine = CartLine extends infer L
  ? L extends CartLine
    ? Omit<L, 'lineId'>
    : never
  : never

export function useCart() {
  const cart = useSyncExternalStore(subscribeCart, snapshot, serverSnapshot)
  const notify = useNotify()

  useEffect(() => {
    if (pendingReset) {
      pendingReset = false
      notify(CART_RESET_NOTICE, 'info')
    }
  }, [cart, notify])

  /**
   * Adds a line, merged into the item's line when it is there already, never past `availableKg`.
   * A full cart is said in a notice; too much is returned for the page to show beside its field.
   */
  const add = useCallback(
    (line: NewCartLine, availableKg?: number): { ok: true } | ({ ok: false } & AddRefusal) => {
      const r = addToCart(snapshot(), { ...line, lineId: newLineId() }, availableKg)
      if (!r.ok) {
        if (r.reason === 'full') notify(CART_FULL, 'error')
        return r
      }
      save(r.cart)
      return { ok: true }
    },
    [notify],
  )
  const remove = useCallback((lineId: string) => save(removeFromCart(snapshot(), lineId)), [])
  const clear = useCallback(() => save(emptyCart()), [])
  const setKg = useCallback(
    (lineId: string, kg: number) => save(setQuantity(snapshot(), lineId, kg)),
    [],
  )
  /** Brings prices and stock up to date; saves only when something changed. */
  const refresh = useCallback((now: ReadonlyMap<string, ListingNow>) => {
    const before = snapshot()
    const after = refreshCart(before, now)
    if (after !== before) save(after)
  }, [])
  const takePriceChanges = useCallback(
    (changes: readonly PriceChange[]) => save(applyPriceChanges(snapshot(), changes)),
    [],
  )
  const accept = useCallback(() => save(acceptPrices(snapshot())), [])

  return { cart, add, remove, clear, setKg, refresh, takePriceChanges, accept }
}
