import { and, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm'
import {
  DASHBOARD_NEWEST_ORDERS,
  monthStartInIndia,
  type FarmerDashboard,
} from '#core/dashboard/dashboard.contract.ts'
import { farmerLineMoney, lineAmounts } from '#core/orders/amounts.ts'
import { ENDED_STATUSES, OPEN_STATUSES } from '#core/orders/order-status.ts'
import type { Executor } from '#server/db/client.ts'
import {
  listings,
  orderItems,
  orders,
  payments,
  refunds,
  supplyChainOrders,
} from '#server/db/schema/index.ts'

/**
 * A farmer's dashboard in one call: open orders, live listings, what was sold
 * this month (IST) and for how much, the newest orders and the listing added last. Four small
 * indexed queries, run one after another (PGlite has one connection).
 */
export async function farmerDashboard(
  db: Executor,
  farmerId: string,
  now: Date,
): Promise<FarmerDashboard> {
  const monthStart = monthStartInIndia(now)

  const [open] = await db
    .select({
      open: sql<number>`count(*)`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${supplyChainOrders.status} = 'Pending')`.mapWith(
        Number,
      ),
    })
    .from(supplyChainOrders)
    .where(
      and(
        eq(supplyChainOrders.farmerId, farmerId),
        inArray(supplyChainOrders.status, [...OPEN_STATUSES]),
      ),
    )

  // The month's lines with their payment and refund: earnings are what the lines are worth by
  // the order amounts' rules (core lineAmounts), not a sum of statuses.
  const monthLines = await db
    .select({
      orderId: orderItems.orderId,
      quantityKg: orderItems.quantityKg,
      status: orderItems.status,
      lineTotalPaise: orderItems.lineTotalPaise,
      paymentMethod: orders.paymentMethod,
      paymentState: payments.state,
      refundPaise: refunds.amountPaise,
      refundState: refunds.state,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .leftJoin(refunds, eq(refunds.orderItemId, orderItems.id))
    .where(and(eq(orderItems.farmerId, farmerId), gte(orders.createdAt, monthStart)))
  const month = { orders: new Set<string>(), soldKg: 0, earned: 0, received: 0, due: 0 }
  for (const l of monthLines) {
    const money = farmerLineMoney(
      lineAmounts({
        paymentMethod: l.paymentMethod,
        status: l.status,
        lineTotalPaise: l.lineTotalPaise,
        paymentState: l.paymentState,
        refund:
          l.refundPaise !== null && l.refundState !== null
            ? { amountPaise: l.refundPaise, state: l.refundState }
            : null,
      }),
    )
    month.earned += money.earnedPaise
    month.received += money.receivedPaise
    month.due += money.duePaise
    if (!ENDED_STATUSES.includes(l.status)) {
      month.orders.add(l.orderId)
      month.soldKg += l.quantityKg
    }
  }

  const [live] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(listings)
    .where(
      and(
        eq(listings.farmerId, farmerId),
        isNull(listings.deletedAt),
        // A listing FarmTrek hid is not on sale.
        isNull(listings.hiddenAt),
        gt(listings.quantityKg, 0),
      ),
    )

  const newest = await db
    .select({
      id: supplyChainOrders.id,
      crop: supplyChainOrders.crop,
      buyerName: supplyChainOrders.buyerName,
      orderNumber: supplyChainOrders.orderNumber,
      quantityKg: supplyChainOrders.quantityKg,
      status: supplyChainOrders.status,
      createdAt: supplyChainOrders.createdAt,
    })
    .from(supplyChainOrders)
    .where(eq(supplyChainOrders.farmerId, farmerId))
    .orderBy(desc(supplyChainOrders.createdAt))
    .limit(DASHBOARD_NEWEST_ORDERS)

  const [listing] = await db
    .select({
      id: listings.id,
      productName: listings.productName,
      pricePaise: listings.pricePaise,
      quantityKg: listings.quantityKg,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .where(and(eq(listings.farmerId, farmerId), isNull(listings.deletedAt)))
    .orderBy(desc(listings.createdAt))
    .limit(1)

  return {
    openOrders: open?.open ?? 0,
    pendingOrders: open?.pending ?? 0,
    liveListings: live?.count ?? 0,
    month: {
      monthStart: monthStart.toISOString(),
      orders: month.orders.size,
      soldKg: month.soldKg,
      earningsPaise: month.earned,
      receivedPaise: month.received,
      duePaise: month.due,
    },
    newestOrders: newest.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    newestListing: listing ? { ...listing, createdAt: listing.createdAt.toISOString() } : null,
  }
}
