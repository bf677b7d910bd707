import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '#core/orders/orders.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { ordersKey } from './get-orders.ts'

/** One of the buyer's orders by its number (GET /api/orders/{number}). */
export const getOrder = (number: string): Promise<Order> =>
  answer(apiClient.GET('/api/orders/{number}', { params: { path: { number } } }))

export const orderQueryOptions = (number: string) =>
  queryOptions({ queryKey: [...ordersKey, 'number', number], queryFn: () => getOrder(number) })

export const useOrder = (number: string) => useQuery(orderQueryOptions(number))
