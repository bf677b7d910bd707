import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { OwnListingList } from '#core/listings/listings.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

export const myListingsKey = ['my-listings'] as const

/** GET /api/listings/mine?page= (`apiPath.myListings(page)`, which the page's HTML hints). */
export const getMyListings = (page: number, signal?: AbortSignal): Promise<OwnListingList> =>
  answer(apiClient.GET('/api/listings/mine', { params: { query: { page } }, signal }))

export const myListingsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myListingsKey, page],
    queryFn: ({ signal }) => getMyListings(page, signal),
    placeholderData: keepPreviousData,
  })

export const useMyListings = (page: number) => useQuery(myListingsQueryOptions(page))
