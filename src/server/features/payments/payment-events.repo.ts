import { and, asc, eq } from 'drizzle-orm'
import { LIVE_EVENTS } from '#core/live/events.ts'
import type { PaymentStatus } from '#core/orders/payment.ts'
import { transition, type PaymentEvent, type PaymentState } from '#core/payments/payment-state.ts'
import { farmerSharePaise, payoutModeFor } from '#core/payments/payouts.ts'
import type { Db, Executor } from '#server/db/client.ts'
import {
  orderItems,
  orders,
  paymentEvents,
  payments,
  payoutAccounts,
  payouts,
  refunds,
  supplyChainOrders,
} from '#server/db/schema/index.ts'
import { buyerTopic, farmerTopic, publishLiveEvent } from '#server/services/live.ts'
import { queuePaymentTask, refundLine } from '#server/services/payments.ts'
import { tellPaymentReceived, tellRefund } from '#server/services/order-confirmations.ts'
import { enqueue } from '#server/services/outbox.ts'
import { endSupplyChainOrder } from '#server/services/supply-chain-orders.ts'
import type { PaymentRow } from './payments.repo.ts'

// A payment's events: each recorded once and applied to the payment's state, with what a change
// brings (payouts held, a Route transfer or refund queued, unpaid lines cancelled).

/** Live event to the buyer (`buyer:<id>`) and farmers (`farmer:<id>`): a payment changed. */
export const PAYMENT_LIVE_EVENT = LIVE_EVENTS.payment

/** What a state change needs to know about the world. */
export interface ApplyContext {
  /** Route transfers for farmers with a linked account (RAZORPAY_ROUTE). */
  routeEnabled: boolean
}

/** Facts an event carries about the gateway's payment. */
export interface PaymentFacts {
  providerPaymentId?: string
  amountPaise?: number
  /** The gateway payment's currency; anything but INR is refused, never taken into the ledger. */
  currency?: string
  reason?: string | null
}

export type ApplyOutcome =
  | `moved to ${PaymentState}`
  | 'same'
  | 'late: refunding'
  | 'amount mismatch'
  | 'second payment'
  | 'refused: currency not INR'

/**
 * Applies one event to a payment the caller has locked (FOR UPDATE) in `tx`, the transaction that
 * also holds the event's record. Paid: the payouts held for each farmer's line (and a Route
 * transfer queued). Late money (after expiry): a full refund queued. Idempotent: a replay is 'same'.
 */
export async function applyPaymentEvent(
  tx: Executor,
  payment: PaymentRow,
  event: PaymentEvent,
  facts: PaymentFacts,
  ctx: ApplyContext,
): Promise<ApplyOutcome> {
  // FarmTrek's orders are in rupees and its ledger is in paise: money in another currency is not
  // a payment of the order, whatever its amount. Recorded by the caller, listed by reconciliation.
  if (facts.currency !== undefined && facts.currency !== 'INR') return 'refused: currency not INR'
  if (
    event === 'captured' &&
    facts.amountPaise !== undefined &&
    facts.amountPaise !== payment.amountPaise
  ) {
    return 'amount mismatch'
  }
  // Another payment's failure (an earlier attempt) says nothing about the captured one.
  if (
    event === 'failed' &&
    payment.providerPaymentId &&
    facts.providerPaymentId !== payment.providerPaymentId &&
    payment.state === 'paid'
  ) {
    return 'same'
  }
  // A second capture on an order already paid (two attempts authorised at once): not ours to
  // keep, and not this payment's to refund line by line. Recorded, and listed by the
  // reconciliation for a refund from the Dashboard.
  if (
    event === 'captured' &&
    payment.state === 'paid' &&
    facts.providerPaymentId &&
    payment.providerPaymentId &&
    facts.providerPaymentId !== payment.providerPaymentId
  ) {
    return 'second payment'
  }
  const t = transition(payment.state, event)
  const now = new Date()
  if (t.kind === 'same') return 'same'
  if (t.kind === 'late') {
    // Money arrived for an order already cancelled: keep the record, give it all back.
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        orderItemId: null,
        amountPaise: facts.amountPaise ?? payment.amountPaise,
        reason: 'Paid after the order had expired',
      })
      .onConflictDoNothing()
      .returning({ id: refunds.id })
    if (refund) {
      await tx
        .update(payments)
        .set({
          providerPaymentId: facts.providerPaymentId ?? payment.providerPaymentId,
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id))
      await queuePaymentTask(tx, 'refund', refund.id)
      await tellRefund(tx, refund.id)
    }
    return 'late: refunding'
  }
  const to = t.to
  await tx
    .update(payments)
    .set({
      state: to,
      updatedAt: now,
      ...(to === 'paid'
        ? { providerPaymentId: facts.providerPaymentId ?? null, paidAt: now, failureReason: null }
        : {}),
      ...(to === 'failed'
        ? { failureReason: facts.reason ?? 'The payment did not go through.' }
        : {}),
    })
    .where(eq(payments.id, payment.id))
  await tx
    .update(orders)
    .set({
      paymentStatus: ORDER_PAYMENT_STATUS[to],
      ...(to === 'switched' ? { paymentMethod: 'COD' as const } : {}),
    })
    .where(eq(orders.id, payment.orderId))
  if (to === 'paid') {
    await tellPaymentReceived(tx, payment.id)
    await holdPayouts(tx, payment, ctx)
  }
  if (to === 'expired') {
    await cancelUnpaidLines(tx, payment.orderId)
    const [order] = await tx
      .select({ number: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, payment.orderId))
    if (order) {
      await enqueue(tx, {
        userId: payment.buyerId,
        kind: 'paymentExpired',
        data: {
          orderNumber: order.number,
          minutes: Math.max(
            1,
            Math.round((payment.expiresAt.getTime() - payment.createdAt.getTime()) / 60_000),
          ),
        },
        eventKey: `paymentExpired:${payment.id}`,
      })
    }
  }
  await publishLiveEvent(tx, buyerTopic(payment.buyerId), PAYMENT_LIVE_EVENT, {
    orderId: payment.orderId,
    state: to,
  })
  return `moved to ${to}`
}

/** The order's payment status (what both sides read on the order) for each payment state. */
const ORDER_PAYMENT_STATUS = {
  awaiting: 'awaiting_payment',
  failed: 'payment_failed',
  paid: 'paid',
  expired: 'not_paid_in_time',
  switched: 'due_on_delivery',
} as const satisfies Record<PaymentState, PaymentStatus>

/**
 * For each farmer's line of a paid order: their share, held until delivery. A line the buyer
 * cancelled or the farmer declined while the payment was open is refunded instead.
 */
async function holdPayouts(tx: Executor, payment: PaymentRow, ctx: ApplyContext) {
  const lines = await tx
    .select({
      id: orderItems.id,
      farmerId: orderItems.farmerId,
      status: orderItems.status,
      lineTotalPaise: orderItems.lineTotalPaise,
      linkedAccountId: payoutAccounts.linkedAccountId,
    })
    .from(orderItems)
    .leftJoin(payoutAccounts, eq(payoutAccounts.farmerId, orderItems.farmerId))
    .where(eq(orderItems.orderId, payment.orderId))
  for (const line of lines) {
    if (line.status === 'Cancelled' || line.status === 'Declined') {
      await refundLine(tx, { orderItemId: line.id, reason: `${line.status} before payment` })
      continue
    }
    if (!line.farmerId) continue
    const mode = payoutModeFor(line.linkedAccountId, ctx.routeEnabled)
    const [payout] = await tx
      .insert(payouts)
      .values({
        paymentId: payment.id,
        orderItemId: line.id,
        farmerId: line.farmerId,
        amountPaise: farmerSharePaise(line.lineTotalPaise),
        mode,
        linkedAccountId: mode === 'route' ? line.linkedAccountId : null,
      })
      .onConflictDoNothing()
      .returning({ id: payouts.id })
    if (!payout) continue
    if (mode === 'route') await queuePaymentTask(tx, 'transfer', payout.id)
    await publishLiveEvent(tx, farmerTopic(line.farmerId), PAYMENT_LIVE_EVENT, {
      orderItemId: line.id,
      state: 'held',
    })
  }
}

/**
 * An order not paid in time: each of its lines still Pending ends Cancelled (the order code's
 * endSupplyChainOrder: the kg go back to the listing, both sides hear it). A line a farmer has
 * already dispatched is left to them and logged in the event's outcome by the caller.
 */
async function cancelUnpaidLines(tx: Executor, orderId: string) {
  const open = await tx
    .select({ sc: supplyChainOrders })
    .from(supplyChainOrders)
    .innerJoin(orderItems, eq(orderItems.id, supplyChainOrders.orderItemId))
    .where(and(eq(orderItems.orderId, orderId), eq(supplyChainOrders.status, 'Pending')))
    .orderBy(asc(supplyChainOrders.id))
    .for('update', { of: supplyChainOrders })
  for (const { sc } of open) await endSupplyChainOrder(tx, sc, 'Cancelled', NOT_PAID_IN_TIME)
}

/** The reason an unpaid order's lines show. */
export const NOT_PAID_IN_TIME = 'Not paid in time'

/** Records an event and applies it, in one transaction; a repeat of `eventKey` changes nothing. */
export async function recordAndApply(
  db: Db,
  input: {
    paymentId: string
    source: string
    eventKey: string
    type: string
    payload: unknown
    event: PaymentEvent
    facts: PaymentFacts
  },
  ctx: ApplyContext,
): Promise<ApplyOutcome | 'replay'> {
  return db.transaction(async (tx) => {
    const [rec] = await tx
      .insert(paymentEvents)
      .values({
        paymentId: input.paymentId,
        source: input.source,
        providerEventId: input.eventKey,
        type: input.type,
        payload: input.payload,
      })
      .onConflictDoNothing({ target: paymentEvents.providerEventId })
      .returning({ id: paymentEvents.id })
    if (!rec) return 'replay'
    if (input.event === 'timeout') {
      // The lines' rows before the payment's, the order a buyer's cancel takes them in (it locks
      // its line, then the payment to refund it), so the two never wait on each other in a ring.
      await tx
        .select({ id: supplyChainOrders.id })
        .from(supplyChainOrders)
        .innerJoin(orderItems, eq(orderItems.id, supplyChainOrders.orderItemId))
        .innerJoin(payments, eq(payments.orderId, orderItems.orderId))
        .where(eq(payments.id, input.paymentId))
        .orderBy(asc(supplyChainOrders.id))
        .for('update', { of: supplyChainOrders })
    }
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, input.paymentId))
      .for('update')
    if (!payment) throw new Error('bug: event for a payment that does not exist')
    const outcome = await applyPaymentEvent(tx, payment, input.event, input.facts, ctx)
    await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, rec.id))
    return outcome
  })
}
