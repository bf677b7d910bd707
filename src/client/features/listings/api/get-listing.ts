import { queryOptions, useQuery } from '@tanstack/react-query'
import { ListingSchema, type Listing } from '#core/listings/listings.contract.ts'
import { apiPath } from '#core/http/page-data.ts'
import { api } from '#client/lib/api-client.ts'

/** One farmer's listing (GET /api/listings/:id); 404 when it is gone. */
export const getListing = (id: string): Promise<Listing> =>
  api(apiPath.listing(id), { schema: ListingSchema })

export const listingQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['listing', id], queryFn: () => getListing(id), retry: false })

export const useListing = (id: string | null) =>
  useQuery({ ...listingQueryOptions(id ?? ''), enabled: !!id })
