import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * Every Agmarknet mandi record we hold: the shipped history, the shipped snapshot,
 * `npm run data:import` files and the data.gov.in ingester. Prices in rupees per quintal, as the
 * source reports them (a few reports carry a fraction, hence numeric). Min and max are null where
 * the report said `NR`; the modal price is always present.
 */
export const marketPrices = pgTable(
  'market_prices',
  {
    arrivalDate: date({ mode: 'string' }).notNull(),
    state: text().notNull(),
    /** Empty when the source has no district for the market. */
    district: text().notNull().default(''),
    market: text().notNull(),
    commodity: text().notNull(),
    variety: text().notNull().default(''),
    /** Empty in every Agmarknet monthly report; data.gov.in may fill it. */
    grade: text().notNull().default(''),
    minPrice: numeric({ precision: 12, scale: 2, mode: 'number' }),
    maxPrice: numeric({ precision: 12, scale: 2, mode: 'number' }),
    modalPrice: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** Quantity the market received that day, tonnes; null where the source publishes none. */
    arrivalsTonnes: numeric({ precision: 12, scale: 2, mode: 'number' }),
  },
  (t) => [
    // The natural key. Its column order also serves "latest row of one (commodity, market)"
    // (backward scan) and one market's history.
    primaryKey({
      name: 'market_prices_pk',
      columns: [t.commodity, t.market, t.state, t.district, t.arrivalDate, t.variety, t.grade],
    }),
    // A crop's recent history across markets (charts, forecasts).
    index('market_prices_commodity_date_idx').on(t.commodity, t.arrivalDate),
    check('market_prices_modal_positive', sql`${t.modalPrice} > 0`),
    check(
      'market_prices_min_le_max',
      sql`${t.minPrice} is null or ${t.maxPrice} is null or ${t.minPrice} <= ${t.maxPrice}`,
    ),
  ],
)

/**
 * One row per (commodity, market, state, district): its row at its latest arrival date. Kept up to
 * date by every import, so the price list never scans `market_prices` (it stays a few thousand
 * rows while `market_prices` grows to millions). Lower-cased copies serve case-insensitive search
 * with plain LIKE on PGlite and PostgreSQL alike (no pg_trgm).
 */
export const marketPriceLatest = pgTable(
  'market_price_latest',
  {
    commodity: text().notNull(),
    market: text().notNull(),
    state: text().notNull(),
    district: text().notNull(),
    commodityLc: text()
      .generatedAlwaysAs(sql`lower(commodity)`)
      .notNull(),
    marketLc: text()
      .generatedAlwaysAs(sql`lower(market)`)
      .notNull(),
    arrivalDate: date({ mode: 'string' }).notNull(),
    variety: text().notNull(),
    grade: text().notNull(),
    minPrice: numeric({ precision: 12, scale: 2, mode: 'number' }),
    maxPrice: numeric({ precision: 12, scale: 2, mode: 'number' }),
    modalPrice: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    arrivalsTonnes: numeric({ precision: 12, scale: 2, mode: 'number' }),
  },
  (t) => [
    primaryKey({
      name: 'market_price_latest_pk',
      columns: [t.commodity, t.market, t.state, t.district],
    }),
    // The list's order: newest first, then crop, then market.
    index('market_price_latest_order_idx').on(t.arrivalDate.desc(), t.commodity, t.market),
  ],
)

/**
 * The last run of each background import (the data.gov.in ingester), shared by all nodes: a node
 * that finds a run started within the interval skips its own, so several nodes do not fetch the
 * same data twice.
 */
export const ingestRuns = pgTable('ingest_runs', {
  source: text().primaryKey(),
  lastStartedAt: timestamp({ withTimezone: true }).notNull(),
  lastFinishedAt: timestamp({ withTimezone: true }),
  /** 'running' | 'ok' | 'failed' */
  lastStatus: text().notNull(),
  lastMessage: text(),
  rowsAdded: integer().notNull().default(0),
  rowsUpdated: integer().notNull().default(0),
  rowsRejected: integer().notNull().default(0),
})

/**
 * The shipped data files (src/server/features/market-prices/data) and how far each is loaded: the
 * large ones load in the background after start, a chunk at a time, and a restart resumes after
 * the last chunk done.
 */
export const marketDataFiles = pgTable('market_data_files', {
  name: text().primaryKey(),
  rowsTotal: integer().notNull().default(0),
  rowsDone: integer().notNull().default(0),
  finishedAt: timestamp({ withTimezone: true }),
})
