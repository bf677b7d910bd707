import { queryOptions, useQuery } from '@tanstack/react-query'
import { PaymentsConfigSchema, type PaymentsConfig } from '#core/payments/payments.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { useOnline } from '#client/lib/online.ts'

/** Which payment methods checkout may offer (GET /api/payments/config). */
export const getPaymentsConfig = (): Promise<PaymentsConfig> =>
  api('/api/payments/config', { schema: PaymentsConfigSchema })

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
