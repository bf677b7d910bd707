import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SupplyChainOrder } from '#core/supply-chain/supply-chain.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { upsertSupplyChainOrder } from '#client/features/supply-chain/hooks/use-supply-chain-stream.ts'

export type DeclineInput = { id: string; reason: string }

/** The farmer declines a Pending order with a reason (POST /api/supply-chain/:id/decline). */
export const declineSupplyChainOrder = ({ id, reason }: DeclineInput): Promise<SupplyChainOrder> =>
  answer(
    apiClient.POST('/api/supply-chain/{id}/decline', {
      params: { path: { id } },
      body: { reason },
    }),
  )

export function useDeclineSupplyChainOrder() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: declineSupplyChainOrder,
    onSuccess: (order) => upsertSupplyChainOrder(qc, order),
    onError: () => qc.invalidateQueries({ queryKey: ['supply-chain'] }),
  })
}
