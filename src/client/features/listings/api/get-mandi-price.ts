import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MandiPrice } from '#core/listings/listings.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

/**
 * The mandi price of a listing's crop, for comparison on its page (GET
 * /api/listings/:id/mandi-price). Typed by the route's schema, not parsed here: the page's first
 * load goes without zod.
 */
export const getMandiPrice = (id: string): Promise<MandiPrice> =>
  answer(apiClient.GET('/api/listings/{id}/mandi-price', { params: { path: { id } } }))

export const mandiPriceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['listing', id, 'mandi-price'],
    queryFn: () => getMandiPrice(id),
    staleTime: 10 * 60_000,
    retry: false,
  })

export const useMandiPrice = (id: string) => useQuery(mandiPriceQueryOptions(id))
