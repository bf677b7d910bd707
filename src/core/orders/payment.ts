/** How a buyer pays: Cash on Delivery (the default), UPI or a card. */
export const PAYMENT_METHODS = ['COD', 'UPI', 'Card'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  COD: 'Cash on Delivery',
  UPI: 'UPI Payment',
  Card: 'Debit/Credit Card',
}

/**
 * COD is paid on delivery; UPI and Card await the gateway, then are paid, failed (the buyer may
 * try again) or not paid in time (the order is cancelled). The payment itself: core/payments.
 */
export const PAYMENT_STATUSES = [
  'due_on_delivery',
  'awaiting_payment',
  'paid',
  'payment_failed',
  'not_paid_in_time',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const paymentStatusFor = (method: PaymentMethod): PaymentStatus =>
  method === 'COD' ? 'due_on_delivery' : 'awaiting_payment'
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  due_on_delivery: 'Due on delivery',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid online',
  payment_failed: 'Payment failed',
  not_paid_in_time: 'Not paid in time',
}

/**
 * A Cash-on-Delivery order keeps 'due_on_delivery' once its cash is in: these are the words its
 * buyer reads then (`paymentStatusWords`, with the order's amounts).
 */
export const COD_SETTLED_LABELS = {
  paid: 'Paid in cash on delivery',
  nothing: 'Nothing to pay',
} as const
