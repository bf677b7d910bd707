import { sql } from 'drizzle-orm'
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { PAYMENT_STATES } from '#core/payments/payment-state.ts'
import { ONLINE_METHODS } from '#core/payments/payments.contract.ts'
import { PAYOUT_MODES, PAYOUT_STATES } from '#core/payments/payouts.ts'
import { MANUAL_REFUND_STATES } from '#core/payments/manual-refunds.contract.ts'
import { REFUND_STATES } from '#core/payments/refunds.ts'
import { oneOf } from '#server/db/one-of.ts'
import { users } from './auth.ts'
import { deliveryProblems } from './deliveries.ts'
import { orderItems, orders } from './orders.ts'

/**
 * Online payments (docs/payments.md). One row per FarmTrek order paid by UPI or card, written in
 * the checkout's transaction; the gateway's order id is filled in after commit (no HTTP call runs
 * inside a transaction). Amounts are integer paise.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: text()
      .notNull()
      .references(() => users.id),
    method: text({ enum: ONLINE_METHODS }).notNull(),
    provider: text().notNull().default('razorpay'),
    amountPaise: integer().notNull(),
    currency: text().notNull().default('INR'),
    state: text({ enum: PAYMENT_STATES }).notNull().default('awaiting'),
    /** Razorpay's order_… id; null until the gateway order is created (after commit). */
    providerOrderId: text().unique(),
    /** The captured payment's pay_… id. */
    providerPaymentId: text().unique(),
    failureReason: text(),
    /**
     * Who is making the gateway order right now: a caller claims it until this instant, makes the
     * call, stores the id; others wait for the id (one gateway order per payment).
     */
    gatewayOrderClaimedUntil: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_unpaid_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} in ('awaiting', 'failed')`),
    // A buyer's orders awaiting payment, read by every checkout (UNPAID_ORDERS_MAX).
    index('payments_unpaid_buyer_idx')
      .on(t.buyerId)
      .where(sql`${t.state} in ('awaiting', 'failed')`),
    index().on(t.buyerId, t.createdAt),
    check('payments_amount_positive', sql`${t.amountPaise} > 0`),
    check('payments_state_check', oneOf(t.state, PAYMENT_STATES)),
    check('payments_method_check', oneOf(t.method, ONLINE_METHODS)),
  ],
)

/**
 * Everything that happened to payments, written before it is acted on and in the same
 * transaction: webhooks (by the gateway's event id, so a replay is recognised), the browser's
 * verified answers, expiries. `providerEventId` is unique: the insert that loses is a replay.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    paymentId: uuid().references(() => payments.id, { onDelete: 'set null' }),
    /** 'webhook' | 'checkout' | 'expiry' | 'refund' | 'payout' | 'reconcile' */
    source: text().notNull(),
    /** The gateway's event id (X-Razorpay-Event-Id), or our own key for events we make. */
    providerEventId: text().unique(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    /** What the event did: 'moved to paid', 'replay', 'stale', 'unknown order', … */
    outcome: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.paymentId, t.createdAt)],
)

/** Money given back: one per cancelled/declined paid line (or a whole late payment). */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The line refunded; null for a whole-payment refund (money that came after expiry). */
    orderItemId: uuid().references(() => orderItems.id, { onDelete: 'set null' }),
    amountPaise: integer().notNull(),
    state: text({ enum: REFUND_STATES }).notNull().default('pending'),
    providerRefundId: text().unique(),
    reason: text().notNull(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.paymentId),
    // A line is refunded once; a whole-payment refund once per payment.
    uniqueIndex('refunds_line_once')
      .on(t.orderItemId)
      .where(sql`${t.orderItemId} is not null`),
    uniqueIndex('refunds_whole_once')
      .on(t.paymentId)
      .where(sql`${t.orderItemId} is null`),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_state_check', oneOf(t.state, REFUND_STATES)),
  ],
)

/** A farmer's share of a paid line, held until the line is Delivered. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid().primaryKey().defaultRandom(),
    paymentId: uuid()
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderItemId: uuid()
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    farmerId: text()
      .notNull()
      .references(() => users.id),
    amountPaise: integer().notNull(),
    mode: text({ enum: PAYOUT_MODES }).notNull(),
    state: text({ enum: PAYOUT_STATES }).notNull().default('held'),
    /** Route: the linked account paid and the transfer (trf_…) once created on hold. */
    linkedAccountId: text(),
    providerTransferId: text().unique(),
    /** Route: the gateway has released the hold (state 'released' is ours; this is theirs). */
    providerReleasedAt: timestamp({ withTimezone: true }),
    releasedAt: timestamp({ withTimezone: true }),
    settledAt: timestamp({ withTimezone: true }),
    /** The operator's reference for a manual payout (UTR of the bank or UPI transfer). */
    settlementRef: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.farmerId, t.createdAt),
    index().on(t.paymentId),
    check('payouts_amount_positive', sql`${t.amountPaise} > 0`),
    check('payouts_mode_check', oneOf(t.mode, PAYOUT_MODES)),
    check('payouts_state_check', oneOf(t.state, PAYOUT_STATES)),
  ],
)

/** Where a farmer is paid: a Route linked account, or UPI / bank details for a manual payout. */
export const payoutAccounts = pgTable('payout_accounts', {
  farmerId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  linkedAccountId: text(),
  upiVpa: text(),
  /** Clear text from before encryption; the server encrypts and empties it when it starts. */
  bankAccountNumber: text(),
  /** The account number encrypted with PAYOUT_ENCRYPTION_KEY (payout-crypto.ts). */
  bankAccountCiphertext: text(),
  /** Its last 4 digits, in clear for display. */
  bankAccountLast4: text(),
  bankIfsc: text(),
  accountHolder: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** When the farmer last changed the details; their payouts wait PAYOUT_HOLD_AFTER_CHANGE. */
  changedAt: timestamp({ withTimezone: true }),
})

/** Every change of a farmer's payout details, written in the change's transaction (masked). */
export const payoutDetailsEvents = pgTable(
  'payout_details_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    farmerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'changed' */
    type: text().notNull(),
    /** The details before and after, the bank account by its last 4 digits only. */
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.farmerId, t.createdAt)],
)

/**
 * Gateway calls still to make, written in the transaction of their cause (a refund, a transfer on
 * hold, a release) and made by the payments worker after commit, with retries. The same outbox
 * pattern as notifications: claimed with FOR UPDATE SKIP LOCKED, `nextAttemptAt` is the lease.
 */
const PAYMENT_TASK_KINDS = ['create_order', 'refund', 'transfer', 'release'] as const
const PAYMENT_TASK_STATUSES = ['pending', 'done', 'failed'] as const
export const paymentTasks = pgTable(
  'payment_tasks',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text({ enum: PAYMENT_TASK_KINDS }).notNull(),
    /** The payment, refund or payout the call is for. */
    refId: uuid().notNull(),
    status: text({ enum: PAYMENT_TASK_STATUSES }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_tasks_once').on(t.kind, t.refId),
    index('payment_tasks_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('payment_tasks_kind_check', oneOf(t.kind, PAYMENT_TASK_KINDS)),
    check('payment_tasks_status_check', oneOf(t.status, PAYMENT_TASK_STATUSES)),
  ],
)

/**
 * What a farmer owes back after a line's refund when its payout was already released or settled:
 * a negative amount in the payouts ledger, taken from the farmer's next settled payouts
 * (`recoveredPaise` grows until it is the whole amount). One per problem.
 */
export const payoutAdjustments = pgTable(
  'payout_adjustments',
  {
    id: uuid().primaryKey().defaultRandom(),
    farmerId: text()
      .notNull()
      .references(() => users.id),
    payoutId: uuid().references(() => payouts.id, { onDelete: 'set null' }),
    orderItemId: uuid().references(() => orderItems.id, { onDelete: 'set null' }),
    problemId: uuid()
      .unique()
      .references(() => deliveryProblems.id, { onDelete: 'set null' }),
    refundId: uuid(),
    /** Negative: what is to be recovered, paise. */
    amountPaise: integer().notNull(),
    reason: text().notNull(),
    recoveredPaise: integer().notNull().default(0),
    /** The settlement reference (UTR) of the payouts it was last taken from. */
    recoveredRef: text(),
    recoveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payout_adjustments_open_idx')
      .on(t.farmerId, t.createdAt)
      .where(sql`${t.recoveredPaise} < -${t.amountPaise}`),
    check('payout_adjustments_amount_negative', sql`${t.amountPaise} < 0`),
    check(
      'payout_adjustments_recovered_range',
      sql`${t.recoveredPaise} >= 0 AND ${t.recoveredPaise} <= -${t.amountPaise}`,
    ),
  ],
)

/**
 * Money FarmTrek owes a buyer and pays back by hand (UPI or bank transfer): a problem with a
 * Cash-on-Delivery line resolved with a refund, where there is no online payment to refund (the
 * buyer paid the farmer in cash; the farmer owes it back through payout_adjustments). One per
 * line and per problem; 'due' until an operator marks it paid with the bank's reference (UTR).
 */
export const manualRefunds = pgTable(
  'manual_refunds',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderItemId: uuid()
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    problemId: uuid()
      .notNull()
      .unique()
      .references(() => deliveryProblems.id, { onDelete: 'cascade' }),
    buyerId: text()
      .notNull()
      .references(() => users.id),
    farmerId: text().references(() => users.id, { onDelete: 'set null' }),
    amountPaise: integer().notNull(),
    state: text({ enum: MANUAL_REFUND_STATES }).notNull().default('due'),
    /** The bank's reference of the transfer to the buyer, set when paid. */
    utr: text(),
    paidAt: timestamp({ withTimezone: true }),
    /** The operator (account id) who marked it paid. */
    paidBy: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('manual_refunds_state_created_at_index').on(t.state, t.createdAt),
    index('manual_refunds_buyer_id_index').on(t.buyerId),
    check('manual_refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('manual_refunds_state_check', oneOf(t.state, MANUAL_REFUND_STATES)),
    check(
      'manual_refunds_paid_has_utr',
      sql`${t.state} <> 'paid' OR (${t.utr} IS NOT NULL AND ${t.paidAt} IS NOT NULL)`,
    ),
  ],
)
