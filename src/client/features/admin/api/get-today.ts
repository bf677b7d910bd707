import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Today } from '#core/admin/admin.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

export const adminKey = ['admin'] as const

export const getToday = (signal?: AbortSignal): Promise<Today> =>
  answer(apiClient.GET('/api/admin/today', { signal }))

export const todayQueryOptions = () =>
  queryOptions({ queryKey: [...adminKey, 'today'], queryFn: ({ signal }) => getToday(signal) })

export const useToday = () => useQuery(todayQueryOptions())
