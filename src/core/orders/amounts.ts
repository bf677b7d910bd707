import { z } from 'zod'
import type { PaymentState } from '../payments/payment-state.ts'
import { refundStage, type RefundStage, type RefundState } from '../payments/refunds.ts'
import { ENDED_STATUSES, type OrderStatus } from './order-status.ts'
import {
  COD_SETTLED_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentMethod,
  type PaymentStatus,
} from './payment.ts'

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
  /** Refunds the gateway (or FarmTrek, by hand) has paid back. */
  refundedPaise: z.number().int(),
  /** Refunds requested and not yet paid back (by the gateway or by hand). */
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

/** A refund FarmTrek pays back by hand (a Cash-on-Delivery line after a reported problem). */
export interface AmountsManualRefund {
  amountPaise: number
  state: 'due' | 'paid'
}

/**
 * An order's amounts. Cash on Delivery (or an online order switched to it): what is delivered is
 * paid, what is still Pending or In Transit is due on delivery, an ended line is due from no
 * one. Online: while open, the whole payment is due now (a line ended meanwhile is refunded once
 * it is paid); paid, the payment is paid and its refunds say how much came back; expired, nothing
 * is due. Refunds paid by hand (`manualRefunds`) count with the gateway's: due ones as requested,
 * paid ones as refunded.
 */
export function orderAmounts(order: {
  paymentMethod: PaymentMethod
  lines: readonly AmountsLine[]
  payment?: AmountsPayment | null | undefined
  manualRefunds?: readonly AmountsManualRefund[] | undefined
}): OrderAmounts {
  const orderedPaise = sum(order.lines.map((l) => l.lineTotalPaise))
  const endedPaise = sum(
    order.lines.filter((l) => ENDED_STATUSES.includes(l.status)).map((l) => l.lineTotalPaise),
  )
  const livePaise = orderedPaise - endedPaise
  const refunds = order.payment?.refunds ?? []
  const inStage = (stage: RefundStage) =>
    sum(refunds.filter((r) => refundStage(r.state) === stage).map((r) => r.amountPaise))
  const byHand = (state: AmountsManualRefund['state']) =>
    sum((order.manualRefunds ?? []).filter((r) => r.state === state).map((r) => r.amountPaise))
  const base = {
    orderedPaise,
    endedPaise,
    livePaise,
    refundedPaise: inStage('processed') + byHand('paid'),
    refundingPaise: inStage('requested') + byHand('due'),
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

/**
 * One line's amounts, by the same rules as its order's (`orderAmounts` on that line alone): what
 * the farmer's views read. An online payment counts for the line's own total; `refund` is the
 * line's refund, if any (a line is refunded once).
 */
export function lineAmounts(line: {
  paymentMethod: PaymentMethod
  status: OrderStatus
  lineTotalPaise: number
  paymentState?: PaymentState | null | undefined
  refund?: { amountPaise: number; state: RefundState } | null | undefined
}): OrderAmounts {
  return orderAmounts({
    paymentMethod: line.paymentMethod,
    lines: [{ id: 'line', status: line.status, lineTotalPaise: line.lineTotalPaise }],
    payment: line.paymentState
      ? {
          state: line.paymentState,
          amountPaise: line.lineTotalPaise,
          refunds: line.refund ? [line.refund] : [],
        }
      : null,
  })
}

/**
 * What a line is worth to its farmer, from its amounts: earned (not cancelled or declined, less
 * any refund to the buyer, whatever the refund's state), received (paid, less refunds) and still
 * to come (due from the buyer). A declined Cash-on-Delivery line earns nothing; a refunded line
 * is not received.
 */
export function farmerLineMoney(a: OrderAmounts): {
  earnedPaise: number
  receivedPaise: number
  duePaise: number
} {
  const refunds = a.refundedPaise + a.refundingPaise + a.refundFailedPaise
  return {
    earnedPaise: Math.max(0, a.livePaise - refunds),
    receivedPaise: Math.max(0, a.paidPaise - refunds),
    duePaise: a.duePaise,
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

/** One line of an order's amounts as people read it: a key, its label, its value. */
export type AmountRow = [key: string, label: string, value: string]

/**
 * The rows an order's amounts read as, on a page or a receipt: what was ordered (the total when
 * nothing ended), cancelled or declined, refunds by their state, paid, and what is due. A row
 * shows only when it says something. `t` is the reader's text lookup, `money` their rupees.
 */
export function amountRows(
  a: OrderAmounts,
  t: (key: string) => string,
  money: (paise: number) => string,
): AmountRow[] {
  const rows: AmountRow[] = [
    ['ordered', a.endedPaise > 0 ? t('Ordered') : t('Total'), money(a.orderedPaise)],
  ]
  if (a.endedPaise > 0) rows.push(['ended', t('Cancelled or declined'), `−${money(a.endedPaise)}`])
  if (a.refundingPaise > 0) rows.push(['refunding', t('Refund requested'), money(a.refundingPaise)])
  if (a.refundedPaise > 0) rows.push(['refunded', t('Refunded'), money(a.refundedPaise)])
  if (a.refundFailedPaise > 0)
    rows.push([
      'refund-failed',
      t('Refund failed — we will contact you'),
      money(a.refundFailedPaise),
    ])
  if (a.paidPaise > 0) rows.push(['paid', t('Paid'), money(a.paidPaise)])
  if (a.due === 'on_delivery') rows.push(['due', t('Due on delivery'), money(a.duePaise)])
  if (a.due === 'online') rows.push(['due', t('To pay'), money(a.duePaise)])
  return rows
}

/**
 * The words (a text key) for an order's payment as its buyer reads them: the stored status,
 * except that a Cash-on-Delivery order with nothing left to pay on delivery reads as paid in
 * cash (every live line delivered) or as nothing to pay (every line cancelled or declined).
 */
export function paymentStatusWords(status: PaymentStatus, a: OrderAmounts): string {
  if (status !== 'due_on_delivery' || a.due !== 'none') return PAYMENT_STATUS_LABELS[status]
  return a.paidPaise > 0 ? COD_SETTLED_LABELS.paid : COD_SETTLED_LABELS.nothing
}
