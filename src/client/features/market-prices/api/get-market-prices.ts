import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { MarketPricesPage } from '#core/market-prices/market-prices.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { apiPath } from '#core/http/page-data.ts'

export const getMarketPrices = (
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<MarketPricesPage> => api<MarketPricesPage>(apiPath.marketPrices(q, page), { signal })

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
