import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import {
  CreateListingInputSchema,
  ListingListSchema,
  ListingParamsSchema,
  ListingSchema,
  ListingsNowQuerySchema,
  ListingsNowSchema,
  ListingsQuerySchema,
  OwnListingListSchema,
  OwnListingParamsSchema,
  OwnListingSchema,
  OwnListingsQuerySchema,
  UpdateListingInputSchema,
} from '#core/listings/listings.contract.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import {
  createListing,
  deleteListing,
  findListing,
  listingsNow,
  listLiveListings,
  listOwnListings,
  updateListing,
} from './listings.repo.ts'

/**
 * Listings: what farmers offer for sale. Buyers and visitors read the live ones (lag-tolerant
 * reads from the replica); a farmer lists, changes and deletes their own (on the primary).
 */
export const listingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/listings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['listings'],
        summary: "Farmers' live listings, newest first, filtered by name (q)",
        querystring: ListingsQuerySchema,
        response: { 200: ListingListSchema },
      },
    },
    async (request) => listLiveListings(app.database.read, request.query.q, request.query.limit),
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
      return listOwnListings(app.database.db, user.id, request.query.page)
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
      return updateListing(app.database.db, user.id, request.params.id, request.body)
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
      return reply.status(204).send(null)
    },
  )
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
