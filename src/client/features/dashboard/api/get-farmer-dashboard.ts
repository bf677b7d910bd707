import { queryOptions, useQuery } from '@tanstack/react-query'
import { FarmerDashboardSchema, type FarmerDashboard } from '#core/dashboard/dashboard.contract.ts'
import { apiPath } from '#core/http/page-data.ts'
import { api } from '#client/lib/api-client.ts'

/** The farmer's figures at a glance (GET /api/dashboard/farmer). */
export const getFarmerDashboard = (signal?: AbortSignal): Promise<FarmerDashboard> =>
  api(apiPath.farmerDashboard, { schema: FarmerDashboardSchema, signal })

export const farmerDashboardQueryOptions = queryOptions({
  queryKey: ['dashboard', 'farmer'] as const,
  queryFn: ({ signal }) => getFarmerDashboard(signal),
  // Opened again after adding a listing or moving an order: asked again, not a stale copy.
  staleTime: 0,
})

export const useFarmerDashboard = () => useQuery(farmerDashboardQueryOptions)
