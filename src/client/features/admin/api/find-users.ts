import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { AdminUserListSchema, AdminUserSchema } from '#core/admin/admin.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { adminKey } from './get-today.ts'

export const findUsers = (q: string, signal?: AbortSignal) =>
  api(`/api/admin/users?${new URLSearchParams({ q })}`, { signal, schema: AdminUserListSchema })

export const useFindUsers = (q: string) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'users', q],
      queryFn: ({ signal }) => findUsers(q, signal),
      enabled: q.trim().length >= 2,
    }),
  )

/** Suspends (with a reason) or lifts a suspension; the user lists and the audit trail refresh. */
export const setSuspension = (input: { id: string; suspend: boolean; reason?: string }) =>
  api(
    `/api/admin/users/${encodeURIComponent(input.id)}/${input.suspend ? 'suspend' : 'unsuspend'}`,
    {
      method: 'POST',
      body: input.suspend ? { reason: input.reason } : {},
      schema: AdminUserSchema,
    },
  )

export function useSetSuspension() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: setSuspension,
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKey }),
  })
}
