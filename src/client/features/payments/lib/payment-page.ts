import { paths } from '#client/config/paths.ts'

/** The payment page of an order. */
export const payPath = paths.pay

/**
 * Goes to the payment page as a full page load, not a client-side route change: the server sends
 * that page alone with a Content-Security-Policy that allows Razorpay Checkout, and a policy
 * comes with a page load.
 */
export function openPaymentPage(orderId: string): void {
  window.location.assign(payPath(orderId))
}
