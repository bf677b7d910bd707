import { useMutation, useQueryClient } from '@tanstack/react-query'
import type {
  CheckoutSession,
  PaymentSummary,
  VerifyPaymentInput,
} from '#core/payments/payments.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { paymentKey } from './get-payment.ts'

const order = (orderId: string) => ({ params: { path: { orderId } } })

/** What Checkout needs for the order (POST …/checkout; the gateway order is made once). */
export const startCheckout = (orderId: string): Promise<CheckoutSession> =>
  answer(apiClient.POST('/api/payments/orders/{orderId}/checkout', order(orderId)))

/** Checkout's signed answer, for the server to verify (POST …/verify). */
export const verifyPayment = (
  orderId: string,
  signed: VerifyPaymentInput,
): Promise<PaymentSummary> =>
  answer(
    apiClient.POST('/api/payments/orders/{orderId}/verify', { ...order(orderId), body: signed }),
  )

/** Pay this order in cash on delivery instead (POST …/cash-on-delivery). */
export const switchToCashOnDelivery = (orderId: string): Promise<PaymentSummary> =>
  answer(apiClient.POST('/api/payments/orders/{orderId}/cash-on-delivery', order(orderId)))

/** Keeps the page's payment query in step with what a call answered. */
export function usePaymentUpdate(orderId: string) {
  const qc = useQueryClient()
  return (summary: PaymentSummary) => {
    qc.setQueryData(paymentKey(orderId), summary)
    void qc.invalidateQueries({ queryKey: ['orders'] })
  }
}

export function useSwitchToCashOnDelivery(orderId: string) {
  const update = usePaymentUpdate(orderId)
  return useMutation({ mutationFn: () => switchToCashOnDelivery(orderId), onSuccess: update })
}
