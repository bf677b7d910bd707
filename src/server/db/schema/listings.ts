import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/**
 * Farmers' listings: what a farmer offers for sale. Money in integer paise. The SQL table keeps
 * its first name, `products` (renaming it would need a migration for no gain); the code says
 * listing everywhere.
 */
export const listings = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    farmerId: text()
      .notNull()
      .references(() => users.id),
    /** The farmer's own words, shown as typed. */
    productName: text().notNull(),
    /**
     * The crop the name resolves to in the crop vocabulary (core/crops: its commodity name, e.g.
     * 'Onion' for 'लाल प्याज'), or null when it names none. Search and categories go by it.
     */
    crop: text(),
    /** Price per kg, in paise. */
    pricePaise: integer().notNull(),
    /** Quantity left to sell, in whole kg. Checkout takes from it. */
    quantityKg: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set on delete; past orders keep pointing at the row. */
    deletedAt: timestamp({ withTimezone: true }),
    /** The catalogue item (0–27) this listing sells, for the catalogue farmers' listings. */
    catalogueId: integer().unique(),
    /** One of the catalogue's categories (core/catalogue), or null when the crop is not in it. */
    category: text(),
    /** Grown organically, as the farmer says. */
    organic: boolean().notNull().default(false),
    /** Set while an operator has hidden the listing (out of browse, its page and checkout). */
    hiddenAt: timestamp({ withTimezone: true }),
    /** Why, as the farmer is told it. */
    hiddenReason: text(),
    /** Someone signed in reported it: it waits in the operators' queue (still on sale). */
    reportedAt: timestamp({ withTimezone: true }),
    reportedBy: text().references(() => users.id, { onDelete: 'set null' }),
    reportNote: text(),
  },
  (t) => [
    index().on(t.farmerId, t.createdAt),
    index('products_crop_idx').on(t.crop),
    // pg_trgm: the search's own-words (ILIKE) and near-spelling (%) matches of live listings.
    index('products_live_name_trgm_idx')
      .using('gin', t.productName.op('gin_trgm_ops'))
      .where(sql`${t.deletedAt} is null and ${t.quantityKg} > 0 and ${t.catalogueId} is null`),
    index('products_live_idx')
      .on(t.createdAt)
      .where(sql`${t.deletedAt} is null and ${t.quantityKg} > 0 and ${t.catalogueId} is null`),
    index('products_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.reportedAt} is not null`),
    index('products_hidden_idx')
      .on(t.hiddenAt)
      .where(sql`${t.hiddenAt} is not null`),
    check('products_quantity_nonnegative', sql`${t.quantityKg} >= 0`),
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check(
      'products_category_check',
      sql`${t.category} in ('Grains', 'Vegetables', 'Root Vegetables', 'Pulses', 'Leafy Greens')`,
    ),
  ],
)
