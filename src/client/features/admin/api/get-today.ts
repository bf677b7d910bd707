import { queryOptions, useQuery } from '@tanstack/react-query'
import { TodaySchema, type Today } from '#core/admin/admin.contract.ts'
import { api } from '#client/lib/api-client.ts'

export const adminKey = ['admin'] as const

export const getToday = (signal?: AbortSignal): Promise<Today> =>
  api('/api/admin/today', { signal, schema: TodaySchema })

export const todayQueryOptions = () =>
  queryOptions({ queryKey: [...adminKey, 'today'], queryFn: ({ signal }) => getToday(signal) })

export const useToday = () => useQuery(todayQueryOptions())
