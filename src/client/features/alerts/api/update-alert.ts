import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Alert, UpdateAlertInput } from '#core/alerts/alerts.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { alertsKey } from './get-alerts.ts'

export const updateAlert = ({ id, ...input }: UpdateAlertInput & { id: string }): Promise<Alert> =>
  answer(apiClient.PATCH('/api/alerts/{id}', { params: { path: { id } }, body: input }))

export function useUpdateAlert() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: updateAlert,
    onSuccess: () => qc.invalidateQueries({ queryKey: alertsKey }),
  })
}
