import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { findCatalogueItem } from '#core/catalogue/catalogue.ts'
import { IDEMPOTENCY_KEY_REUSED, isSameOrder } from '#core/orders/idempotency.ts'
import type { OrderStatus } from '#core/orders/order-status.ts'
import {
  MAX_ORDER_TOTAL_PAISE,
  paymentStatusFor,
  rupees,
  type Order,
  type OrderLine,
  type OrderList,
  type PaymentMethod,
  type PaymentStatus,
} from '#core/orders/orders.contract.ts'
import type { z } from 'zod'
import type { CreateOrderInputSchema } from '#core/orders/orders.contract.ts'
import type { Db, Executor } from '../../db/client.ts'
import { listings, orderItems, orders, supplyChainOrders, users } from '../../db/schema/index.ts'
import { HttpError } from '../../plugins/error-handler.ts'
import { buyerTopic, publishLiveEvent } from '../../services/live.ts'
import { createSupplyChainOrder } from '../../services/supply-chain-orders.ts'

/** The parsed body of POST /api/orders (phone normalised, text trimmed). */
export type CreateOrder = z.output<typeof CreateOrderInputSchema>

/** Live event on `buyer:<id>` when one of the buyer's sessions places an order (other tabs refresh). */
export const ORDER_PLACED_EVENT = 'order-placed'

let lastMs = 0
let seq = 0
/**
 * A UUIDv7-style id (time-ordered, RFC 9562 layout): order lines carry no position column, so
 * their ids keep the cart's order when sorted.
 */
export function timeOrderedUuid(now = Date.now()): string {
  if (now <= lastMs) seq += 1
  else {
    lastMs = now
    seq = 0
  }
  const ms = lastMs.toString(16).padStart(12, '0')
  const rand = randomBytes(8)
  rand[0] = (rand[0]! & 0x3f) | 0x80
  const seqHex = (0x7000 | (seq & 0xfff)).toString(16)
  const r = rand.toString('hex')
  return `${ms.slice(0, 8)}-${ms.slice(8)}-${seqHex}-${r.slice(0, 4)}-${r.slice(4, 16)}`
}

type Priced = {
  kind: 'catalogue' | 'listing'
  catalogueId: number | null
  productId: string | null
  name: string
  unitPricePaise: number
  quantityKg: number
  farmerId: string | null
  farmerName: string
}

/**
 * Places an order (issue 6). Prices come from the catalogue and the listings, never the client.
 * One transaction: the order row (which claims the idempotency key), the listing quantities taken
 * with conditional updates (never below zero), the lines, and a supply-chain order for each
 * listing line. `created` is false when the key had already placed this order.
 */
export async function placeOrder(
  db: Db,
  buyer: SessionUser,
  input: CreateOrder,
): Promise<{ order: Order; created: boolean }> {
  const before = await findOrderByKey(db, buyer.id, input.idempotencyKey)
  if (before) return { order: sameOrElse(before, input), created: false }

  // Catalogue lines are checked before any write: an unknown id or an item out of stock.
  input.lines.forEach((line, i) => {
    if (line.kind !== 'catalogue') return
    const item = findCatalogueItem(line.catalogueId)
    if (!item)
      throw new HttpError(400, 'That product is not in our catalogue.', `lines.${i}.catalogueId`)
    if (item.availability === 'Out of Stock') {
      throw new HttpError(
        409,
        `${item.name} is out of stock. Remove it from your cart to place the order.`,
        `lines.${i}`,
      )
    }
  })

  const orderId = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(orders)
      .values({
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
    const priced: Priced[] = input.lines.map((line) => {
      if (line.kind === 'catalogue') {
        const item = findCatalogueItem(line.catalogueId)!
        return {
          kind: 'catalogue',
          catalogueId: item.id,
          productId: null,
          name: item.name,
          unitPricePaise: item.pricePaise,
          quantityKg: 1,
          farmerId: null,
          farmerName: item.farmer,
        }
      }
      const p = taken.get(line.productId)!
      return {
        kind: 'listing',
        catalogueId: null,
        productId: line.productId,
        name: p.productName,
        unitPricePaise: p.pricePaise,
        quantityKg: line.quantityKg,
        farmerId: p.farmerId,
        farmerName: p.farmerName,
      }
    })
    const totalPaise = priced.reduce((sum, l) => sum + l.unitPricePaise * l.quantityKg, 0)
    if (totalPaise > MAX_ORDER_TOTAL_PAISE) {
      throw new HttpError(
        400,
        'This order is too large to place online. Please split it into smaller orders.',
        'lines',
      )
    }

    const rows = await tx
      .insert(orderItems)
      .values(
        priced.map((l) => ({
          id: timeOrderedUuid(),
          orderId: claimed.id,
          kind: l.kind,
          catalogueId: l.catalogueId,
          listingId: l.productId,
          name: l.name,
          unitPricePaise: l.unitPricePaise,
          quantityKg: l.quantityKg,
          lineTotalPaise: l.unitPricePaise * l.quantityKg,
          farmerId: l.farmerId,
          farmerName: l.farmerName,
        })),
      )
      .returning({ id: orderItems.id, kind: orderItems.kind })
    for (const [i, row] of rows.entries()) {
      const l = priced[i]!
      if (row.kind !== 'listing') continue
      await createSupplyChainOrder(tx, {
        farmerId: l.farmerId!,
        crop: l.name,
        buyerId: buyer.id,
        buyerName: buyer.name,
        quantityKg: l.quantityKg,
        orderItemId: row.id,
      })
    }
    await tx.update(orders).set({ totalPaise }).where(eq(orders.id, claimed.id))
    await publishLiveEvent(tx, buyerTopic(buyer.id), ORDER_PLACED_EVENT, { orderId: claimed.id })
    return claimed.id
  })

  if (orderId === null) {
    const existing = await findOrderByKey(db, buyer.id, input.idempotencyKey)
    if (!existing) throw new Error('idempotency conflict without an order')
    return { order: sameOrElse(existing, input), created: false }
  }
  const [order] = await loadOrders(db, [orderId])
  return { order: order!, created: true }
}

/** The order a key already placed, if the request asks for the same one; else a 409. */
function sameOrElse(order: Order, input: CreateOrder): Order {
  if (isSameOrder(order, input)) return order
  throw new HttpError(409, IDEMPOTENCY_KEY_REUSED, 'idempotencyKey')
}

type TakenListing = {
  productName: string
  pricePaise: number
  farmerId: string
  farmerName: string
}

/**
 * Takes each listing's total quantity with one conditional update (`quantity_kg >= n`), in id
 * order so two checkouts never wait on each other's rows in opposite orders. No row means sold
 * out, too little left, deleted, or the buyer's own listing: 409 naming the item, and the
 * transaction rolls back everything.
 */
async function takeListingQuantities(tx: Executor, buyerId: string, lines: CreateOrder['lines']) {
  const wanted = new Map<string, number>()
  for (const l of lines)
    if (l.kind === 'listing') wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantityKg)
  const taken = new Map<string, TakenListing>()
  for (const [productId, kg] of [...wanted].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [row] = await tx
      .update(listings)
      .set({ quantityKg: sql`${listings.quantityKg} - ${kg}`, updatedAt: new Date() })
      .where(
        and(
          eq(listings.id, productId),
          isNull(listings.deletedAt),
          ne(listings.farmerId, buyerId),
          gte(listings.quantityKg, kg),
        ),
      )
      .returning({
        productName: listings.productName,
        pricePaise: listings.pricePaise,
        farmerId: listings.farmerId,
      })
    if (!row) throw await whyNotAvailable(tx, buyerId, productId, kg)
    const [farmer] = await tx
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, row.farmerId))
    taken.set(productId, { ...row, farmerName: farmer?.name ?? 'Farmer' })
  }
  return taken
}

async function whyNotAvailable(
  tx: Executor,
  buyerId: string,
  productId: string,
  kg: number,
): Promise<HttpError> {
  const [p] = await tx
    .select({
      name: listings.productName,
      left: listings.quantityKg,
      farmerId: listings.farmerId,
      deletedAt: listings.deletedAt,
    })
    .from(listings)
    .where(eq(listings.id, productId))
  if (!p || p.deletedAt)
    return new HttpError(
      409,
      'A product in your cart is no longer for sale. Remove it and try again.',
      'lines',
    )
  if (p.farmerId === buyerId)
    return new HttpError(
      409,
      `${p.name} is your own listing; you cannot buy it. Remove it from your cart.`,
      'lines',
    )
  if (p.left === 0)
    return new HttpError(
      409,
      `${p.name} is sold out. Remove it from your cart to place the order.`,
      'lines',
    )
  return new HttpError(
    409,
    `Only ${p.left} kg of ${p.name} ${p.left === 1 ? 'is' : 'are'} left; your cart asks for ${kg} kg. Lower the quantity and try again.`,
    'lines',
  )
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
  const [heads, lines] = await Promise.all([
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
  ])
  const byOrder = new Map<string, OrderLine[]>()
  for (const { item, scId, scStatus, scTransport, scUpdatedAt } of lines) {
    const list = byOrder.get(item.orderId) ?? []
    // The supply-chain order is the source of truth for a listing line's progress.
    list.push({
      id: item.id,
      kind: item.kind as OrderLine['kind'],
      catalogueId: item.catalogueId,
      productId: item.listingId,
      name: item.name,
      unitPricePaise: item.unitPricePaise,
      unitPrice: rupees(item.unitPricePaise),
      quantityKg: item.quantityKg,
      lineTotalPaise: item.lineTotalPaise,
      lineTotal: rupees(item.lineTotalPaise),
      farmerName: item.farmerName,
      status: (scStatus ?? item.status) as OrderStatus,
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
        createdAt: iso(h.createdAt),
        paymentMethod: h.paymentMethod as PaymentMethod,
        paymentStatus: h.paymentStatus as PaymentStatus,
        totalPaise: h.totalPaise,
        total: rupees(h.totalPaise),
        delivery: { fullName: h.deliveryName, address: h.deliveryAddress, phone: h.deliveryPhone },
        lines: byOrder.get(id) ?? [],
      },
    ]
  })
}
