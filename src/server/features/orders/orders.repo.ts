import { randomInt } from 'node:crypto'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { LIVE_EVENTS } from '#core/live/events.ts'
import { isSameOrder } from '#core/orders/idempotency.ts'
import { newOrderNumber } from '#core/orders/order-number.ts'
import {
  paymentStatusFor,
  type CreateOrderInputSchema,
  type Order,
  type OrderLine,
  type OrderList,
} from '#core/orders/orders.contract.ts'
import {
  checkCatalogueLines,
  priceChangedRefusal,
  priceChanges,
  priceOrder,
  wantedPerListing,
  whyNotAvailable,
  type TakenListing,
} from '#core/orders/pricing.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import type { z } from 'zod'
import type { Db, Executor } from '#server/db/client.ts'
import { listings, orderItems, orders, supplyChainOrders, users } from '#server/db/schema/index.ts'
import { HttpError, isUniqueViolation } from '#server/plugins/error-handler.ts'
import { buyerTopic, publishLiveEvent } from '#server/services/live.ts'
import {
  createSupplyChainOrder,
  endSupplyChainOrder,
} from '#server/services/supply-chain-orders.ts'
import { createPaymentForOrder, paymentSummaries } from '#server/services/payments.ts'

/** The constraint that keeps order numbers unique (drizzle's name for `.unique()`). */
const ORDER_NUMBER_UNIQUE = 'orders_orderNumber_unique'

/** The parsed body of POST /api/orders (phone normalised, text trimmed). */
export type CreateOrder = z.output<typeof CreateOrderInputSchema>

/**
 * Places an order. Prices come from the catalogue and the listings, never the client (the rules
 * are core's: orders/pricing.ts). One transaction: the order row (which claims the idempotency
 * key), the listing quantities taken with conditional updates (never below zero), the lines, and
 * a supply-chain order for each listing line. `created` is false when the key had already placed
 * this order.
 */
export async function placeOrder(
  db: Db,
  buyer: SessionUser,
  input: CreateOrder,
  online: OnlinePayments = { enabled: false, timeoutMs: 0 },
): Promise<{ order: Order; created: boolean }> {
  const before = await findOrderByKey(db, buyer.id, input.idempotencyKey)
  if (before) return { order: sameOrElse(before, input), created: false }
  // UPI and Card need a payment gateway (PAYMENT_PROVIDER); without one only COD is taken.
  if (input.payment !== 'COD' && !online.enabled)
    throw new HttpError('payments.not_configured', undefined, { field: 'payment' })

  const catalogueProblem = checkCatalogueLines(input.lines)
  if (catalogueProblem) throw HttpError.from(catalogueProblem)

  const orderId = await withNewOrderNumber((orderNumber) =>
    insertOrder(db, buyer, input, orderNumber, online),
  )

  if (orderId === null) {
    const existing = await findOrderByKey(db, buyer.id, input.idempotencyKey)
    if (!existing) throw new Error('idempotency conflict without an order')
    return { order: sameOrElse(existing, input), created: false }
  }
  const [order] = await loadOrders(db, [orderId])
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the order was inserted in this transaction, so loading it by id finds it
  return { order: order!, created: true }
}

/** Online payment settings: whether UPI and Card are taken, and how long a payment may take. */
export interface OnlinePayments {
  enabled: boolean
  /** PAYMENT_TIMEOUT, ms. */
  timeoutMs: number
}

/** Order numbers are random; the unique index refuses a clash, and a new number is tried. */
async function withNewOrderNumber<T>(place: (orderNumber: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await place(newOrderNumber(new Date(), attempt, () => randomInt(2 ** 47) / 2 ** 47))
    } catch (err) {
      if (attempt >= 5 || !isUniqueViolation(err, ORDER_NUMBER_UNIQUE)) throw err
    }
  }
}

/**
 * One transaction: the order row (which claims the idempotency key), the listing quantities,
 * the lines, a supply-chain order per listing line, and the buyer's live event. Null when the
 * key had already placed an order.
 */
function insertOrder(
  db: Db,
  buyer: SessionUser,
  input: CreateOrder,
  orderNumber: string,
  online: OnlinePayments,
) {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(orders)
      .values({
        orderNumber,
        buyerId: buyer.id,
        idempotencyKey: input.idempotencyKey,
        deliveryName: input.delivery.fullName,
        deliveryAddress: input.delivery.address,
        deliveryPhone: input.delivery.phone,
        paymentMethod: input.payment,
        paymentStatus: paymentStatusFor(input.payment),
        totalPaise: 0,
      })
      // A concurrent request with the same key waits here for the first one; if that one
      // commits, this inserts nothing and the caller answers with its order.
      .onConflictDoNothing({ target: [orders.buyerId, orders.idempotencyKey] })
      .returning({ id: orders.id })
    if (!claimed) return null

    const taken = await takeListingQuantities(tx, buyer.id, input.lines)
    const priced = priceOrder(input.lines, taken)
    if (!priced.ok) throw HttpError.from(priced.refusal)
    const { lines, totalPaise } = priced.value

    const rows = await tx
      .insert(orderItems)
      .values(
        lines.map((l) => ({
          // Time-ordered ids: order lines carry no position column, so sorting by id keeps the
          // cart's order.
          id: uuidv7(),
          orderId: claimed.id,
          kind: l.kind,
          catalogueId: l.catalogueId,
          listingId: l.listingId,
          name: l.name,
          unitPricePaise: l.unitPricePaise,
          quantityKg: l.quantityKg,
          lineTotalPaise: l.lineTotalPaise,
          farmerId: l.farmerId,
          farmerName: l.farmerName,
        })),
      )
      .returning({ id: orderItems.id })
    // Every line, catalogue ones too, has a farmer who moves it to Delivered.
    for (const [i, row] of rows.entries()) {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- i < lines.length (loop bound)
      const l = lines[i]!
      await createSupplyChainOrder(tx, {
        farmerId: l.farmerId,
        crop: l.name,
        buyerId: buyer.id,
        buyerName: buyer.name,
        orderNumber,
        quantityKg: l.quantityKg,
        orderItemId: row.id,
        facts: {
          delivery: {
            name: input.delivery.fullName,
            address: input.delivery.address,
            phone: input.delivery.phone,
          },
          amountPaise: l.lineTotalPaise,
          paymentMethod: input.payment,
          paymentStatus: paymentStatusFor(input.payment),
        },
      })
    }
    await tx.update(orders).set({ totalPaise }).where(eq(orders.id, claimed.id))
    // UPI/Card: the payment, awaiting the buyer; its gateway order is made after commit.
    if (input.payment !== 'COD' && online.enabled) {
      await createPaymentForOrder(tx, {
        orderId: claimed.id,
        buyerId: buyer.id,
        method: input.payment,
        amountPaise: totalPaise,
        timeoutMs: online.timeoutMs,
      })
    }
    await publishLiveEvent(tx, buyerTopic(buyer.id), LIVE_EVENTS.orderPlaced, {
      orderId: claimed.id,
    })
    return claimed.id
  })
}

/** The order a key already placed, if the request asks for the same one; else a 409. */
function sameOrElse(order: Order, input: CreateOrder): Order {
  if (isSameOrder(order, input)) return order
  throw new HttpError('order.key_reused', undefined, { field: 'idempotencyKey' })
}

/**
 * Takes the quantity of every listing the lines ask for (a catalogue item's listing too). The rows
 * are locked first, in id order, so two checkouts never wait on each other in opposite orders and
 * a farmer's price change waits for the checkout (or the checkout for it). Then, on the locked
 * rows: a price that is not the one the buyer saw is refused with the prices now (409, nothing
 * charged); a listing gone, the buyer's own, or with too little left is refused naming the item;
 * else each quantity is taken. Any refusal rolls the whole transaction back.
 */
async function takeListingQuantities(
  tx: Executor,
  buyerId: string,
  lines: CreateOrder['lines'],
): Promise<Map<string, TakenListing>> {
  const wanted = wantedPerListing(lines)
  const ids = wanted.map(([id]) => id)
  const locked = await tx
    .select({
      id: listings.id,
      name: listings.productName,
      pricePaise: listings.pricePaise,
      leftKg: listings.quantityKg,
      farmerId: listings.farmerId,
      farmerName: users.name,
      deletedAt: listings.deletedAt,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.farmerId))
    .where(inArray(listings.id, ids))
    .orderBy(asc(listings.id))
    .for('update', { of: listings })
  const byId = new Map(locked.map((r) => [r.id, r]))

  const changes = priceChanges(
    lines,
    new Map(locked.filter((r) => r.deletedAt === null).map((r) => [r.id, r])),
  )
  if (changes.length > 0)
    throw HttpError.from(priceChangedRefusal(changes), { priceChanges: changes })

  const taken = new Map<string, TakenListing>()
  const now = new Date()
  for (const [listingId, kg] of wanted) {
    const row = byId.get(listingId)
    if (!row || row.deletedAt !== null || row.farmerId === buyerId || row.leftKg < kg) {
      throw HttpError.from(
        whyNotAvailable(row ? { ...row, deleted: row.deletedAt !== null } : null, buyerId, kg),
      )
    }
    await tx
      .update(listings)
      .set({ quantityKg: sql`${listings.quantityKg} - ${kg}`, updatedAt: now })
      .where(eq(listings.id, listingId))
    taken.set(listingId, {
      name: row.name,
      pricePaise: row.pricePaise,
      farmerId: row.farmerId,
      farmerName: row.farmerName,
    })
  }
  return taken
}

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

async function findOrderByKey(db: Executor, buyerId: string, key: string): Promise<Order | null> {
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
async function loadOrders(db: Executor, ids: string[]): Promise<Order[]> {
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
