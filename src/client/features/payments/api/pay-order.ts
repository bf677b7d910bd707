import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  CheckoutSessionSchema,
  PaymentSummarySchema,
  type CheckoutSession,
  type PaymentSummary,
  type VerifyPaymentInput,
} from '#core/payments/payments.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { paymentKey } from './get-payment.ts'

const base = (orderId: string) => `/api/payments/orders/${encodeURIComponent(orderId)}`

/** What Checkout needs for the order (POST …/checkout; the gateway order is made once). */
export const startCheckout = (orderId: string): Promise<CheckoutSession> =>
  api(`${base(orderId)}/checkout`, { method: 'POST', schema: CheckoutSessionSchema })

/** Checkout's signed answer, for the server to verify (POST …/verify). */
export const verifyPayment = (
  orderId: string,
  answer: VerifyPaymentInput,
): Promise<PaymentSummary> =>
  api(`${base(orderId)}/verify`, { method: 'POST', body: answer, schema: PaymentSummarySchema })

/** Pay this order in cash on delivery instead (POST …/cash-on-delivery). */
export const switchToCashOnDelivery = (orderId: string): Promise<PaymentSummary> =>
  api(`${base(orderId)}/cash-on-delivery`, { method: 'POST', schema: PaymentSummarySchema })

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
