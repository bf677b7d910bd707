import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Crops } from '#core/market-prices/market-prices.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

/** GET /api/market-prices/crops (`apiPath.crops`, which the page's HTML hints). */
export const getCrops = (signal?: AbortSignal): Promise<Crops> =>
  answer(apiClient.GET('/api/market-prices/crops', { signal }))

export const cropsQueryOptions = queryOptions({
  queryKey: ['market-prices', 'crops'],
  queryFn: ({ signal }) => getCrops(signal),
  staleTime: 10 * 60_000,
})

export const useCrops = () => useQuery(cropsQueryOptions)
