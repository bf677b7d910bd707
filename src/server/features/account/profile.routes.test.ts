import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, cookieFrom, type TestApp } from '#server/test/build-test-app.ts'
import {
  freshPhone,
  lastCode,
  post,
  registerAccount,
  sessionOf,
  smsTo,
} from './account.test-support.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_FAILURES: '3' })
})
afterAll(() => t.close())

const login = async (email: string, password = 'green-fields-42') =>
  cookieFrom((await post(t, '/api/auth/login', { email, password })).headers['set-cookie'])
const patchProfile = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/account/profile', payload, headers: { cookie } })
const sessionsOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/account/sessions', headers: { cookie } })).json<{
    items: Array<{ current: boolean; userAgent: string }>
  }>().items

describe('the profile', () => {
  it('changes the name (at most 80 characters, as at registration) and keeps a verified number verified', async () => {
    const a = await registerAccount(t)
    await post(
      t,
      '/api/auth/phone/verify',
      { phone: a.phone, code: await lastCode(t, a.phone) },
      { cookie: a.cookie },
    )
    const res = await patchProfile(a.cookie, { name: 'Meena K.', phone: a.phone })
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ name: 'Meena K.', phoneVerified: true })
    const full = await patchProfile(a.cookie, { name: 'x'.repeat(80), phone: a.phone })
    expect(full.statusCode).toBe(200)
    const long = await patchProfile(a.cookie, { name: 'x'.repeat(81), phone: a.phone })
    expect(long.statusCode).toBe(400)
    expect(long.json()).toMatchObject({ message: 'Name: at most 80 characters.', field: 'name' })
  })

  it('a new number is unverified again and gets a code (and nothing else)', async () => {
    const a = await registerAccount(t)
    await post(
      t,
      '/api/auth/phone/verify',
      { phone: a.phone, code: await lastCode(t, a.phone) },
      { cookie: a.cookie },
    )
    const phone = freshPhone()
    const res = await patchProfile(a.cookie, { name: 'Meena Kumari', phone: phone.slice(3) })
    expect(res.json().user).toMatchObject({ phone, phoneVerified: false })
    const sms = await smsTo(t, phone)
    expect(sms).toHaveLength(1)
    expect(sms[0]?.text).toMatch(/^\d{6} is your FarmTrek code to verify this number/)
    const ok = await post(
      t,
      '/api/auth/phone/verify',
      { phone, code: await lastCode(t, phone) },
      { cookie: a.cookie },
    )
    expect(ok.json().user.phoneVerified).toBe(true)
  })
})

describe('changing the password', () => {
  it('needs the current password, then ends every other session but keeps this one', async () => {
    const a = await registerAccount(t)
    const other = await login(a.email)
    const wrong = await post(
      t,
      '/api/account/password',
      { currentPassword: 'not-it-123', password: 'monsoon-rains-77' },
      { cookie: a.cookie },
    )
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toMatchObject({ code: 'account.wrong_password', field: 'currentPassword' })
    const res = await post(
      t,
      '/api/account/password',
      { currentPassword: 'green-fields-42', password: 'monsoon-rains-77' },
      { cookie: a.cookie },
    )
    expect(res.statusCode).toBe(200)
    expect((await sessionOf(t, a.cookie))?.id).toBe(a.user.id)
    expect(await sessionOf(t, other)).toBeNull()
    expect(
      (await post(t, '/api/auth/login', { email: a.email, password: 'monsoon-rains-77' }))
        .statusCode,
    ).toBe(200)
  })

  it('locks after LOGIN_MAX_FAILURES wrong current passwords (429 with Retry-After), even for the right one', async () => {
    const a = await registerAccount(t)
    for (let i = 0; i < 3; i++)
      expect(
        (
          await post(
            t,
            '/api/account/password',
            { currentPassword: `wrong-${i}-pass`, password: 'monsoon-rains-77' },
            { cookie: a.cookie },
          )
        ).statusCode,
      ).toBe(403)
    const locked = await post(
      t,
      '/api/account/password',
      { currentPassword: 'green-fields-42', password: 'monsoon-rains-77' },
      { cookie: a.cookie },
    )
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
  })
})

describe('signed-in devices', () => {
  it('lists the devices, this one first, and signs out everywhere else', async () => {
    const a = await registerAccount(t)
    const other = await login(a.email)
    const items = await sessionsOf(a.cookie)
    expect(items).toHaveLength(2)
    expect(items[0]?.current).toBe(true)
    expect(items[1]?.current).toBe(false)
    const res = await post(t, '/api/account/sessions/end-others', {}, { cookie: a.cookie })
    expect(res.statusCode).toBe(200)
    expect(await sessionOf(t, other)).toBeNull()
    expect(await sessionsOf(a.cookie)).toHaveLength(1)
  })
})
