import { z } from 'zod'
import type { PaymentState } from '../payments/payment-state.ts'
import { refundStage, type RefundStage, type RefundState } from '../payments/refunds.ts'
import { ENDED_STATUSES, type OrderStatus } from './order-status.ts'
import type { PaymentMethod } from './payment.ts'

/**
 * What an order's money adds up to, from its lines, its online payment and that payment's
 * refunds: the one computation every view of an order reads (the buyer's orders and dashboard,
 * the farmer's lines, the messages). Pure; all amounts are integer paise.
 */

/** What the buyer owes: on delivery (cash), now (online, open), nothing, or paid in full. */
export const AMOUNT_DUE_KINDS = ['on_delivery', 'online', 'none'] as const
export type AmountDueKind = (typeof AMOUNT_DUE_KINDS)[number]

export const OrderAmountsSchema = z.object({
  /** Every line as ordered. */
  orderedPaise: z.number().int(),
  /** Lines the buyer cancelled or the farmer declined. */
  endedPaise: z.number().int(),
  /** Ordered less ended: what the order is worth now. */
  livePaise: z.number().int(),
  /** Refunds the gateway has paid back. */
  refundedPaise: z.number().int(),
  /** Refunds requested and not yet paid back. */
  refundingPaise: z.number().int(),
  /** Refunds that failed for good (someone has to pay them back by hand). */
  refundFailedPaise: z.number().int(),
  /** What the buyer has paid: the captured payment, or the cash lines delivered. */
  paidPaise: z.number().int(),
  /** What the buyer still has to pay, and how (`due`). */
  duePaise: z.number().int(),
  due: z.enum(AMOUNT_DUE_KINDS),
})
export type OrderAmounts = z.infer<typeof OrderAmountsSchema>

export interface AmountsLine {
  id: string
  status: OrderStatus
  lineTotalPaise: number
}

export interface AmountsPayment {
  state: PaymentState
  /** What the gateway charges (or charged): the order's total when it was placed. */
  amountPaise: number
  refunds: ReadonlyArray<{ amountPaise: number; state: RefundState }>
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

/**
 * An order's amounts. Cash on Delivery (or an online order switched to it): what is delivered is
 * paid, what is still Pending or In Transit is due on delivery, an ended line is due from no
 * one. Online: while open, the whole payment is due now (a line ended meanwhile is refunded once
 * it is paid); paid, the payment is paid and its refunds say how much came back; expired, nothing
 * is due.
 */
export function orderAmounts(order: {
  paymentMethod: PaymentMethod
  lines: readonly AmountsLine[]
  payment?: AmountsPayment | null | undefined
}): OrderAmounts {
  const orderedPaise = sum(order.lines.map((l) => l.lineTotalPaise))
  const endedPaise = sum(
    order.lines.filter((l) => ENDED_STATUSES.includes(l.status)).map((l) => l.lineTotalPaise),
  )
  const livePaise = orderedPaise - endedPaise
  const refunds = order.payment?.refunds ?? []
  const inStage = (stage: RefundStage) =>
    sum(refunds.filter((r) => refundStage(r.state) === stage).map((r) => r.amountPaise))
  const base = {
    orderedPaise,
    endedPaise,
    livePaise,
    refundedPaise: inStage('processed'),
    refundingPaise: inStage('requested'),
    refundFailedPaise: inStage('failed'),
  }
  const payment = order.payment
  if (!payment || payment.state === 'switched' || order.paymentMethod === 'COD') {
    const deliveredPaise = sum(
      order.lines.filter((l) => l.status === 'Delivered').map((l) => l.lineTotalPaise),
    )
    const duePaise = livePaise - deliveredPaise
    return {
      ...base,
      paidPaise: deliveredPaise,
      duePaise,
      due: duePaise > 0 ? 'on_delivery' : 'none',
    }
  }
  switch (payment.state) {
    case 'paid':
      return { ...base, paidPaise: payment.amountPaise, duePaise: 0, due: 'none' }
    case 'awaiting':
    case 'failed':
      return {
        ...base,
        paidPaise: 0,
        duePaise: livePaise > 0 ? payment.amountPaise : 0,
        due: livePaise > 0 ? 'online' : 'none',
      }
    case 'expired':
      return { ...base, paidPaise: 0, duePaise: 0, due: 'none' }
  }
}

/** One line's refund as both sides read it, or null when the line has none. */
export function lineRefund(
  lineId: string,
  payment:
    | {
        refunds: ReadonlyArray<{
          orderItemId: string | null
          state: RefundState
          amountPaise: number
        }>
      }
    | null
    | undefined,
): { stage: RefundStage; amountPaise: number } | null {
  const r = payment?.refunds.find((x) => x.orderItemId === lineId)
  return r ? { stage: refundStage(r.state), amountPaise: r.amountPaise } : null
}
