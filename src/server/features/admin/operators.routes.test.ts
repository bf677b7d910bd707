import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cookieFrom } from '#server/plugins/auth/cookies.ts'
import { OPERATOR_SESSION_EXPIRES_IN_S } from '#server/plugins/auth/session-constants.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { signInOperator } from '#server/test/operators.ts'
import { totpCode } from '#server/test/totp.ts'
import { createOperator, OperatorExists } from './operators.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })

describe('operators', () => {
  it('sign in with a password, then the authenticator code; the session is an operator’s for 12 hours', async () => {
    const op = await signInOperator(t.app)
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { cookie: op.cookie },
    })
    expect(session.json().user).toMatchObject({ roles: ['operator'], activeRole: null })
    const [row] = await t.app.database.query<{ expires_at: string }>(
      'select expires_at from sessions where user_id = $1',
      [op.userId],
    )
    const left = new Date(row!.expires_at).getTime() - Date.now()
    expect(left).toBeGreaterThan((OPERATOR_SESSION_EXPIRES_IN_S - 60) * 1000)
    expect(left).toBeLessThanOrEqual(OPERATOR_SESSION_EXPIRES_IN_S * 1000)
  })

  it('the password alone starts no session: the login answers that a code is needed', async () => {
    const op = await signInOperator(t.app)
    const res = await login(op.email, op.password)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      twoFactorRequired: true,
      message: 'Enter the code from your authenticator app.',
    })
    const cookie = cookieFrom(res.headers['set-cookie'])
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })
    expect(session.json().user).toBeNull()
    const admin = await t.app.inject({
      method: 'GET',
      url: '/api/admin/today',
      headers: { cookie },
    })
    expect(admin.statusCode).toBe(401)
  })

  it('a wrong code is refused with its own error, and the right one still works after it', async () => {
    const op = await signInOperator(t.app)
    const first = await login(op.email, op.password)
    const cookie = cookieFrom(first.headers['set-cookie'])
    const right = totpCode(op.secret)
    const wrong = right === '000000' ? '111111' : '000000'
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor',
      headers: { cookie },
      payload: { code: wrong },
    })
    expect(bad.statusCode).toBe(401)
    expect(bad.json().code).toBe('auth.bad_code')
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor',
      headers: { cookie },
      payload: { code: right },
    })
    expect(good.statusCode, good.body).toBe(200)
  })

  it('a code without the password step is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor',
      payload: { code: '123456' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('auth.code_expired')
  })

  it('operator is never taken by registration or /api/session/role', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Sneaky',
        email: `sneaky-${Date.now()}@example.in`,
        password: 'green-fields-42',
        role: 'operator',
        location: 'Pune',
        phone: '9876500001',
      },
    })
    expect(reg.statusCode).toBe(400)
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/session/role',
      headers: { cookie: buyer.cookie },
      payload: { role: 'operator' },
    })
    expect(role.statusCode).toBe(400)
    const [row] = await t.app.database.query<{ roles: string[] }>(
      'select roles from users where id = $1',
      [buyer.user.id],
    )
    expect(row!.roles).toEqual(['buyer'])
  })

  it('an operator cannot take a marketplace role', async () => {
    const op = await signInOperator(t.app)
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/role',
      headers: { cookie: op.cookie },
      payload: { role: 'buyer' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('auth.operator_account')
  })

  it('an email already in use is refused', async () => {
    const buyer = await registerUser(t.app)
    await expect(
      createOperator(t.app.database.db, await t.app.getAuth(), {
        email: buyer.email,
        name: 'Twice',
        password: 'steady-harvest-73',
      }),
    ).rejects.toBeInstanceOf(OperatorExists)
  })

  it('with a one-time password, the first sign-in chooses a password and enrols the app first', async () => {
    const email = `first-${Date.now()}@farmtrek.test`
    const made = await createOperator(t.app.database.db, await t.app.getAuth(), {
      email,
      name: 'First Timer',
    })
    if (!made.oneTime) throw new Error('expected a one-time password')
    const first = await login(email, made.password)
    expect(first.statusCode, first.body).toBe(200)
    let cookie = cookieFrom(first.headers['set-cookie'])
    const early = await t.app.inject({
      method: 'GET',
      url: '/api/admin/today',
      headers: { cookie },
    })
    expect(early.statusCode).toBe(403)
    expect(early.json().code).toBe('auth.setup_required')

    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/setup',
      headers: { cookie },
      payload: { currentPassword: made.password, newPassword: 'quiet-river-2931' },
    })
    expect(setup.statusCode, setup.body).toBe(200)
    cookie = cookieFrom(setup.headers['set-cookie'])
    const { secret } = setup.json()
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/admin/setup/verify',
      headers: { cookie },
      payload: { code: totpCode(secret) },
    })
    expect(verify.statusCode, verify.body).toBe(200)
    cookie = cookieFrom(verify.headers['set-cookie'])
    const today = await t.app.inject({
      method: 'GET',
      url: '/api/admin/today',
      headers: { cookie },
    })
    expect(today.statusCode, today.body).toBe(200)

    // From now on: the new password, then a code.
    expect((await login(email, made.password)).statusCode).toBe(401)
    const again = await login(email, 'quiet-river-2931')
    expect(again.json().twoFactorRequired).toBe(true)
  })
})
