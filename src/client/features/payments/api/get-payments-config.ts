import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PaymentsConfig } from '#core/payments/payments.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { useOnline } from '#client/lib/online.ts'

/** Which payment methods checkout may offer (GET /api/payments/config). */
export const getPaymentsConfig = (): Promise<PaymentsConfig> =>
  answer(apiClient.GET('/api/payments/config'))

export const paymentsConfigQueryOptions = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: getPaymentsConfig,
  staleTime: 5 * 60_000,
})

/** Asked only online: offline, checkout waits for a connection anyway, and UPI/Card stay off. */
export const usePaymentsConfig = () => {
  const online = useOnline()
  return useQuery({ ...paymentsConfigQueryOptions, enabled: online })
}
