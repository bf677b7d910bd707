import { useQuery } from '@tanstack/react-query'
import type { SupplyChainSummary } from '#core/supply-chain/supply-chain.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

/** The header's count (GET /api/supply-chain/summary). */
export const summaryKey = ['supply-chain-summary'] as const

/**
 * How many of the farmer's orders are open (GET /api/supply-chain/summary), for the header on
 * every page: typed by the route's schema, not parsed (the server answers through the contract),
 * so the contract's zod schemas stay out of the first load.
 */
export const getSupplyChainSummary = (signal?: AbortSignal): Promise<SupplyChainSummary> =>
  answer(apiClient.GET('/api/supply-chain/summary', { signal }))

export const useSupplyChainSummary = (enabled: boolean) =>
  useQuery({
    queryKey: summaryKey,
    queryFn: ({ signal }) => getSupplyChainSummary(signal),
    enabled,
    staleTime: 30_000,
  })
