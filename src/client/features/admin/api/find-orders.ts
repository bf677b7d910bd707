import { queryOptions, useQuery } from '@tanstack/react-query'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { adminKey } from './get-today.ts'

export const findOrders = (q: string, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/orders', { params: { query: { q } }, signal }))

export const useFindOrders = (q: string) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'orders', q],
      queryFn: ({ signal }) => findOrders(q, signal),
      enabled: q.trim().length >= 2,
    }),
  )

export const getOrderTimeline = (id: string, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/orders/{id}/timeline', { params: { path: { id } }, signal }))

export const useOrderTimeline = (id: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'timeline', id],
      queryFn: ({ signal }) => getOrderTimeline(id ?? '', signal),
      enabled: id !== null,
    }),
  )
