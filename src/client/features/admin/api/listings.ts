import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { adminKey } from './get-today.ts'

export type ListingQueue = 'reported' | 'hidden'

/** GET /api/admin/listings: reported listings waiting for a review, or hidden ones. */
export const useModeratedListings = (state: ListingQueue) =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'listings', state],
      queryFn: ({ signal }) =>
        answer(apiClient.GET('/api/admin/listings', { params: { query: { state } }, signal })),
    }),
  )

export type ListingDecision =
  { id: string; decision: 'hide'; reason: string } | { id: string; decision: 'unhide' | 'dismiss' }

/** Hides a listing with a reason, shows it again, or dismisses its report. */
export const decideListing = (input: ListingDecision) => {
  const params = { path: { id: input.id } }
  if (input.decision === 'hide')
    return answer(
      apiClient.POST('/api/admin/listings/{id}/hide', { params, body: { reason: input.reason } }),
    )
  return input.decision === 'unhide'
    ? answer(apiClient.POST('/api/admin/listings/{id}/unhide', { params }))
    : answer(apiClient.POST('/api/admin/listings/{id}/dismiss-report', { params }))
}

export function useDecideListing() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: decideListing,
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKey }),
  })
}
