import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SupplyChainList } from '#core/supply-chain/supply-chain.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

export const supplyChainKey = ['supply-chain'] as const

/** GET /api/supply-chain (`apiPath.supplyChain`, which the page's HTML hints). */
export const getSupplyChain = (signal?: AbortSignal): Promise<SupplyChainList> =>
  answer(apiClient.GET('/api/supply-chain', { signal }))

export const supplyChainQueryOptions = () =>
  queryOptions({ queryKey: supplyChainKey, queryFn: ({ signal }) => getSupplyChain(signal) })

export const useSupplyChain = () => useQuery(supplyChainQueryOptions())
