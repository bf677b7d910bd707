import { useEffect } from 'react'
import { cartLineListingId } from '#core/orders/cart.ts'
import { useListingsNow } from '#client/features/orders/api/get-listings-now.ts'
import { useCart } from './use-cart.ts'

/**
 * The cart, brought up to date with its listings when a page shows it: a price that changed since
 * the buyer added the item is taken with the old one kept beside it until accepted, and what is
 * left is noted, so no line asks for more than there is.
 */
export function useFreshCart() {
  const cart = useCart()
  const ids = cart.cart.lines.map(cartLineListingId)
  const now = useListingsNow(ids)
  const { refresh } = cart
  useEffect(() => {
    if (now.data) refresh(new Map(now.data.items.map((i) => [i.id, i])))
  }, [now.data, refresh])
  return cart
}
