import { queryOptions, useQuery } from '@tanstack/react-query'
import { answer, apiClient } from '#client/lib/api-client.ts'

/** One farmer's live listings, newest first (GET /api/listings?farmer=). */
export const getFarmerListings = (farmerId: string, signal?: AbortSignal) =>
  answer(apiClient.GET('/api/listings', { params: { query: { farmer: farmerId } }, signal }))

export const farmerListingsQueryOptions = (farmerId: string) =>
  queryOptions({
    queryKey: ['listings', 'farmer', farmerId],
    queryFn: ({ signal }) => getFarmerListings(farmerId, signal),
    staleTime: 15_000,
  })

export const useFarmerListings = (farmerId: string) =>
  useQuery(farmerListingsQueryOptions(farmerId))
