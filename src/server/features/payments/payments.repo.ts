import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm'
import { LIVE_EVENTS } from '#core/live/events.ts'
import type { PaymentStatus } from '#core/orders/payment.ts'
import {
  isPayable,
  transition,
  type PaymentEvent,
  type PaymentState,
} from '#core/payments/payment-state.ts'
import type {
  CheckoutSession,
  FarmerPayout,
  PayoutDetails,
  PayoutDetailsInputSchema,
} from '#core/payments/payments.contract.ts'
import { farmerSharePaise, payoutModeFor } from '#core/payments/payouts.ts'
import type { z } from 'zod'
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
  users,
} from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { buyerTopic, farmerTopic, publishLiveEvent } from '#server/services/live.ts'
import { queuePaymentTask, refundLine } from '#server/services/payments.ts'
import { enqueue } from '#server/services/outbox.ts'
import { endSupplyChainOrder } from '#server/services/supply-chain-orders.ts'
import type { PaymentGateway } from './razorpay.ts'

/** Live event to the buyer (`buyer:<id>`) and farmers (`farmer:<id>`): a payment changed. */
export const PAYMENT_LIVE_EVENT = LIVE_EVENTS.payment

export type PaymentRow = typeof payments.$inferSelect

/** What a state change needs to know about the world. */
export interface ApplyContext {
  /** Route transfers for farmers with a linked account (RAZORPAY_ROUTE). */
  routeEnabled: boolean
}

/** Facts an event carries about the gateway's payment. */
export interface PaymentFacts {
  providerPaymentId?: string
  amountPaise?: number
  reason?: string | null
}

export type ApplyOutcome =
  `moved to ${PaymentState}` | 'same' | 'late: refunding' | 'amount mismatch' | 'second payment'

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
  if (to === 'paid') await holdPayouts(tx, payment, ctx)
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

/** The buyer's own payment of an order, or 404 (another buyer's order is not theirs to see). */
export async function buyerPayment(db: Executor, buyerId: string, orderId: string) {
  const [row] = await db
    .select({
      payment: payments,
      orderNumber: orders.orderNumber,
      name: orders.deliveryName,
      phone: orders.deliveryPhone,
      email: users.email,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(users, eq(users.id, payments.buyerId))
    .where(and(eq(payments.orderId, orderId), eq(payments.buyerId, buyerId)))
  if (!row) throw new HttpError('payments.not_found')
  return row
}

/**
 * The gateway order of a payment, created if it has none yet (found by receipt first, so a retry
 * after a lost answer does not make a second). Runs outside any transaction: the HTTP call, then
 * a conditional update, so two racing requests keep one id and both answer with it.
 */
export async function ensureGatewayOrder(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
): Promise<string> {
  if (payment.providerOrderId) return payment.providerOrderId
  const found = await gateway.findOrderByReceipt(payment.id)
  const order =
    found ??
    (await gateway.createOrder({
      amountPaise: payment.amountPaise,
      receipt: payment.id,
      notes: { farmtrek_payment_id: payment.id, farmtrek_order_id: payment.orderId },
    }))
  if (order.amount !== payment.amountPaise) {
    throw new Error(
      `gateway order ${order.id} is for ${order.amount} paise, not ${payment.amountPaise}`,
    )
  }
  await db
    .update(payments)
    .set({ providerOrderId: order.id, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), isNull(payments.providerOrderId)))
  const [now] = await db
    .select({ providerOrderId: payments.providerOrderId })
    .from(payments)
    .where(eq(payments.id, payment.id))
  return now?.providerOrderId ?? order.id
}

/** What Checkout needs for one order, with the gateway order made if need be. */
export async function checkoutSession(
  db: Db,
  gateway: PaymentGateway,
  buyerId: string,
  orderId: string,
  opts: { scriptUrl: string; now?: Date },
): Promise<CheckoutSession> {
  const { payment, orderNumber, name, phone, email } = await buyerPayment(db, buyerId, orderId)
  const now = opts.now ?? new Date()
  if (!isPayable(payment.state) || payment.expiresAt.getTime() <= now.getTime()) {
    throw new HttpError(payment.state === 'paid' ? 'payments.already_paid' : 'payments.expired')
  }
  const providerOrderId = await ensureGatewayOrder(db, gateway, payment)
  return {
    orderId,
    orderNumber,
    keyId: gateway.keyId,
    providerOrderId,
    amountPaise: payment.amountPaise,
    currency: 'INR',
    method: payment.method,
    scriptUrl: opts.scriptUrl,
    prefill: { name, contact: phone, email },
    notes: { farmtrek_payment_id: payment.id, farmtrek_order_id: orderId },
    expiresAt: payment.expiresAt.toISOString(),
  }
}

/** Unpaid payments past their time, oldest first (the expiry job's work). */
export async function duePayments(db: Executor, now: Date, limit = 50): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(inArray(payments.state, ['awaiting', 'failed']), lte(payments.expiresAt, now)))
    .orderBy(asc(payments.expiresAt))
    .limit(limit)
}

export async function paymentByProviderOrder(db: Executor, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, providerOrderId))
  return row ?? null
}

export async function paymentById(db: Executor, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id))
  return row ?? null
}

// --- Farmers' payout details and payouts

type PayoutDetailsInput = z.output<typeof PayoutDetailsInputSchema>

function toDetails(row: typeof payoutAccounts.$inferSelect): PayoutDetails {
  return {
    linkedAccountId: row.linkedAccountId,
    upiVpa: row.upiVpa,
    bankAccountLast4: row.bankAccountNumber ? row.bankAccountNumber.slice(-4) : null,
    bankIfsc: row.bankIfsc,
    accountHolder: row.accountHolder,
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function getPayoutDetails(
  db: Executor,
  farmerId: string,
): Promise<PayoutDetails | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.farmerId, farmerId))
  return row ? toDetails(row) : null
}

export async function savePayoutDetails(
  db: Executor,
  farmerId: string,
  input: PayoutDetailsInput,
): Promise<PayoutDetails> {
  // The bank account number is shown back by its last 4 digits only, so a form that saves the
  // IFSC and holder without it keeps the stored number.
  const [stored] = await db
    .select({ number: payoutAccounts.bankAccountNumber })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.farmerId, farmerId))
  const number =
    input.bankAccountNumber ?? (input.bankIfsc && stored?.number ? stored.number : null)
  const values = {
    linkedAccountId: input.linkedAccountId ?? null,
    upiVpa: input.upiVpa ?? null,
    bankAccountNumber: number,
    bankIfsc: number ? (input.bankIfsc ?? null) : null,
    accountHolder: number ? (input.accountHolder ?? null) : null,
    updatedAt: new Date(),
  }
  const [row] = await db
    .insert(payoutAccounts)
    .values({ farmerId, ...values })
    .onConflictDoUpdate({ target: payoutAccounts.farmerId, set: values })
    .returning()
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an upsert returns its row
  return toDetails(row!)
}

/** The farmer's paid lines, newest first: amount, where the money is, and any refund. */
export async function farmerPayouts(
  db: Executor,
  farmerId: string,
  limit = 200,
): Promise<FarmerPayout[]> {
  const rows = await db
    .select({
      p: payouts,
      orderNumber: orders.orderNumber,
      crop: orderItems.name,
      refund: refunds.state,
    })
    .from(payouts)
    .innerJoin(orderItems, eq(orderItems.id, payouts.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(refunds, eq(refunds.orderItemId, payouts.orderItemId))
    .where(eq(payouts.farmerId, farmerId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit)
  return rows.map((r) => ({
    orderItemId: r.p.orderItemId,
    orderNumber: r.orderNumber,
    crop: r.crop,
    amountPaise: r.p.amountPaise,
    mode: r.p.mode,
    state: r.p.state,
    refund: r.refund,
    updatedAt: r.p.updatedAt.toISOString(),
  }))
}
