import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FORWARD_STATUSES, type OrderStatus } from '#core/orders/order-status.ts'
import type { SupplyChainOrder } from '#core/supply-chain/supply-chain.contract.ts'
import { answer, apiClient, ApiRequestError } from '#client/lib/api-client.ts'
import { upsertSupplyChainOrder } from '#client/features/supply-chain/hooks/use-supply-chain-stream.ts'

export type MoveInput = {
  id: string
  status: OrderStatus
  transport?: string
  /** Delivered: the buyer's 4-digit code, or `withoutCode` (the buyer confirms later). */
  code?: string
  withoutCode?: true
}

/** Moves an order forward (PATCH /api/supply-chain/:id); Cancelled and Declined are no moves. */
export const moveSupplyChainOrder = async ({
  id,
  status,
  transport,
  code,
  withoutCode,
}: MoveInput): Promise<SupplyChainOrder> => {
  const to = FORWARD_STATUSES.find((s) => s === status)
  if (!to) {
    const text = `An order is not moved to ${status}.`
    throw new ApiRequestError(400, text, 'status', undefined, 'invalid_input', { text })
  }
  return answer(
    apiClient.PATCH('/api/supply-chain/{id}', {
      params: { path: { id } },
      body: { status: to, transport, code, withoutCode },
    }),
  )
}

export function useMoveSupplyChainOrder() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: moveSupplyChainOrder,
    onSuccess: (order) => {
      upsertSupplyChainOrder(qc, order)
      // How the delivery stands (confirmed or awaiting the buyer) is read beside the order.
      if (order.status === 'Delivered') void qc.invalidateQueries({ queryKey: ['deliveries'] })
    },
    // A 409 means someone else moved it: show what is true now.
    onError: () => qc.invalidateQueries({ queryKey: ['supply-chain'] }),
  })
}
