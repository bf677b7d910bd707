import { queryOptions, useQuery } from '@tanstack/react-query'
import type { LocalFairPrice } from '#core/market-prices/market-prices.contract.ts'
import { answer, apiClient, ApiRequestError } from '#client/lib/api-client.ts'

/** The hint's answer: the price near the farmer, or no price (with the nearest known crop name). */
export type FairPriceAnswer =
  { kind: 'price'; price: LocalFairPrice } | { kind: 'unknown'; suggestion: string | null }

/**
 * A crop's mandi price near the farmer (their district, else state, else all India), with its
 * markets and dates, and the 7-day trend; 'unknown' when the market data has no such crop.
 */
export async function getFairPrice(crop: string, signal?: AbortSignal): Promise<FairPriceAnswer> {
  try {
    const price = await answer(
      apiClient.GET('/api/market-prices/fair-price', { params: { query: { crop } }, signal }),
    )
    return { kind: 'price', price }
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) {
      const s = err.params?.suggestion
      return { kind: 'unknown', suggestion: typeof s === 'string' ? s : null }
    }
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
