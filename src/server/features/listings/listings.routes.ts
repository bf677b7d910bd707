import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import {
  CreateListingInputSchema,
  ListingListSchema,
  ListingParamsSchema,
  ListingPhotoParamsSchema,
  ListingPhotoSchema,
  ListingSchema,
  ListingsNowQuerySchema,
  ListingsNowSchema,
  ListingsQuerySchema,
  MandiPriceSchema,
  OwnListingListSchema,
  OwnListingParamsSchema,
  OwnListingSchema,
  OwnListingsQuerySchema,
  PhotoFileParamsSchema,
  UpdateListingInputSchema,
} from '#core/listings/listings.contract.ts'
import { PHOTO_MAX_BYTES } from '#core/listings/listing-photos.ts'
import { type JsonAnswer, jsonAnswer, sendJsonAnswer } from '#server/lib/json-text.ts'
import { createTtlCache, type TtlCache } from '#server/lib/ttl-cache.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import {
  addPhoto,
  checkPhotoRoom,
  createListing,
  deleteListing,
  deletePhoto,
  findListing,
  listingsNow,
  listLiveListings,
  listOwnListings,
  mandiPrice,
  photoBytes,
  updateListing,
} from './listings.repo.ts'
import { processPhoto } from './photo-processing.ts'

/**
 * Listings: what farmers offer for sale. Buyers and visitors read the live ones (lag-tolerant
 * reads from the replica); a farmer lists, changes and deletes their own (on the primary).
 */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = await listingsCache(app)

  app.get(
    '/api/listings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['listings'],
        summary:
          "Farmers' live listings: search (q), category, price range (rupees/kg), place, organic; sorted by newest, price or nearest (the caller's location, or near)",
        querystring: ListingsQuerySchema,
        response: { 200: ListingListSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { query } = request
      // "Nearest" depends on who asks: such an answer must not be shared by caches.
      if (query.sort === 'nearest') reply.header('cache-control', 'private, no-store')
      const near = query.sort === 'nearest' ? (query.near ?? request.user?.location ?? '') : ''
      const key = [
        'public',
        query.q ?? '',
        query.category ?? '',
        query.sort,
        query.minPrice ?? '',
        query.maxPrice ?? '',
        query.place ?? '',
        query.organic ?? '',
        query.limit,
        near,
      ].join('\u0000')
      const answer = await cache.get(key, async () =>
        jsonAnswer(
          ListingListSchema.parse(await listLiveListings(app.database.read, query, near || null)),
        ),
      )
      return sendJsonAnswer(request, reply, answer)
    },
  )

  // A static segment: the router prefers it to `/api/listings/:id` whatever the order.
  app.get(
    '/api/listings/mine',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['listings'],
        summary: "The caller's own listings, newest first, 5 a page",
        querystring: OwnListingsQuerySchema,
        response: { 200: OwnListingListSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      reply.header('cache-control', 'no-store')
      // The primary, not the read replica: a farmer expects to see the listing just added.
      const { page } = request.query
      const answer = await cache.get(['mine', user.id, page].join('\u0000'), async () =>
        jsonAnswer(
          OwnListingListSchema.parse(await listOwnListings(app.database.db, user.id, page)),
        ),
      )
      return sendJsonAnswer(request, reply, answer)
    },
  )

  app.get(
    '/api/listings/now',
    {
      config: { access: 'public' },
      schema: {
        tags: ['listings'],
        summary: "The price and quantity left of up to 50 listings (a cart's), gone ones included",
        querystring: ListingsNowQuerySchema,
        response: { 200: ListingsNowSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      // The primary: a cart must not be told a price older than the one checkout will check.
      return { items: await listingsNow(app.database.db, request.query.ids) }
    },
  )

  app.get(
    '/api/listings/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['listings'],
        summary: 'One listing (quantity 0 when sold out)',
        params: ListingParamsSchema,
        response: { 200: ListingSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const listing = await findListing(app.database.read, request.params.id)
      if (!listing) throw new HttpError('listing.unknown')
      return listing
    },
  )

  app.get(
    '/api/listings/:id/mandi-price',
    {
      config: { access: 'public' },
      schema: {
        tags: ['listings'],
        summary:
          "The mandi price of the listing's crop for comparison, ₹/kg (median over markets, and over the farmer's state's)",
        params: ListingParamsSchema,
        response: { 200: MandiPriceSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const listing = await findListing(app.database.read, request.params.id)
      if (!listing) throw new HttpError('listing.unknown')
      return {
        price: await mandiPrice(app.database.read, listing.productName, listing.location),
      }
    },
  )

  app.post(
    '/api/listings',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['listings'],
        summary: 'List a crop for sale (price in rupees per kg, quantity in whole kg)',
        body: CreateListingInputSchema,
        response: { 201: OwnListingSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const listing = await createListing(app.database.db, user.id, request.body)
      cache.clear()
      return reply.status(201).send(listing)
    },
  )

  app.patch(
    '/api/listings/:id',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['listings'],
        summary: 'Change one of your listings',
        params: OwnListingParamsSchema,
        body: UpdateListingInputSchema,
        response: {
          200: OwnListingSchema,
          400: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const listing = await updateListing(app.database.db, user.id, request.params.id, request.body)
      cache.clear()
      return listing
    },
  )

  app.delete(
    '/api/listings/:id',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['listings'],
        summary: 'Delete one of your listings',
        params: OwnListingParamsSchema,
        response: { 204: z.null(), 403: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      await deleteListing(app.database.db, user.id, request.params.id)
      cache.clear()
      return reply.status(204).send(null)
    },
  )
}

/**
 * Listing photos: a farmer uploads one photo per request as the raw file body (JPEG, PNG, WebP;
 * up to PHOTO_MAX_BYTES, this route's own body limit; the app's is 64 KB of JSON), and deletes
 * them; anyone reads the WebP sizes by their content-hashed URL, cached for a year.
 */
export const listingPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = await listingsCache(app)
  // Recently served sizes, kept in memory: a URL names its content, so a copy is never stale.
  const recent = new PhotoCache(PHOTO_CACHE_BYTES)

  // Any content-type is taken as bytes here (this plugin's scope only): the bytes decide the type.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
    (_r, body, done) => done(null, body),
  )

  app.post(
    '/api/listings/:id/photos',
    {
      config: { access: 'farmer' },
      bodyLimit: PHOTO_MAX_BYTES,
      // A body over the limit is a photo too large, said as such; everything else goes to the
      // app's error handler.
      errorHandler: (err: Error & { code?: string }) => {
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError('photo.too_large')
        throw err
      },
      schema: {
        tags: ['listings'],
        summary:
          'Add a photo to one of your listings (the file as the body: JPEG, PNG or WebP, at most 10 MB; at most 4 photos)',
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
      const body: unknown = request.body
      if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError('photo.not_an_image')
      // Owner and room first, so a refused upload costs no resizing.
      await checkPhotoRoom(app.database.db, user.id, request.params.id)
      const files = await processPhoto(body)
      const photo = await addPhoto(app.database.db, user.id, request.params.id, files)
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

/**
 * The NOTIFY channel of drizzle/0013's triggers: a statement changed listings (any writer: this
 * feature, checkout, a cancellation, a script), a listing's photos, or a farmer's name or place.
 */
export const LISTINGS_CHANGED_CHANNEL = 'listings_changed'
/**
 * How long a browse answer is kept at most. Changes drop it at once (NOTIFY, and this node's own
 * writes synchronously); the time only bounds a notification lost while the LISTEN connection
 * reconnects, or an answer read from a replica that was behind.
 */
const LISTINGS_CACHE_TTL_MS = 3_000
const LISTINGS_CACHE_MAX = 2_000

/**
 * The browse answers (public and each farmer's own) this node keeps as checked JSON (with its
 * compressed forms), so a busy list costs no query, no validation, no JSON.stringify and no
 * compression per request (issue 21 point 2: 6% of
 * hello-world before). Shared by the listing and photo routes of one app, emptied on every
 * LISTINGS_CHANGED_CHANNEL notification.
 */
const caches = new WeakMap<object, Promise<TtlCache<JsonAnswer>>>()
function listingsCache(app: FastifyInstance): Promise<TtlCache<JsonAnswer>> {
  // One per app: its plugins are separate contexts but share the HTTP server (two apps on one
  // database, as some tests build, each keep and clear their own).
  const owner = app.server
  let made = caches.get(owner)
  if (!made) {
    made = (async () => {
      const cache = createTtlCache<JsonAnswer>({
        ttlMs: LISTINGS_CACHE_TTL_MS,
        maxEntries: LISTINGS_CACHE_MAX,
      })
      const unlisten = await app.database.listen(LISTINGS_CHANGED_CHANNEL, () => cache.clear())
      app.addHook('onClose', async () => {
        caches.delete(owner)
        await unlisten()
      })
      return cache
    })()
    caches.set(owner, made)
  }
  return made
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

/** The query string of `url`, with its '?', or ''. */
const queryOf = (url: string) => {
  const at = url.indexOf('?')
  return at === -1 ? '' : url.slice(at)
}

/**
 * The farmer's listings were under /api/products until the API said "listing" everywhere. Those
 * paths answer 308 (same method, same body) to the new ones for one release, so an installed
 * client or a script keeps working; then they go. Public: a redirect reveals nothing, and the new
 * path checks who is calling.
 */
export const legacyProductsRedirects: FastifyPluginAsyncZod = async (app) => {
  const hidden = { hide: true, tags: ['listings'] }
  app.get('/api/products', { config: { access: 'public' }, schema: hidden }, (request, reply) =>
    reply.redirect(`/api/listings/mine${queryOf(request.url)}`, 308),
  )
  app.post('/api/products', { config: { access: 'public' }, schema: hidden }, (request, reply) =>
    reply.redirect(`/api/listings${queryOf(request.url)}`, 308),
  )
  const byId = {
    config: { access: 'public' as const },
    schema: { ...hidden, params: z.object({ id: z.string() }) },
  }
  const toListing = (id: string, url: string) =>
    `/api/listings/${encodeURIComponent(id)}${queryOf(url)}`
  app.patch('/api/products/:id', byId, (request, reply) =>
    reply.redirect(toListing(request.params.id, request.url), 308),
  )
  app.delete('/api/products/:id', byId, (request, reply) =>
    reply.redirect(toListing(request.params.id, request.url), 308),
  )
}
