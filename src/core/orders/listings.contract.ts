import { z } from 'zod'

/**
 * Farmers' live listings as buyers see them (PRODUCT.md "Beyond the spec"): not deleted, with
 * quantity left. Price per kg in rupees for display, and in paise.
 */
export const ListingSchema = z.object({
  id: z.string(),
  productName: z.string(),
  /** Rupees per kg. */
  price: z.number(),
  pricePaise: z.number().int(),
  quantityKg: z.number().int(),
  farmerName: z.string(),
  location: z.string().nullable(),
  updatedAt: z.string(),
})
export type Listing = z.infer<typeof ListingSchema>

export const ListingsQuerySchema = z.object({
  q: z.string().trim().max(80, 'Search: at most 80 characters.').optional(),
  limit: z.coerce.number().int().min(1).max(100, 'Limit: at most 100.').default(60),
})
export const ListingListSchema = z.object({
  items: z.array(ListingSchema),
  total: z.number().int(),
})
export type ListingList = z.infer<typeof ListingListSchema>

export const ListingParamsSchema = z.object({ id: z.uuid('Product not found') })

/** The client route id of a listing's page: `/product/listing-<uuid>`. */
export const LISTING_ROUTE_PREFIX = 'listing-'
export const listingRouteId = (id: string) => `${LISTING_ROUTE_PREFIX}${id}`
export function listingIdFromRoute(routeId: string): string | null {
  if (!routeId.startsWith(LISTING_ROUTE_PREFIX)) return null
  const id = routeId.slice(LISTING_ROUTE_PREFIX.length)
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null
}
