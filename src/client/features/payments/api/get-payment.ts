import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PaymentSummary } from '#core/payments/payments.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

export const paymentKey = (orderId: string) => ['payments', 'order', orderId] as const

/** One order's online payment (GET /api/payments/orders/:orderId). */
export const getPayment = (orderId: string): Promise<PaymentSummary> =>
  answer(apiClient.GET('/api/payments/orders/{orderId}', { params: { path: { orderId } } }))

/**
 * The payment, asked again every few seconds while it is open: the webhook may mark it paid (or
 * the timer expire it) without this page doing anything.
 */
export const paymentQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: paymentKey(orderId),
    queryFn: () => getPayment(orderId),
    refetchInterval: (q) =>
      q.state.data && (q.state.data.state === 'awaiting' || q.state.data.state === 'failed')
        ? 3_000
        : false,
  })

export const usePayment = (orderId: string) => useQuery(paymentQueryOptions(orderId))
