import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { phoneCodes, users } from '#server/db/schema/index.ts'
import { buildTestApp, cookieFrom, type TestApp } from '#server/test/build-test-app.ts'
import { enqueue, enqueueRows, outboxRows } from '#server/services/outbox.ts'
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
  t = await buildTestApp({ PHONE_CODES_PER_IP: '6' })
})
afterAll(() => t.close())

const sendCode = (body: object, opts: { cookie?: string; ip?: string } = {}) =>
  post(t, '/api/auth/phone/send-code', body, opts)
const verify = (body: object, opts: { cookie?: string; ip?: string } = {}) =>
  post(t, '/api/auth/phone/verify', body, opts)

/** A registered account whose number is verified with its registration code. */
async function verifiedAccount() {
  const a = await registerAccount(t)
  const res = await verify(
    { phone: a.phone, code: await lastCode(t, a.phone) },
    { cookie: a.cookie },
  )
  expect(res.statusCode).toBe(200)
  return a
}

describe('verifying the number after registration', () => {
  it('sends a 6-digit code with the welcome greeting, and no other SMS to the new number', async () => {
    const a = await registerAccount(t)
    expect(a.user.phoneVerified).toBe(false)
    const sms = await smsTo(t, a.phone)
    const code = sms.find((m) => m.kind === 'phoneCode')
    expect(code?.status).toBe('pending')
    expect(code?.text).toMatch(
      /^Hi Meena Kumari, registration successful! Welcome to the market\. \d{6} is your FarmTrek code/,
    )
    // The welcome SMS is not sent on its own: the number is not verified yet.
    expect(sms.find((m) => m.kind === 'registration')?.status).toBe('suppressed')
    const [row] = await t.testDb.database.db
      .select({ hash: phoneCodes.codeHash })
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, a.phone))
    expect(row?.hash).toBeTruthy()
    expect(row?.hash).not.toContain(await lastCode(t, a.phone))
  })

  it('marks the number verified with the right code', async () => {
    const a = await registerAccount(t)
    const res = await verify(
      { phone: a.phone, code: await lastCode(t, a.phone) },
      { cookie: a.cookie },
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().user.phoneVerified).toBe(true)
    expect((await sessionOf(t, a.cookie))?.phoneVerified).toBe(true)
    // The code is used up.
    const again = await verify(
      { phone: a.phone, code: await lastCode(t, a.phone) },
      { cookie: a.cookie },
    )
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe('account.code_expired')
    // And no new one is sent to a verified number.
    await ageCodes(t, a.phone, 31)
    const resend = await sendCode({ phone: a.phone }, { cookie: a.cookie })
    expect(resend.statusCode).toBe(409)
    expect(resend.json().code).toBe('account.phone_already_verified')
  })

  it('allows 5 tries, then wants a new code', async () => {
    const a = await registerAccount(t)
    const right = await lastCode(t, a.phone)
    const wrong = right === '000000' ? '000001' : '000000'
    for (let left = 4; left >= 1; left--) {
      const res = await verify({ phone: a.phone, code: wrong }, { cookie: a.cookie })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ code: 'account.code_wrong', params: { left } })
    }
    const fifth = await verify({ phone: a.phone, code: wrong }, { cookie: a.cookie })
    expect(fifth.json().code).toBe('account.code_used_up')
    const late = await verify({ phone: a.phone, code: right }, { cookie: a.cookie })
    expect(late.statusCode).toBe(400)
    expect(late.json().code).toBe('account.code_used_up')
    expect((await sessionOf(t, a.cookie))?.phoneVerified).toBe(false)
  })

  it('refuses a code after its 10 minutes', async () => {
    const a = await registerAccount(t)
    await t.testDb.database.db
      .update(phoneCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(phoneCodes.phone, a.phone))
    const res = await verify(
      { phone: a.phone, code: await lastCode(t, a.phone) },
      { cookie: a.cookie },
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('account.code_expired')
    const [row] = await t.testDb.database.db
      .select({
        ttl: sql<number>`extract(epoch from ${phoneCodes.expiresAt} - ${phoneCodes.createdAt})::int + 1`,
      })
      .from(phoneCodes)
      .where(eq(phoneCodes.phone, (await registerAccount(t)).phone))
    expect(row?.ttl).toBe(600 + 1)
  })

  it('sends another code only after 30 s, and only the newest one counts', async () => {
    const a = await registerAccount(t)
    const first = await lastCode(t, a.phone)
    const soon = await sendCode({ phone: a.phone }, { cookie: a.cookie })
    expect(soon.statusCode).toBe(429)
    expect(soon.json().code).toBe('account.code_too_soon')
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(25)
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(30)
    await ageCodes(t, a.phone, 31)
    const later = await sendCode({ phone: a.phone }, { cookie: a.cookie })
    expect(later.statusCode).toBe(200)
    expect(later.json()).toMatchObject({ resendInSeconds: 30, expiresInSeconds: 600 })
    expect(later.json().phone).toMatch(/^\+91 •+\d{4}$/)
    const second = await lastCode(t, a.phone)
    if (first !== second) {
      const old = await verify({ phone: a.phone, code: first }, { cookie: a.cookie })
      expect(old.json().code).toBe('account.code_wrong')
    }
    const res = await verify({ phone: a.phone, code: second }, { cookie: a.cookie })
    expect(res.statusCode).toBe(200)
  })

  it('sends a number at most 5 codes an hour (429 with Retry-After)', async () => {
    const a = await registerAccount(t) // the first code
    for (let i = 2; i <= 5; i++) {
      await ageCodes(t, a.phone, 31)
      expect((await sendCode({ phone: a.phone }, { cookie: a.cookie })).statusCode).toBe(200)
    }
    await ageCodes(t, a.phone, 31)
    const sixth = await sendCode({ phone: a.phone }, { cookie: a.cookie })
    expect(sixth.statusCode).toBe(429)
    expect(sixth.json()).toMatchObject({
      code: 'account.codes_per_number',
      params: { minutes: 58 },
    })
    expect(sixth.json().message).toBe(
      'Too many codes were sent to this number. Please try again in 58 minutes.',
    )
    const wait = Number(sixth.headers['retry-after'])
    expect(wait).toBeGreaterThan(3600 - 5 * 31 - 5)
    expect(wait).toBeLessThanOrEqual(3600 - 5 * 31)
    expect((await smsTo(t, a.phone)).filter((m) => m.kind === 'phoneCode')).toHaveLength(5)
    // An hour after the first, the number may have one again.
    await ageCodes(t, a.phone, 3600 - 5 * 31 + 1)
    expect((await sendCode({ phone: a.phone }, { cookie: a.cookie })).statusCode).toBe(200)
  })

  it('sends codes asked for from one address at most PHONE_CODES_PER_IP an hour', async () => {
    const ip = freshIp()
    for (let i = 0; i < 6; i++)
      expect((await sendCode({ phone: freshPhone() }, { ip })).statusCode).toBe(200)
    const res = await sendCode({ phone: freshPhone() }, { ip })
    expect(res.statusCode).toBe(429)
    expect(res.json().code).toBe('account.codes_per_ip')
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500)
    // Another address is not held back.
    expect((await sendCode({ phone: freshPhone() })).statusCode).toBe(200)
  })

  it('verifies only the account’s own number, and only for a signed-in account', async () => {
    const a = await registerAccount(t)
    const other = await sendCode({ phone: freshPhone(), purpose: 'verify' }, { cookie: a.cookie })
    expect(other.statusCode).toBe(409)
    expect(other.json()).toMatchObject({ code: 'account.phone_not_yours', field: 'phone' })
    const visitor = await sendCode({ phone: a.phone, purpose: 'verify' })
    expect(visitor.statusCode).toBe(401)
    const badCode = await verify({ phone: a.phone, code: '12ab56' }, { cookie: a.cookie })
    expect(badCode.statusCode).toBe(400)
  })

  it('lets one account only verify a number', async () => {
    const first = await verifiedAccount()
    const second = await registerAccount(t, { phone: first.phone })
    const res = await verify(
      { phone: first.phone, code: await lastCode(t, first.phone) },
      { cookie: second.cookie },
    )
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('account.phone_taken')
  })
})

describe('no SMS but codes to an unverified number', () => {
  const orderSms = (userId: string, phone: string) => ({
    userId,
    kind: 'orderStatus' as const,
    data: { name: 'Meena', crop: 'Onion', status: 'Delivered' },
    to: { name: 'Meena', phone, email: null },
    language: 'en',
  })

  it('writes an order SMS to an unverified number as suppressed, and to a verified one as pending', async () => {
    const a = await registerAccount(t)
    const [before] = await enqueue(t.testDb.database.db, orderSms(a.user.id, a.phone))
    expect(before?.status).toBe('suppressed')
    await verify({ phone: a.phone, code: await lastCode(t, a.phone) }, { cookie: a.cookie })
    const [after] = await enqueue(t.testDb.database.db, orderSms(a.user.id, a.phone))
    expect(after?.status).toBe('pending')
  })

  it('holds batch-written SMS (checkout’s statement) to the same rule', async () => {
    const a = await registerAccount(t)
    await enqueueRows(
      t.testDb.database.db,
      outboxRows(orderSms(a.user.id, a.phone), orderSms(a.user.id, a.phone).to, 'en'),
    )
    const sms = (await smsTo(t, a.phone)).find((m) => m.kind === 'orderStatus')
    expect(sms?.status).toBe('suppressed')
  })

  it('leaves numbers no account holds alone', async () => {
    const phone = freshPhone()
    const [row] = await enqueue(
      t.testDb.database.db,
      orderSms((await registerAccount(t)).user.id, phone),
    )
    expect(row?.status).toBe('pending')
  })
})

describe('signing in with a code', () => {
  it('signs in the account whose verified number it is, where a password login lands', async () => {
    const a = await verifiedAccount()
    await ageCodes(t, a.phone, 31)
    const sent = await sendCode({ phone: a.phone, purpose: 'signIn' })
    expect(sent.statusCode).toBe(200)
    const code = await lastCode(t, a.phone)
    expect((await smsTo(t, a.phone))[0]?.text).toMatch(/is your FarmTrek login code/)
    const res = await verify({ phone: a.phone, code, purpose: 'signIn' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      user: { id: a.user.id, roles: ['buyer'], activeRole: 'buyer' },
      message: 'Login successful! Sending confirmation...',
    })
    const setCookie = String(res.headers['set-cookie'])
    expect(setCookie).toMatch(
      /farmtrek\.session_token=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/,
    )
    expect((await sessionOf(t, cookieFrom(res.headers['set-cookie'])))?.id).toBe(a.user.id)
  })

  it('answers alike for an unknown number, an unverified one and a verified one, and sends only to the last', async () => {
    const known = await verifiedAccount()
    const unverified = await registerAccount(t)
    await ageCodes(t, known.phone, 31)
    await ageCodes(t, unverified.phone, 31)
    const unknown = freshPhone()
    const answers = await Promise.all(
      [known.phone, unverified.phone, unknown].map((phone) => sendCode({ phone })),
    )
    const bodies = answers.map((r) => ({ status: r.statusCode, ...r.json(), phone: undefined }))
    expect(bodies[1]).toEqual(bodies[0])
    expect(bodies[2]).toEqual(bodies[0])
    expect(await smsTo(t, unknown)).toHaveLength(0)
    expect((await smsTo(t, unverified.phone)).filter((m) => m.kind === 'phoneCode')).toHaveLength(1)
    expect((await smsTo(t, known.phone)).filter((m) => m.kind === 'phoneCode')).toHaveLength(2)
    // A guess for the unknown number is just a wrong code.
    const guess = await verify({ phone: unknown, code: '123456' })
    expect(guess.json().code).toBe('account.code_wrong')
  })

  it('does not take a code sent to verify the number as a sign-in code', async () => {
    const a = await registerAccount(t)
    const res = await verify({
      phone: a.phone,
      code: await lastCode(t, a.phone),
      purpose: 'signIn',
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('does not sign in a number that lost its verification meanwhile', async () => {
    const a = await verifiedAccount()
    await ageCodes(t, a.phone, 31)
    await sendCode({ phone: a.phone })
    await t.testDb.database.db
      .update(users)
      .set({ phoneVerifiedAt: null })
      .where(eq(users.id, a.user.id))
    const res = await verify({ phone: a.phone, code: await lastCode(t, a.phone) })
    expect(res.statusCode).toBe(400)
    expect(res.headers['set-cookie']).toBeUndefined()
  })
})
