import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  HideListingInputSchema,
  ListingModerationStateSchema,
  ModeratedListingListSchema,
  ModeratedListingsQuerySchema,
} from '#core/admin/listing-moderation.contract.ts'
import { decideListing, moderatedListings, type ListingDecision } from './listing-moderation.ts'

/**
 * The console's listings: the queue of reported ones and the hidden ones; hide with a reason,
 * show again, or dismiss a report. Registered inside adminRoutes, so its enrolled-operator check
 * runs first.
 */
export const listingModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'operator' as const }
  const tags = ['admin']
  const params = z.object({ id: z.string().min(1).max(64) })

  app.get(
    '/api/admin/listings',
    {
      config,
      schema: {
        tags,
        summary: 'Reported listings waiting for a review (oldest first), or hidden ones',
        querystring: ModeratedListingsQuerySchema,
        response: { 200: ModeratedListingListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { items: await moderatedListings(app.database.db, request.query.state) }
    },
  )

  const decisions: Array<{ decision: ListingDecision; path: string; summary: string }> = [
    {
      decision: 'hide',
      path: 'hide',
      summary:
        'Hide a listing with a reason: it leaves browse, search and its page; the farmer is told why',
    },
    {
      decision: 'unhide',
      path: 'unhide',
      summary: 'Show a hidden listing again; the farmer is told',
    },
    {
      decision: 'dismiss',
      path: 'dismiss-report',
      summary: 'A report that needs nothing done: the listing leaves the queue',
    },
  ]
  for (const { decision, path, summary } of decisions) {
    app.post(
      `/api/admin/listings/:id/${path}`,
      {
        config,
        schema: {
          tags,
          summary,
          params,
          ...(decision === 'hide' ? { body: HideListingInputSchema } : {}),
          response: { 200: ListingModerationStateSchema },
        },
      },
      async (request) =>
        decideListing(app, request, {
          id: request.params.id,
          decision,
          reason: (request.body as { reason?: string } | undefined)?.reason ?? null,
        }),
    )
  }
}
