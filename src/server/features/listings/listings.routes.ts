import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import { resolvePlaceText } from '#core/places/place-resolve.ts'
import {
  CreateListingInputSchema,
  ListingListSchema,
  ListingParamsSchema,
  ListingSchema,
  ListingsNowQuerySchema,
  ListingsNowSchema,
  ListingsQuerySchema,
  MandiPriceSchema,
  OwnListingListSchema,
  OwnListingParamsSchema,
  OwnListingSchema,
  OwnListingsQuerySchema,
  UpdateListingInputSchema,
} from '#core/listings/listings.contract.ts'
import { type JsonAnswer, jsonAnswer, sendJsonAnswer } from '#server/lib/json-text.ts'
import { createTtlCache, type TtlCache } from '#server/lib/ttl-cache.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { placeOfUser } from '#server/services/places.ts'
import { findListing, listingsNow, listLiveListings } from './listings-browse.repo.ts'
import { createListing, deleteListing, listOwnListings, updateListing } from './listings.repo.ts'
import { mandiPrice } from './mandi-price.repo.ts'

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
          "Farmers' live listings: search (q), category, price range (rupees/kg), place, organic; sorted by newest, price or nearest (farmers of the same district, then the same state, then the rest, from the caller's place or near)",
        querystring: ListingsQuerySchema,
        response: { 200: ListingListSchema, 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { query } = request
      // "Nearest" depends on who asks: such an answer must not be shared by caches.
      if (query.sort === 'nearest') reply.header('cache-control', 'private, no-store')
      const near = query.sort === 'nearest' ? (query.near ?? request.user?.location ?? '') : ''
      // The place nearness is measured from: the place named, else the caller's own (picked, else
      // what their location text names); a text that names no district or state is matched as text.
      const place =
        query.sort !== 'nearest'
          ? null
          : query.near
            ? resolvePlaceText(query.near)
            : placeOfUser(request.user)
      const key = [
        'public',
        query.q ?? '',
        query.category ?? '',
        query.sort,
        query.minPrice ?? '',
        query.maxPrice ?? '',
        query.place ?? '',
        query.organic ?? '',
        query.farmer ?? '',
        query.limit,
        near,
        place?.state ?? '',
        place?.district ?? '',
      ].join('\u0000')
      const answer = await cache.get(key, async () =>
        jsonAnswer(
          ListingListSchema.parse(
            await listLiveListings(app.database.read, query, place ?? (near || null)),
          ),
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
      // A listing an operator hid is a 404 to everyone but its farmer, who reads why.
      const viewer = request.user?.id ?? null
      const listing =
        (await findListing(app.database.read, request.params.id)) ??
        (viewer ? await findListing(app.database.db, request.params.id, viewer) : null)
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
        summary:
          'List a crop for sale (price in rupees per kg, quantity in whole kg); 409 past LISTINGS_MAX_ACTIVE_PER_FARMER listings, 429 past LISTINGS_MAX_PER_MINUTE a minute',
        body: CreateListingInputSchema,
        response: {
          201: OwnListingSchema,
          400: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const listing = await createListing(app.database.db, user.id, request.body, {
        maxActive: app.env.LISTINGS_MAX_ACTIVE_PER_FARMER,
        maxPerMinute: app.env.LISTINGS_MAX_PER_MINUTE,
      })
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
 * compression per request (without them, browsing served 6% of a hello-world's requests per
 * second). Shared by the listing and photo routes of one app, emptied on every
 * LISTINGS_CHANGED_CHANNEL notification.
 */
const caches = new WeakMap<object, Promise<TtlCache<JsonAnswer>>>()
export function listingsCache(app: FastifyInstance): Promise<TtlCache<JsonAnswer>> {
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
