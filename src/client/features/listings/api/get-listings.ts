import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ListingList } from '#core/listings/listings.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { apiPath } from '#core/http/page-data.ts'

/** Farmers' live listings filtered by name (GET /api/listings?q=). */
export const getListings = (q: string): Promise<ListingList> =>
  api<ListingList>(apiPath.listings(q))

export const listingsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['listings', q.trim().toLowerCase()],
    queryFn: () => getListings(q),
    staleTime: 15_000,
  })

export const useListings = (q: string) =>
  useQuery({ ...listingsQueryOptions(q), placeholderData: keepPreviousData })
