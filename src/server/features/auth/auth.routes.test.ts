import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accounts, sessions, users } from '../../db/schema/index.ts'
import { buildTestApp, cookieFrom, registerUser, type TestApp } from '../../test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_FAILURES: '10' })
})
afterAll(() => t.close())

const base = {
  name: 'Asha Patil',
  password: 'kheti-bari-2024',
  role: 'farmer',
  location: 'Nashik',
  phone: '+91 98220-12345',
}
const register = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload })
let ipCounter = 1
/** Each call comes from its own address unless one is given, so the per-IP limit stays apart. */
const login = (
  payload: object,
  headers: Record<string, string> = {},
  ip = `10.1.0.${ipCounter++}`,
) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers, remoteAddress: ip })

describe('registration', () => {
  it('creates the account with its profile and logs in', async () => {
    const res = await register({ ...base, email: 'Asha@Example.in' })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.message).toBe('Registration successful! Redirecting...')
    expect(body.user).toMatchObject({
      name: 'Asha Patil',
      email: 'asha@example.in',
      phone: '+919822012345',
      location: 'Nashik',
      roles: ['farmer'],
      activeRole: 'farmer',
    })
    const setCookie = String(res.headers['set-cookie'])
    expect(setCookie).toMatch(/farmtrek\.session_token=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).not.toMatch(/Secure/i)
    const session = await t.app.inject({
      url: '/api/session',
      headers: { cookie: cookieFrom(res.headers['set-cookie']) },
    })
    expect(session.json().user.email).toBe('asha@example.in')
  })

  it('never stores or returns the password in clear', async () => {
    const res = await register({ ...base, email: 'clear@example.in' })
    expect(res.body).not.toContain(base.password)
    const [u] = await t.testDb.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'clear@example.in'))
    const [acc] = await t.testDb.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, u!.id))
    expect(acc!.password).toBeTruthy()
    expect(acc!.password).not.toContain(base.password)
  })

  it('refuses an email already registered', async () => {
    await register({ ...base, email: 'twice@example.in' })
    const res = await register({ ...base, email: 'TWICE@example.in' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error).toBe('User already exists in database. Please login.')
  })

  it.each(['name', 'email', 'password', 'role', 'location', 'phone'])(
    'asks to fill in all fields when %s is missing',
    async (key) => {
      const payload: Record<string, string> = { ...base, email: 'missing@example.in' }
      delete payload[key]
      const res = await register(payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe('Please fill in all fields.')
    },
  )

  it.each([
    [{ email: 'bad@' }, 'Please enter a valid email address.'],
    [
      { email: 'p1@example.in', password: 'short1' },
      'Password must be at least 8 characters long.',
    ],
    [
      { email: 'p2@example.in', password: 'password123' },
      'Password is one of the most common passwords; choose a less common one.',
    ],
    [
      { email: 'p3@example.in', phone: '12345' },
      'Enter a 10-digit Indian mobile number, e.g. 98765 43210 or +91 98765 43210.',
    ],
  ])('explains the rule %j breaks', async (over, message) => {
    const res = await register({ ...base, ...over })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe(message)
  })
})

describe('registration rate limit', () => {
  it('refuses the registration past REGISTER_MAX_PER_IP from one address, saying when to retry', async () => {
    const limited = await buildTestApp({ REGISTER_MAX_PER_IP: '2' })
    try {
      const reg = (i: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { ...base, email: `rl${i}@example.in` },
        })
      expect((await reg(1)).statusCode).toBe(201)
      expect((await reg(2)).statusCode).toBe(201)
      const third = await reg(3)
      expect(third.statusCode).toBe(429)
      expect(third.json().error).toMatch(/Too many requests\. Please try again in \d+ seconds\./)
    } finally {
      await limited.close()
    }
  })
})

describe('login and logout', () => {
  it('logs in, and logout ends the session on the server', async () => {
    const { email, password } = await registerUser(t.app, { role: 'buyer' })
    const res = await login({ email, password })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toBe('Login successful! Sending confirmation...')
    const cookie = cookieFrom(res.headers['set-cookie'])
    expect(
      (await t.app.inject({ url: '/api/session', headers: { cookie } })).json().user.email,
    ).toBe(email)

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })
    expect(out.json().message).toBe('You have logged out!')
    // The old cookie no longer works, even if the browser kept it.
    expect(
      (await t.app.inject({ url: '/api/session', headers: { cookie } })).json().user,
    ).toBeNull()
    const token = decodeURIComponent(cookie.split('=')[1]!.split('.')[0]!)
    const left = await t.testDb.database.db.select().from(sessions).where(eq(sessions.token, token))
    expect(left).toHaveLength(0)
  })

  it('issues a new session id at login (no fixation)', async () => {
    const { email, password, cookie: before } = await registerUser(t.app)
    const res = await login({ email, password }, { cookie: before })
    const after = cookieFrom(res.headers['set-cookie'])
    expect(after).toMatch(/farmtrek\.session_token=/)
    expect(after).not.toBe(before)
  })

  it('gives one message for a wrong email and a wrong password', async () => {
    const { email } = await registerUser(t.app)
    const wrongPassword = await login({ email, password: 'not-the-password' })
    const wrongEmail = await login({ email: 'nobody@example.in', password: 'whatever-it-is' })
    expect(wrongPassword.statusCode).toBe(401)
    expect(wrongEmail.statusCode).toBe(401)
    expect(wrongPassword.json().error).toBe(wrongEmail.json().error)
  })

  it('says the profile is missing for an account without one, and leaves it logged out', async () => {
    const { email, password, user } = await registerUser(t.app)
    await t.testDb.database.db
      .update(users)
      .set({ roles: [], activeRole: null })
      .where(eq(users.id, user.id))
    const res = await login({ email, password })
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toBe('User profile not found!')
    expect(res.headers['set-cookie']).toBeUndefined()
    const left = await t.testDb.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
    expect(left).toHaveLength(1) // only the session from registration; the login's was revoked
  })

  it('asks for both email and password', async () => {
    const res = await login({ email: 'a@b.in' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toBe('Please enter both email and password.')
  })

  it('locks an email after 10 failures in the window, saying when to try again', async () => {
    const { email, password } = await registerUser(t.app)
    for (let i = 0; i < 10; i++) {
      const r = await login({ email, password: `wrong-${i}-password` })
      expect(r.statusCode).toBe(401)
    }
    const res = await login({ email, password })
    expect(res.statusCode).toBe(429)
    expect(res.json().error).toMatch(/Please try again in 15 minutes\./)
    expect(res.json().retryAfter).toBeGreaterThan(800)
  })

  it('locks an IP address after 10 failures across emails', async () => {
    const { email, password } = await registerUser(t.app)
    for (let i = 0; i < 10; i++) {
      const r = await login(
        { email: `guess${i}@example.in`, password: 'wrong-password' },
        {},
        '10.9.9.9',
      )
      expect(r.statusCode).toBe(401)
    }
    expect((await login({ email, password }, {}, '10.9.9.9')).statusCode).toBe(429)
    expect((await login({ email, password }, {}, '10.9.9.10')).statusCode).toBe(200)
  })
})

describe('roles', () => {
  it('adds a role on choice and makes it active', async () => {
    const { cookie } = await registerUser(t.app, { role: 'buyer' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/role',
      headers: { cookie },
      payload: { role: 'farmer' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().user.roles).toEqual(['buyer', 'farmer'])
    expect(res.json().user.activeRole).toBe('farmer')
  })

  it('remembers the language per account', async () => {
    const { cookie } = await registerUser(t.app)
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/session/language',
      headers: { cookie },
      payload: { language: 'ta' },
    })
    expect(res.json().user.language).toBe('ta')
    const again = await t.app.inject({ url: '/api/session', headers: { cookie } })
    expect(again.json().user.language).toBe('ta')
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/session/language',
      headers: { cookie },
      payload: { language: 'fr' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('Choose English, Hindi or Tamil.')
  })

  it('needs a login to choose a role', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/role',
      payload: { role: 'farmer' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toBeTruthy()
  })
})
