import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MarketDataStatus } from '#core/market-prices/market-prices.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

/** GET /api/market-prices/status (`apiPath.marketDataStatus`, which the page's HTML hints). */
export const getMarketDataStatus = (signal?: AbortSignal): Promise<MarketDataStatus> =>
  answer(apiClient.GET('/api/market-prices/status', { signal }))

export const marketDataStatusQueryOptions = queryOptions({
  queryKey: ['market-prices', 'status'],
  queryFn: ({ signal }) => getMarketDataStatus(signal),
  staleTime: 60_000,
  // While the shipped history loads in the background, its progress is asked for every 3 s.
  refetchInterval: (query) => (query.state.data?.loading ? 3_000 : false),
})

/** How current the prices are: newest date, background load, whether the live ingester runs. */
export const useMarketDataStatus = () => useQuery(marketDataStatusQueryOptions)
