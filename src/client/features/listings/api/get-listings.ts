import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { listingsApiPath, type BrowseFilters } from '#core/listings/listing-browse.ts'
import type { ListingList } from '#core/listings/listings.contract.ts'
import { api } from '#client/lib/api-client.ts'

/** Farmers' live listings for the browse filters (GET /api/listings?q=&category=&sort=…). */
export const getListings = (filters: BrowseFilters): Promise<ListingList> =>
  api<ListingList>(listingsApiPath(filters))

export const listingsQueryOptions = (filters: BrowseFilters) =>
  queryOptions({
    queryKey: ['listings', listingsApiPath(filters).toLowerCase()],
    queryFn: () => getListings(filters),
    staleTime: 15_000,
  })

export const useListings = (filters: BrowseFilters) =>
  useQuery({ ...listingsQueryOptions(filters), placeholderData: keepPreviousData })
