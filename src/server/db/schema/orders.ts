import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { ORDER_LINE_KINDS } from '#core/orders/line-kinds.ts'
import { ORDER_STATUSES } from '#core/orders/order-status.ts'
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '#core/orders/orders.contract.ts'
import { oneOf } from '#server/db/one-of.ts'
import { users } from './auth.ts'
import { listings } from './listings.ts'

/** A buyer's checkout. Prices are the server's, never the client's. */
export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What people read and say: `FT-2611-482137` (core/orders/order-number.ts). */
    orderNumber: text().notNull().unique(),
    buyerId: text()
      .notNull()
      .references(() => users.id),
    /** The client's key for this checkout: the same key twice makes one order. */
    idempotencyKey: text().notNull(),
    deliveryName: text().notNull(),
    deliveryAddress: text().notNull(),
    deliveryPhone: text().notNull(),
    paymentMethod: text({ enum: PAYMENT_METHODS }).notNull(),
    /** 'due_on_delivery' (COD) | 'awaiting_payment' (UPI, Card) */
    paymentStatus: text({ enum: PAYMENT_STATUSES }).notNull(),
    totalPaise: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.buyerId, t.idempotencyKey),
    index().on(t.buyerId, t.createdAt),
    check('orders_payment_method_check', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('orders_payment_status_check', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'catalogue' (the fixed catalogue, ids 0–27) or 'listing' (a farmer's listing). */
    kind: text({ enum: ORDER_LINE_KINDS }).notNull(),
    catalogueId: integer(),
    /** The SQL column keeps its first name; renaming it would need a migration for no gain. */
    listingId: uuid('product_id').references(() => listings.id),
    name: text().notNull(),
    unitPricePaise: integer().notNull(),
    quantityKg: integer().notNull(),
    lineTotalPaise: integer().notNull(),
    farmerId: text().references(() => users.id),
    farmerName: text().notNull(),
    /** Mirrors the supply-chain order's status (every line has one, catalogue lines too). */
    status: text({ enum: ORDER_STATUSES }).notNull().default('Pending'),
    /** Why the farmer declined the line. */
    statusReason: text(),
    transport: text(),
    /** When the buyer's delivery was confirmed (by the code, the buyer, or the timer): payouts need it. */
    deliveryConfirmedAt: timestamp({ withTimezone: true }),
    /** When the farmer marked it Delivered (with the buyer's code or without). */
    deliveredAt: timestamp({ withTimezone: true }),
    /** Wrong delivery codes since the last lock (features/deliveries). */
    deliveryCodeFailures: integer().notNull().default(0),
    /** No code is accepted before this, after too many wrong ones. */
    deliveryCodeLockedUntil: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.orderId),
    // What the delivery confirmation timer reads.
    index('order_items_awaiting_confirmation_idx')
      .on(t.deliveredAt)
      .where(sql`${t.status} = 'Delivered' and ${t.deliveryConfirmedAt} is null`),
    check('order_items_quantity_positive', sql`${t.quantityKg} > 0`),
    check('order_items_kind_check', oneOf(t.kind, ORDER_LINE_KINDS)),
    check('order_items_status_check', oneOf(t.status, ORDER_STATUSES)),
  ],
)

/** What a farmer delivers: one per line of a checkout, owned by the listing's farmer. */
export const supplyChainOrders = pgTable(
  'supply_chain_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    farmerId: text()
      .notNull()
      .references(() => users.id),
    crop: text().notNull(),
    buyerId: text()
      .notNull()
      .references(() => users.id),
    buyerName: text().notNull(),
    /** The buyer's order number, so both sides name the order the same way (null: demo data). */
    orderNumber: text(),
    quantityKg: integer().notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull().default('Pending'),
    /** Why the farmer declined it. */
    statusReason: text(),
    transport: text(),
    orderItemId: uuid()
      .unique()
      .references(() => orderItems.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.farmerId, t.createdAt),
    index().on(t.buyerId),
    index('supply_chain_orders_open_idx')
      .on(t.farmerId)
      .where(sql`${t.status} in ('Pending', 'In Transit')`),
    // A buyer's Pending lines per farmer, read by every checkout (the Cash on Delivery cap).
    index('supply_chain_orders_pending_buyer_idx')
      .on(t.buyerId, t.farmerId)
      .where(sql`${t.status} = 'Pending'`),
    check('supply_chain_orders_status_check', oneOf(t.status, ORDER_STATUSES)),
  ],
)
