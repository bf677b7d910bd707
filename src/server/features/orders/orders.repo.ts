import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { orderAmounts } from '#core/orders/amounts.ts'
import {
  PAST_ADDRESSES_MAX,
  type Order,
  type OrderLine,
  type OrderList,
  type PastAddress,
} from '#core/orders/orders.contract.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { orderItems, orders, supplyChainOrders } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { manualRefundsOfLines } from '#server/services/manual-refunds.ts'
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

/** One of the buyer's own orders by its number; null for another's or none. */
export async function findOrderByNumber(
  db: Executor,
  buyerId: string,
  number: string,
): Promise<Order | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.orderNumber, number)))
  if (!row) return null
  const [order] = await loadOrders(db, [row.id])
  return order ?? null
}

/**
 * The buyer's last distinct delivery addresses (the same address however it was spaced or
 * capitalised counts once), newest first, each with the name and number it was last used with.
 * Reads the buyer's latest orders only (by the buyer and time index).
 */
export async function pastAddresses(db: Executor, buyerId: string): Promise<PastAddress[]> {
  const rows = await db.execute<{ fullName: string; address: string; phone: string }>(sql`
    select "fullName", "address", "phone" from (
      select distinct on (lower(regexp_replace(trim(r.delivery_address), '[[:space:]]+', ' ', 'g')))
             r.delivery_name as "fullName", r.delivery_address as "address",
             r.delivery_phone as "phone", r.created_at
        from (select delivery_name, delivery_address, delivery_phone, created_at
                from ${orders} where buyer_id = ${buyerId}
               order by created_at desc limit 100) r
       order by lower(regexp_replace(trim(r.delivery_address), '[[:space:]]+', ' ', 'g')), r.created_at desc
    ) d
    order by d.created_at desc
    limit ${PAST_ADDRESSES_MAX}`)
  return rows.rows.map((r) => ({ fullName: r.fullName, address: r.address, phone: r.phone }))
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
  const byHand = await manualRefundsOfLines(
    db,
    lines.map((l) => l.item.id),
  )
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
    const payment = paid.get(id) ?? null
    const orderLines = byOrder.get(id) ?? []
    return [
      {
        id: h.id,
        number: h.orderNumber,
        createdAt: iso(h.createdAt),
        paymentMethod: h.paymentMethod,
        paymentStatus: h.paymentStatus,
        payment,
        totalPaise: h.totalPaise,
        amounts: orderAmounts({
          paymentMethod: h.paymentMethod,
          lines: orderLines,
          payment,
          manualRefunds: orderLines.flatMap((l) => byHand.get(l.id) ?? []),
        }),
        delivery: { fullName: h.deliveryName, address: h.deliveryAddress, phone: h.deliveryPhone },
        lines: orderLines,
      },
    ]
  })
}
