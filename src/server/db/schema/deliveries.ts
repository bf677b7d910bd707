import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { PROBLEM_KINDS, PROBLEM_STATES } from '#core/deliveries/delivery-rules.ts'
import { oneOf } from '#server/db/one-of.ts'
import { bytea } from '../bytea.ts'
import { orderItems } from './orders.ts'

/**
 * A buyer's problem with a delivered line (one per line): the payout stays held until an operator
 * resolves it by a refund (full or part) or by releasing it to the farmer; the farmer may answer once.
 */
export const deliveryProblems = pgTable(
  'delivery_problems',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderItemId: uuid()
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    buyerId: text().notNull(),
    farmerId: text(),
    kind: text({ enum: PROBLEM_KINDS }).notNull(),
    /** Short weight: how many kg were missing. */
    shortKg: integer(),
    note: text(),
    /** The buyer's photos of it (problem_photos ids, in the order added), at most 3. */
    photoIds: jsonb().$type<string[]>().notNull().default([]),
    /** The farmer's one answer. */
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    state: text({ enum: PROBLEM_STATES }).notNull().default('open'),
    refundPaise: integer(),
    refundId: uuid(),
    /** The operator (account id) or 'cli' that resolved it. */
    resolvedBy: text(),
    /** The operator's note on the resolution, read by both sides. */
    resolutionNote: text(),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('delivery_problems_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'open'`),
    check('delivery_problems_kind_check', oneOf(t.kind, PROBLEM_KINDS)),
    check('delivery_problems_state_check', oneOf(t.state, PROBLEM_STATES)),
    check('delivery_problems_short_kg_positive', sql`${t.shortKg} IS NULL OR ${t.shortKg} > 0`),
  ],
)

/**
 * A buyer's photos of a problem: each photo's WebP sizes (the listing photos' pipeline, metadata
 * stripped), served only to the buyer, the line's farmer and operators.
 */
export const problemPhotos = pgTable(
  'problem_photos',
  {
    id: uuid().notNull(),
    problemId: uuid()
      .notNull()
      .references(() => deliveryProblems.id, { onDelete: 'cascade' }),
    /** The size's nominal width (320, 640 or 1280). */
    size: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.size] }),
    index().on(t.problemId),
    check('problem_photos_size_check', sql`${t.size} in (320, 640, 1280)`),
  ],
)
