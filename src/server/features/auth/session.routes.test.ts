import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

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
    expect(bad.json().message).toBe(
      'Choose English, Hindi, Tamil, Marathi, Telugu, Kannada or Bengali.',
    )
  })

  it('needs a login to choose a role', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session/role',
      payload: { role: 'farmer' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBeTruthy()
  })
})
