import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MarketDataStatus } from '#core/market-prices/market-prices.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { apiPath } from '#core/http/page-data.ts'

export const getMarketDataStatus = (signal?: AbortSignal): Promise<MarketDataStatus> =>
  api<MarketDataStatus>(apiPath.marketDataStatus, { signal })

export const marketDataStatusQueryOptions = queryOptions({
  queryKey: ['market-prices', 'status'],
  queryFn: ({ signal }) => getMarketDataStatus(signal),
  staleTime: 60_000,
  // While the shipped history loads in the background, its progress is asked for every 3 s.
  refetchInterval: (query) => (query.state.data?.loading ? 3_000 : false),
})

/** How current the prices are: newest date, background load, whether the live ingester runs. */
export const useMarketDataStatus = () => useQuery(marketDataStatusQueryOptions)
