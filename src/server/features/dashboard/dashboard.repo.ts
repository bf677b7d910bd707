import { and, desc, eq, gt, gte, inArray, isNull, notInArray, sql } from 'drizzle-orm'
import {
  DASHBOARD_NEWEST_ORDERS,
  monthStartInIndia,
  type FarmerDashboard,
} from '#core/dashboard/dashboard.contract.ts'
import { ENDED_STATUSES, OPEN_STATUSES } from '#core/orders/order-status.ts'
import type { Executor } from '#server/db/client.ts'
import { listings, orderItems, orders, supplyChainOrders } from '#server/db/schema/index.ts'

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

  const [month] = await db
    .select({
      orders: sql<number>`count(distinct ${orderItems.orderId})`.mapWith(Number),
      soldKg: sql<number>`coalesce(sum(${orderItems.quantityKg}), 0)`.mapWith(Number),
      earningsPaise: sql<number>`coalesce(sum(${orderItems.lineTotalPaise}), 0)`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.farmerId, farmerId),
        gte(orders.createdAt, monthStart),
        notInArray(orderItems.status, [...ENDED_STATUSES]),
      ),
    )

  const [live] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(listings)
    .where(
      and(eq(listings.farmerId, farmerId), isNull(listings.deletedAt), gt(listings.quantityKg, 0)),
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
      orders: month?.orders ?? 0,
      soldKg: month?.soldKg ?? 0,
      earningsPaise: month?.earningsPaise ?? 0,
    },
    newestOrders: newest.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
    newestListing: listing ? { ...listing, createdAt: listing.createdAt.toISOString() } : null,
  }
}
