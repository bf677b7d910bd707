import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AlertSchema, type Alert, type CreateAlertInput } from '#core/alerts/alerts.contract.ts'
import { apiPath } from '#core/http/page-data.ts'
import { api } from '#client/lib/api-client.ts'
import { alertsKey } from './get-alerts.ts'

export const createAlert = (input: CreateAlertInput): Promise<Alert> =>
  api(apiPath.alerts, { method: 'POST', body: input, schema: AlertSchema })

export function useCreateAlert() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: createAlert,
    onSuccess: () => qc.invalidateQueries({ queryKey: alertsKey }),
  })
}
