import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { AdminMessageListSchema, AdminMessageSchema } from '#core/admin/admin.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { adminKey } from './get-today.ts'

export const getFailedMessages = (signal?: AbortSignal) =>
  api('/api/admin/messages/failed', { signal, schema: AdminMessageListSchema })

export const useFailedMessages = () =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'messages'],
      queryFn: ({ signal }) => getFailedMessages(signal),
    }),
  )

export const retryMessage = (id: number) =>
  api(`/api/admin/messages/${id}/retry`, { method: 'POST', schema: AdminMessageSchema })

export function useRetryMessage() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: retryMessage,
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKey }),
  })
}
