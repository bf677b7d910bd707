import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { CatalogueCategory } from '#core/catalogue/catalogue.ts'
import { cropCategory, resolveCrop } from '#core/crops/crop-resolve.ts'
import { isListingCategory } from '#core/listings/listing-browse.ts'
import { photoUrl } from '#core/listings/listing-photos.ts'
import {
  OWN_LISTINGS_PAGE_SIZE,
  type CreateListingInput,
  type ListingPhoto,
  type OwnListing,
  type OwnListingList,
  type UpdateListingInput,
} from '#core/listings/listings.contract.ts'
import { rupeesToPaise } from '#core/money/money.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { listingPhotoFiles, listingPhotos, listings } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'

// A farmer's own listings (create, list, change, delete), and the photos of any listings.

type Row = typeof listings.$inferSelect

export const categoryOf = (c: string | null): CatalogueCategory | null =>
  isListingCategory(c) ? c : null

export function toOwnListing(row: Row, photos: ListingPhoto[] = []): OwnListing {
  return {
    id: row.id,
    productName: row.productName,
    pricePaise: row.pricePaise,
    quantity: row.quantityKg,
    category: categoryOf(row.category),
    organic: row.organic,
    photos,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    // Only a listing an operator hid says so, with the reason its farmer was told.
    ...(row.hiddenAt ? { hiddenReason: row.hiddenReason ?? '' } : {}),
  }
}

/** The photos of these listings, oldest first, each with its sizes smallest first (no bytes read). */
export async function photosOf(
  db: Executor,
  listingIds: readonly string[],
): Promise<Map<string, ListingPhoto[]>> {
  const byListing = new Map<string, ListingPhoto[]>()
  if (listingIds.length === 0) return byListing
  const rows = await db
    .select({
      listingId: listingPhotos.listingId,
      photoId: listingPhotos.id,
      width: listingPhotoFiles.width,
      height: listingPhotoFiles.height,
      hash: listingPhotoFiles.hash,
    })
    .from(listingPhotos)
    .innerJoin(listingPhotoFiles, eq(listingPhotoFiles.photoId, listingPhotos.id))
    .where(inArray(listingPhotos.listingId, [...listingIds]))
    .orderBy(asc(listingPhotos.createdAt), asc(listingPhotos.id), asc(listingPhotoFiles.size))
  for (const r of rows) {
    const photos = byListing.get(r.listingId) ?? []
    let photo = photos.find((p) => p.id === r.photoId)
    if (!photo) {
      photo = { id: r.photoId, sources: [] }
      photos.push(photo)
    }
    photo.sources.push({ url: photoUrl(r.hash), width: r.width, height: r.height })
    byListing.set(r.listingId, photos)
  }
  return byListing
}

/** How many listings one farmer may hold and add a minute (the LISTINGS_MAX_* settings). */
export interface ListingLimits {
  maxActive: number
  maxPerMinute: number
}

/**
 * Holds the farmer's listings and photos until the transaction ends: parallel creates and uploads
 * of one farmer count one after another, so a burst cannot pass a limit (on any node).
 */
export async function lockFarmerListings(tx: Executor, farmerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listings:${farmerId}`}))`)
}

/**
 * Lists a crop for the farmer, within their limits: `maxActive` listings not deleted (409), and
 * `maxPerMinute` added in the last minute, deleted ones too, so deleting makes no room (429 with
 * the seconds until the oldest of them is a minute old).
 */
export async function createListing(
  db: Db,
  farmerId: string,
  input: CreateListingInput,
  limits: ListingLimits,
): Promise<OwnListing> {
  const crop = resolveCrop(input.productName)?.crop ?? null
  return db.transaction(async (tx) => {
    await lockFarmerListings(tx, farmerId)
    // The clock as the lock is taken, not the transaction's start (now()): a create that waited
    // for the lock would otherwise count from before the listings that went ahead of it.
    const recently = sql`${listings.createdAt} > clock_timestamp() - interval '1 minute'`
    const [counts] = await tx
      .select({
        active: sql<number>`count(*) filter (where ${listings.deletedAt} is null)`.mapWith(Number),
        recent: sql<number>`count(*) filter (where ${recently})`.mapWith(Number),
        freeInMs:
          sql<number>`coalesce(extract(epoch from min(${listings.createdAt}) filter (where ${recently}) + interval '1 minute' - clock_timestamp()) * 1000, 0)`.mapWith(
            Number,
          ),
      })
      .from(listings)
      .where(eq(listings.farmerId, farmerId))
    if ((counts?.active ?? 0) >= limits.maxActive)
      throw new HttpError('listing.limit', { max: limits.maxActive })
    if ((counts?.recent ?? 0) >= limits.maxPerMinute) {
      const seconds = Math.max(1, Math.ceil((counts?.freeInMs ?? 0) / 1000))
      throw new HttpError(
        'listing.too_fast',
        { max: limits.maxPerMinute, seconds },
        { retryAfter: seconds },
      )
    }
    const [row] = await tx
      .insert(listings)
      .values({
        farmerId,
        productName: input.productName,
        crop,
        pricePaise: rupeesToPaise(input.price),
        quantityKg: input.quantity,
        // The farmer's pick, else the crop's own.
        category: input.category ?? cropCategory(crop),
        organic: input.organic ?? false,
      })
      .returning()
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- INSERT … RETURNING returns the row
    return toOwnListing(row!)
  })
}

/** The farmer's own live listings, newest first, OWN_LISTINGS_PAGE_SIZE a page, with one query. */
export async function listOwnListings(
  db: Executor,
  farmerId: string,
  page: number,
): Promise<OwnListingList> {
  const rows = await ownListingsQuery(db, farmerId, page)
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && page > 1) {
    // Past the last page the window function has no row to report the total on.
    total = await db.$count(
      listings,
      and(eq(listings.farmerId, farmerId), isNull(listings.deletedAt)),
    )
  }
  const photos = await photosOf(
    db,
    rows.map((r) => r.listing.id),
  )
  return {
    items: rows.map((r) => toOwnListing(r.listing, photos.get(r.listing.id))),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / OWN_LISTINGS_PAGE_SIZE)),
  }
}

/** The page query of `listOwnListings`, unrun (exported so the benchmark can EXPLAIN it). */
export function ownListingsQuery(db: Executor, farmerId: string, page: number) {
  return db
    .select({ listing: listings, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(listings)
    .where(and(eq(listings.farmerId, farmerId), isNull(listings.deletedAt)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(OWN_LISTINGS_PAGE_SIZE)
    .offset((page - 1) * OWN_LISTINGS_PAGE_SIZE)
}

/** Locks the farmer's live listing `id` for a change: 404 when unknown or deleted, 403 when another farmer's. */
export async function ownListingForUpdate(
  tx: Executor,
  farmerId: string,
  id: string,
): Promise<Row> {
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
        ...(input.productName !== undefined
          ? {
              productName: input.productName,
              crop: resolveCrop(input.productName)?.crop ?? null,
            }
          : {}),
        ...(input.price !== undefined ? { pricePaise: rupeesToPaise(input.price) } : {}),
        ...(input.quantity !== undefined ? { quantityKg: input.quantity } : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        ...(input.organic !== undefined ? { organic: input.organic } : {}),
        updatedAt: new Date(),
      })
      .where(eq(listings.id, id))
      .returning()
    const photos = await photosOf(tx, [id])
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- INSERT/UPDATE … RETURNING returns the row (its existence and owner were checked first)
    return toOwnListing(row!, photos.get(id))
  })
}

/**
 * Soft delete: past orders keep pointing at the row. Its photos go (nothing shows a deleted
 * listing's photos), so they no longer count against the farmer's photo storage.
 */
export async function deleteListing(db: Db, farmerId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownListingForUpdate(tx, farmerId, id)
    const now = new Date()
    await tx.update(listings).set({ deletedAt: now, updatedAt: now }).where(eq(listings.id, id))
    await tx.delete(listingPhotos).where(eq(listingPhotos.listingId, id))
  })
}
