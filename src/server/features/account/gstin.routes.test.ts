import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'

// A farmer's GSTIN in the profile: optional, checked (format and check character), removable.

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const patch = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/account/profile', payload, headers: { cookie } })
const gstinOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/account/gstin', headers: { cookie } })).json<{
    gstin: string | null
  }>().gstin

describe("a farmer's GSTIN", () => {
  it('is saved normalised, refused when malformed, kept when absent and removed when empty', async () => {
    const farmer = await registerUser(t.app, { role: 'farmer', name: 'Gita Devi' })
    const base = { name: 'Gita Devi', phone: '98765 43210' }
    expect(await gstinOf(farmer.cookie)).toBeNull()

    expect((await patch(farmer.cookie, { ...base, gstin: ' 27abcde1234f1z0 ' })).statusCode).toBe(
      200,
    )
    expect(await gstinOf(farmer.cookie)).toBe('27ABCDE1234F1Z0')

    const bad = await patch(farmer.cookie, { ...base, gstin: '27ABCDE1234F1Z9' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('15-character GSTIN')
    expect(await gstinOf(farmer.cookie)).toBe('27ABCDE1234F1Z0')

    expect((await patch(farmer.cookie, base)).statusCode).toBe(200)
    expect(await gstinOf(farmer.cookie)).toBe('27ABCDE1234F1Z0')

    expect((await patch(farmer.cookie, { ...base, gstin: '' })).statusCode).toBe(200)
    expect(await gstinOf(farmer.cookie)).toBeNull()
  })

  it('is a farmer’s only', async () => {
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const res = await patch(buyer.cookie, {
      name: 'A Buyer',
      phone: '98765 43210',
      gstin: '27ABCDE1234F1Z0',
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('auth.farmers_only')
    expect(
      (await t.app.inject({ url: '/api/account/gstin', headers: { cookie: buyer.cookie } }))
        .statusCode,
    ).toBe(403)
  })
})
