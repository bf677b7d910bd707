import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AlertSchema, type Alert, type UpdateAlertInput } from '#core/alerts/alerts.contract.ts'
import { apiPath } from '#core/http/page-data.ts'
import { api } from '#client/lib/api-client.ts'
import { alertsKey } from './get-alerts.ts'

export const updateAlert = ({ id, ...input }: UpdateAlertInput & { id: string }): Promise<Alert> =>
  api(`${apiPath.alerts}/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: AlertSchema,
  })

export function useUpdateAlert() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: updateAlert,
    onSuccess: () => qc.invalidateQueries({ queryKey: alertsKey }),
  })
}
