import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PriceHistory } from '#core/market-prices/market-prices.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

/** A crop's recent daily prices: one market's when `market` is given, else the median across markets. */
export const getPriceHistory = (
  crop: string,
  market?: string,
  signal?: AbortSignal,
): Promise<PriceHistory> =>
  answer(
    apiClient.GET('/api/market-prices/history', {
      params: { query: { crop, market: market || undefined } },
      signal,
    }),
  )

export const priceHistoryQueryOptions = (crop: string, market?: string) =>
  queryOptions({
    queryKey: ['market-prices', 'history', crop.trim().toLowerCase(), market?.toLowerCase() ?? ''],
    queryFn: ({ signal }) => getPriceHistory(crop.trim(), market, signal),
    staleTime: 10 * 60_000,
    retry: false,
  })

/** Recent daily prices of a crop (at one market, if given); idle until a crop is given. */
export const usePriceHistory = (crop: string, market?: string) =>
  useQuery({ ...priceHistoryQueryOptions(crop, market), enabled: crop.trim() !== '' })
