import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { adminKey } from './get-today.ts'

export const findUsers = (q: string, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/users', { params: { query: { q } }, signal }))

export const useFindUsers = (q: string) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'users', q],
      queryFn: ({ signal }) => findUsers(q, signal),
      enabled: q.trim().length >= 2,
    }),
  )

/** Suspends (with a reason) or lifts a suspension; the user lists and the audit trail refresh. */
export const setSuspension = (input: { id: string; suspend: boolean; reason?: string }) => {
  const params = { path: { id: input.id } }
  return input.suspend
    ? answer(
        apiClient.POST('/api/admin/users/{id}/suspend', {
          params,
          body: { reason: input.reason ?? '' },
        }),
      )
    : answer(apiClient.POST('/api/admin/users/{id}/unsuspend', { params, body: {} }))
}

export function useSetSuspension() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: setSuspension,
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKey }),
  })
}

/** Sends an unverified account's number a new verification code; the audit trail refreshes. */
export const resendVerification = (id: string) =>
  answer(apiClient.POST('/api/admin/users/{id}/resend-verification', { params: { path: { id } } }))

export function useResendVerification() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () => qc.invalidateQueries({ queryKey: [...adminKey, 'audit'] }),
  })
}
