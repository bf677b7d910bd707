import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import {
  ListingPhotoParamsSchema,
  ListingPhotoSchema,
  OwnListingParamsSchema,
  PhotoFileParamsSchema,
} from '#core/listings/listings.contract.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { acceptPhotoBodies, photoBody, photoUploadOptions } from '#server/plugins/photo-upload.ts'
import {
  addPhoto,
  checkPhotoRoom,
  deletePhoto,
  photoBytes,
  photoStorageBytes,
} from './listing-photos.repo.ts'
import { listingsCache } from './listings.routes.ts'
import { processPhoto } from '#server/services/photo-processing.ts'

/**
 * Listing photos: a farmer uploads one photo per request as the raw file body (JPEG, PNG, WebP;
 * up to PHOTO_MAX_BYTES, this route's own body limit; the app's is 64 KB of JSON), and deletes
 * them; anyone reads the WebP sizes by their content-hashed URL, cached for a year.
 */
export const listingPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = await listingsCache(app)
  // Recently served sizes, kept in memory: a URL names its content, so a copy is never stale.
  const recent = new PhotoCache(PHOTO_CACHE_BYTES)
  const maxStorage = photoStorageBytes(app.env.LISTINGS_MAX_PHOTO_MB_PER_FARMER)

  acceptPhotoBodies(app)

  app.post(
    '/api/listings/:id/photos',
    {
      config: { access: 'farmer' },
      ...photoUploadOptions,
      schema: {
        tags: ['listings'],
        summary:
          "Add a photo to one of your listings (the file as the body: JPEG, PNG or WebP, at most 10 MB and 100 megapixels; at most 4 photos; 409 when the farmer's photos fill LISTINGS_MAX_PHOTO_MB_PER_FARMER)",
        params: OwnListingParamsSchema,
        response: {
          201: ListingPhotoSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const body = photoBody(request.body)
      // Owner and room first, so a refused upload costs no resizing.
      await checkPhotoRoom(app.database.db, user.id, request.params.id, maxStorage)
      const files = await processPhoto(body)
      const photo = await addPhoto(app.database.db, user.id, request.params.id, files, maxStorage)
      cache.clear()
      return reply.status(201).send(photo)
    },
  )

  app.delete(
    '/api/listings/:id/photos/:photoId',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['listings'],
        summary: 'Delete a photo of one of your listings',
        params: ListingPhotoParamsSchema,
        response: { 204: z.null(), 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      await deletePhoto(app.database.db, user.id, request.params.id, request.params.photoId)
      cache.clear()
      // Other nodes drop their copies as new photos push them out; browsers keep theirs.
      recent.clear()
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/api/listing-photos/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['listings'],
        summary: 'A photo size (WebP) by its content hash; never changes, cached for a year',
        params: PhotoFileParamsSchema,
        // No response schema: the body is the WebP bytes (a 404 is the usual error body).
      },
    },
    async (request, reply) => {
      const hash = request.params.file.slice(0, -'.webp'.length)
      const etag = `"${hash}"`
      if (request.headers['if-none-match'] === etag) return reply.status(304).send()
      // The replica may not have a photo uploaded a moment ago: then the primary.
      const bytes =
        recent.get(hash) ??
        (await photoBytes(app.database.read, hash)) ??
        (app.database.read === app.database.db ? null : await photoBytes(app.database.db, hash))
      if (!bytes) throw new HttpError('photo.not_found')
      recent.set(hash, bytes)
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .send(bytes)
    },
  )
}

/** Bytes of photo sizes each node keeps in memory (a 640 px WebP is ≈ 30–80 KB). */
const PHOTO_CACHE_BYTES = 32 * 1024 * 1024

/** A least-recently-used map of photo sizes by hash, bounded by their total bytes. */
export class PhotoCache {
  private readonly entries = new Map<string, Buffer>()
  private bytes = 0
  constructor(private readonly maxBytes: number) {}
  get(hash: string): Buffer | undefined {
    const hit = this.entries.get(hash)
    if (hit) {
      this.entries.delete(hash)
      this.entries.set(hash, hit)
    }
    return hit
  }
  set(hash: string, value: Buffer): void {
    if (this.entries.has(hash) || value.length > this.maxBytes / 4) return
    this.entries.set(hash, value)
    this.bytes += value.length
    for (const [key, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.entries.delete(key)
      this.bytes -= old.length
    }
  }
  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }
}
