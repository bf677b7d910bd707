import { useEffect, useMemo } from 'react'
import { cartLineListingId, type CartLine } from '#core/orders/cart.ts'
import type { PhotoSource } from '#core/listings/listing-photos.ts'
import { useListingsNow } from '#client/features/orders/api/get-listings-now.ts'
import { useCart } from './use-cart.ts'

/**
 * The cart, brought up to date with its listings when a page shows it: a price that changed since
 * the buyer added the item is taken with the old one kept beside it until accepted, and what is
 * left is noted, so no line asks for more than there is. `photoOf` gives a line's listing photo
 * (its sizes, as GET /api/listings/now answers them; empty until known or when it has none).
 */
export function useFreshCart() {
  const cart = useCart()
  const ids = cart.cart.lines.map(cartLineListingId)
  const now = useListingsNow(ids)
  const { refresh } = cart
  useEffect(() => {
    if (now.data) refresh(new Map(now.data.items.map((i) => [i.id, i])))
  }, [now.data, refresh])
  const photos = useMemo(
    () => new Map((now.data?.items ?? []).map((i) => [i.id, i.photo] as const)),
    [now.data],
  )
  const photoOf = (line: CartLine): readonly PhotoSource[] =>
    photos.get(cartLineListingId(line)) ?? []
  return { ...cart, photoOf }
}
