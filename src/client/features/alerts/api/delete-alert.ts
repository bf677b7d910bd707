import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient, done } from '#client/lib/api-client.ts'
import { alertsKey } from './get-alerts.ts'

export const deleteAlert = (id: string): Promise<void> =>
  done(apiClient.DELETE('/api/alerts/{id}', { params: { path: { id } } }))

export function useDeleteAlert() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: () => qc.invalidateQueries({ queryKey: alertsKey }),
  })
}
