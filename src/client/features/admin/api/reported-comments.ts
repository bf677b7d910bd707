import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { adminKey } from './get-today.ts'

export const getReportedComments = (signal?: AbortSignal) =>
  answer(apiClient.GET('/api/admin/comments/reported', { signal }))

export const useReportedComments = () =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'comments'],
      queryFn: ({ signal }) => getReportedComments(signal),
    }),
  )

/** Restores a reported comment, or hides it for good with a reason; the queue and audit refresh. */
export const moderateComment = (input: { id: string; hide: boolean; reason?: string }) => {
  const params = { path: { id: input.id } }
  return input.hide
    ? answer(
        apiClient.POST('/api/admin/comments/{id}/hide', {
          params,
          body: { reason: input.reason ?? '' },
        }),
      )
    : answer(apiClient.POST('/api/admin/comments/{id}/restore', { params }))
}

export function useModerateComment() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: moderateComment,
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKey }),
  })
}
