import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ApiErrorSchema } from '#core/http/api-error.ts'
import {
  CreateOrderInputSchema,
  OrderLineParamsSchema,
  OrderListSchema,
  OrderNumberParamsSchema,
  OrderSchema,
  OrdersQuerySchema,
  PastAddressListSchema,
} from '#core/orders/orders.contract.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { buyerTopic } from '#server/services/live.ts'
import { Checkout, checkoutRules } from './checkout.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { cancelOrderLine, findOrderByNumber, listOrders, pastAddresses } from './orders.repo.ts'

/** Buyer checkout and order tracking. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Group commit (docs/decisions/012-fast-checkout.md). The embedded database has one
  // connection; on PostgreSQL a third of the pool writes batches, the rest serves the reads.
  const checkout = new Checkout(app.database.db, {
    concurrency:
      app.database.kind === 'embedded'
        ? 1
        : Math.max(1, Math.floor(app.env.DATABASE_POOL_SIZE / 3)),
    rules: checkoutRules(app.env),
  })
  app.post(
    '/api/orders',
    {
      config: {
        access: 'buyer',
        // Per buyer, not per address (many buyers may share one mobile carrier's IP), and counted
        // after the session is verified, so another spelling of the cookie or a second session
        // of the same account shares the one count.
        rateLimit: {
          max: app.env.ORDERS_MAX_PER_MINUTE,
          timeWindow: '1 minute',
          hook: 'preHandler',
          keyGenerator: (req) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`),
        },
      },
      schema: {
        tags: ['orders'],
        summary: 'Place an order; the same idempotencyKey again returns the same order (200)',
        body: CreateOrderInputSchema,
        response: { 200: OrderSchema, 201: OrderSchema, 400: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { order, created } = await checkout.place(currentUser(request), request.body, {
        enabled: app.env.PAYMENT_PROVIDER !== 'none',
        timeoutMs: app.env.PAYMENT_TIMEOUT,
      })
      return reply.status(created ? 201 : 200).send(order)
    },
  )

  app.get(
    '/api/orders',
    {
      config: { access: 'buyer' },
      schema: {
        tags: ['orders'],
        summary: "The caller's orders, newest first, with lines and their status",
        querystring: OrdersQuerySchema,
        response: { 200: OrderListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return listOrders(
        app.database.db,
        currentUser(request).id,
        request.query.page,
        request.query.limit,
      )
    },
  )

  app.get(
    '/api/orders/addresses',
    {
      config: { access: 'buyer' },
      schema: {
        tags: ['orders'],
        summary: "The caller's last three distinct delivery addresses, newest first, for checkout",
        response: { 200: PastAddressListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return { items: await pastAddresses(app.database.db, currentUser(request).id) }
    },
  )

  app.get(
    '/api/orders/:number',
    {
      config: { access: 'buyer' },
      schema: {
        tags: ['orders'],
        summary: 'One of your orders by its number (FT-2611-482137), with its lines and amounts',
        params: OrderNumberParamsSchema,
        response: { 200: OrderSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const order = await findOrderByNumber(
        app.database.db,
        currentUser(request).id,
        request.params.number,
      )
      if (!order) throw new HttpError('order.not_found')
      reply.header('cache-control', 'private, no-store')
      return order
    },
  )

  app.post(
    '/api/orders/:orderId/lines/:lineId/cancel',
    {
      config: { access: 'buyer' },
      schema: {
        tags: ['orders'],
        summary:
          'Cancel one of your lines while it is Pending: the kg go back to the listing and the farmer is told',
        params: OrderLineParamsSchema,
        response: { 200: OrderSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
      },
    },
    async (request) =>
      cancelOrderLine(
        app.database.db,
        currentUser(request).id,
        request.params.orderId,
        request.params.lineId,
      ),
  )

  app.get(
    '/api/orders/stream',
    {
      config: { access: 'buyer' },
      schema: {
        tags: ['orders'],
        summary: "Server-sent events: 'order-status' when a farmer moves one of the caller's lines",
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      await app.live.stream(request, reply, user.id, [buyerTopic(user.id)])
    },
  )
}
