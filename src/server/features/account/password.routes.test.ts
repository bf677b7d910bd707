import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, passwordResetTokens, sessions } from '#server/db/schema/index.ts'
import { buildTestApp, cookieFrom, type TestApp } from '#server/test/build-test-app.ts'
import {
  ageCodes,
  freshIp,
  freshPhone,
  lastCode,
  post,
  registerAccount,
  sessionOf,
  smsTo,
} from './account.test-support.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://farmtrek.example', PASSWORD_RESET_MAX_PER_IP: '4' })
})
afterAll(() => t.close())

const forgot = (body: object, ip?: string) => post(t, '/api/auth/password/forgot', body, { ip })
const reset = (body: object, ip?: string) => post(t, '/api/auth/password/reset', body, { ip })
const login = (email: string, password: string) => post(t, '/api/auth/login', { email, password })

/** The token in the newest reset email to `email`. */
async function lastLink(email: string): Promise<string> {
  const [row] = await t.testDb.database.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, 'passwordReset'), eq(outbox.recipient, email)))
    .orderBy(desc(outbox.id))
    .limit(1)
  const text = (row?.payload as { text: string } | undefined)?.text ?? ''
  const token = /forgot-password\?token=([\w%-]+)/.exec(text)?.[1]
  if (!token) throw new Error(`no reset email to ${email}`)
  return decodeURIComponent(token)
}

const NEW_PASSWORD = 'monsoon-rains-77'

describe('forgot password by email', () => {
  it('answers the same whether or not an account has the email, and emails a link only to one', async () => {
    const a = await registerAccount(t)
    const known = await forgot({ email: a.email.toUpperCase() })
    const unknown = await forgot({ email: 'nobody-here@example.in' })
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(unknown.json()).toEqual(known.json())
    expect(known.json()).toEqual({
      message:
        'If an account matches, we have sent it a way to reset the password. Check your email or SMS.',
      via: 'email',
    })
    const emails = await t.testDb.database.db
      .select({ recipient: outbox.recipient, payload: outbox.payload, status: outbox.status })
      .from(outbox)
      .where(eq(outbox.kind, 'passwordReset'))
    expect(emails.map((e) => e.recipient)).toEqual([a.email])
    expect(emails[0]?.status).toBe('pending')
    const text = (emails[0]?.payload as { text: string }).text
    expect(text).toMatch(/within 30 minutes/)
    expect(text).toContain('https://farmtrek.example/forgot-password?token=')
    // Only the token's hash is stored.
    const token = await lastLink(a.email)
    const rows = await t.testDb.database.db.select().from(passwordResetTokens)
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('sets the new password with the link once, and ends every session', async () => {
    const a = await registerAccount(t)
    const second = cookieFrom((await login(a.email, 'green-fields-42')).headers['set-cookie'])
    expect((await sessionOf(t, second))?.id).toBe(a.user.id)
    await forgot({ email: a.email })
    const token = await lastLink(a.email)

    const res = await reset({ token, password: NEW_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe(
      'Your password is changed and every device was signed out. Log in with the new password.',
    )
    expect(await sessionOf(t, a.cookie)).toBeNull()
    expect(await sessionOf(t, second)).toBeNull()
    const left = await t.testDb.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, a.user.id))
    expect(left).toHaveLength(0)
    expect((await login(a.email, 'green-fields-42')).statusCode).toBe(401)
    expect((await login(a.email, NEW_PASSWORD)).statusCode).toBe(200)

    const again = await reset({ token, password: 'another-pass-99' })
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe('account.reset_link_invalid')
  })

  it('refuses a link after its 30 minutes, and a made-up one', async () => {
    const a = await registerAccount(t)
    await forgot({ email: a.email })
    const token = await lastLink(a.email)
    await t.testDb.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, a.user.id))
    const late = await reset({ token, password: NEW_PASSWORD })
    expect(late.statusCode).toBe(400)
    expect(late.json().code).toBe('account.reset_link_invalid')
    expect((await reset({ token: 'made-up', password: NEW_PASSWORD })).statusCode).toBe(400)
    expect((await sessionOf(t, a.cookie))?.id).toBe(a.user.id)
  })

  it('keeps the link unused when the new password breaks a rule', async () => {
    const a = await registerAccount(t)
    await forgot({ email: a.email })
    const token = await lastLink(a.email)
    const weak = await reset({ token, password: 'password' })
    expect(weak.statusCode).toBe(400)
    expect(weak.json().field).toBe('password')
    const local = await reset({ token, password: a.email.split('@')[0] })
    expect(local.json().message).toBe('Password must not be the first part of your email address.')
    expect((await reset({ token, password: NEW_PASSWORD })).statusCode).toBe(200)
  })

  it('limits forgot and reset requests per address (429 with Retry-After)', async () => {
    const ip = freshIp()
    for (let i = 0; i < 4; i++)
      expect((await forgot({ email: `x${i}@example.in` }, ip)).statusCode).toBe(200)
    const res = await forgot({ email: 'x5@example.in' }, ip)
    expect(res.statusCode).toBe(429)
    expect(res.json().code).toBe('rate_limited')
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('forgot password by a code to the verified number', () => {
  async function verifiedAccount() {
    const a = await registerAccount(t)
    const res = await post(
      t,
      '/api/auth/phone/verify',
      { phone: a.phone, code: await lastCode(t, a.phone) },
      { cookie: a.cookie },
    )
    expect(res.statusCode).toBe(200)
    await ageCodes(t, a.phone, 31)
    return a
  }

  it('answers alike for unknown numbers and sends the code only to a verified one', async () => {
    const a = await verifiedAccount()
    const known = await forgot({ phone: a.phone })
    const unknown = await forgot({ phone: freshPhone() })
    expect(known.statusCode).toBe(200)
    expect(unknown.json()).toEqual(known.json())
    expect(known.json().via).toBe('phone')
    expect((await smsTo(t, a.phone))[0]?.text).toMatch(/is your FarmTrek password reset code/)
  })

  it('sets the new password with the code and ends every session', async () => {
    const a = await verifiedAccount()
    await forgot({ phone: a.phone })
    const code = await lastCode(t, a.phone)
    const wrong = await reset({
      phone: a.phone,
      code: code === '999999' ? '999998' : '999999',
      password: NEW_PASSWORD,
    })
    expect(wrong.json()).toMatchObject({ code: 'account.code_wrong', params: { left: 4 } })
    const res = await reset({ phone: a.phone, code, password: NEW_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(await sessionOf(t, a.cookie)).toBeNull()
    expect((await login(a.email, NEW_PASSWORD)).statusCode).toBe(200)
    // A sign-in code is no reset code, and the reset code is used up.
    const reused = await reset({ phone: a.phone, code, password: 'another-pass-99' })
    expect(reused.json().code).toBe('account.code_expired')
  })

  it('needs a token or a number with its code', async () => {
    const res = await reset({ password: NEW_PASSWORD })
    expect(res.statusCode).toBe(400)
  })
})
