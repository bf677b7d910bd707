import { queryOptions, useQuery } from '@tanstack/react-query'
import { FairPriceSchema, type FairPrice } from '#core/market-prices/market-prices.contract.ts'
import { api, ApiRequestError } from '#client/lib/api-client.ts'

/** Today's mandi price and 7-day trend for a crop (market-data API); null when it has no data. */
export async function getFairPrice(crop: string, signal?: AbortSignal): Promise<FairPrice | null> {
  try {
    return await api(`/api/market-prices/fair-price?crop=${encodeURIComponent(crop)}`, {
      schema: FairPriceSchema,
      signal,
    })
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) return null
    throw err
  }
}

export const fairPriceQueryOptions = (crop: string) =>
  queryOptions({
    queryKey: ['market-prices', 'fair-price', crop.trim().toLowerCase()],
    queryFn: ({ signal }) => getFairPrice(crop.trim(), signal),
    enabled: crop.trim().length >= 2,
    staleTime: 10 * 60_000,
    retry: false,
  })

export const useFairPrice = (crop: string) => useQuery(fairPriceQueryOptions(crop))
