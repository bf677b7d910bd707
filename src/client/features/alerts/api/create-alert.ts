import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Alert, CreateAlertInput } from '#core/alerts/alerts.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { alertsKey } from './get-alerts.ts'

export const createAlert = (input: CreateAlertInput): Promise<Alert> =>
  answer(apiClient.POST('/api/alerts', { body: input }))

export function useCreateAlert() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => qc.invalidateQueries({ queryKey: alertsKey }),
  })
}
