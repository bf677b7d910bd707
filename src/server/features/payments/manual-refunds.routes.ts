import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import {
  AdminManualRefundListSchema,
  ManualRefundBriefSchema,
  ManualRefundIdParamsSchema,
  ManualRefundsQuerySchema,
  MarkManualRefundPaidInputSchema,
} from '#core/payments/manual-refunds.contract.ts'
import { requireEnrolledOperator } from '#server/plugins/auth/operator-guard.ts'
import { listManualRefunds, markManualRefundPaid } from './manual-refunds.ts'

/**
 * The operator console's refunds to pay by hand (Cash-on-Delivery lines refunded after a reported
 * problem): the due or paid ones, and marking one paid with the bank's reference (UTR). Operators
 * only, enrolled in two-factor sign-in; marking paid moves money, so it needs a fresh code
 * (plugins/auth/fresh-code.ts MONEY_ROUTES) and is recorded in the audit trail.
 */
export const manualRefundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin']
  const preHandler = requireEnrolledOperator(app)

  app.get(
    '/api/admin/manual-refunds',
    {
      config: { access: 'operator' },
      preHandler,
      schema: {
        tags,
        summary: 'Refunds FarmTrek pays back by hand (Cash on Delivery), due or paid, with totals',
        querystring: ManualRefundsQuerySchema,
        response: { 200: AdminManualRefundListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listManualRefunds(app.database.db, request.query.state)
    },
  )

  app.post(
    '/api/admin/manual-refunds/:id/paid',
    {
      config: { access: 'operator', rateLimit: { max: 30, timeWindow: '1 minute' } },
      preHandler,
      schema: {
        tags,
        summary:
          "Mark a refund paid by hand with the bank's reference (UTR), once; the buyer is told",
        params: ManualRefundIdParamsSchema,
        body: MarkManualRefundPaidInputSchema,
        response: {
          200: ManualRefundBriefSchema.extend({ id: z.string() }),
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request) => markManualRefundPaid(app, request, request.params.id, request.body.utr),
  )
}
