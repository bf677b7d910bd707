import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AnswerProblemInputSchema,
  BuyerDeliveryListSchema,
  FarmerDeliveryListSchema,
  LineIdParamsSchema,
  OperatorProblemListSchema,
  ProblemIdParamsSchema,
  ProblemSchema,
  ReportProblemInputSchema,
  ResolveProblemInputSchema,
} from '#core/deliveries/deliveries.contract.ts'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import { requireEnrolledOperator } from '#server/plugins/auth/operator-guard.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { auditRequest } from '#server/services/audit.ts'
import { problemPhotosRoutes } from './problem-photos.routes.ts'
import { listProblems, resolveProblem } from './problem-resolution.ts'
import {
  answerProblem,
  buyerConfirms,
  buyerDeliveries,
  farmerDeliveries,
  reportProblem,
} from './problems.repo.ts'

export interface DeliveriesRoutesOptions {
  /** The clock of the 48 hours to confirm or report (tests move it). */
  now?: () => Date
}

/**
 * Deliveries after the farmer marks a line Delivered: the buyer reads their codes and confirms or
 * reports a problem; the farmer reads how their deliveries stand and answers a problem once;
 * operators list problems and resolve them by a refund or a release.
 */
export const deliveriesRoutes: FastifyPluginAsyncZod<DeliveriesRoutesOptions> = async (
  app,
  opts,
) => {
  const now = opts.now ?? (() => new Date())
  const tags = ['deliveries']
  const { db } = app.database
  const errors = { 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema }
  // The photos of a problem: raw image bodies, in their own scope.
  await app.register(problemPhotosRoutes)

  app.get(
    '/api/deliveries/mine',
    {
      config: { access: 'buyer' },
      schema: {
        tags,
        summary:
          "The buyer's order lines with their delivery: the 4-digit code to give the farmer (until delivered), whether to confirm, whether a problem can be reported",
        response: { 200: BuyerDeliveryListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return { items: await buyerDeliveries(db, currentUser(request).id, now()) }
    },
  )

  app.post(
    '/api/deliveries/:lineId/confirm',
    {
      config: { access: 'buyer' },
      schema: {
        tags,
        summary:
          "The buyer confirms a line delivered without their code: the farmer's payout is released",
        params: LineIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await buyerConfirms(db, currentUser(request).id, request.params.lineId, now())
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/api/deliveries/:lineId/problem',
    {
      config: { access: 'buyer' },
      schema: {
        tags,
        summary:
          'The buyer reports a problem with a line delivered less than 48 hours ago: the payout stays held until FarmTrek decides',
        params: LineIdParamsSchema,
        body: ReportProblemInputSchema,
        response: { 201: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const problem = await reportProblem(
        db,
        currentUser(request).id,
        request.params.lineId,
        request.body,
        now(),
      )
      return reply.status(201).send(problem)
    },
  )

  app.get(
    '/api/supply-chain/deliveries',
    {
      config: { access: 'farmer' },
      schema: {
        tags,
        summary:
          "The farmer's lines in transit or delivered: confirmed or awaiting the buyer, any lock after wrong codes, any problem",
        response: { 200: FarmerDeliveryListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return { items: await farmerDeliveries(db, currentUser(request).id) }
    },
  )

  app.post(
    '/api/deliveries/problems/:id/answer',
    {
      config: { access: 'farmer' },
      schema: {
        tags,
        summary: "The line's farmer answers a reported problem, once",
        params: ProblemIdParamsSchema,
        body: AnswerProblemInputSchema,
        response: { 200: ProblemSchema, ...errors },
      },
    },
    async (request) =>
      answerProblem(db, currentUser(request).id, request.params.id, request.body.answer, now()),
  )

  app.get(
    '/api/admin/problems',
    {
      config: { access: 'operator' },
      preHandler: requireEnrolledOperator(app),
      schema: {
        tags: ['admin'],
        summary: 'Reported problems with deliveries: open ones first',
        querystring: z.object({ open: z.enum(['true', 'false']).optional() }),
        response: { 200: OperatorProblemListSchema },
      },
    },
    async (request) => ({
      items: await listProblems(db, { openOnly: request.query.open === 'true' }),
    }),
  )

  app.post(
    '/api/admin/problems/:id/resolve',
    {
      config: { access: 'operator' },
      preHandler: requireEnrolledOperator(app),
      schema: {
        tags: ['admin'],
        summary:
          'Resolve a problem once: refund all or part of the line ({refundPaise}) or release the payout to the farmer ({release: true})',
        params: ProblemIdParamsSchema,
        body: ResolveProblemInputSchema,
        response: { 200: ProblemSchema, ...errors },
      },
    },
    async (request) => {
      const { problem } = await resolveProblem(
        db,
        request.params.id,
        request.body,
        { id: currentUser(request).id, role: 'operator' },
        now(),
        auditRequest(request),
      )
      return problem
    },
  )
}
