import { eq } from 'drizzle-orm'
import type { Executor } from '#server/db/client.ts'
import { orderItems, orders, payments, refunds } from '#server/db/schema/index.ts'
import { enqueue } from './outbox.ts'

/**
 * The buyer's confirmations of an online order's money, written to the outbox in the caller's
 * transaction (the one that records the payment or the refund): the payment received, and each
 * refund with when to expect it. One event key per payment and per refund, so a replayed event
 * writes nothing twice. (The order placed is written by checkout's own batch statement.)
 */

/** To the buyer: their payment was captured. */
export async function tellPaymentReceived(tx: Executor, paymentId: string): Promise<void> {
  const [row] = await tx
    .select({
      buyerId: payments.buyerId,
      method: payments.method,
      amountPaise: payments.amountPaise,
      orderNumber: orders.orderNumber,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId))
  if (!row) return
  await enqueue(tx, {
    userId: row.buyerId,
    kind: 'paymentReceived',
    data: { orderNumber: row.orderNumber, amountPaise: row.amountPaise, payment: row.method },
    eventKey: `paymentReceived:${paymentId}`,
  })
}

/** To the buyer: a refund of theirs was written (a line, a part of one, or a whole payment). */
export async function tellRefund(tx: Executor, refundId: string): Promise<void> {
  const [row] = await tx
    .select({
      buyerId: payments.buyerId,
      method: payments.method,
      amountPaise: refunds.amountPaise,
      orderNumber: orders.orderNumber,
      crop: orderItems.name,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(orderItems, eq(orderItems.id, refunds.orderItemId))
    .where(eq(refunds.id, refundId))
  if (!row) return
  await enqueue(tx, {
    userId: row.buyerId,
    kind: 'refundIssued',
    data: {
      orderNumber: row.orderNumber,
      amountPaise: row.amountPaise,
      payment: row.method,
      ...(row.crop ? { crop: row.crop } : {}),
    },
    eventKey: `refundIssued:${refundId}`,
  })
}
