import { queryOptions, useQuery } from '@tanstack/react-query'
import { AuditListSchema } from '#core/admin/admin.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { adminKey } from './get-today.ts'

export type AuditFilter = { target?: string; action?: string; from?: string; to?: string }

export const getAudit = (filter: AuditFilter, signal?: AbortSignal) => {
  const query = new URLSearchParams(
    Object.entries(filter).filter((e): e is [string, string] => !!e[1]?.trim()),
  )
  return api(`/api/admin/audit?${query}`, { signal, schema: AuditListSchema })
}

export const useAudit = (filter: AuditFilter) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'audit', filter],
      queryFn: ({ signal }) => getAudit(filter, signal),
    }),
  )
