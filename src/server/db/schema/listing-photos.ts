import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { bytea } from '../bytea.ts'
import { listings } from './listings.ts'

/**
 * A listing's photos: at most 4 each (the route checks under the listing's row lock).
 * The bytes live in the database, so every node serves them without a shared disk.
 */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.listingId, t.createdAt)],
)

/**
 * Each photo's WebP sizes (320, 640, 1280 px wide, never wider than the original), metadata
 * stripped. `hash` (first 32 hex digits of the SHA-256 of the bytes) names the served URL, so a
 * URL's content never changes and can be cached for a year.
 */
export const listingPhotoFiles = pgTable(
  'listing_photo_files',
  {
    photoId: uuid()
      .notNull()
      .references(() => listingPhotos.id, { onDelete: 'cascade' }),
    /** The size's nominal width (320, 640 or 1280). */
    size: integer().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    hash: text().notNull(),
    bytes: bytea().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.size] }),
    // Not unique: the same picture on two listings gives the same bytes, served from either row.
    index().on(t.hash),
    check('listing_photo_files_size_check', sql`${t.size} in (320, 640, 1280)`),
  ],
)
