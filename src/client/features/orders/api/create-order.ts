import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateOrderInput, Order } from '#core/orders/orders.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { ordersKey } from './get-orders.ts'

/** POST /api/orders: the same idempotencyKey again returns the same order. */
export const createOrder = (input: CreateOrderInput): Promise<Order> =>
  answer(apiClient.POST('/api/orders', { body: input }))

export function useCreateOrder() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: createOrder,
    onSuccess: async () => {
      // Listings' quantities changed too (keys of the marketplace feature's queries).
      await Promise.all([
        qc.invalidateQueries({ queryKey: ordersKey }),
        qc.invalidateQueries({ queryKey: ['listings'] }),
        qc.invalidateQueries({ queryKey: ['listing'] }),
      ])
    },
  })
}
