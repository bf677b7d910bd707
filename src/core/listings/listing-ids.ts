// Listing page ids, without zod: the listing cards of the first load use them.

/** The client route id of a listing's page: `/product/listing-<uuid>`. */
export const LISTING_ROUTE_PREFIX = 'listing-'
export const listingRouteId = (id: string) => `${LISTING_ROUTE_PREFIX}${id}`
export function listingIdFromRoute(routeId: string): string | null {
  if (!routeId.startsWith(LISTING_ROUTE_PREFIX)) return null
  const id = routeId.slice(LISTING_ROUTE_PREFIX.length)
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null
}
