import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  MarketPricesPageSchema,
  type MarketPricesPage,
} from '#core/market-prices/market-prices.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const getMarketPrices = (
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<MarketPricesPage> =>
  api(`/api/market-prices?${new URLSearchParams({ q, page: String(page) })}`, {
    schema: MarketPricesPageSchema,
    signal,
  })

export const marketPricesQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: ['market-prices', q.trim().toLowerCase(), page],
    queryFn: ({ signal }) => getMarketPrices(q.trim(), page, signal),
    staleTime: 60_000,
    // Keep the last page on screen while the next one loads (no flash of the loading text).
    placeholderData: keepPreviousData,
  })

export const useMarketPrices = (q: string, page: number) =>
  useQuery(marketPricesQueryOptions(q, page))
