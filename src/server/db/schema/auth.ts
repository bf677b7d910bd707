import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Accounts. Column names follow better-auth's model (user, session, account,
 * verification) so its drizzle adapter can use them; the profile fields FarmTrek adds (name, phone, location, roles)
 * (phone, location, roles, activeRole) are ours and written by our own routes.
 */
export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    /** +91 followed by 10 digits, the one form SMS providers accept. Null until the profile is written. */
    phone: text(),
    /** The place as shown: the village, district and state ('Ozar, Nashik, Maharashtra'), or older free text. */
    location: text(),
    /** The place's state and district, English names of the district tables (core/places); null when unknown. */
    state: text(),
    district: text(),
    /** Free text within the district (village, town); '' when none. Null: not yet resolved from `location`. */
    village: text(),
    /** The roles the account holds: a subset of ['buyer', 'farmer']. */
    roles: text().array().notNull().default([]),
    activeRole: text(),
    /** BCP 47 language the user reads; notifications use it. */
    language: text().notNull().default('en'),
    /** When the phone was proven by a code; null until then and after every change of number. */
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    /**
     * Made by the migration (the catalogue's farmers) or the seed (the demo accounts): its contact
     * details are made up, and the outbox never sends it anything.
     */
    seeded: boolean().notNull().default(false),
    /** better-auth's two-factor plugin: sign-in asks for a TOTP code (operators). */
    twoFactorEnabled: boolean().notNull().default(false),
    /** Set while an operator has suspended the account: no sessions, listings out of browse. */
    suspendedAt: timestamp({ withTimezone: true }),
    suspendedReason: text(),
    /** Set when the holder deleted the account: its personal details are gone, the row stays for the records. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_state_district_idx').on(t.state, t.district)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index().on(t.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
)

export const verifications = pgTable('verifications', {
  id: text().primaryKey(),
  identifier: text().notNull(),
  value: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * Login attempts per key in a fixed window, for the brute-force limits; shared by every node. An
 * attempt is counted here before its password is checked (and given back when it succeeds), so
 * parallel requests cannot all slip under the limit. Keys: `pair:<email> <address>`,
 * `ip:<address>` and `email:<address>`.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    key: text().primaryKey(),
    attempts: integer().notNull().default(0),
    windowStart: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.windowStart)],
)

/**
 * The devices each account has logged in from, known by the long-lived random `ft_device` cookie
 * (its SHA-256 here, never the value): a login from a device not listed is a new device, and the
 * account gets a security notice (at most one per LOGIN_NOTICE_INTERVAL, `login_notices`).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text().notNull(),
    firstSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
)

/** When each account was last sent a new-device notice; one conditional update admits the next. */
export const loginNotices = pgTable('login_notices', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentAt: timestamp({ withTimezone: true }).notNull(),
})
