import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AlertsList } from '#core/alerts/alerts.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

export const alertsKey = ['alerts'] as const

/** GET /api/alerts (`apiPath.alerts`, which the page's HTML hints). */
export const getAlerts = (signal?: AbortSignal): Promise<AlertsList> =>
  answer(apiClient.GET('/api/alerts', { signal }))

export const alertsQueryOptions = () =>
  queryOptions({ queryKey: alertsKey, queryFn: ({ signal }) => getAlerts(signal) })

export const useAlerts = () => useQuery(alertsQueryOptions())
