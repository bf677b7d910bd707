import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { answer, apiClient } from '#client/lib/api-client.ts'

const farmerKey = (id: string) => ['farmers', id] as const

/** A farmer's public page: name, place, rating and newest comments (GET /api/farmers/:id). */
export const getFarmer = (id: string, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/farmers/{id}', { params: { path: { id } }, signal }))

export const farmerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: farmerKey(id),
    queryFn: ({ signal }) => getFarmer(id, signal),
    retry: false,
  })

export const useFarmer = (id: string) => useQuery(farmerQueryOptions(id))

/** The rated farmer answers a comment, once; the page reloads its comments. */
export function useAnswerComment(farmerId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ ratingId, text }: { ratingId: string; text: string }) =>
      answer(
        apiClient.POST('/api/ratings/{id}/answer', {
          params: { path: { id: ratingId } },
          body: { answer: text },
        }),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: farmerKey(farmerId) }),
  })
}

/** Reports a comment: it is hidden until an operator reviews it; the page reloads its comments. */
export function useReportComment(farmerId: string) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (ratingId: string) =>
      answer(apiClient.POST('/api/ratings/{id}/report', { params: { path: { id: ratingId } } })),
    onSuccess: () => qc.invalidateQueries({ queryKey: farmerKey(farmerId) }),
  })
}
