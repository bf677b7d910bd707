import type { FastifyInstance } from 'fastify'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { parseEnv } from '#server/env.ts'
import { cookieFrom, registerUser } from '#server/test/build-test-app.ts'
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts'
import { notificationsStartup } from './notifications.startup.ts'
import {
  PROVIDER_KINDS,
  startFakeProvider,
  type FakeProvider,
} from '#tests/doubles/notification-providers.ts'
import { outboxOf, waitFor } from './outbox.test-support.ts'

// The outbox worker against servers on 127.0.0.1 that speak each provider's protocol, on the
// embedded database and (TEST_DB=postgres) on PostgreSQL. Each test builds an app with its own
// provider settings and starts the real worker (pg-boss) on one shared test database.

let testDb: TestDatabase
beforeAll(async () => {
  testDb = await createTestDatabase()
})
afterAll(() => testDb.close())

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
  // Nothing a test left unsent may reach the next test's provider.
  await testDb.database.db.execute(
    sql`update outbox set status = 'failed' where status = 'pending'`,
  )
})

async function buildOn(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    env: parseEnv({
      LOG_LEVEL: 'silent',
      CLIENT_DIST: './.tmp/no-client',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
      JOBS: 'false',
      LOAD_MARKET_DATA: 'false',
      // Every registration here sends its code from 127.0.0.1, on one shared database.
      PHONE_CODES_PER_IP: '100000',
      ...env,
    }),
    database: testDb.database,
    logger: false,
  })
  await app.ready()
  cleanups.push(() => app.close())
  return app
}

async function appWithWorker(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildOn({
    JOBS: 'true',
    OUTBOX_BACKOFF: '50ms',
    OUTBOX_MAX_ATTEMPTS: '5',
    NOTIFY_TIMEOUT: '3s',
    ...env,
  })
  const stop = await notificationsStartup(app)
  if (stop) cleanups.push(stop)
  return app
}

async function provider(...args: Parameters<typeof startFakeProvider>): Promise<FakeProvider> {
  const p = await startFakeProvider(...args)
  cleanups.push(() => p.close())
  return p
}

/**
 * The message registration sends on `channel`: by SMS the code that verifies the number, with
 * the welcome greeting in front (the 'registration' SMS is written 'suppressed': no SMS but a
 * code reaches a number before it is verified); by email the welcome email.
 */
const welcomeOn = (rows: Awaited<ReturnType<typeof outboxOf>>, channel: 'sms' | 'email') =>
  rows.find(
    (r) => r.channel === channel && r.kind === (channel === 'sms' ? 'phoneCode' : 'registration'),
  )

/** The welcome greeting and the verification code, as one SMS; the code is the first group. */
const welcomeCodeSms = (name: string) =>
  new RegExp(
    `^Hi ${name}, registration successful! Welcome to the market\\. (\\d{6}) is your FarmTrek code to verify this number\\.`,
  )

const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now()
  const value = await fn()
  return [value, performance.now() - started]
}

describe('outbox worker', () => {
  it('SMS_PROVIDER=webhook: a new registration delivers exactly one SMS, to +91 and the number: the greeting and the code that verifies it', async () => {
    const fake = await provider('webhook')
    const app = await appWithWorker(fake.env)
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Suresh Gowda',
        email: 'suresh.gowda@example.in',
        password: 'green-fields-42',
        role: 'farmer',
        location: 'Mandya',
        phone: '94480 55667',
      },
    })
    expect(res.statusCode).toBe(201)
    const { user } = res.json<{ user: { id: string } }>()
    await waitFor(async () => {
      const code = welcomeOn(await outboxOf(testDb.database, user.id), 'sms')
      return code?.status === 'sent' ? code : undefined
    }, 'the code SMS to be sent')
    // Nothing else is left to go to the number: the old 'registration' SMS was held back.
    const sms = (await outboxOf(testDb.database, user.id)).filter((r) => r.channel === 'sms')
    expect(sms.map((r) => [r.kind, r.status])).toEqual([
      ['registration', 'suppressed'],
      ['phoneCode', 'sent'],
    ])
    const deliveries = fake.deliveries()
    expect(deliveries.map((d) => d.to)).toEqual(['+919448055667'])
    const code = welcomeCodeSms('Suresh Gowda').exec(deliveries[0]!.text)?.[1]
    expect(code, deliveries[0]!.text).toMatch(/^\d{6}$/)
    // The code delivered is the one that verifies the number.
    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/phone/verify',
      headers: { cookie: cookieFrom(res.headers['set-cookie']) },
      payload: { phone: '+919448055667', code },
    })
    expect(verified.statusCode).toBe(200)
    expect(verified.json().user.phoneVerified).toBe(true)
  })

  it.each(PROVIDER_KINDS)(
    '%s: down for three attempts, then up → delivered exactly once, every attempt recorded',
    async (kind) => {
      const fake = await provider(kind, { failFirst: 3 })
      const app = await appWithWorker(fake.env)
      const { user } = await registerUser(app, { name: 'Asha Patil' })

      const row = await waitFor(async () => {
        const mine = welcomeOn(await outboxOf(testDb.database, user.id), fake.channel)
        return mine?.status === 'sent' ? mine : undefined
      }, `the ${kind} message to be sent`)

      expect(fake.deliveries()).toHaveLength(1)
      expect(fake.repeats()).toEqual([])
      expect(fake.requests()).toBe(4)
      expect(row.attempts).toBe(4)
      expect(row.sentAt).not.toBeNull()
      expect(row.attemptList.map((a) => a.outcome)).toEqual(['retry', 'retry', 'retry', 'sent'])
      expect(row.attemptList.every((a) => a.provider === kind)).toBe(true)
      expect(row.attemptList[0]!.error).toBeTruthy()
      expect(row.attemptList[3]!.error).toBeNull()
      // Exponential backoff from OUTBOX_BACKOFF=50ms: the waits are at least 50, 100, 200 ms.
      const at = row.attemptList.map((a) => new Date(a.at).getTime())
      expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(50)
      expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(100)
      expect(at[3]! - at[2]!).toBeGreaterThanOrEqual(200)

      const delivered = fake.deliveries()[0]!
      if (kind === 'webhook' || kind === 'twilio') {
        expect(delivered.to).toBe(user.phone)
        expect(delivered.text).toMatch(welcomeCodeSms('Asha Patil'))
      } else {
        expect(delivered.to).toBe(user.email)
        if (kind === 'smtp')
          expect(delivered.text).toMatch(
            /^Subject: Welcome to FarmTrek: registration successful\r?$/m,
          )
        else expect(delivered.text).toContain(`registration with ${user.email} was successful`)
      }
      if (kind !== 'emailjs')
        expect(delivered.key).toContain(
          row.idempotencyKey.replace(/:/g, kind === 'smtp' ? '=3A' : ':'),
        )
    },
  )

  it('webhook error text is recorded; a 4xx other than 408/429 fails at once, without retries', async () => {
    const fake = await provider('webhook', { failFirst: 10, failStatus: 400 })
    const app = await appWithWorker(fake.env)
    const { user } = await registerUser(app)
    const row = await waitFor(async () => {
      const r = welcomeOn(await outboxOf(testDb.database, user.id), 'sms')
      return r?.status === 'failed' ? r : undefined
    }, 'the SMS to fail')
    expect(row.attempts).toBe(1)
    expect(row.lastError).toBe('SMS gateway down')
    expect(row.attemptList.map((a) => [a.outcome, a.error])).toEqual([
      ['failed', 'SMS gateway down'],
    ])
    expect(fake.deliveries()).toEqual([])
  })

  it('gives up after OUTBOX_MAX_ATTEMPTS attempts', async () => {
    const fake = await provider('twilio', { failFirst: 100 })
    const app = await appWithWorker({ ...fake.env, OUTBOX_MAX_ATTEMPTS: '3' })
    const { user } = await registerUser(app)
    const row = await waitFor(async () => {
      const r = welcomeOn(await outboxOf(testDb.database, user.id), 'sms')
      return r?.status === 'failed' ? r : undefined
    }, 'the SMS to fail')
    expect(row.attempts).toBe(3)
    expect(row.attemptList.map((a) => a.outcome)).toEqual(['retry', 'retry', 'failed'])
    expect(row.lastError).toBe('Internal error')
    expect(fake.requests()).toBe(3)
  })

  it('registration and login succeed, without waiting, while every provider hangs', async () => {
    const sms = await provider('webhook', { hang: true })
    const email = await provider('smtp', { hang: true })
    const hangMs = 3_000
    const app = await appWithWorker({ ...sms.env, ...email.env, NOTIFY_TIMEOUT: `${hangMs}ms` })
    // The same calls on an app whose providers record only, side by side.
    const base = await buildOn({})

    const [down, downMs] = await timed(() => registerUser(app))
    const [, baseMs] = await timed(() => registerUser(base))
    // The worker is already holding a send open against the hanging provider.
    await waitFor(() => (sms.requests() > 0 ? true : undefined), 'the worker to try the SMS')
    const login = (on: FastifyInstance, email: string, password: string) =>
      on.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
    const [res, loginMs] = await timed(() => login(app, down.email, down.password))

    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Login successful! Sending confirmation...')
    // Neither call waited for a provider: both came back before one attempt could time out.
    expect(downMs).toBeLessThan(hangMs)
    expect(loginMs).toBeLessThan(hangMs)
    // And they took about as long as with providers that answer at once.
    expect(downMs).toBeLessThan(Math.max(baseMs * 3, baseMs + 1000))

    // Everything was written and is still waiting: the code SMS held open by the worker, the
    // emails. The SMS other than the code were held back: the number is not verified yet.
    const rows = await outboxOf(testDb.database, down.user.id)
    expect(rows.map((r) => [r.kind, r.channel, r.status])).toEqual([
      ['registration', 'sms', 'suppressed'],
      ['registration', 'email', 'pending'],
      ['phoneCode', 'sms', 'pending'],
      ['login', 'sms', 'suppressed'],
      ['login', 'email', 'pending'],
    ])
  })
})
