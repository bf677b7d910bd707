import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PastAddress } from '#core/orders/orders.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { ordersKey } from './get-orders.ts'

/** The buyer's last three distinct delivery addresses, newest first (GET /api/orders/addresses). */
export const getPastAddresses = async (): Promise<PastAddress[]> =>
  (await answer(apiClient.GET('/api/orders/addresses'))).items

export const pastAddressesQueryOptions = queryOptions({
  queryKey: [...ordersKey, 'addresses'],
  queryFn: getPastAddresses,
})

export const usePastAddresses = () => useQuery(pastAddressesQueryOptions)
