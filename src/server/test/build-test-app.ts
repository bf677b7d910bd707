import type { FastifyInstance } from 'fastify'
import { and, desc, eq } from 'drizzle-orm'
import { buildApp } from '#server/app.ts'
import { outbox } from '#server/db/schema/index.ts'
import { cookieFrom } from '#server/plugins/auth/cookies.ts'
import { parseEnv, type Env } from '#server/env.ts'
import { createTestDatabase, type TestDatabase } from './test-database.ts'

export interface TestApp {
  app: FastifyInstance
  env: Env
  testDb: TestDatabase
  close(): Promise<void>
}

/**
 * The app on a fresh database, with test settings; `env` overrides any variable, `now` is the
 * clock of rules counted in days.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  opts: { now?: () => Date } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase()
  const parsed = parseEnv({
    LOG_LEVEL: 'silent',
    CLIENT_DIST: './.tmp/no-client',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    JOBS: 'false',
    LOAD_MARKET_DATA: 'false',
    // Every test registers from 127.0.0.1; the limit itself has its own test.
    REGISTER_MAX_PER_IP: '100000',
    // Test farmers add listings by the dozen in a second; the listing limits have their own tests.
    LISTINGS_MAX_PER_MINUTE: '100000',
    LISTINGS_MAX_ACTIVE_PER_FARMER: '100000',
    // Registration sends a code, counted per address too.
    PHONE_CODES_PER_IP: '100000',
    // Bank account numbers are stored encrypted; the server makes a key at start, a test app has this.
    PAYOUT_ENCRYPTION_KEY: 'cd'.repeat(32),
    ...env,
  })
  const app = await buildApp({
    env: parsed,
    database: testDb.database,
    logger: false,
    now: opts.now,
  })
  await app.ready()
  return {
    app,
    env: parsed,
    testDb,
    async close() {
      await app.close()
      await testDb.close()
    },
  }
}

let counter = 0
/**
 * Registers (and so logs in) a user through the real route; returns its cookie and user.
 * `phoneVerified` then verifies the number as its owner would, with the code read back from
 * the SMS registration wrote: until then the number gets no SMS but codes (the others are
 * written 'suppressed'), so a test about delivering any other SMS needs it.
 */
export async function registerUser(
  app: FastifyInstance,
  opts: {
    role?: 'buyer' | 'farmer'
    roles?: Array<'buyer' | 'farmer'>
    name?: string
    email?: string
    phoneVerified?: boolean
  } = {},
) {
  counter += 1
  const role = opts.role ?? opts.roles?.[0] ?? 'buyer'
  const email = opts.email ?? `user${counter}-${Date.now()}@example.in`
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: opts.name ?? `Test ${role} ${counter}`,
      email,
      password: 'green-fields-42',
      role,
      location: 'Pune',
      phone: `98765${String(10000 + counter).slice(-5)}`,
    },
  })
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`)
  let cookie = cookieFrom(res.headers['set-cookie'])
  let user = res.json().user
  for (const extra of opts.roles?.slice(1) ?? []) {
    const r = await app.inject({
      method: 'POST',
      url: '/api/session/role',
      headers: { cookie },
      payload: { role: extra },
    })
    user = r.json().user
  }
  if (opts.roles && opts.roles.length > 1) {
    const r = await app.inject({
      method: 'POST',
      url: '/api/session/role',
      headers: { cookie },
      payload: { role },
    })
    user = r.json().user
  }
  cookie = cookie || ''
  if (opts.phoneVerified) user = await verifyPhone(app, cookie, user)
  return { cookie, user, email, password: 'green-fields-42' }
}

/** Verifies the account's number through the real route, with the code from its newest code SMS. */
async function verifyPhone<U extends { id: string; phone: string }>(
  app: FastifyInstance,
  cookie: string,
  user: U,
): Promise<U> {
  const [sms] = await app.database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.userId, user.id), eq(outbox.channel, 'sms'), eq(outbox.kind, 'phoneCode')))
    .orderBy(desc(outbox.id))
    .limit(1)
  const code = sms && /\b(\d{6})\b/.exec((sms.payload as { text: string }).text)?.[1]
  if (!code) throw new Error(`no code SMS to ${user.phone} after registration`)
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/phone/verify',
    headers: { cookie },
    payload: { phone: user.phone, code },
  })
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`)
  const verified = res.json<{ user: U & { phoneVerified: boolean } }>().user
  if (!verified.phoneVerified) throw new Error(`the number of ${user.id} is still not verified`)
  return verified
}

export { cookieFrom }
