import { useCallback, useEffect, useSyncExternalStore } from 'react'
import {
  addToCart,
  CART_RESET_NOTICE,
  CART_STORAGE_KEY,
  emptyCart,
  parseCart,
  removeFromCart,
  serializeCart,
  type Cart,
  type CartLine,
} from '#core/orders/cart.ts'
import { useNotify } from '#client/components/ui/notices.tsx'
import { readStorage, writeStorage } from '#client/lib/storage.ts'

/**
 * The cart in localStorage under `orders` (the original app's key, so existing carts survive), shared by every component and tab. The stored
 * text is parsed once per change; unreadable content is replaced by an empty cart and the page
 * says so once (never a crash).
 */
let cachedRaw: string | null | undefined
let cached: Cart = emptyCart()
let pendingReset = false
const listeners = new Set<() => void>()

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
  for (const fn of listeners) fn()
}

function subscribe(fn: () => void) {
  listeners.add(fn)
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_STORAGE_KEY || e.key === null) fn()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(fn)
    window.removeEventListener('storage', onStorage)
  }
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
  const cart = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  const notify = useNotify()

  useEffect(() => {
    if (pendingReset) {
      pendingReset = false
      notify(CART_RESET_NOTICE, 'info')
    }
  }, [cart, notify])

  /** Appends a line; false (with a notice) when the cart is full. */
  const add = useCallback(
    (line: NewCartLine) => {
      const r = addToCart(snapshot(), { ...line, lineId: newLineId() })
      if (!r.ok) {
        notify(r.reason, 'error')
        return false
      }
      save(r.cart)
      return true
    },
    [notify],
  )
  const remove = useCallback((lineId: string) => save(removeFromCart(snapshot(), lineId)), [])
  const clear = useCallback(() => save(emptyCart()), [])

  return { cart, add, remove, clear }
}
