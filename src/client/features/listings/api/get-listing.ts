import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Listing } from '#core/listings/listings.contract.ts'
import { apiPath } from '#core/http/page-data.ts'
import { api } from '#client/lib/api-client.ts'

/**
 * One farmer's listing (GET /api/listings/:id); 404 when it is gone. Typed, not parsed: the
 * server answers through ListingSchema, and parsing here would bring zod into a listing page's
 * first load (issues 20/21), as the listings of /products are read.
 */
export const getListing = (id: string): Promise<Listing> => api<Listing>(apiPath.listing(id))

export const listingQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['listing', id], queryFn: () => getListing(id), retry: false })

export const useListing = (id: string | null) =>
  useQuery({ ...listingQueryOptions(id ?? ''), enabled: !!id })
