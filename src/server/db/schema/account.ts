import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { CODE_PURPOSES } from '#core/account/account.contract.ts'
import { oneOf } from '#server/db/one-of.ts'
import { users } from './auth.ts'

/**
 * One-time codes sent by SMS (features/account/phone-codes.ts): to verify a number, to sign in,
 * to reset a password. The code itself is never stored, only its HMAC keyed by the session
 * secret; `attempts` counts wrong guesses. The rows also count what a number and an address
 * asked for (the per-number and per-IP limits), so a code asked for an unknown number is written
 * too, for a user of null, and never sent.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: text().primaryKey(),
    phone: text().notNull(),
    purpose: text({ enum: CODE_PURPOSES }).notNull(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    ip: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('phone_codes_phone_idx').on(t.phone, t.createdAt),
    index('phone_codes_ip_idx').on(t.ip, t.createdAt),
    check('phone_codes_purpose_check', oneOf(t.purpose, CODE_PURPOSES)),
  ],
)

/** Emailed password-reset links: the SHA-256 of the link's token, single-use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId, t.createdAt)],
)
