import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPath } from '#core/http/page-data.ts'
import { api } from '#client/lib/api-client.ts'
import { alertsKey } from './get-alerts.ts'

export const deleteAlert = (id: string): Promise<void> =>
  api<void>(`${apiPath.alerts}/${encodeURIComponent(id)}`, { method: 'DELETE' })

export function useDeleteAlert() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: () => qc.invalidateQueries({ queryKey: alertsKey }),
  })
}
