import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { MarketPricesPage } from '#core/market-prices/market-prices.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

/** GET /api/market-prices?q=&page= (`apiPath.marketPrices(q, page)`, which the HTML hints). */
export const getMarketPrices = (
  q: string,
  page: number,
  signal?: AbortSignal,
): Promise<MarketPricesPage> =>
  answer(apiClient.GET('/api/market-prices', { params: { query: { q, page } }, signal }))

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
