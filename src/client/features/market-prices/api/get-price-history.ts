import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PriceHistory } from '#core/market-prices/market-prices.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const getPriceHistory = (crop: string, signal?: AbortSignal): Promise<PriceHistory> =>
  api<PriceHistory>(`/api/market-prices/history?${new URLSearchParams({ crop })}`, { signal })

export const priceHistoryQueryOptions = (crop: string) =>
  queryOptions({
    queryKey: ['market-prices', 'history', crop.trim().toLowerCase()],
    queryFn: ({ signal }) => getPriceHistory(crop.trim(), signal),
    staleTime: 10 * 60_000,
    retry: false,
  })

/** Recent daily prices of a crop; idle until a crop is given. */
export const usePriceHistory = (crop: string) =>
  useQuery({ ...priceHistoryQueryOptions(crop), enabled: crop.trim() !== '' })
