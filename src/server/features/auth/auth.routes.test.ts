import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USER_EXISTS } from '#core/auth/auth.contract.ts'
import { accounts, sessions, users } from '#server/db/schema/index.ts'
import {
  buildTestApp,
  cookieFrom,
  registerUser,
  type TestApp,
} from '#server/test/build-test-app.ts'

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
    expect(res.json().message).toBe('User already exists in database. Please login.')
  })

  it('answers simultaneous registrations of one email with one 201 and the rest 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => register({ ...base, email: 'race@example.in' })),
    )
    const statuses = results.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)])
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json()).toMatchObject({ message: USER_EXISTS, field: 'email' })
    const rows = await t.testDb.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'race@example.in'))
    expect(rows).toHaveLength(1)
  })

  it('refuses a NUL character in the name with a message on the name field', async () => {
    const res = await register({ ...base, name: 'Asha\u0000Patil', email: 'nul@example.in' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      message: 'Name contains characters that are not allowed.',
      field: 'name',
    })
  })

  it('strips text-direction and zero-width characters from the name', async () => {
    const res = await register({
      ...base,
      name: '\u202EAsha\u200B Pa\u2066til\uFEFF',
      email: 'bidi@example.in',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().user.name).toBe('Asha Patil')
    const blank = await register({ ...base, name: '\u200B\u202E', email: 'blank@example.in' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toMatchObject({ message: 'Please fill in all fields.', field: 'name' })
  })

  it.each([
    ['the email address before the @', 'Kisan.Raju@example.in', 'kisan.raju'],
    ['one repeated character', 'repeat@example.in', 'aaaaaaaaaa'],
  ])('refuses a password that is %s', async (_, email, password) => {
    const res = await register({ ...base, email, password })
    expect(res.statusCode).toBe(400)
    expect(res.json().field).toBe('password')
    expect(res.json().message).toMatch(/^Password must not be/)
  })

  it.each(['name', 'email', 'password', 'role', 'location', 'phone'])(
    'asks to fill in all fields when %s is missing',
    async (key) => {
      const payload: Record<string, string> = { ...base, email: 'missing@example.in' }
      delete payload[key]
      const res = await register(payload)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Please fill in all fields.')
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
    expect(res.json().message).toBe(message)
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
      // ICU groups the digits of a number: 3,600 seconds.
      expect(third.json().message).toMatch(
        /Too many requests\. Please try again in [\d,]+ seconds\./,
      )
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
    expect(wrongPassword.json().message).toBe(wrongEmail.json().message)
  })

  it('says the profile is missing for an account without one, and leaves it logged out', async () => {
    const { email, password, user } = await registerUser(t.app)
    await t.testDb.database.db
      .update(users)
      .set({ roles: [], activeRole: null })
      .where(eq(users.id, user.id))
    const res = await login({ email, password })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('User profile not found!')
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
    expect(res.json().message).toBe('Please enter both email and password.')
  })
})
