import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import {
  DeclineSupplyChainOrderInputSchema,
  SupplyChainSummarySchema,
  MoveSupplyChainOrderInputSchema,
  SupplyChainIdParamsSchema,
  SupplyChainListSchema,
  SupplyChainOrderSchema,
} from '#core/supply-chain/supply-chain.contract.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { farmerTopic } from '#server/services/live.ts'
import {
  declineSupplyChainOrder,
  listSupplyChainOrders,
  moveSupplyChainOrder,
  supplyChainSummary,
} from './supply-chain.repo.ts'

export interface SupplyChainRoutesOptions {
  /** The clock deliveries are dated by (the buyer's 48 hours run from it); tests move it. */
  now?: () => Date
}

export const supplyChainRoutes: FastifyPluginAsyncZod<SupplyChainRoutesOptions> = async (
  app,
  opts,
) => {
  const now = opts.now ?? (() => new Date())
  app.get(
    '/api/supply-chain',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['supply-chain'],
        summary: "The farmer's own supply-chain orders, newest first",
        response: { 200: SupplyChainListSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      reply.header('cache-control', 'no-store')
      return { items: await listSupplyChainOrders(app.database.db, user.id) }
    },
  )

  app.get(
    '/api/supply-chain/stream',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['supply-chain'],
        summary:
          "Server-sent events: 'supply-chain' with the changed order; send Last-Event-ID to replay what was missed",
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      await app.live.stream(request, reply, user.id, [farmerTopic(user.id)])
    },
  )

  app.patch(
    '/api/supply-chain/:id',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['supply-chain'],
        summary:
          "Move an order Pending → In Transit (naming the transport) → Delivered (with the buyer's 4-digit code, or withoutCode: the buyer then confirms within 48 hours)",
        params: SupplyChainIdParamsSchema,
        body: MoveSupplyChainOrderInputSchema,
        response: {
          200: SupplyChainOrderSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
          423: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { status, transport, code, withoutCode } = request.body
      const proof = code ? { code } : withoutCode ? { withoutCode } : undefined
      return moveSupplyChainOrder(
        app.database.db,
        user.id,
        request.params.id,
        status,
        transport,
        proof,
        now(),
      )
    },
  )

  app.get(
    '/api/supply-chain/summary',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['supply-chain'],
        summary: "How many of the farmer's orders are open (Pending or In Transit) and Pending",
        response: { 200: SupplyChainSummarySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return supplyChainSummary(app.database.db, currentUser(request).id)
    },
  )

  app.post(
    '/api/supply-chain/:id/decline',
    {
      config: { access: 'farmer' },
      schema: {
        tags: ['supply-chain'],
        summary:
          'Decline a Pending order with a reason: the kg go back to the listing, the buyer is told',
        params: SupplyChainIdParamsSchema,
        body: DeclineSupplyChainOrderInputSchema,
        response: {
          200: SupplyChainOrderSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
        },
      },
    },
    async (request) =>
      declineSupplyChainOrder(
        app.database.db,
        currentUser(request).id,
        request.params.id,
        request.body.reason,
      ),
  )
}
