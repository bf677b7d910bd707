import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { MESSAGE_KINDS } from '#core/notifications/messages.ts'
import { ATTEMPT_OUTCOMES, OUTBOX_CHANNELS, OUTBOX_STATUSES } from '#core/notifications/outbox.ts'
import { oneOf } from '#server/db/one-of.ts'
import { users } from './auth.ts'

/**
 * The notification outbox (docs/decisions/005-notification-outbox.md). A request writes
 * one row per message (an SMS, an email) in the transaction of its cause; the worker claims due
 * rows with FOR UPDATE SKIP LOCKED, sends them through the provider adapters, and records each
 * attempt in outbox_attempts. While a row is being sent, `next_attempt_at` is its lease: a worker
 * that dies mid-send leaves the row due again once the lease runs out.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** Whom the message is about; kept (null) if the account is deleted, for the record. */
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    kind: text({ enum: MESSAGE_KINDS }).notNull(),
    channel: text({ enum: OUTBOX_CHANNELS }).notNull(),
    /** E.164 phone number or email address. */
    recipient: text().notNull(),
    /** The rendered message: { toName, subject?, text, html? }. */
    payload: jsonb().notNull(),
    /** Stable for the life of the message; passed to providers so a repeat can be dropped. */
    idempotencyKey: text().notNull().unique(),
    status: text({ enum: OUTBOX_STATUSES }).notNull().default('pending'),
    /** Attempts started (claims), including one a crashed worker did not finish. */
    attempts: integer().notNull().default(0),
    /** When the message is next due; while an attempt runs, the end of its lease. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /**
     * When the worker let the message through the SMS budget (features/notifications/
     * sms-admission.repo.ts); the budget counts a number's SMS by this. Null until its first claim.
     */
    admittedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('outbox_sms_admitted_idx')
      .on(t.recipient, t.admittedAt)
      .where(sql`${t.channel} = 'sms' and ${t.admittedAt} is not null`),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index().on(t.userId, t.createdAt),
    check('outbox_kind_check', oneOf(t.kind, MESSAGE_KINDS)),
    check('outbox_channel_check', oneOf(t.channel, OUTBOX_CHANNELS)),
    check('outbox_status_check', oneOf(t.status, OUTBOX_STATUSES)),
  ],
)

/** One row per finished attempt to send an outbox message. */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    outboxId: bigint({ mode: 'number' })
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The provider's name: 'log', 'twilio', 'webhook', 'smtp', 'emailjs'. */
    provider: text().notNull(),
    outcome: text({ enum: ATTEMPT_OUTCOMES }).notNull(),
    error: text(),
    durationMs: integer().notNull(),
  },
  (t) => [
    index().on(t.outboxId, t.at),
    check('outbox_attempts_outcome_check', oneOf(t.outcome, ATTEMPT_OUTCOMES)),
  ],
)

/**
 * Facts a server records for the commands run beside it: `public_url`, the address users reach
 * (PUBLIC_URL, or the one the server made up from its port), for the links in the messages a
 * command writes.
 */
export const serverSettings = pgTable('server_settings', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
