import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import {
  ListingListSchema,
  ListingParamsSchema,
  ListingSchema,
  ListingsQuerySchema,
} from '#core/orders/listings.contract.ts'
import { HttpError } from '../../plugins/error-handler.ts'
import { findListing, listLiveListings } from './listings.repo.ts'

/** Farmers' live listings for buyers and visitors (/products, /marketplace). Lag-tolerant reads. */
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
      if (!listing) throw new HttpError(404, 'Product not found')
      return listing
    },
  )
}
