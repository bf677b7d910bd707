import { desc, eq, type SQL } from 'drizzle-orm'
import { lineAmounts } from '#core/orders/amounts.ts'
import type { PaymentMethod, PaymentStatus } from '#core/orders/orders.contract.ts'
import { refundStage } from '#core/payments/refunds.ts'
import type { SupplyChainOrder } from '#core/supply-chain/supply-chain.contract.ts'
import type { Executor } from '#server/db/client.ts'
import {
  orderItems,
  orders,
  payments,
  payoutAdjustments,
  payouts,
  refunds,
  supplyChainOrders,
} from '#server/db/schema/index.ts'

// How a supply-chain order reads: the farmer's view of a line, with what it takes to deliver it
// and its money (payment, refund, payout, what the farmer owes back). Written by
// supply-chain-orders.ts.

export type SupplyChainOrderDto = SupplyChainOrder
export type Row = typeof supplyChainOrders.$inferSelect

/** What the farmer needs from the buyer's order to deliver it (null for demo data). */
export interface DeliveryFacts {
  delivery: { name: string; address: string; phone: string }
  amountPaise: number
  paymentMethod: PaymentMethod
  paymentStatus: PaymentStatus
}

/**
 * A line's amounts as its order is placed (the live event of a new line): Cash on Delivery is due
 * on delivery, UPI and Card await their payment.
 */
export const newLineAmounts = (facts: DeliveryFacts, status: Row['status']) =>
  lineAmounts({
    paymentMethod: facts.paymentMethod,
    status,
    lineTotalPaise: facts.amountPaise,
    paymentState: facts.paymentMethod === 'COD' ? null : 'awaiting',
  })

export function toSupplyChainOrderDto(row: Row, facts: DeliveryFacts | null): SupplyChainOrderDto {
  return {
    id: row.id,
    crop: row.crop,
    buyerName: row.buyerName,
    orderNumber: row.orderNumber,
    delivery: facts?.delivery ?? null,
    amountPaise: facts?.amountPaise ?? null,
    paymentMethod: facts?.paymentMethod ?? null,
    paymentStatus: facts?.paymentStatus ?? null,
    quantityKg: row.quantityKg,
    status: row.status,
    statusReason: row.statusReason,
    transport: row.transport,
    orderItemId: row.orderItemId,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    amounts: facts ? newLineAmounts(facts, row.status) : null,
    recovery: null,
  }
}

/**
 * Supply-chain orders with what it takes to deliver them, read in one query from the order line
 * and the buyer's order they came from, newest first.
 */
export async function loadSupplyChainOrders(
  db: Executor,
  where: SQL | undefined,
  limit = 500,
): Promise<SupplyChainOrderDto[]> {
  const rows = await db
    .select({
      sc: supplyChainOrders,
      amountPaise: orderItems.lineTotalPaise,
      name: orders.deliveryName,
      address: orders.deliveryAddress,
      phone: orders.deliveryPhone,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      payout: payouts.state,
      paymentState: payments.state,
      recoveryPaise: payoutAdjustments.amountPaise,
      recoveredPaise: payoutAdjustments.recoveredPaise,
      refundPaise: refunds.amountPaise,
      refundState: refunds.state,
    })
    .from(supplyChainOrders)
    .leftJoin(orderItems, eq(orderItems.id, supplyChainOrders.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(payouts, eq(payouts.orderItemId, supplyChainOrders.orderItemId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    // At most one per line: a line is refunded once.
    .leftJoin(payoutAdjustments, eq(payoutAdjustments.orderItemId, supplyChainOrders.orderItemId))
    // A line is refunded once (refunds_line_once).
    .leftJoin(refunds, eq(refunds.orderItemId, supplyChainOrders.orderItemId))
    .where(where)
    .orderBy(desc(supplyChainOrders.createdAt), desc(supplyChainOrders.id))
    .limit(limit)
  return rows.map((r) => ({
    ...toSupplyChainOrderDto(
      r.sc,
      r.name !== null &&
        r.address !== null &&
        r.phone !== null &&
        r.amountPaise !== null &&
        r.paymentMethod !== null &&
        r.paymentStatus !== null
        ? {
            delivery: { name: r.name, address: r.address, phone: r.phone },
            amountPaise: r.amountPaise,
            paymentMethod: r.paymentMethod,
            paymentStatus: r.paymentStatus,
          }
        : null,
    ),
    payout: r.payout,
    refund:
      r.refundState !== null && r.refundPaise !== null
        ? { amountPaise: r.refundPaise, stage: refundStage(r.refundState) }
        : null,
    recovery:
      r.recoveryPaise !== null && r.recoveredPaise !== null
        ? { amountPaise: -r.recoveryPaise, recoveredPaise: r.recoveredPaise }
        : null,
    // The line's amounts by its order's rules: a declined COD line is due from no one, a refund shows.
    amounts:
      r.amountPaise !== null && r.paymentMethod !== null
        ? lineAmounts({
            paymentMethod: r.paymentMethod,
            status: r.sc.status,
            lineTotalPaise: r.amountPaise,
            paymentState: r.paymentState,
            refund:
              r.refundState !== null && r.refundPaise !== null
                ? { amountPaise: r.refundPaise, state: r.refundState }
                : null,
          })
        : null,
  }))
}
