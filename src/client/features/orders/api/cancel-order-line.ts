import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order, OrderList } from '#core/orders/orders.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { ordersKey } from './get-orders.ts'

export type CancelLineInput = { orderId: string; lineId: string }

/** The buyer cancels one Pending line (POST /api/orders/:orderId/lines/:lineId/cancel). */
export const cancelOrderLine = ({ orderId, lineId }: CancelLineInput): Promise<Order> =>
  answer(
    apiClient.POST('/api/orders/{orderId}/lines/{lineId}/cancel', {
      params: { path: { orderId, lineId } },
    }),
  )

export function useCancelOrderLine() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: cancelOrderLine,
    onSuccess: (order) => {
      const list = qc.getQueryData<OrderList>(ordersKey)
      if (list)
        qc.setQueryData(ordersKey, {
          ...list,
          items: list.items.map((o) => (o.id === order.id ? order : o)),
        })
    },
    onError: () => qc.invalidateQueries({ queryKey: ordersKey }),
  })
}
