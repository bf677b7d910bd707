import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Crops } from '#core/market-prices/market-prices.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { apiPath } from '#core/http/page-data.ts'

export const getCrops = (signal?: AbortSignal): Promise<Crops> =>
  api<Crops>(apiPath.crops, { signal })

export const cropsQueryOptions = queryOptions({
  queryKey: ['market-prices', 'crops'],
  queryFn: ({ signal }) => getCrops(signal),
  staleTime: 10 * 60_000,
})

export const useCrops = () => useQuery(cropsQueryOptions)
