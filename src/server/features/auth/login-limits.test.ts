import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginFailures } from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_FAILURES: '10' })
})
afterAll(() => t.close())

let ipCounter = 1
/** Each call comes from its own address unless one is given, so the per-IP limit stays apart. */
const login = (
  payload: object,
  headers: Record<string, string> = {},
  ip = `10.1.0.${ipCounter++}`,
) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers, remoteAddress: ip })

describe('login failure limits', () => {
  it('locks an (email, address) pair after 10 failures, saying when to try again', async () => {
    const { email, password } = await registerUser(t.app)
    for (let i = 0; i < 10; i++) {
      const r = await login({ email, password: `wrong-${i}-password` }, {}, '10.2.0.1')
      expect(r.statusCode).toBe(401)
    }
    const res = await login({ email, password }, {}, '10.2.0.1')
    expect(res.statusCode).toBe(429)
    expect(res.json().message).toMatch(/Please try again in 15 minutes\./)
    expect(res.json().retryAfter).toBeGreaterThan(800)
    expect(res.headers['retry-after']).toBe(String(res.json().retryAfter))
  })

  it("does not let a stranger's failures from one address lock the owner out elsewhere", async () => {
    const { email, password } = await registerUser(t.app)
    for (let i = 0; i < 10; i++)
      expect((await login({ email, password: `guess-${i}-pw` }, {}, '10.3.0.1')).statusCode).toBe(
        401,
      )
    expect((await login({ email, password }, {}, '10.3.0.1')).statusCode).toBe(429)
    expect((await login({ email, password }, {}, '10.3.0.2')).statusCode).toBe(200)
  })

  it('lets at most 10 of 40 parallel wrong passwords from one address reach the check', async () => {
    const { email, password } = await registerUser(t.app)
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login({ email, password: `parallel-${i}-wrong` }, {}, '10.4.0.1'),
      ),
    )
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 401)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(30)
    // The right password after them is refused too: it is one attempt past the limit.
    expect((await login({ email, password }, {}, '10.4.0.1')).statusCode).toBe(429)
  })

  it('lets at most 10 of 40 parallel guesses at different emails from one address through', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login({ email: `spray${i}@example.in`, password: 'wrong-password' }, {}, '10.5.0.1'),
      ),
    )
    const statuses = results.map((r) => r.statusCode)
    expect(statuses.filter((s) => s === 401)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(30)
  })

  it('does not count successful logins against the limit', async () => {
    const { email, password } = await registerUser(t.app)
    for (let i = 0; i < 9; i++)
      expect((await login({ email, password: `typo-${i}-pass` }, {}, '10.6.0.1')).statusCode).toBe(
        401,
      )
    // Under the cap on successful logins (LOGIN_SUCCESS_MAX_PER_ACCOUNT, 10), which has its own test.
    for (let i = 0; i < 8; i++)
      expect((await login({ email, password }, {}, '10.6.0.1')).statusCode).toBe(200)
    // The 8 successes were given back; the address still remembers its 9 failures, so one
    // more failure fills it.
    expect((await login({ email, password: 'typo-again-pw' }, {}, '10.6.0.1')).statusCode).toBe(401)
    expect((await login({ email, password }, {}, '10.6.0.1')).statusCode).toBe(429)
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

describe('login ceiling per email', () => {
  it('caps guesses at one email spread over many addresses, and says when to retry', async () => {
    const capped = await buildTestApp({ LOGIN_MAX_FAILURES: '2', LOGIN_EMAIL_MAX_FAILURES: '4' })
    try {
      const { email, password } = await registerUser(capped.app)
      const attempt = (pw: string, ip: string) =>
        capped.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: pw },
          remoteAddress: ip,
        })
      for (let i = 1; i <= 4; i++)
        expect((await attempt('wrong-password', `10.7.0.${i}`)).statusCode).toBe(401)
      const owner = await attempt(password, '10.7.0.99')
      expect(owner.statusCode).toBe(429)
      expect(Number(owner.headers['retry-after'])).toBeGreaterThan(800)
    } finally {
      await capped.close()
    }
  })
})

describe('login window', () => {
  it('opens a full counter again once its window has passed, and forgets old counters', async () => {
    const short = await buildTestApp({ LOGIN_MAX_FAILURES: '2', LOGIN_WINDOW: '3s' })
    try {
      const { email, password } = await registerUser(short.app)
      const attempt = (pw: string) =>
        short.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: pw },
          remoteAddress: '10.8.0.1',
        })
      expect((await attempt('wrong-password')).statusCode).toBe(401)
      expect((await attempt('wrong-password')).statusCode).toBe(401)
      const locked = await attempt(password)
      expect(locked.statusCode).toBe(429)
      expect(locked.headers['retry-after']).toMatch(/^[123]$/)
      await new Promise((r) => setTimeout(r, 3100))
      expect((await attempt('wrong-password')).statusCode).toBe(401)
      // That failure started new windows for its own counters and swept out every expired one.
      const left = await short.testDb.database.db.select().from(loginFailures)
      expect(left.every((r) => r.attempts === 1)).toBe(true)
      expect((await attempt(password)).statusCode).toBe(200)
    } finally {
      await short.close()
    }
  })
})
