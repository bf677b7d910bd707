import { z } from 'zod'
import { ACCOUNT_ROLES } from '../auth/roles.ts'

/**
 * The operator console's API (/api/admin/*, access 'operator'): today's figures, finding orders and
 * accounts, an order's timeline, suspending accounts, failed messages and the audit trail.
 */

/** A search box: an order number, a phone number, an email or a name. */
export const AdminSearchQuerySchema = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters to search.').max(100),
})

export const TodaySchema = z.object({
  /** Since midnight in India (Asia/Kolkata). */
  since: z.string(),
  orders: z.number().int(),
  salesPaise: z.number().int(),
  /** Online payments by state (paid, awaiting, failed, refunded, …), made today. */
  payments: z.record(z.string(), z.number().int()),
  /** Farmers' payouts by state (held, released, …), all open ones. */
  payouts: z.record(z.string(), z.number().int()),
  refundsPaise: z.number().int(),
  failedMessages: z.number().int(),
  pendingMessages: z.number().int(),
  /** The newest market-price date loaded, and its age in days (null when none is loaded). */
  latestPriceDate: z.string().nullable(),
  priceAgeDays: z.number().int().nullable(),
})
export type Today = z.infer<typeof TodaySchema>

export const AdminOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  buyerId: z.string(),
  buyerName: z.string(),
  buyerPhone: z.string().nullable(),
  deliveryPhone: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  /**
   * The payment as its buyer reads it (a text key): the stored status, except a Cash-on-Delivery
   * order with nothing left to collect, which reads as paid in cash or as nothing to pay.
   */
  paymentWords: z.string(),
  totalPaise: z.number().int(),
})
export type AdminOrder = z.infer<typeof AdminOrderSchema>
export const AdminOrderListSchema = z.object({ items: z.array(AdminOrderSchema) })

export const TimelineEntrySchema = z.object({
  at: z.string(),
  /** Where the entry comes from: the order, a line's status, a payment, a message, the audit. */
  source: z.enum(['order', 'line', 'payment', 'message', 'audit']),
  /** What happened, in English as stored (the console shows `codes` in words instead). */
  what: z.string(),
  /**
   * The codes `what` is made of, for the console to put in words: order [payment method]; line
   * [crop, status, reason]; payment [event type, outcome]; message [kind, channel, state];
   * audit [action].
   */
  codes: z.array(z.string().nullable()),
  /** Who did it, when known (a name or a role). */
  who: z.string().nullable(),
})
export const OrderTimelineSchema = z.object({
  order: AdminOrderSchema,
  entries: z.array(TimelineEntrySchema),
})
export type OrderTimeline = z.infer<typeof OrderTimelineSchema>

export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** Whether the phone was proven by a code (a verification can be sent again until it is). */
  phoneVerified: z.boolean(),
  roles: z.array(z.enum(ACCOUNT_ROLES)),
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
})
export type AdminUser = z.infer<typeof AdminUserSchema>
export const AdminUserListSchema = z.object({ items: z.array(AdminUserSchema) })

export const UserIdParamsSchema = z.object({ id: z.string().min(1).max(100) })

/** A verification code sent again to an account's number: where (masked) and when it expires. */
export const ResentVerificationSchema = z.object({
  phone: z.string(),
  expiresInSeconds: z.number().int(),
})
export type ResentVerification = z.infer<typeof ResentVerificationSchema>

/** Account ids, comma-separated (at most 100): whose they are, for ids other screens show. */
export const UsersByIdQuerySchema = z.object({
  ids: z
    .string()
    .max(5000)
    .transform((v) =>
      [
        ...new Set(
          v
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ].slice(0, 100),
    ),
})

export const SUSPEND_REASON_RULE =
  'Give a reason of 3 to 500 characters; the account holder is told it.'
export const SuspendInputSchema = z.object({
  reason: z
    .string({ error: SUSPEND_REASON_RULE })
    .trim()
    .min(3, SUSPEND_REASON_RULE)
    .max(500, SUSPEND_REASON_RULE),
})

export const AdminMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  channel: z.string(),
  recipient: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminMessage = z.infer<typeof AdminMessageSchema>
export const AdminMessageListSchema = z.object({ items: z.array(AdminMessageSchema) })
export const MessageIdParamsSchema = z.object({ id: z.coerce.number().int().positive() })
/** The messages an operator looks at: failed for good, waiting to be sent, or suppressed. */
export const MESSAGE_VIEWS = ['failed', 'pending', 'suppressed'] as const
export const MESSAGE_VIEW_RULE = 'Choose failed, pending or suppressed messages.'
export const MessagesQuerySchema = z.object({
  status: z.enum(MESSAGE_VIEWS, { error: MESSAGE_VIEW_RULE }).default('failed'),
})
export const RetriedMessagesSchema = z.object({ retried: z.number().int() })

export const AuditQuerySchema = z.object({
  target: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})
export const AuditEventSchema = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
})
export type AuditEvent = z.infer<typeof AuditEventSchema>
export const AuditListSchema = z.object({ items: z.array(AuditEventSchema) })
