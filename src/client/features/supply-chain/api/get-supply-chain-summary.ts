import { useQuery } from '@tanstack/react-query'
import {
  SupplyChainSummarySchema,
  type SupplyChainSummary,
} from '#core/supply-chain/supply-chain.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { summaryKey } from '#client/features/supply-chain/hooks/use-supply-chain-stream.ts'

/** How many of the farmer's orders are open (GET /api/supply-chain/summary), for the header. */
export const getSupplyChainSummary = (signal?: AbortSignal): Promise<SupplyChainSummary> =>
  api('/api/supply-chain/summary', { schema: SupplyChainSummarySchema, signal })

export const useSupplyChainSummary = (enabled: boolean) =>
  useQuery({
    queryKey: summaryKey,
    queryFn: ({ signal }) => getSupplyChainSummary(signal),
    enabled,
    staleTime: 30_000,
  })
