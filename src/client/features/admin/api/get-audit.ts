import { queryOptions, useQuery } from '@tanstack/react-query'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { adminKey } from './get-today.ts'

export type AuditFilter = { target?: string; action?: string; from?: string; to?: string }

/** The filter's filled-in fields only: an empty box is no filter. */
const filled = (v: string | undefined) => (v?.trim() ? v : undefined)

export const getAudit = (filter: AuditFilter, signal?: AbortSignal) =>
  answer(
    apiClient.GET('/api/admin/audit', {
      params: {
        query: {
          target: filled(filter.target),
          action: filled(filter.action),
          from: filled(filter.from),
          to: filled(filter.to),
        },
      },
      signal,
    }),
  )

export const useAudit = (filter: AuditFilter) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'audit', filter],
      queryFn: ({ signal }) => getAudit(filter, signal),
    }),
  )
