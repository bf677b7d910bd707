import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderList } from '#core/orders/orders.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

export const ordersKey = ['orders'] as const

/** The buyer's own orders, newest first (GET /api/orders?limit=50, `apiPath.orders`, hinted). */
export const getOrders = (): Promise<OrderList> =>
  answer(apiClient.GET('/api/orders', { params: { query: { limit: 50 } } }))

export const ordersQueryOptions = queryOptions({ queryKey: ordersKey, queryFn: getOrders })

export const useOrders = () => useQuery(ordersQueryOptions)
