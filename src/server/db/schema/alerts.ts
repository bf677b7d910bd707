import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { ALERT_CONDITIONS, ALERT_PLACE_KINDS, ALERT_STATES } from '#core/alerts/alerts.contract.ts'
import { oneOf } from '#server/db/one-of.ts'
import { users } from './auth.ts'

/**
 * Price alerts. The place is stored in the columns of `market_price_latest` it is read
 * from: 'market' → state and market; 'district' → state and district; 'state' → state; 'india' →
 * none (the unused ones are ''), so the evaluator joins on plain equality. `status`,
 * `last_price_date` and `last_sent_on` are the evaluator's state: the newest price date it has
 * judged (each price date is judged once), and India's date of the last message (one a day).
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commodity: text().notNull(),
    placeKind: text({ enum: ALERT_PLACE_KINDS }).notNull(),
    state: text().notNull().default(''),
    district: text().notNull().default(''),
    market: text().notNull().default(''),
    condition: text({ enum: ALERT_CONDITIONS }).notNull(),
    /** Price conditions: the line in paise per kg; also ₹ per quintal, the unit of market prices. */
    thresholdPaise: integer(),
    /** Forecast conditions: the change in whole percent the 7-day forecast must exceed. */
    percent: integer(),
    sms: boolean().notNull().default(false),
    email: boolean().notNull().default(false),
    paused: boolean().notNull().default(false),
    status: text({ enum: ALERT_STATES }).notNull().default('armed'),
    lastPriceDate: date({ mode: 'string' }),
    lastSentOn: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_alerts_user_idx').on(t.userId, t.createdAt),
    // The evaluator reads active alerts by their place.
    index('price_alerts_scope_idx')
      .on(t.commodity, t.placeKind, t.state, t.district, t.market)
      .where(sql`not ${t.paused}`),
    check('price_alerts_place_kind_check', oneOf(t.placeKind, ALERT_PLACE_KINDS)),
    check('price_alerts_condition_check', oneOf(t.condition, ALERT_CONDITIONS)),
    check('price_alerts_status_check', oneOf(t.status, ALERT_STATES)),
    check(
      'price_alerts_rule_check',
      sql`(${t.condition} in ('above', 'below') and ${t.thresholdPaise} > 0 and ${t.percent} is null)
        or (${t.condition} in ('forecastUp', 'forecastDown') and ${t.percent} between 1 and 100
          and ${t.thresholdPaise} is null)`,
    ),
  ],
)
