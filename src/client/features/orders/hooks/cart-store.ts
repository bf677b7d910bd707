import { useSyncExternalStore } from 'react'
import { CART_STORAGE_KEY, storedCartItemCount } from '#core/orders/cart-count.ts'
import { readStorage } from '#client/lib/storage.ts'

/**
 * Who listens to the stored cart: this tab's components (told by `cartChanged` after a save) and
 * other tabs (the `storage` event). No zod here, so the header's count costs the first load
 * nothing; use-cart.ts reads and writes the cart itself.
 */
const listeners = new Set<() => void>()

export function subscribeCart(fn: () => void) {
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

export function cartChanged() {
  for (const fn of listeners) fn()
}

const countSnapshot = () => storedCartItemCount(readStorage(CART_STORAGE_KEY))
const noCount = () => 0

/** How many items the buyer's cart holds, for the header (every page). */
export const useCartItemCount = () => useSyncExternalStore(subscribeCart, countSnapshot, noCount)
