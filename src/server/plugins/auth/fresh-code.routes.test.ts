import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { signInOperator } from '#server/test/operators.ts'
import { totpCode } from '#server/test/totp.ts'
import { FRESH_CODE_MS, MONEY_ROUTES } from './fresh-code.ts'

// Step-up: an operator's money actions need an authenticator code from the last five minutes on
// the same session (the sign-in's own code counts); otherwise 403 fresh_code_needed, until
// POST /api/auth/two-factor/step-up takes a good code.

let t: TestApp
let op: Awaited<ReturnType<typeof signInOperator>>
beforeAll(async () => {
  t = await buildTestApp()
  op = await signInOperator(t.app)
})
afterAll(() => t.close())

const post = (url: string, payload: object, cookie = op.cookie) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload })
const settle = (cookie = op.cookie) =>
  post('/api/admin/payouts/settle', { ids: [randomUUID()], reference: 'UTR20261206X1' }, cookie)
const resolve = () => post(`/api/admin/problems/${randomUUID()}/resolve`, { release: true })
/** Makes every fresh code of the operator older than the window, as if minutes had passed. */
const age = () =>
  t.app.database.query(
    `update fresh_codes set verified_at = now() - $2::int * interval '1 second' where user_id = $1`,
    [op.userId, FRESH_CODE_MS / 1000 + 60],
  )

describe('a fresh code for money', () => {
  it('names only routes that exist', () => {
    for (const route of MONEY_ROUTES) {
      const [method, url] = route.split(' ') as ['POST', string]
      expect(t.app.hasRoute({ method, url }), route).toBe(true)
    }
  })

  it("the sign-in's code is fresh; minutes later money routes ask for another, and a step-up lets them through", async () => {
    // Just signed in with a code: settling goes through (the unknown line is refused, not the act).
    const first = await settle()
    expect(first.statusCode, first.body).toBe(200)

    await age()
    const stale = await settle()
    expect(stale.statusCode).toBe(403)
    expect(stale.json().code).toBe('fresh_code_needed')
    expect((await resolve()).json().code).toBe('fresh_code_needed')
    // Reading is not moving money.
    expect(
      (await t.app.inject({ url: '/api/admin/payouts', headers: { cookie: op.cookie } }))
        .statusCode,
    ).toBe(200)

    const wrong = await post('/api/auth/two-factor/step-up', {
      code: totpCode(op.secret) === '000000' ? '111111' : '000000',
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().code).toBe('auth.bad_code')
    expect((await settle()).statusCode).toBe(403)

    const step = await post('/api/auth/two-factor/step-up', { code: totpCode(op.secret) })
    expect(step.statusCode, step.body).toBe(200)
    const until = Date.parse(step.json().freshUntil)
    expect(until - Date.now()).toBeGreaterThan(FRESH_CODE_MS - 30_000)
    expect(until - Date.now()).toBeLessThanOrEqual(FRESH_CODE_MS)
    expect((await settle()).statusCode).toBe(200)
    // The resolution passes the guard and reaches the problem (unknown here).
    expect((await resolve()).json().code).toBe('delivery.problem_not_found')

    const audit = await t.app.database.query<{ action: string }>(
      `select action from audit_events where actor_id = $1 and action = 'operator.step_up'`,
      [op.userId],
    )
    expect(audit).toHaveLength(1)
  })

  it("an hour-old code does not count for another operator's session either, and only operators step up", async () => {
    const other = await signInOperator(t.app)
    await t.app.database.query(
      `update fresh_codes set verified_at = now() - interval '1 hour' where user_id = $1`,
      [other.userId],
    )
    expect((await settle(other.cookie)).json().code).toBe('fresh_code_needed')

    const buyer = await registerUser(t.app, { role: 'buyer' })
    const res = await post('/api/auth/two-factor/step-up', { code: '123456' }, buyer.cookie)
    expect(res.statusCode).toBe(403)
  })
})
