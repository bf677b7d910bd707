import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ListingModerationStateSchema,
  ReportListingInputSchema,
} from '#core/admin/listing-moderation.contract.ts'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import { listings } from '#server/db/schema/index.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'

/**
 * 'Report this listing': anyone signed in flags a listing (a fake, a wrong price, something not
 * for sale). It stays on sale and waits in the operators' queue (/admin, Listings) until one hides
 * it or dismisses the report; while it waits, further reports change nothing. A farmer cannot
 * report their own listing.
 */
export const listingReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/listings/:id/report',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['listings'],
        summary: 'Report a listing to the operators (it stays on sale until one decides)',
        params: z.object({ id: z.string().min(1).max(64) }),
        body: ReportListingInputSchema,
        response: { 200: ListingModerationStateSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const me = currentUser(request)
      const { id } = request.params
      if (!isUuid(id)) throw new HttpError('listing.unknown')
      return app.database.db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            farmerId: listings.farmerId,
            reportedAt: listings.reportedAt,
            hiddenAt: listings.hiddenAt,
          })
          .from(listings)
          .where(and(eq(listings.id, id), isNull(listings.deletedAt)))
          .for('update')
        if (!row || row.hiddenAt || row.farmerId === me.id) throw new HttpError('listing.unknown')
        if (!row.reportedAt)
          await tx
            .update(listings)
            .set({
              reportedAt: new Date(),
              reportedBy: me.id,
              reportNote: request.body.note || null,
            })
            .where(eq(listings.id, id))
        return { id, reported: true, hidden: false }
      })
    },
  )
}
