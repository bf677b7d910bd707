import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/**
 * The audit trail: one row per recorded action (every operator action; any feature may record its
 * own through services/audit.ts), written in the transaction of the change it describes. The
 * database refuses UPDATE, DELETE and TRUNCATE on it (a trigger, drizzle/0020_operators_audit.sql),
 * and it has no foreign keys, so a row outlives the account it names.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The account that acted; null for the system (a command, a job). */
    actorId: text(),
    /** The role it acted in: 'operator', 'buyer', 'farmer' or 'system'. */
    actorRole: text().notNull(),
    /** What was done, `<entity>.<verb>`: 'user.suspend', 'outbox.retry'. */
    action: text().notNull(),
    /** What it was done to: 'user', 'order', 'outbox', and its id. */
    targetType: text().notNull(),
    targetId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    /** The request's id (its log lines carry the same one) and the caller's address. */
    requestId: text(),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_created_at_index').on(t.createdAt),
    index('audit_events_target_index').on(t.targetType, t.targetId, t.createdAt),
    index('audit_events_action_index').on(t.action, t.createdAt),
  ],
)

/** better-auth's two-factor plugin's table: an operator's TOTP secret and backup codes, encrypted. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean().notNull().default(true),
    failedVerificationCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('two_factors_user_id_index').on(t.userId),
    index('two_factors_secret_index').on(t.secret),
  ],
)

/**
 * An operator's session that gave a fresh authenticator code (step-up), keyed by a hash of its
 * session token: actions that move money need one from the last few minutes
 * (plugins/auth/fresh-code.ts).
 */
export const freshCodes = pgTable('fresh_codes', {
  sessionKey: text().primaryKey(),
  userId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
