import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AdminMessageListSchema,
  AdminMessageSchema,
  AdminOrderListSchema,
  AdminSearchQuerySchema,
  AdminUserListSchema,
  AdminUserSchema,
  AuditListSchema,
  AuditQuerySchema,
  MessageIdParamsSchema,
  MessagesQuerySchema,
  ResentVerificationSchema,
  RetriedMessagesSchema,
  OrderTimelineSchema,
  SuspendInputSchema,
  TodaySchema,
  UserIdParamsSchema,
  UsersByIdQuerySchema,
} from '#core/admin/admin.contract.ts'
import {
  CommentStateSchema,
  HideCommentInputSchema,
  RatingIdParamsSchema,
  ReportedCommentListSchema,
} from '#core/ratings/ratings.contract.ts'
import { z } from 'zod'
import { HttpError } from '#server/plugins/error-handler.ts'
import {
  auditEvents,
  messagesIn,
  findOrder,
  findOrders,
  findUser,
  findUsers,
  findUsersById,
  orderTimeline,
  today,
} from './admin.repo.ts'
import {
  resendVerification,
  retryAllFailedMessages,
  retryFailedMessage,
  setSuspension,
} from './admin.actions.ts'
import { requireEnrolledOperator } from '#server/plugins/auth/operator-guard.ts'
import { moderateComment, reportedComments } from './reported-comments.ts'
import { listingModerationRoutes } from './listing-moderation.routes.ts'

/**
 * The operator console's API. Every route declares access 'operator' (the auth guard answers 401
 * or 403 before anything here runs), and an operator who has not yet chosen a password and enrolled
 * an authenticator app is sent to do that first (operator-guard.ts). Every change is recorded in
 * the audit trail in its own transaction (admin.actions.ts).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app
  const config = { access: 'operator' as const }
  const tags = ['admin']
  app.addHook('preHandler', requireEnrolledOperator(app))

  app.get(
    '/api/admin/today',
    { config, schema: { tags, summary: "Today's figures", response: { 200: TodaySchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return today(database)
    },
  )

  app.get(
    '/api/admin/orders',
    {
      config,
      schema: {
        tags,
        summary: "Find orders by number or by a buyer's or farmer's phone",
        querystring: AdminSearchQuerySchema,
        response: { 200: AdminOrderListSchema },
      },
    },
    async (request) => ({ items: await findOrders(database, request.query.q) }),
  )

  app.get(
    '/api/admin/orders/:id/timeline',
    {
      config,
      schema: {
        tags,
        summary: "An order's timeline (by id or number)",
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: OrderTimelineSchema },
      },
    },
    async (request) => {
      const order = await findOrder(database, request.params.id)
      if (!order) throw new HttpError('order.not_found')
      return orderTimeline(database, order)
    },
  )

  app.get(
    '/api/admin/users',
    {
      config,
      schema: {
        tags,
        summary: 'Find accounts by email, phone or name',
        querystring: AdminSearchQuerySchema,
        response: { 200: AdminUserListSchema },
      },
    },
    async (request) => ({ items: await findUsers(database, request.query.q) }),
  )

  app.get(
    '/api/admin/users/by-id',
    {
      config,
      schema: {
        tags,
        summary:
          'Accounts by id (ids=a,b,…; at most 100): the people behind the ids other screens show',
        querystring: UsersByIdQuerySchema,
        response: { 200: AdminUserListSchema },
      },
    },
    async (request) => ({ items: await findUsersById(database, request.query.ids) }),
  )

  for (const suspend of [true, false]) {
    app.post(
      `/api/admin/users/:id/${suspend ? 'suspend' : 'unsuspend'}`,
      {
        config,
        schema: {
          tags,
          summary: suspend
            ? 'Suspend an account: its sessions end, its listings leave browse, it is told why'
            : 'Lift a suspension',
          params: UserIdParamsSchema,
          body: suspend ? SuspendInputSchema : SuspendInputSchema.partial(),
          response: { 200: AdminUserSchema },
        },
      },
      async (request) => {
        await setSuspension(app, request, {
          userId: request.params.id,
          suspend,
          reason: request.body.reason ?? null,
        })
        const user = await findUser(database, request.params.id)
        if (!user) throw new HttpError('admin.user_not_found')
        return user
      },
    )
  }

  app.post(
    '/api/admin/users/:id/resend-verification',
    {
      config: { ...config, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          "Send an unverified account's number a new verification code (send-code's limits apply)",
        params: UserIdParamsSchema,
        response: { 200: ResentVerificationSchema },
      },
    },
    async (request) => resendVerification(app, request, request.params.id),
  )

  app.get(
    '/api/admin/messages',
    {
      config,
      schema: {
        tags,
        summary:
          'Messages by state, newest first: failed for good (the default), waiting to be sent, or suppressed (an unverified number, the SMS budget)',
        querystring: MessagesQuerySchema,
        response: { 200: AdminMessageListSchema },
      },
    },
    async (request) => ({ items: await messagesIn(database, request.query.status) }),
  )

  app.post(
    '/api/admin/messages/retry-failed',
    {
      config,
      schema: {
        tags,
        summary: 'Send every failed message again (up to 500, oldest first), with one audit row',
        response: { 200: RetriedMessagesSchema },
      },
    },
    async (request) => retryAllFailedMessages(app, request),
  )

  app.post(
    '/api/admin/messages/:id/retry',
    {
      config,
      schema: {
        tags,
        summary: 'Send a failed message again',
        params: MessageIdParamsSchema,
        response: { 200: AdminMessageSchema },
      },
    },
    async (request) => retryFailedMessage(app, request, request.params.id),
  )

  app.get(
    '/api/admin/comments/reported',
    {
      config,
      schema: {
        tags,
        summary: 'Reported comments on ratings, hidden until reviewed (oldest report first)',
        response: { 200: ReportedCommentListSchema },
      },
    },
    async () => ({ items: await reportedComments(database.db) }),
  )

  app.post(
    '/api/admin/comments/:id/restore',
    {
      config,
      schema: {
        tags,
        summary: 'Show a reported or hidden comment again (a later report does not hide it)',
        params: RatingIdParamsSchema,
        response: { 200: CommentStateSchema },
      },
    },
    async (request) => ({
      id: request.params.id,
      state: await moderateComment(app, request, {
        id: request.params.id,
        decision: 'restore',
        reason: null,
      }),
    }),
  )

  app.post(
    '/api/admin/comments/:id/hide',
    {
      config,
      schema: {
        tags,
        summary: 'Hide a comment for good, with a reason (kept in the audit trail)',
        params: RatingIdParamsSchema,
        body: HideCommentInputSchema,
        response: { 200: CommentStateSchema },
      },
    },
    async (request) => ({
      id: request.params.id,
      state: await moderateComment(app, request, {
        id: request.params.id,
        decision: 'hide',
        reason: request.body.reason,
      }),
    }),
  )

  app.get(
    '/api/admin/audit',
    {
      config,
      schema: {
        tags,
        summary: 'The audit trail, newest first (target: an id or type:id; action: a prefix)',
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema },
      },
    },
    async (request) => ({ items: await auditEvents(database, request.query) }),
  )

  await app.register(listingModerationRoutes)
}
