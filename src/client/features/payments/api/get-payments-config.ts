import { queryOptions, useQuery } from '@tanstack/react-query'
import { PaymentsConfigSchema, type PaymentsConfig } from '#core/payments/payments.contract.ts'
import { api } from '#client/lib/api-client.ts'

/** Which payment methods checkout may offer (GET /api/payments/config). */
export const getPaymentsConfig = (): Promise<PaymentsConfig> =>
  api('/api/payments/config', { schema: PaymentsConfigSchema })

export const paymentsConfigQueryOptions = queryOptions({
  queryKey: ['payments', 'config'],
  queryFn: getPaymentsConfig,
  staleTime: 5 * 60_000,
})

export const usePaymentsConfig = () => useQuery(paymentsConfigQueryOptions)
