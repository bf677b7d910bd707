import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MandiPrice } from '#core/listings/listings.contract.ts'
import { api } from '#client/lib/api-client.ts'

/**
 * The mandi price of a listing's crop, for comparison on its page (GET
 * /api/listings/:id/mandi-price). Typed, not parsed: the server answers through MandiPriceSchema,
 * and the page's first load goes without zod (issues 20/21).
 */
export const getMandiPrice = (id: string): Promise<MandiPrice> =>
  api<MandiPrice>(`/api/listings/${encodeURIComponent(id)}/mandi-price`)

export const mandiPriceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['listing', id, 'mandi-price'],
    queryFn: () => getMandiPrice(id),
    staleTime: 10 * 60_000,
    retry: false,
  })

export const useMandiPrice = (id: string) => useQuery(mandiPriceQueryOptions(id))
