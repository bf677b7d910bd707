import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Listing } from '#core/listings/listings.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

/**
 * One farmer's listing (GET /api/listings/:id, `apiPath.listing(id)`, which the page's HTML
 * hints); 404 when it is gone. Typed by the route's schema, not parsed here: the server answers
 * through ListingSchema, and zod stays out of a listing page's first load.
 */
export const getListing = (id: string): Promise<Listing> =>
  answer(apiClient.GET('/api/listings/{id}', { params: { path: { id } } }))

export const listingQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['listing', id], queryFn: () => getListing(id), retry: false })

export const useListing = (id: string | null) =>
  useQuery({ ...listingQueryOptions(id ?? ''), enabled: !!id })
