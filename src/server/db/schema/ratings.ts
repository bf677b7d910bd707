import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { COMMENT_STATES } from '#core/ratings/ratings.contract.ts'
import { oneOf } from '#server/db/one-of.ts'
import { users } from './auth.ts'
import { orderItems } from './orders.ts'

/**
 * A buyer's rating of the farmer of one order line, given after its delivery was confirmed.
 * `commentState`: a reported comment is hidden until an operator restores or hides it.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderItemId: uuid()
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    buyerId: text()
      .notNull()
      .references(() => users.id),
    farmerId: text()
      .notNull()
      .references(() => users.id),
    stars: smallint().notNull(),
    comment: text(),
    commentState: text({ enum: COMMENT_STATES }).notNull().default('visible'),
    reportedAt: timestamp({ withTimezone: true }),
    reportedBy: text(),
    /** The farmer's one answer to the comment. */
    answer: text(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.farmerId, t.createdAt),
    index().on(t.buyerId),
    index('ratings_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.commentState} = 'reported'`),
    check('ratings_stars_check', sql`${t.stars} between 1 and 5`),
    check('ratings_comment_state_check', oneOf(t.commentState, COMMENT_STATES)),
  ],
)

/** Each farmer's count and sum of stars, kept in the transaction of every rating. */
export const farmerRatingSummaries = pgTable('farmer_rating_summaries', {
  farmerId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  ratingsCount: integer().notNull().default(0),
  starsSum: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
