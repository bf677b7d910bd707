import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { outbox } from '#server/db/schema/index.ts'
import { parseEnv } from '#server/env.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { enqueue } from '#server/services/outbox.ts'
import { withoutSecrets } from '#core/notifications/secrets.ts'
import { outboxOf } from './outbox.test-support.ts'

// The request side of the outbox (JOBS=false here, so nothing is sent): what registration and
// login write, the caller's list, and the start-up check of provider settings.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })

describe('what registration and login write to the outbox', () => {
  it('registration: the welcome SMS word for word to +91 and the number, and the welcome email', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        password: 'green-fields-42',
        role: 'farmer',
        location: 'Nashik',
        phone: '98220 12345',
      },
    })
    expect(res.statusCode).toBe(201)
    const all = await outboxOf(t.testDb.database, res.json().user.id)
    const rows = all.filter((r) => r.kind === 'registration')
    expect(rows).toHaveLength(2)
    const [sms, email] = rows
    // The number is not verified yet: its welcome SMS is kept, not sent; the code SMS that
    // verifies it carries the same greeting.
    expect(sms).toMatchObject({
      kind: 'registration',
      channel: 'sms',
      recipient: '+919822012345',
      status: 'suppressed',
      attempts: 0,
      payload: { text: 'Hi Ravi Kumar, registration successful! Welcome to the market.' },
    })
    expect(all.find((r) => r.kind === 'phoneCode')).toMatchObject({
      channel: 'sms',
      recipient: '+919822012345',
      status: 'pending',
      payload: {
        text: expect.stringMatching(
          /^Hi Ravi Kumar, registration successful! Welcome to the market\. \d{6} is your FarmTrek code/,
        ) as unknown,
      },
    })
    expect(email).toMatchObject({
      kind: 'registration',
      channel: 'email',
      recipient: 'ravi@example.in',
      status: 'pending',
      payload: { toName: 'Ravi Kumar', subject: 'Welcome to FarmTrek: registration successful' },
    })
    expect((email!.payload as { text: string }).text).toContain(
      'Hi Ravi Kumar, your FarmTrek registration with ravi@example.in was successful.',
    )
    expect(sms!.idempotencyKey).not.toBe(email!.idempotencyKey)
  })

  it('login from a new device: a security notice by SMS and email, name and email the right way round', async () => {
    const u = await registerUser(t.app, { name: 'Meena Iyer' })
    const res = await login(u.email, u.password)
    expect(res.statusCode).toBe(200)
    const rows = (await outboxOf(t.testDb.database, u.user.id)).filter((r) => r.kind === 'login')
    expect(rows.map((r) => [r.channel, r.recipient])).toEqual([
      ['sms', u.user.phone],
      ['email', u.email],
    ])
    expect((rows[1]!.payload as { text: string }).text).toContain(
      `Hi Meena Iyer, your FarmTrek account ${u.email} was logged in to from a new device.`,
    )
  })

  it('a failed login writes nothing', async () => {
    const u = await registerUser(t.app)
    const before = (await outboxOf(t.testDb.database, u.user.id)).length
    const res = await login(u.email, 'wrong-password-1')
    expect(res.statusCode).toBe(401)
    expect(await outboxOf(t.testDb.database, u.user.id)).toHaveLength(before)
  })

  it('a broken outbox never fails a login or a registration', async () => {
    const u = await registerUser(t.app)
    const db = t.testDb.database.db
    await db.execute(sql`alter table outbox rename to outbox_away`)
    try {
      const res = await login(u.email, u.password)
      expect(res.statusCode).toBe(200)
      const reg = await registerUser(t.app)
      expect(reg.user.email).toBe(reg.email)
    } finally {
      await db.execute(sql`alter table outbox_away rename to outbox`)
    }
  })
})

describe('enqueue', () => {
  it('skips (and keeps a record of) an email to an empty address', async () => {
    const u = await registerUser(t.app, { name: 'No Mail' })
    const made = await enqueue(t.testDb.database.db, {
      userId: u.user.id,
      kind: 'login',
      data: { name: 'No Mail', email: '-' },
      to: { name: 'No Mail', phone: '9876500000', email: '  ' },
    })
    expect(made.map((m) => [m.channel, m.status])).toEqual([
      ['sms', 'pending'],
      ['email', 'skipped'],
    ])
    const [row] = await t.testDb.database.db.select().from(outbox).where(eq(outbox.id, made[1]!.id))
    expect(row!.lastError).toBe('No email address.')
    const [sms] = await t.testDb.database.db.select().from(outbox).where(eq(outbox.id, made[0]!.id))
    expect(sms!.recipient).toBe('+919876500000')
  })

  it('writes one event once, however often it is enqueued', async () => {
    const u = await registerUser(t.app, { name: 'Order Owner' })
    const input = {
      userId: u.user.id,
      kind: 'orderStatus' as const,
      data: { name: 'Order Owner', crop: 'Tomato', status: 'In Transit', transport: 'Truck' },
      eventKey: 'orderStatus:test-order-1:In Transit',
    }
    const first = await enqueue(t.testDb.database.db, input)
    const second = await enqueue(t.testDb.database.db, input)
    expect(first).toHaveLength(1)
    expect(second).toEqual([])
    const rows = (await outboxOf(t.testDb.database, u.user.id)).filter(
      (r) => r.kind === 'orderStatus',
    )
    expect(rows).toHaveLength(1)
    // The recipient comes from the account when the caller does not give one.
    expect(rows[0]).toMatchObject({
      channel: 'sms',
      recipient: u.user.phone,
      payload: { text: 'Hi Order Owner, your FarmTrek order of Tomato is now In Transit (Truck).' },
    })
  })
})

describe('GET /api/notifications', () => {
  it('needs a login', async () => {
    const res = await t.app.inject({ url: '/api/notifications' })
    expect(res.statusCode).toBe(401)
  })

  it("lists the caller's own messages, newest first, with recipients masked", async () => {
    const a = await registerUser(t.app, { name: 'Asha Patil' })
    const b = await registerUser(t.app, { name: 'Bala Murugan' })
    // A verified number gets the login SMS (an unverified one gets only codes).
    const [code] = (await outboxOf(t.testDb.database, a.user.id)).filter(
      (r) => r.kind === 'phoneCode',
    )
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/verify',
      headers: { cookie: a.cookie },
      payload: {
        phone: a.user.phone,
        code: /\d{6}/.exec((code!.payload as { text: string }).text)?.[0],
      },
    })
    expect(verified.statusCode).toBe(200)
    await login(a.email, a.password)
    const res = await t.app.inject({ url: '/api/notifications', headers: { cookie: a.cookie } })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.total).toBe(5)
    expect(
      body.items.map((i: { subject: string; channel: string }) => [i.channel, i.subject]),
    ).toEqual([
      ['email', 'New login to your FarmTrek account'],
      ['sms', 'Hi Asha Patil, your FarmTrek account was logged in to from a new device. If thi…'],
      ['sms', expect.stringMatching(/^Hi Asha Patil, registration successful! Welcome to the/)],
      ['email', 'Welcome to FarmTrek: registration successful'],
      ['sms', 'Hi Asha Patil, registration successful! Welcome to the market.'],
    ])
    const sms = body.items[1]
    expect(sms.recipient).toBe(`+91 ••••••${a.user.phone.slice(-4)}`)
    expect(sms.status).toBe('pending')
    expect(sms.sentAt).toBeNull()
    expect(new Date(sms.createdAt).getTime()).not.toBeNaN()
    expect(body.items[0].recipient).toMatch(/^u•••@example\.in$/)
    expect(res.body).not.toContain(b.email)
    expect(res.body).not.toContain(a.user.phone)

    const page2 = await t.app.inject({
      url: '/api/notifications?limit=3&page=2',
      headers: { cookie: a.cookie },
    })
    expect(page2.json()).toMatchObject({
      total: 5,
      items: [{ channel: 'email' }, { channel: 'sms', status: 'suppressed' }],
    })
  })

  it('shows a code SMS without its code, and a reset link without the link', async () => {
    const u = await registerUser(t.app, { name: 'Om' })
    const [code] = (await outboxOf(t.testDb.database, u.user.id)).filter(
      (r) => r.kind === 'phoneCode',
    )
    const digits = /\d{6}/.exec((code!.payload as { text: string }).text)?.[0]
    expect(digits).toMatch(/^\d{6}$/)
    const res = await t.app.inject({ url: '/api/notifications', headers: { cookie: u.cookie } })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain(digits)
    expect(res.json().items.map((i: { subject: string }) => i.subject)).toContainEqual(
      expect.stringMatching(/^Hi Om, registration successful! Welcome to the market\. •{6} is /),
    )
    expect(
      withoutSecrets('passwordReset', 'Reset it at https://farmtrek.in/reset?token=abc123 now'),
    ).toBe('Reset it at … now')
    expect(withoutSecrets('orderStatus', 'Order FT-2611-482137 for 123456 kg')).toBe(
      'Order FT-2611-482137 for 123456 kg',
    )
  })

  it('refuses a bad page size with a message', async () => {
    const a = await registerUser(t.app)
    const res = await t.app.inject({
      url: '/api/notifications?limit=500',
      headers: { cookie: a.cookie },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Limit must be a whole number from 1 to 50.')
  })

  it('refuses a page past the last one any list serves', async () => {
    const a = await registerUser(t.app)
    const res = await t.app.inject({
      url: '/api/notifications?page=9999999999',
      headers: { cookie: a.cookie },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Page must be a whole number from 1 to 1,00,000.')
  })
})

describe('provider settings at start', () => {
  /** Builds a second app on the same database with `env`; returns the error it fails with. */
  const buildError = (env: Record<string, string>) =>
    buildApp({
      env: parseEnv({ LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(32), JOBS: 'false', ...env }),
      database: t.testDb.database,
      logger: false,
    }).then(
      async (app) => {
        await app.close()
        return null
      },
      (e: unknown) => e as Error,
    )

  it('stops the app with a message naming each missing setting', async () => {
    const err = await buildError({
      SMS_PROVIDER: 'twilio',
      EMAIL_PROVIDER: 'emailjs',
      TWILIO_FROM: '+15005550006',
    })
    expect(err?.message).toContain(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, EMAILJS_USER_ID, EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID',
    )
    expect(err?.message).not.toContain('TWILIO_FROM')
  })

  it('names SMTP_URL and EMAIL_FROM for the smtp provider, SMS_WEBHOOK_URL for the webhook', async () => {
    const err = await buildError({ SMS_PROVIDER: 'webhook', EMAIL_PROVIDER: 'smtp' })
    expect(err?.message).toMatch(/missing SMS_WEBHOOK_URL, SMTP_URL, EMAIL_FROM\./)
  })

  it('starts with the log providers and with complete settings', async () => {
    expect(await buildError({})).toBeNull()
    expect(
      await buildError({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: 'http://127.0.0.1:9/api/sms' }),
    ).toBeNull()
  })
})
