import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import {
  OWN_LISTINGS_PAGE_SIZE,
  type CreateListingInput,
  type Listing,
  type ListingList,
  type ListingsNow,
  type OwnListing,
  type OwnListingList,
  type UpdateListingInput,
} from '#core/listings/listings.contract.ts'
import { rupeesToPaise } from '#core/money/money.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { listings, users } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'

// A farmer's own listings (create, list, change, delete), then the public ones buyers browse.

type Row = typeof listings.$inferSelect

export function toOwnListing(row: Row): OwnListing {
  return {
    id: row.id,
    productName: row.productName,
    pricePaise: row.pricePaise,
    quantity: row.quantityKg,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }
}

export async function createListing(
  db: Executor,
  farmerId: string,
  input: CreateListingInput,
): Promise<OwnListing> {
  const [row] = await db
    .insert(listings)
    .values({
      farmerId,
      productName: input.productName,
      pricePaise: rupeesToPaise(input.price),
      quantityKg: input.quantity,
    })
    .returning()
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- INSERT/UPDATE … RETURNING returns the row (its existence and owner were checked first)
  return toOwnListing(row!)
}

/** The farmer's own live listings, newest first, OWN_LISTINGS_PAGE_SIZE a page, with one query. */
export async function listOwnListings(
  db: Executor,
  farmerId: string,
  page: number,
): Promise<OwnListingList> {
  const rows = await db
    .select({ listing: listings, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(listings)
    .where(and(eq(listings.farmerId, farmerId), isNull(listings.deletedAt)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(OWN_LISTINGS_PAGE_SIZE)
    .offset((page - 1) * OWN_LISTINGS_PAGE_SIZE)
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && page > 1) {
    // Past the last page the window function has no row to report the total on.
    total = await db.$count(
      listings,
      and(eq(listings.farmerId, farmerId), isNull(listings.deletedAt)),
    )
  }
  return {
    items: rows.map((r) => toOwnListing(r.listing)),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / OWN_LISTINGS_PAGE_SIZE)),
  }
}

/** Locks the farmer's live listing `id` for a change: 404 when unknown or deleted, 403 when another farmer's. */
async function ownListingForUpdate(tx: Executor, farmerId: string, id: string): Promise<Row> {
  if (!isUuid(id)) throw new HttpError('listing.not_found')
  const [row] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
    .for('update')
  if (!row) throw new HttpError('listing.not_found')
  if (row.farmerId !== farmerId) throw new HttpError('listing.not_yours')
  return row
}

export async function updateListing(
  db: Db,
  farmerId: string,
  id: string,
  input: UpdateListingInput,
): Promise<OwnListing> {
  return db.transaction(async (tx) => {
    await ownListingForUpdate(tx, farmerId, id)
    const [row] = await tx
      .update(listings)
      .set({
        ...(input.productName !== undefined ? { productName: input.productName } : {}),
        ...(input.price !== undefined ? { pricePaise: rupeesToPaise(input.price) } : {}),
        ...(input.quantity !== undefined ? { quantityKg: input.quantity } : {}),
        updatedAt: new Date(),
      })
      .where(eq(listings.id, id))
      .returning()
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- INSERT/UPDATE … RETURNING returns the row (its existence and owner were checked first)
    return toOwnListing(row!)
  })
}

/** Soft delete: past orders keep pointing at the row. */
export async function deleteListing(db: Db, farmerId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownListingForUpdate(tx, farmerId, id)
    const now = new Date()
    await tx.update(listings).set({ deletedAt: now, updatedAt: now }).where(eq(listings.id, id))
  })
}

const publicColumns = {
  id: listings.id,
  productName: listings.productName,
  pricePaise: listings.pricePaise,
  quantityKg: listings.quantityKg,
  farmerName: users.name,
  location: users.location,
  updatedAt: listings.updatedAt,
}
type PublicRow = {
  id: string
  productName: string
  pricePaise: number
  quantityKg: number
  farmerName: string
  location: string | null
  updatedAt: Date
}

const toListing = (r: PublicRow): Listing => ({
  id: r.id,
  productName: r.productName,
  pricePaise: r.pricePaise,
  quantityKg: r.quantityKg,
  farmerName: r.farmerName,
  location: r.location,
  updatedAt: new Date(r.updatedAt).toISOString(),
})

/** Escapes LIKE wildcards so a search for "50%" means those characters. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Farmers' live listings (not deleted, quantity left), newest first, filtered by name. */
export async function listLiveListings(
  db: Executor,
  q: string | undefined,
  limit: number,
): Promise<ListingList> {
  const search = q?.trim()
  const rows = await db
    .select({ ...publicColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.farmerId))
    .where(
      and(
        isNull(listings.deletedAt),
        gt(listings.quantityKg, 0),
        // The catalogue's own listings are shown by the catalogue (/products), not twice.
        isNull(listings.catalogueId),
        search ? sql`${listings.productName} ilike ${`%${likeEscape(search)}%`}` : undefined,
      ),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit)
  return { items: rows.map(toListing), total: rows[0]?.total ?? 0 }
}

/** One listing that is not deleted (its quantity may be 0: sold out), or null. */
export async function findListing(db: Executor, id: string): Promise<Listing | null> {
  const [row] = await db
    .select(publicColumns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.farmerId))
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
  return row ? toListing(row) : null
}

/** Price and quantity left of these listings; a deleted one is `gone` with 0 left. */
export async function listingsNow(
  db: Executor,
  ids: readonly string[],
): Promise<ListingsNow['items']> {
  if (ids.length === 0) return []
  const rows = await db
    .select({
      id: listings.id,
      pricePaise: listings.pricePaise,
      quantityKg: listings.quantityKg,
      deletedAt: listings.deletedAt,
    })
    .from(listings)
    .where(inArray(listings.id, [...ids]))
  return rows.map((r) => ({
    id: r.id,
    pricePaise: r.pricePaise,
    quantityKg: r.deletedAt ? 0 : r.quantityKg,
    gone: r.deletedAt !== null,
  }))
}
