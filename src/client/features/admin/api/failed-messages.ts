import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { adminKey } from './get-today.ts'

export const getFailedMessages = (signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/messages/failed', { signal }))

export const useFailedMessages = () =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'messages'],
      queryFn: ({ signal }) => getFailedMessages(signal),
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
