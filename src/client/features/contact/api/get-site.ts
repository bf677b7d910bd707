import { useQuery } from '@tanstack/react-query'
import { answer, apiClient } from '#client/lib/api-client.ts'

/** The support email and phone the contact page shows (GET /api/site). */
export const getSite = (signal?: AbortSignal) => answer(apiClient.GET('/api/site', { signal }))

export const useSite = () =>
  useQuery({
    queryKey: ['site'],
    queryFn: ({ signal }) => getSite(signal),
    staleTime: Infinity,
  })
