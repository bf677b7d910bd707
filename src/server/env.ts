import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/**
 * The only reader of process.env, so configuration is checked in one place. Every variable is parsed once at start; a bad value
 * stops the server with a message naming each variable and what it expects. `.env.example` lists
 * them all with their defaults.
 */

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

/** Durations like `6h`, `15m`, `30s`, `500ms` or a bare number of milliseconds. */
const duration = z
  .string()
  .regex(/^\d+(ms|s|m|h|d)?$/, 'a duration such as 500ms, 30s, 15m, 6h or 1d')
  .transform((v) => {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the schema's regex already accepted this value
    const m = /^(\d+)(ms|s|m|h|d)?$/.exec(v)!
    const n = Number(m[1])
    const unit = m[2] ?? 'ms'
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the pattern only lets these units through
    const factor = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[unit]!
    return n * factor
  })

const url = z.url({ protocol: /^https?$/ })
const pgUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'a PostgreSQL URL such as postgres://user@host:5432/db')

/** A 256-bit key: 32 bytes in base64 (`openssl rand -base64 32`) or 64 hex digits. */
const payoutKey = z
  .string()
  .regex(/^(?:[A-Za-z0-9+/]{43}=|[A-Fa-f0-9]{64})$/, '32 random bytes: openssl rand -base64 32')

export const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_URL: url.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: pgUrl.optional(),
  DATABASE_READ_URL: pgUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SESSION_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The Bearer token of GET /metrics (Prometheus); the endpoint is off when unset. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** Sentry's DSN: unexpected errors (500s) are reported there; off when unset. */
  SENTRY_DSN: url.optional(),
  /**
   * An OpenTelemetry collector (OTLP/HTTP): traces are exported there; off when unset. Read by
   * telemetry/tracing.ts before the server loads; here for the span names and the check at start.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: url.optional(),
  CLIENT_DIST: z.string().min(1).default('./dist/client'),
  TRUST_PROXY: bool.default(false),
  BODY_LIMIT: z.coerce.number().int().min(1024).max(10_485_760).default(65_536),
  REQUEST_TIMEOUT: duration.default(30_000),
  /**
   * Milliseconds after listen before receipts are warmed (pdfkit and the fonts: seconds of CPU),
   * and then only once the event loop is mostly idle; 0: at once.
   */
  RECEIPT_WARM_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(30_000),
  LOAD_MARKET_DATA: bool.default(true),
  SUPPORT_EMAIL: z.email().default('support@farmtrek.in'),
  SUPPORT_PHONE: z.string().min(5).default('+91 80 4567 8900'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(10),
  LOGIN_WINDOW: duration.default(15 * 60_000),
  /** Login attempts on one email from all addresses together per window; 10 × LOGIN_MAX_FAILURES when unset. */
  LOGIN_EMAIL_MAX_FAILURES: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** Registrations allowed per IP address in 15 minutes. */
  REGISTER_MAX_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Successful logins one account may make in LOGIN_WINDOW (each may send a notice). */
  LOGIN_SUCCESS_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Successful logins from one IP address in LOGIN_WINDOW, all accounts together. */
  LOGIN_SUCCESS_MAX_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** The least time between two new-device login notices to one account. */
  LOGIN_NOTICE_INTERVAL: duration.default(86_400_000),
  /** How long an SMS code (verify, sign in, reset) is valid. */
  PHONE_CODE_TTL: duration.default(10 * 60_000),
  /** Wrong guesses one code allows; then a new code is needed. */
  PHONE_CODE_MAX_TRIES: z.coerce.number().int().min(1).max(100).default(5),
  /** The least time between two codes to one number. */
  PHONE_CODE_RESEND: duration.default(30_000),
  /** Codes one number may be sent in an hour, whatever their purpose. */
  PHONE_CODES_PER_NUMBER: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /** Codes asked for from one IP address in an hour, all numbers together. */
  PHONE_CODES_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** How long an emailed password-reset link works (once). */
  PASSWORD_RESET_TTL: duration.default(30 * 60_000),
  /** Password-reset requests (forgot, reset) allowed per IP address in 15 minutes. */
  PASSWORD_RESET_MAX_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Checkouts allowed per buyer account in a minute. */
  ORDERS_MAX_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** A buyer's Cash on Delivery lines that may be Pending with one farmer at once. */
  COD_MAX_PENDING_LINES_PER_FARMER: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** A buyer's online (UPI, Card) orders that may await payment at once. */
  UNPAID_ORDERS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(3),
  /** The most of a listing's stock left (%) one order awaiting online payment may hold. */
  UNPAID_HOLD_MAX_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
  /** A farmer's new-order SMS and email wait this long; a line cancelled before then sends none. */
  NEW_ORDER_NOTICE_DELAY: duration.default(2 * 60_000),
  /** Listings one farmer may hold that are not deleted (sold-out ones count). */
  LISTINGS_MAX_ACTIVE_PER_FARMER: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Listings one farmer may add in a minute (deleted ones count: deleting makes no room). */
  LISTINGS_MAX_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Megabytes of stored photos (every WebP size) one farmer's listings may hold. */
  LISTINGS_MAX_PHOTO_MB_PER_FARMER: z.coerce.number().positive().max(1_000_000).default(200),
  // Market data
  DATA_GOV_IN_API_KEY: z.string().min(1).optional(),
  DATA_GOV_IN_URL: url.default('https://api.data.gov.in'),
  DATA_GOV_IN_INTERVAL: duration.default(6 * 3_600_000),
  DATA_GOV_IN_TIMEOUT: duration.default(30_000),
  // Weather
  OPENWEATHER_API_KEY: z.string().min(1).optional(),
  OPENWEATHER_URL: url.default('https://api.openweathermap.org'),
  OPEN_METEO_GEOCODING_URL: url.default('https://geocoding-api.open-meteo.com'),
  OPEN_METEO_URL: url.default('https://api.open-meteo.com'),
  WEATHER_TIMEOUT: duration.default(5_000),
  WEATHER_CACHE_TTL: duration.default(10 * 60_000),
  // Notifications
  SMS_PROVIDER: z.enum(['log', 'twilio', 'webhook']).default('log'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_URL: url.default('https://api.twilio.com'),
  SMS_WEBHOOK_URL: url.optional(),
  EMAIL_PROVIDER: z.enum(['log', 'smtp', 'emailjs']).default('log'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL')
    .optional(),
  EMAIL_FROM: z.string().min(3).optional(),
  EMAILJS_USER_ID: z.string().min(1).optional(),
  EMAILJS_SERVICE_ID: z.string().min(1).optional(),
  EMAILJS_TEMPLATE_ID: z.string().min(1).optional(),
  EMAILJS_ACCESS_TOKEN: z.string().min(1).optional(),
  EMAILJS_URL: url.default('https://api.emailjs.com'),
  NOTIFY_TIMEOUT: duration.default(10_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  OUTBOX_BACKOFF: duration.default(2_000),
  /** SMS one phone number may get in 24 hours, whatever sent them; the rest are 'suppressed'. */
  SMS_MAX_PER_NUMBER_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** SMS other than codes and order events one number may get in an hour. */
  SMS_MAX_OTHER_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(3),
  // Live updates
  SSE_MAX_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
  SSE_HEARTBEAT: duration.default(25_000),
  // Jobs
  JOBS: bool.default(true),
  // Online payments (docs/payments.md)
  /** 'none': Cash on Delivery only; 'razorpay': UPI and cards through Razorpay. */
  PAYMENT_PROVIDER: z.enum(['none', 'razorpay']).default('none'),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, 'a key id such as rzp_test_…')
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, 'the key secret from the Razorpay dashboard').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'at least 8 characters').optional(),
  RAZORPAY_URL: url.default('https://api.razorpay.com'),
  /** Where the browser loads Checkout from (the local stand-in in end-to-end tests). */
  RAZORPAY_CHECKOUT_URL: url.default('https://checkout.razorpay.com/v1/checkout.js'),
  /** Farmers with a linked account are paid by Route transfers held until delivery. */
  RAZORPAY_ROUTE: bool.default(false),
  RAZORPAY_TIMEOUT: duration.default(15_000),
  /** How long a UPI or card order waits for its payment before it is cancelled. */
  PAYMENT_TIMEOUT: duration.default(15 * 60_000),
  /** Encrypts farmers' bank account numbers (AES-256-GCM); generated into DATA_DIR when unset. */
  PAYOUT_ENCRYPTION_KEY: payoutKey.optional(),
  /** Earlier keys, comma-separated: still read, and re-encrypted with the current key at start. */
  PAYOUT_ENCRYPTION_OLD_KEYS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
    .pipe(z.array(payoutKey))
    .default([]),
  /** A farmer's payouts wait this long after they change their payout details. */
  PAYOUT_HOLD_AFTER_CHANGE: duration.default(24 * 3_600_000),
})

/** The settings PAYMENT_PROVIDER=razorpay cannot work without. */
const RAZORPAY_REQUIRED = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const

export type Env = z.infer<typeof EnvSchema> & {
  sessionSecret: string
  /** PAYOUT_ENCRYPTION_KEY, or the one generated into DATA_DIR; '' until loadEnv sets it. */
  payoutEncryptionKey: string
  publicUrl: string
  secureCookies: boolean
}

export class EnvError extends Error {
  override name = 'EnvError'
}

/** Parses `source` (process.env by default); throws an EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings count as unset, as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([k, v]) => k in EnvSchema.shape && v !== undefined && v !== ''),
  )
  const result = EnvSchema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`)
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const env = result.data
  if (env.PAYMENT_PROVIDER === 'razorpay') {
    const missing = RAZORPAY_REQUIRED.filter((k) => !env[k])
    if (missing.length > 0) {
      throw new EnvError(
        `Invalid configuration:\n${missing.map((k) => `  ${k}: required when PAYMENT_PROVIDER=razorpay`).join('\n')}`,
      )
    }
  }
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`
  return {
    ...env,
    publicUrl,
    secureCookies: publicUrl.startsWith('https:'),
    sessionSecret: env.SESSION_SECRET ?? '',
    payoutEncryptionKey: env.PAYOUT_ENCRYPTION_KEY ?? '',
  }
}

/**
 * Loads the environment for a server process: parses it, and when SESSION_SECRET is unset reads
 * (or creates once) `DATA_DIR/session-secret` so sessions survive restarts.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const env = parseEnv(source)
  if (!env.sessionSecret) env.sessionSecret = readOrCreateSecret(env.DATA_DIR)
  if (!env.payoutEncryptionKey) {
    env.payoutEncryptionKey = readOrCreateSecret(env.DATA_DIR, 'payout-encryption-key', 'base64')
  }
  return env
}

function readOrCreateSecret(
  dataDir: string,
  name = 'session-secret',
  encoding: 'base64url' | 'base64' = 'base64url',
): string {
  const file = path.join(dataDir, name)
  try {
    const existing = readFileSync(file, 'utf8').trim()
    if (existing.length >= 32) return existing
  } catch {
    // not created yet
  }
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString(encoding)
  writeFileSync(file, secret + '\n', { mode: 0o600 })
  return secret
}

/** Test database selection for the route tests; read here so process.env stays in one file. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
}

/**
 * A PostgreSQL server for the tests that need one whichever database the route tests run on
 * (db:move's target, the read-replica test): TEST_DATABASE_URL, or undefined when none is set.
 */
export function testPostgresUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined
}
