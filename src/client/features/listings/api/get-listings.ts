import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { CATALOGUE_CATEGORIES } from '#core/catalogue/catalogue.ts'
import {
  LISTING_SORTS,
  listingsApiPath,
  ORGANIC_FILTERS,
  type BrowseFilters,
} from '#core/listings/listing-browse.ts'
import type { ListingList } from '#core/listings/listings.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

const price = (v: string | undefined) => (v && /^\d{1,6}(\.\d{1,2})?$/.test(v) ? v : undefined)

/**
 * The query of GET /api/listings for the browse filters: the parameters `listingsApiPath` writes,
 * in its order and with its values, so the plain page asks for the URL its HTML hinted.
 */
function listingsQuery(filters: BrowseFilters) {
  const minPrice = price(filters.minPrice)
  const maxPrice = price(filters.maxPrice)
  return {
    q: filters.q?.trim() || undefined,
    category: CATALOGUE_CATEGORIES.find((c) => c === filters.category),
    // Newest is the default: left out, so the plain page asks for the plain URL.
    sort: LISTING_SORTS.find((s) => s !== 'newest' && s === filters.sort),
    minPrice: minPrice === undefined ? undefined : Number(minPrice),
    maxPrice: maxPrice === undefined ? undefined : Number(maxPrice),
    place: filters.place?.trim() ? filters.place : undefined,
    organic: ORGANIC_FILTERS.find((o) => o === filters.organic),
  }
}

/** Farmers' live listings for the browse filters (GET /api/listings?q=&category=&sort=…). */
export const getListings = (filters: BrowseFilters): Promise<ListingList> =>
  answer(apiClient.GET('/api/listings', { params: { query: listingsQuery(filters) } }))

export const listingsQueryOptions = (filters: BrowseFilters) =>
  queryOptions({
    queryKey: ['listings', listingsApiPath(filters).toLowerCase()],
    queryFn: () => getListings(filters),
    staleTime: 15_000,
  })

export const useListings = (filters: BrowseFilters) =>
  useQuery({ ...listingsQueryOptions(filters), placeholderData: keepPreviousData })
