import { and, eq, inArray, sql } from 'drizzle-orm'
import { expiresAt } from '#core/payments/payment-state.ts'
import type { OnlineMethod, PaymentSummary } from '#core/payments/payments.contract.ts'
import { nextPayoutState, type PayoutMode, type PayoutState } from '#core/payments/payouts.ts'
import { lineRefundAmount, refundedSoFar, type RefundState } from '#core/payments/refunds.ts'
import type { Executor } from '#server/db/client.ts'
import {
  orderItems,
  paymentEvents,
  payments,
  paymentTasks,
  payouts,
  refunds,
} from '#server/db/schema/index.ts'
import { tellRefund } from './order-confirmations.ts'

/**
 * What the order code calls to take part in online payments (docs/payments.md), always inside
 * the order's own transaction: each function writes durable rows (the payment, a refund, a
 * payout's release, and the gateway call still to make) and makes no HTTP call. The payments
 * worker (features/payments) makes the calls after commit, with retries.
 */

/** NOTIFY channel: a gateway call was queued; worker nodes LISTEN and start a sweep at once. */
export const PAYMENT_TASK_DUE_CHANNEL = 'payment_task_due'

type TaskKind = (typeof paymentTasks.$inferInsert)['kind']

/** Queues a gateway call for after commit (once per kind and row: a repeat adds nothing). */
export async function queuePaymentTask(tx: Executor, kind: TaskKind, refId: string) {
  await tx.insert(paymentTasks).values({ kind, refId }).onConflictDoNothing()
  await tx.execute(sql`select pg_notify(${PAYMENT_TASK_DUE_CHANNEL}, '')`)
}

export interface CreatePaymentInput {
  orderId: string
  buyerId: string
  method: OnlineMethod
  /** The order's total, integer paise (what the gateway will charge). */
  amountPaise: number
  /** PAYMENT_TIMEOUT, ms: the order is cancelled if unpaid by then. */
  timeoutMs: number
  now?: Date
}

/**
 * In the checkout's transaction: the payment of an online (UPI/Card) order, awaiting the buyer,
 * and the creation of its gateway order queued for after commit. One per order (a retried
 * checkout with the same order adds nothing). Returns the payment's id.
 */
export async function createPaymentForOrder(
  tx: Executor,
  input: CreatePaymentInput,
): Promise<string> {
  const now = input.now ?? new Date()
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: input.orderId,
      buyerId: input.buyerId,
      method: input.method,
      amountPaise: input.amountPaise,
      expiresAt: new Date(expiresAt(now.getTime(), input.timeoutMs)),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: payments.orderId })
    .returning({ id: payments.id })
  if (!row) {
    const [existing] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.orderId, input.orderId))
    if (!existing) throw new Error('payment conflict without a payment')
    return existing.id
  }
  await tx.insert(paymentEvents).values({
    paymentId: row.id,
    source: 'checkout',
    providerEventId: `created:${row.id}`,
    type: 'payment.created',
    payload: { amountPaise: input.amountPaise, method: input.method },
    outcome: 'awaiting',
  })
  await queuePaymentTask(tx, 'create_order', row.id)
  return row.id
}

export interface LineRefund {
  refundId: string
  amountPaise: number
}

/**
 * In the transaction that cancels or declines a line: if the line's order was paid online, a
 * refund of the line's amount (never more than is left of the payment), the farmer's held payout
 * for it cancelled, and the refund call queued. Null when there is nothing to refund (Cash on
 * Delivery, not paid yet, or refunded already). Lock order: payment row first.
 */
export async function refundLine(
  tx: Executor,
  input: {
    orderItemId: string
    reason: string
    /**
     * Part of the line only (a problem with a delivery, settled by an operator): the farmer's
     * held payout is reduced by it instead of cancelled. The whole line when left out.
     */
    amountPaise?: number
  },
): Promise<LineRefund | null> {
  const [line] = await tx
    .select({ orderId: orderItems.orderId, linePaise: orderItems.lineTotalPaise })
    .from(orderItems)
    .where(eq(orderItems.id, input.orderItemId))
  if (!line) return null
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, line.orderId))
    .for('update')
  if (payment?.state !== 'paid') return null
  const earlier = await tx
    .select({
      amountPaise: refunds.amountPaise,
      state: refunds.state,
      orderItemId: refunds.orderItemId,
    })
    .from(refunds)
    .where(eq(refunds.paymentId, payment.id))
  if (earlier.some((r) => r.orderItemId === input.orderItemId)) return null
  const part = input.amountPaise !== undefined && input.amountPaise < line.linePaise
  const amount = lineRefundAmount(
    part ? (input.amountPaise ?? 0) : line.linePaise,
    payment.amountPaise,
    refundedSoFar(earlier),
  )
  if (!amount.ok) return null
  const [refund] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      orderItemId: input.orderItemId,
      amountPaise: amount.value,
      reason: input.reason,
    })
    .returning({ id: refunds.id })
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- INSERT … RETURNING returns the inserted row
  const refundId = refund!.id
  if (part) {
    await tx
      .update(payouts)
      .set({
        amountPaise: sql`greatest(${payouts.amountPaise} - ${amount.value}, 0)`,
        updatedAt: new Date(),
      })
      .where(and(eq(payouts.orderItemId, input.orderItemId), eq(payouts.state, 'held')))
  } else {
    await movePayout(tx, input.orderItemId, 'refunded')
  }
  await tx.insert(paymentEvents).values({
    paymentId: payment.id,
    source: 'refund',
    providerEventId: `refund:${refundId}`,
    type: 'refund.created',
    payload: { orderItemId: input.orderItemId, amountPaise: amount.value, reason: input.reason },
    outcome: 'pending',
  })
  await queuePaymentTask(tx, 'refund', refundId)
  await tellRefund(tx, refundId)
  return { refundId, amountPaise: amount.value }
}

/**
 * In the transaction that confirms a line's delivery (features/deliveries: the buyer's code, the
 * buyer, the 48-hour timer or an operator; never a bare Delivered): the farmer's held payout for
 * it is released (a Route transfer's hold is lifted by the worker; a manual payout becomes due in
 * the ledger).
 * Returns the payout's new state, or null when there is none to release (COD, unpaid, released).
 */
export async function releasePayout(
  tx: Executor,
  input: { orderItemId: string },
): Promise<PayoutState | null> {
  return movePayout(tx, input.orderItemId, 'delivered')
}

async function movePayout(
  tx: Executor,
  orderItemId: string,
  event: 'delivered' | 'refunded',
): Promise<PayoutState | null> {
  const [payout] = await tx
    .select()
    .from(payouts)
    .where(eq(payouts.orderItemId, orderItemId))
    .for('update')
  if (!payout) return null
  const next = nextPayoutState(payout.state, event)
  if (!next) return null
  const now = new Date()
  await tx
    .update(payouts)
    .set({ state: next, updatedAt: now, ...(next === 'released' ? { releasedAt: now } : {}) })
    .where(eq(payouts.id, payout.id))
  await tx.insert(paymentEvents).values({
    paymentId: payout.paymentId,
    source: 'payout',
    providerEventId: `payout:${payout.id}:${next}`,
    type: `payout.${next}`,
    payload: { orderItemId, amountPaise: payout.amountPaise, mode: payout.mode },
    outcome: next,
  })
  if (next === 'released' && payout.mode === 'route') {
    await queuePaymentTask(tx, 'release', payout.id)
  }
  return next
}

const iso = (d: Date | string) => new Date(d).toISOString()

/** The online payments of these orders, by order id (orders paid cash are absent). */
export async function paymentSummaries(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, PaymentSummary>> {
  const out = new Map<string, PaymentSummary>()
  if (orderIds.length === 0) return out
  const rows = await db.select().from(payments).where(inArray(payments.orderId, orderIds))
  if (rows.length === 0) return out
  const refundRows = await db
    .select()
    .from(refunds)
    .where(
      inArray(
        refunds.paymentId,
        rows.map((r) => r.id),
      ),
    )
  for (const p of rows) {
    const mine = refundRows.filter((r) => r.paymentId === p.id)
    out.set(p.orderId, {
      orderId: p.orderId,
      method: p.method,
      state: p.state,
      amountPaise: p.amountPaise,
      refundedPaise: refundedSoFar(mine),
      failureReason: p.failureReason,
      expiresAt: iso(p.expiresAt),
      paidAt: p.paidAt ? iso(p.paidAt) : null,
      refunds: mine.map((r) => ({
        id: r.id,
        orderItemId: r.orderItemId,
        amountPaise: r.amountPaise,
        state: r.state,
        createdAt: iso(r.createdAt),
      })),
    })
  }
  return out
}

/** Where each line's money is, for the farmer: the payout and any refund, by order item id. */
export async function lineMoney(
  db: Executor,
  orderItemIds: string[],
): Promise<Map<string, { payout: PayoutState; mode: PayoutMode; refund: RefundState | null }>> {
  const out = new Map<
    string,
    { payout: PayoutState; mode: PayoutMode; refund: RefundState | null }
  >()
  if (orderItemIds.length === 0) return out
  const rows = await db
    .select({
      orderItemId: payouts.orderItemId,
      state: payouts.state,
      mode: payouts.mode,
      refund: refunds.state,
    })
    .from(payouts)
    .leftJoin(refunds, and(eq(refunds.orderItemId, payouts.orderItemId)))
    .where(inArray(payouts.orderItemId, orderItemIds))
  for (const r of rows) out.set(r.orderItemId, { payout: r.state, mode: r.mode, refund: r.refund })
  return out
}
