import { queryOptions, useQuery } from '@tanstack/react-query'
import { AdminOrderListSchema, OrderTimelineSchema } from '#core/admin/admin.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { adminKey } from './get-today.ts'

export const findOrders = (q: string, signal?: AbortSignal) =>
  api(`/api/admin/orders?${new URLSearchParams({ q })}`, { signal, schema: AdminOrderListSchema })

export const useFindOrders = (q: string) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'orders', q],
      queryFn: ({ signal }) => findOrders(q, signal),
      enabled: q.trim().length >= 2,
    }),
  )

export const getOrderTimeline = (id: string, signal?: AbortSignal) =>
  api(`/api/admin/orders/${encodeURIComponent(id)}/timeline`, {
    signal,
    schema: OrderTimelineSchema,
  })

export const useOrderTimeline = (id: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'timeline', id],
      queryFn: ({ signal }) => getOrderTimeline(id ?? '', signal),
      enabled: id !== null,
    }),
  )
