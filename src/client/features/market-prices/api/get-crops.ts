import { queryOptions, useQuery } from '@tanstack/react-query'
import { CropsSchema, type Crops } from '#core/market-prices/market-prices.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const getCrops = (signal?: AbortSignal): Promise<Crops> =>
  api('/api/market-prices/crops', { schema: CropsSchema, signal })

export const cropsQueryOptions = queryOptions({
  queryKey: ['market-prices', 'crops'],
  queryFn: ({ signal }) => getCrops(signal),
  staleTime: 10 * 60_000,
})

export const useCrops = () => useQuery(cropsQueryOptions)
