import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  SupplyChainListSchema,
  type SupplyChainList,
} from '#core/supply-chain/supply-chain.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { apiPath } from '#core/http/page-data.ts'

export const supplyChainKey = ['supply-chain'] as const

export const getSupplyChain = (signal?: AbortSignal): Promise<SupplyChainList> =>
  api(apiPath.supplyChain, { schema: SupplyChainListSchema, signal })

export const supplyChainQueryOptions = () =>
  queryOptions({ queryKey: supplyChainKey, queryFn: ({ signal }) => getSupplyChain(signal) })

export const useSupplyChain = () => useQuery(supplyChainQueryOptions())
