import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ResolveProblemInput } from '#core/deliveries/deliveries.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { useWithFreshCode } from './fresh-code.ts'
import { adminKey } from './get-today.ts'

/** GET /api/admin/problems?open=true: problems buyers reported with deliveries, still open. */
export const useOpenProblems = () =>
  useQuery(
    queryOptions({
      queryKey: [...adminKey, 'problems'],
      queryFn: ({ signal }) =>
        answer(
          apiClient.GET('/api/admin/problems', { params: { query: { open: 'true' } }, signal }),
        ),
    }),
  )

/** The accounts behind these ids (the problems' buyers and farmers): name and phone by id. */
export const usePeople = (ids: readonly string[]) => {
  const sorted = [...new Set(ids)].sort()
  return useQuery(
    queryOptions({
      queryKey: [...adminKey, 'people', sorted.join(',')],
      queryFn: ({ signal }) =>
        answer(
          apiClient.GET('/api/admin/users/by-id', {
            params: { query: { ids: sorted.join(',') } },
            signal,
          }),
        ),
      enabled: sorted.length > 0,
    }),
  )
}

/** Resolves a problem once (a refund or a release); money moves, so a fresh code may be asked. */
export function useResolveProblem() {
  const qc = useQueryClient()
  const withFreshCode = useWithFreshCode()
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ResolveProblemInput }) =>
      withFreshCode(() =>
        answer(
          apiClient.POST('/api/admin/problems/{id}/resolve', {
            params: { path: { id } },
            body: input,
          }),
        ),
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: adminKey }),
  })
}
