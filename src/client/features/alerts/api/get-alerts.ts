import { queryOptions, useQuery } from '@tanstack/react-query'
import { AlertsListSchema, type AlertsList } from '#core/alerts/alerts.contract.ts'
import { apiPath } from '#core/http/page-data.ts'
import { api } from '#client/lib/api-client.ts'

export const alertsKey = ['alerts'] as const

export const getAlerts = (signal?: AbortSignal): Promise<AlertsList> =>
  api(apiPath.alerts, { signal, schema: AlertsListSchema })

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: alertsKey, queryFn: ({ signal }) => getAlerts(signal) })

export const useAlerts = () => useQuery(alertsQueryOptions())
