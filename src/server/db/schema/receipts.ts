import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { orders } from './orders.ts'

/** A farmer's GSTIN, given in their profile (optional; the format is checked, the number too). */
export const sellerGstins = pgTable(
  'seller_gstins',
  {
    farmerId: text()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    gstin: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'seller_gstins_gstin_check',
      sql`${t.gstin} ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'`,
    ),
  ],
)

/** The last receipt count each farmer has given, raised under a row lock: no gaps, no repeats. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    farmerId: text()
      .primaryKey()
      .references(() => users.id),
    lastCount: integer().notNull().default(0),
  },
  (t) => [check('receipt_counters_last_count_check', sql`${t.lastCount} >= 0`)],
)

/**
 * One farmer's part of one order, numbered when it is first downloaded. The seller's name,
 * district and GSTIN are kept as they were then, so every later download prints the same receipt.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    farmerId: text()
      .notNull()
      .references(() => users.id),
    /** The farmer's running count: 1, 2, 3… */
    count: integer().notNull(),
    /** `RAVI-2026-000017` (core/receipts/receipt-number.ts). */
    receiptNumber: text().notNull(),
    sellerName: text().notNull(),
    sellerDistrict: text(),
    sellerGstin: text(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.orderId, t.farmerId),
    unique().on(t.farmerId, t.count),
    check('receipts_count_check', sql`${t.count} > 0`),
  ],
)
