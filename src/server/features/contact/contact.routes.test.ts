import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages } from '#server/db/schema/index.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('POST /api/contact', () => {
  it('stores the message and thanks the sender', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ravi', email: 'ravi@example.in', message: 'When do onion prices update?' },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().message).toBe('Thank you! We will get back to you soon.')
    const rows = await t.testDb.database.db.select().from(contactMessages)
    expect(rows.map((r) => r.message)).toContain('When do onion prices update?')
  })

  it.each([
    [{ email: 'a@b.in', message: 'x' }, 'name'],
    [{ name: 'A', email: 'not-an-email', message: 'x' }, 'email'],
    [{ name: 'A', email: 'a@b.in', message: '   ' }, 'message'],
  ])('rejects %j naming the %s field', async (payload, field) => {
    const before = await t.testDb.database.db.$count(contactMessages)
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload })
    expect(res.statusCode).toBe(400)
    expect(res.json().field).toBe(field)
    expect(res.json().message).toMatch(/^Please/)
    expect(await t.testDb.database.db.$count(contactMessages)).toBe(before)
  })

  it('refuses a write from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'A', email: 'a@b.in', message: 'x' },
    })
    expect(res.statusCode).toBe(403)
  })

  it('rejects a body that is not JSON with a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('The request body is not valid JSON.')
  })
})
