import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderStatus } from '#core/orders/order-status.ts'
import {
  SupplyChainOrderSchema,
  type SupplyChainOrder,
} from '#core/supply-chain/supply-chain.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { upsertSupplyChainOrder } from '#client/features/supply-chain/hooks/use-supply-chain-stream.ts'

export type MoveInput = { id: string; status: OrderStatus; transport?: string }

export const moveSupplyChainOrder = ({ id, ...body }: MoveInput): Promise<SupplyChainOrder> =>
  api(`/api/supply-chain/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: SupplyChainOrderSchema,
  })

export function useMoveSupplyChainOrder() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: moveSupplyChainOrder,
    onSuccess: (order) => upsertSupplyChainOrder(qc, order),
    // A 409 means someone else moved it: show what is true now.
    onError: () => qc.invalidateQueries({ queryKey: ['supply-chain'] }),
  })
}
