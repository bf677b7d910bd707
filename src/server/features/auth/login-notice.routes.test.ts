import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { knownDevices, outbox } from '#server/db/schema/index.ts'
import {
  buildTestApp,
  cookieFrom,
  registerUser,
  type TestApp,
} from '#server/test/build-test-app.ts'
import { DEVICE_COOKIE } from './known-devices.ts'

// A login sends a security notice only from a device the account has not used before, at most
// one per LOGIN_NOTICE_INTERVAL however many logins come at once; successful logins are capped
// per account and per address. On both databases.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

let ipSeq = 1
const login = (
  app: TestApp['app'],
  body: { email: string; password: string },
  opts: { cookie?: string; ip?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    remoteAddress: opts.ip ?? `10.20.0.${ipSeq++}`,
  })

const deviceCookie = (setCookie: string | string[] | undefined) =>
  cookieFrom(setCookie)
    .split('; ')
    .find((c) => c.startsWith(`${DEVICE_COOKIE}=`)) ?? ''

async function noticesOf(app: TestApp, userId: string) {
  return app.testDb.database.db
    .select({ channel: outbox.channel })
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'login')))
}

describe('the new-device login notice', () => {
  it('30 logins in a row write at most one SMS (and refuse the logins past the cap)', async () => {
    const u = await registerUser(t.app, { name: 'Pumped Number' })
    const codes: number[] = []
    for (let i = 0; i < 30; i++) codes.push((await login(t.app, u)).statusCode)
    // LOGIN_SUCCESS_MAX_PER_ACCOUNT (10) in LOGIN_WINDOW; each refusal says when to come back.
    expect(codes.filter((c) => c === 200)).toHaveLength(10)
    expect(codes.filter((c) => c === 429)).toHaveLength(20)
    const sms = (await noticesOf(t, u.user.id)).filter((r) => r.channel === 'sms')
    expect(sms.length).toBeLessThanOrEqual(1)
  }, 120_000)

  it('logins at the same moment from new devices write one notice between them', async () => {
    const many = await buildTestApp({ LOGIN_SUCCESS_MAX_PER_ACCOUNT: '1000' })
    try {
      const u = await registerUser(many.app)
      const res = await Promise.all(Array.from({ length: 12 }, () => login(many.app, u)))
      expect(res.every((r) => r.statusCode === 200)).toBe(true)
      const rows = await noticesOf(many, u.user.id)
      expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'sms'])
    } finally {
      await many.close()
    }
  }, 120_000)

  it('says nothing for a known device; a new one is told about once per interval', async () => {
    const short = await buildTestApp({ LOGIN_NOTICE_INTERVAL: '4s' })
    try {
      // The browser that registered is known to the account.
      const u = await registerUser(short.app, { name: 'Known Device' })
      const reg = await short.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password: u.password },
        headers: { cookie: u.cookie },
      })
      expect(reg.statusCode).toBe(200)
      expect(await noticesOf(short, u.user.id)).toHaveLength(0)

      // A phone with no cookie: a new device. It gets a long-lived cookie of its own.
      const phone = await login(short.app, u)
      expect(phone.statusCode).toBe(200)
      const phoneCookie = deviceCookie(phone.headers['set-cookie'])
      expect(phoneCookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{43}$`))
      expect(String(phone.headers['set-cookie'])).toMatch(
        /ft_device=[^;]+; Max-Age=34560000; Path=\/; HttpOnly; SameSite=Lax/,
      )
      expect(await noticesOf(short, u.user.id)).toHaveLength(2)
      // Only the value's hash is kept.
      const devices = await short.testDb.database.db
        .select()
        .from(knownDevices)
        .where(eq(knownDevices.userId, u.user.id))
      expect(devices).toHaveLength(2)
      expect(devices.map((d) => d.deviceHash)).not.toContain(phoneCookie.split('=')[1])

      // The phone again: known. Another new device within the interval: no second notice.
      expect((await login(short.app, u, { cookie: phoneCookie })).statusCode).toBe(200)
      expect((await login(short.app, u)).statusCode).toBe(200)
      expect(await noticesOf(short, u.user.id)).toHaveLength(2)

      // After the interval, a new device is told about again.
      await new Promise((r) => setTimeout(r, 4100))
      expect((await login(short.app, u)).statusCode).toBe(200)
      expect(await noticesOf(short, u.user.id)).toHaveLength(4)
    } finally {
      await short.close()
    }
  }, 120_000)
})

describe('caps on successful logins', () => {
  it('refuses an account past LOGIN_SUCCESS_MAX_PER_ACCOUNT with a message and no session', async () => {
    const capped = await buildTestApp({ LOGIN_SUCCESS_MAX_PER_ACCOUNT: '2' })
    try {
      const u = await registerUser(capped.app)
      expect((await login(capped.app, u)).statusCode).toBe(200)
      expect((await login(capped.app, u)).statusCode).toBe(200)
      const third = await login(capped.app, u)
      expect(third.statusCode).toBe(429)
      expect(third.json()).toMatchObject({
        code: 'auth.logins_too_many',
        message: 'Too many logins. Please try again in 15 minutes.',
      })
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(800)
      expect(cookieFrom(third.headers['set-cookie'])).not.toContain('farmtrek.session_token=')
      // A wrong password is not a login: it takes none of the cap (the failure limits hold it).
      const other = await registerUser(capped.app)
      expect((await login(capped.app, { ...other, password: 'wrong-password-1' })).statusCode).toBe(
        401,
      )
      expect((await login(capped.app, other)).statusCode).toBe(200)
      expect((await login(capped.app, other)).statusCode).toBe(200)
    } finally {
      await capped.close()
    }
  }, 120_000)

  it('refuses an address past LOGIN_SUCCESS_MAX_PER_IP, whichever accounts log in', async () => {
    const capped = await buildTestApp({ LOGIN_SUCCESS_MAX_PER_IP: '3' })
    try {
      const users = [await registerUser(capped.app), await registerUser(capped.app)]
      const ip = '10.30.0.1'
      const codes = []
      for (let i = 0; i < 4; i++)
        codes.push((await login(capped.app, users[i % 2]!, { ip })).statusCode)
      expect(codes).toEqual([200, 200, 200, 429])
      expect((await login(capped.app, users[0]!, { ip: '10.30.0.2' })).statusCode).toBe(200)
    } finally {
      await capped.close()
    }
  }, 120_000)
})
