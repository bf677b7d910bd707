import { desc, eq } from 'drizzle-orm'
import type { FarmerPayout } from '#core/payments/payments.contract.ts'
import type { Executor } from '#server/db/client.ts'
import { orderItems, orders, payouts, refunds } from '#server/db/schema/index.ts'

// Farmers' payouts as the farmer reads them (their payout details: payout-details.ts).

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
