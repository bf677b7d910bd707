import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Order, OrderLine, OrderList } from '#core/orders/orders.contract.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { orderItems, orders, supplyChainOrders } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { paymentSummaries } from '#server/services/payments.ts'
import { endSupplyChainOrder } from '#server/services/supply-chain-orders.ts'

// A buyer's orders as they read them, and their cancellations. Placing orders: checkout.ts.

/**
 * The buyer cancels one of their lines while it is Pending: it ends as Cancelled, its kg go back
 * to the listing and the farmer is told live and by SMS, in one transaction. Answers the order as
 * it is now.
 */
export async function cancelOrderLine(
  db: Db,
  buyerId: string,
  orderId: string,
  lineId: string,
): Promise<Order> {
  if (!isUuid(orderId) || !isUuid(lineId)) throw new HttpError('order.not_found')
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ sc: supplyChainOrders })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(supplyChainOrders, eq(supplyChainOrders.orderItemId, orderItems.id))
      .where(and(eq(orderItems.id, lineId), eq(orders.id, orderId), eq(orders.buyerId, buyerId)))
      .for('update', { of: supplyChainOrders })
    if (!found) throw new HttpError('order.not_found')
    await endSupplyChainOrder(tx, found.sc, 'Cancelled', null)
  })
  const [order] = await loadOrders(db, [orderId])
  if (!order) throw new HttpError('order.not_found')
  return order
}

export async function findOrderByKey(
  db: Executor,
  buyerId: string,
  key: string,
): Promise<Order | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.idempotencyKey, key)))
  if (!row) return null
  const [order] = await loadOrders(db, [row.id])
  return order ?? null
}

/** The buyer's own orders, newest first, with their lines (one page). */
export async function listOrders(
  db: Executor,
  buyerId: string,
  page: number,
  limit: number,
): Promise<OrderList> {
  const rows = await db
    .select({ id: orders.id, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(orders)
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit)
  const items = await loadOrders(
    db,
    rows.map((r) => r.id),
  )
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && page > 1) total = await db.$count(orders, eq(orders.buyerId, buyerId))
  return { items, total }
}

const iso = (d: Date | string) => new Date(d).toISOString()

/** Orders by id, in the given order, each with its lines in cart order and their live status. */
export async function loadOrders(db: Executor, ids: string[]): Promise<Order[]> {
  if (ids.length === 0) return []
  const [heads, lines, paid] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    db
      .select({
        item: orderItems,
        scId: supplyChainOrders.id,
        scStatus: supplyChainOrders.status,
        scTransport: supplyChainOrders.transport,
        scUpdatedAt: supplyChainOrders.updatedAt,
      })
      .from(orderItems)
      .leftJoin(supplyChainOrders, eq(supplyChainOrders.orderItemId, orderItems.id))
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    paymentSummaries(db, ids),
  ])
  const byOrder = new Map<string, OrderLine[]>()
  for (const { item, scId, scStatus, scTransport, scUpdatedAt } of lines) {
    const list = byOrder.get(item.orderId) ?? []
    // The supply-chain order is the source of truth for a listing line's progress.
    list.push({
      id: item.id,
      kind: item.kind,
      catalogueId: item.catalogueId,
      productId: item.listingId,
      name: item.name,
      unitPricePaise: item.unitPricePaise,
      quantityKg: item.quantityKg,
      lineTotalPaise: item.lineTotalPaise,
      farmerName: item.farmerName,
      status: scStatus ?? item.status,
      statusReason: item.statusReason,
      transport: scId ? scTransport : item.transport,
      supplyChainOrderId: scId,
      updatedAt: iso(scUpdatedAt ?? item.updatedAt),
    })
    byOrder.set(item.orderId, list)
  }
  const byId = new Map(heads.map((h) => [h.id, h]))
  return ids.flatMap((id) => {
    const h = byId.get(id)
    if (!h) return []
    return [
      {
        id: h.id,
        number: h.orderNumber,
        createdAt: iso(h.createdAt),
        paymentMethod: h.paymentMethod,
        paymentStatus: h.paymentStatus,
        payment: paid.get(id) ?? null,
        totalPaise: h.totalPaise,
        delivery: { fullName: h.deliveryName, address: h.deliveryAddress, phone: h.deliveryPhone },
        lines: byOrder.get(id) ?? [],
      },
    ]
  })
}
