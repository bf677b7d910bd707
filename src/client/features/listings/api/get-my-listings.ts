import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { OwnListingList } from '#core/listings/listings.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { apiPath } from '#core/http/page-data.ts'

export const myListingsKey = ['my-listings'] as const

export const getMyListings = (page: number, signal?: AbortSignal): Promise<OwnListingList> =>
  api<OwnListingList>(apiPath.myListings(page), { signal })

export const myListingsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...myListingsKey, page],
    queryFn: ({ signal }) => getMyListings(page, signal),
    placeholderData: keepPreviousData,
  })

export const useMyListings = (page: number) => useQuery(myListingsQueryOptions(page))
