import { and, asc, eq, inArray, lte } from 'drizzle-orm'
import type { Executor } from '#server/db/client.ts'
import { orders, payments, users } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'

// Looking payments up: the buyer's, the ones past their time, by the gateway's order or by id.

export type PaymentRow = typeof payments.$inferSelect

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
