import { and, eq, isNull, sql } from 'drizzle-orm'
import { PHOTOS_PER_LISTING_MAX, photoUrl } from '#core/listings/listing-photos.ts'
import type { ListingPhoto } from '#core/listings/listings.contract.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { listingPhotoFiles, listingPhotos, listings } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { lockFarmerListings, ownListingForUpdate } from './listings.repo.ts'
import type { PhotoFile } from '#server/services/photo-processing.ts'

// The photos of a farmer's listings: room on the listing and in the farmer's storage, adding,
// deleting, and the bytes served.

/** The photo storage one farmer may use, in bytes (every stored WebP size counts). */
export const photoStorageBytes = (megabytes: number) => Math.floor(megabytes * 1024 * 1024)

/** Bytes the photos of the farmer's listings take in storage (the stored sizes' lengths). */
export async function photoStorageUsed(db: Executor, farmerId: string): Promise<number> {
  const [row] = await db
    .select({
      bytes: sql<number>`coalesce(sum(octet_length(${listingPhotoFiles.bytes})), 0)`.mapWith(
        Number,
      ),
    })
    .from(listingPhotoFiles)
    .innerJoin(listingPhotos, eq(listingPhotos.id, listingPhotoFiles.photoId))
    .innerJoin(listings, eq(listings.id, listingPhotos.listingId))
    .where(eq(listings.farmerId, farmerId))
  return row?.bytes ?? 0
}

const storageFull = (maxBytes: number) =>
  new HttpError('photo.storage_full', {
    max: Math.round((maxBytes / 1024 / 1024) * 100) / 100,
  })

/**
 * Refuses early, before a photo is resized: the listing must be the farmer's and have room for
 * another photo, and the farmer's storage must not be full. `addPhoto` checks again under locks.
 */
export async function checkPhotoRoom(
  db: Executor,
  farmerId: string,
  id: string,
  maxStorageBytes: number,
): Promise<void> {
  if (!isUuid(id)) throw new HttpError('listing.not_found')
  const [row] = await db
    .select({ farmerId: listings.farmerId })
    .from(listings)
    .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
  if (!row) throw new HttpError('listing.not_found')
  if (row.farmerId !== farmerId) throw new HttpError('listing.not_yours')
  const count = await db.$count(listingPhotos, eq(listingPhotos.listingId, id))
  if (count >= PHOTOS_PER_LISTING_MAX) throw new HttpError('photo.too_many')
  if ((await photoStorageUsed(db, farmerId)) >= maxStorageBytes) throw storageFull(maxStorageBytes)
}

/**
 * Adds a photo's sizes to the farmer's listing `id`. The farmer's lock orders concurrent uploads
 * to all their listings (storage), the listing's row lock those to this one (a fifth photo), so
 * neither limit is passed when uploads arrive together.
 */
export async function addPhoto(
  db: Db,
  farmerId: string,
  id: string,
  files: readonly PhotoFile[],
  maxStorageBytes: number,
): Promise<ListingPhoto> {
  return db.transaction(async (tx) => {
    await lockFarmerListings(tx, farmerId)
    await ownListingForUpdate(tx, farmerId, id)
    const count = await tx.$count(listingPhotos, eq(listingPhotos.listingId, id))
    if (count >= PHOTOS_PER_LISTING_MAX) throw new HttpError('photo.too_many')
    const adding = files.reduce((n, f) => n + f.bytes.length, 0)
    if ((await photoStorageUsed(tx, farmerId)) + adding > maxStorageBytes)
      throw storageFull(maxStorageBytes)
    const [photo] = await tx.insert(listingPhotos).values({ listingId: id }).returning()
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- INSERT … RETURNING returns the row
    const photoId = photo!.id
    await tx.insert(listingPhotoFiles).values(files.map((f) => ({ ...f, photoId })))
    await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, id))
    return {
      id: photoId,
      sources: [...files]
        .sort((a, b) => a.size - b.size)
        .map((f) => ({ url: photoUrl(f.hash), width: f.width, height: f.height })),
    }
  })
}

/** Deletes a photo of the farmer's listing `id`: 404 when the listing has no such photo. */
export async function deletePhoto(
  db: Db,
  farmerId: string,
  id: string,
  photoId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await ownListingForUpdate(tx, farmerId, id)
    if (!isUuid(photoId)) throw new HttpError('photo.not_found')
    const gone = await tx
      .delete(listingPhotos)
      .where(and(eq(listingPhotos.id, photoId), eq(listingPhotos.listingId, id)))
      .returning({ id: listingPhotos.id })
    if (gone.length === 0) throw new HttpError('photo.not_found')
    await tx.update(listings).set({ updatedAt: new Date() }).where(eq(listings.id, id))
  })
}

/** The bytes of a photo size by its content hash, or null. */
export async function photoBytes(db: Executor, hash: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: listingPhotoFiles.bytes })
    .from(listingPhotoFiles)
    .where(eq(listingPhotoFiles.hash, hash))
    .limit(1)
  return row?.bytes ?? null
}
