import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { betterAuthStores } from './auth-context.ts'

// better-auth's AsyncLocalStorage stores are switched off between its calls, so async_hooks'
// promise tracking does not tax every request of the process (auth-context.ts).

/** Node 20's AsyncLocalStorage has an own `enabled` flag (not documented, but it is what `disable()` clears). */
const enabled = (store: object) => (store as { enabled?: boolean }).enabled

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe("better-auth's context stores", () => {
  it('are found, and are off once a registration and a login have finished', async () => {
    const email = `als-${Date.now()}@example.in`
    await registerUser(t.app, { role: 'farmer', email })
    const stores = betterAuthStores()
    // Found where better-auth keeps them: an upgrade that moves them fails here, not silently.
    expect(stores.length).toBeGreaterThanOrEqual(2)
    for (const s of stores) expect(enabled(s)).toBe(false)

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'green-fields-42' },
    })
    expect(login.statusCode, login.body).toBe(200)
    for (const s of betterAuthStores()) expect(enabled(s)).toBe(false)
  })

  it('still carry each call: logins side by side all succeed, and a wrong password is refused', async () => {
    const emails = await Promise.all(
      [1, 2, 3].map(async (i) => {
        const email = `als-many-${i}-${Date.now()}@example.in`
        await registerUser(t.app, { role: 'buyer', email })
        return email
      }),
    )
    const answers = await Promise.all(
      [...emails, emails[0]!].map((email, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: i === 3 ? 'not-the-password' : 'green-fields-42' },
        }),
      ),
    )
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 401])
    for (const [i, a] of answers.slice(0, 3).entries())
      expect(a.json<{ user: { email: string } }>().user.email).toBe(emails[i])
    for (const s of betterAuthStores()) expect(enabled(s)).toBe(false)
  })
})
