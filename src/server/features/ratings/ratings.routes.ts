import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import {
  AnswerInputSchema,
  CommentStateSchema,
  FarmerIdParamsSchema,
  FarmerPageSchema,
  RateableLineListSchema,
  RatingIdParamsSchema,
  RatingInputSchema,
  RatingLineParamsSchema,
  RatingSchema,
} from '#core/ratings/ratings.contract.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { farmerPage } from './farmer-page.repo.ts'
import { answerComment, rateableLines, rateLine, reportComment } from './ratings.repo.ts'

export interface RatingsRoutesOptions {
  /** The clock the 7 days of a rating's changes are counted by (tests move it). */
  now?: () => Date
}

/**
 * Ratings: a buyer rates the farmer of a line whose delivery is confirmed (and may change it for
 * 7 days), the farmer answers a comment once, anyone signed in reports one, and anyone reads a
 * farmer's public page. Operators review reported comments in the console (features/admin).
 */
export const ratingsRoutes: FastifyPluginAsyncZod<RatingsRoutesOptions> = async (app, opts) => {
  const now = opts.now ?? (() => new Date())
  const tags = ['ratings']

  app.post(
    '/api/orders/:number/lines/:lineId/rating',
    {
      config: { access: 'buyer' },
      schema: {
        tags,
        summary:
          'Rate the farmer of a delivered line of your order (1-5 stars, an optional comment); changeable for 7 days',
        params: RatingLineParamsSchema,
        body: RatingInputSchema,
        response: { 200: RatingSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) =>
      rateLine(app.database.db, {
        buyerId: currentUser(request).id,
        orderNumber: request.params.number,
        lineId: request.params.lineId,
        stars: request.body.stars,
        comment: request.body.comment,
        now: now(),
      }),
  )

  app.get(
    '/api/ratings/mine',
    {
      config: { access: 'buyer' },
      schema: {
        tags,
        summary: 'Your delivered lines, each with your rating of its farmer if you gave one',
        response: { 200: RateableLineListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return { items: await rateableLines(app.database.db, currentUser(request).id) }
    },
  )

  app.get(
    '/api/farmers/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A farmer's public page: name, place, rating and newest comments with answers (listings: GET /api/listings?farmer=)",
        params: FarmerIdParamsSchema,
        response: { 200: FarmerPageSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const page = await farmerPage(app.database.read, request.params.id)
      if (!page) throw new HttpError('farmer.not_found')
      return page
    },
  )

  app.post(
    '/api/ratings/:id/answer',
    {
      config: { access: 'farmer' },
      schema: {
        tags,
        summary: 'Answer a comment on your rating, once',
        params: RatingIdParamsSchema,
        body: AnswerInputSchema,
        response: {
          204: z.null(),
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await answerComment(app.database.db, {
        farmerId: currentUser(request).id,
        ratingId: request.params.id,
        answer: request.body.answer,
        now: now(),
      })
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/api/ratings/:id/report',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Report a comment: it is hidden until an operator reviews it',
        params: RatingIdParamsSchema,
        response: { 200: CommentStateSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => ({
      id: request.params.id,
      state: await reportComment(app.database.db, {
        userId: currentUser(request).id,
        ratingId: request.params.id,
        now: now(),
      }),
    }),
  )
}
