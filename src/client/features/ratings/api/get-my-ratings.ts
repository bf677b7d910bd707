import { queryOptions, useQuery } from '@tanstack/react-query'
import type { RateableLine } from '#core/ratings/ratings.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

export const myRatingsKey = ['ratings', 'mine'] as const

/** The caller's delivered lines, each with their rating of its farmer if they gave one. */
export const getMyRatings = (signal?: AbortSignal) =>
  answer(apiClient.GET('/api/ratings/mine', { signal }))

export const myRatingsQueryOptions = queryOptions({
  queryKey: myRatingsKey,
  queryFn: ({ signal }) => getMyRatings(signal),
  staleTime: 30_000,
})

/** One line's entry (null while loading, or when its delivery is not confirmed). */
export function useRateableLine(lineId: string): RateableLine | null {
  const mine = useQuery(myRatingsQueryOptions)
  return mine.data?.items.find((i) => i.lineId === lineId) ?? null
}
