import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MESSAGE_VIEWS } from '#core/admin/admin.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { adminKey } from './get-today.ts'

export type MessageView = (typeof MESSAGE_VIEWS)[number]

export const getMessages = (status: MessageView, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/messages', { params: { query: { status } }, signal }))

export const useMessages = (status: MessageView) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'messages', status],
      queryFn: ({ signal }) => getMessages(status, signal),
    }),
  )

export const retryMessage = (id: number) =>
  answer(apiClient.POST('/api/admin/messages/{id}/retry', { params: { path: { id } } }))

export function useRetryMessage() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: retryMessage,
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKey }),
  })
}

export const retryAllFailed = () => answer(apiClient.POST('/api/admin/messages/retry-failed'))

export function useRetryAllFailed() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: retryAllFailed,
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKey }),
  })
}
