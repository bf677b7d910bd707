import { queryOptions, useQuery } from '@tanstack/react-query'
import { OrderListSchema, type OrderList } from '#core/orders/orders.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { apiPath } from '#core/http/page-data.ts'

export const ordersKey = ['orders'] as const

/** The buyer's own orders, newest first (GET /api/orders). */
export const getOrders = (): Promise<OrderList> => api(apiPath.orders, { schema: OrderListSchema })

export const ordersQueryOptions = queryOptions({ queryKey: ordersKey, queryFn: getOrders })

export const useOrders = () => useQuery(ordersQueryOptions)
