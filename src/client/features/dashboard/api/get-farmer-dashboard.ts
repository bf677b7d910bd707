import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FarmerDashboard } from '#core/dashboard/dashboard.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

/** The farmer's figures at a glance (GET /api/dashboard/farmer, `apiPath.farmerDashboard`). */
export const getFarmerDashboard = (signal?: AbortSignal): Promise<FarmerDashboard> =>
  answer(apiClient.GET('/api/dashboard/farmer', { signal }))

export const farmerDashboardQueryOptions = queryOptions({
  queryKey: ['dashboard', 'farmer'] as const,
  queryFn: ({ signal }) => getFarmerDashboard(signal),
  // Opened again after adding a listing or moving an order: asked again, not a stale copy.
  staleTime: 0,
})

export const useFarmerDashboard = () => useQuery(farmerDashboardQueryOptions)
