// The records the Razorpay stand-in keeps, shaped as Razorpay's API answers them.
import { randomBytes } from 'node:crypto'

export interface TestOrder {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  amount_due: number
  currency: string
  receipt: string | null
  status: 'created' | 'attempted' | 'paid'
  attempts: number
  notes: Record<string, string>
  created_at: number
}
export interface TestPayment {
  id: string
  entity: 'payment'
  amount: number
  currency: string
  status: 'captured' | 'failed'
  order_id: string
  method: string
  amount_refunded: number
  refund_status: string | null
  captured: boolean
  notes: Record<string, string>
  error_code: string | null
  error_description: string | null
  created_at: number
}
export interface TestRefund {
  id: string
  entity: 'refund'
  amount: number
  currency: string
  payment_id: string
  receipt: string | null
  notes: Record<string, string>
  status: 'pending' | 'processed' | 'failed'
  created_at: number
}
export interface TestTransfer {
  id: string
  entity: 'transfer'
  source: string
  recipient: string
  amount: number
  currency: string
  on_hold: boolean
  notes: Record<string, string>
  created_at: number
}

export interface CheckoutAnswer {
  razorpay_order_id: string
  razorpay_payment_id: string
  razorpay_signature: string
}

export interface SignedWebhook {
  body: string
  headers: Record<string, string>
  eventId: string
}

export type WebhookEventName =
  'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed'

/** Everything the stand-in has made, by id, and every API call as `METHOD /path`, in order. */
export interface RazorpayStore {
  orders: Map<string, TestOrder>
  payments: Map<string, TestPayment>
  refunds: Map<string, TestRefund>
  transfers: Map<string, TestTransfer>
  calls: string[]
}

/** An id as Razorpay makes them: `prefix_` and 14 characters. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`

/** Unix time in seconds, as Razorpay's `created_at`. */
export const now = () => Math.floor(Date.now() / 1000)
