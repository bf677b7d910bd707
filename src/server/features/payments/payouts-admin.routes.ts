import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminPayoutListSchema,
  AdminPayoutsQuerySchema,
  SettlePayoutsInputSchema,
  SettlePayoutsResultSchema,
} from '#core/payments/payouts-admin.contract.ts'
import { requireEnrolledOperator } from '#server/plugins/auth/operator-guard.ts'
import { duePayoutsCsv, listPayouts, settlePayouts } from './payouts-admin.ts'

/**
 * The operator console's payouts: the lines by state, marking manual payouts paid with the bank's
 * reference (UTR), and the due ones as a CSV for the bank. Operators only, enrolled in two-factor
 * sign-in; settling is limited and, like the export, recorded in the audit trail.
 */
export const payoutsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin']
  const preHandler = requireEnrolledOperator(app)

  app.get(
    '/api/admin/payouts',
    {
      config: { access: 'operator' },
      preHandler,
      schema: {
        tags,
        summary: "Farmers' payout lines in one state (released: due to be paid), with totals",
        querystring: AdminPayoutsQuerySchema,
        response: { 200: AdminPayoutListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return listPayouts(app.database.db, request.query.state, app.env.PAYOUT_HOLD_AFTER_CHANGE)
    },
  )

  app.post(
    '/api/admin/payouts/settle',
    {
      config: { access: 'operator', rateLimit: { max: 30, timeWindow: '1 minute' } },
      preHandler,
      schema: {
        tags,
        summary:
          "Mark released manual payouts paid with the bank's reference (UTR); the others come back with why",
        body: SettlePayoutsInputSchema,
        response: { 200: SettlePayoutsResultSchema },
      },
    },
    async (request) => settlePayouts(app, request, request.body),
  )

  app.get(
    '/api/admin/payouts/due.csv',
    {
      config: { access: 'operator', rateLimit: { max: 10, timeWindow: '1 minute' } },
      preHandler,
      schema: {
        tags,
        summary:
          'The payouts due now as a CSV for a bank bulk-transfer upload (full account numbers)',
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { csv } = await duePayoutsCsv(app, request)
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="farmtrek-payouts-due-${day}.csv"`)
        .send(csv)
    },
  )
}
