import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { testDatabaseUrl } from '#server/env.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('GET /api/health', () => {
  it('answers ok with the database kind and version', async () => {
    const res = await t.app.inject('/api/health')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'ok',
      database: testDatabaseUrl() ? 'postgres' : 'embedded',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    })
    expect(res.headers['x-request-id']).toBeTruthy()
  })

  it("sends an API answer's security headers: a CSP that allows nothing, and no page-only ones", async () => {
    const res = await t.app.inject('/api/health')
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['x-xss-protection']).toBeUndefined()
    expect(res.headers['origin-agent-cluster']).toBeUndefined()
    // Unknown API paths and errors too.
    const missing = await t.app.inject('/api/nope')
    expect(missing.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })

  it("sends a page's security headers on pages", async () => {
    const res = await t.app.inject('/login')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    // The API's HTML documentation is a page too (its own policy lets its scripts run).
    const docs = await t.app.inject('/api/docs/')
    expect(String(docs.headers['content-security-policy'])).toContain("default-src 'self'")
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject('/api/nope')
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toMatch(/No API route GET \/api\/nope/)
  })

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/json')
    expect(res.statusCode).toBe(200)
    expect(Object.keys(res.json().paths)).toContain('/api/contact')
  })
})

describe('a database emptied under the running server', () => {
  let e: TestApp
  let cookie: string
  beforeAll(async () => {
    e = await buildTestApp()
    cookie = (await registerUser(e.app, { role: 'farmer' })).cookie
    await e.testDb.database.db.execute(sql`drop schema public cascade`)
    await e.testDb.database.db.execute(sql`create schema public`)
  })
  afterAll(() => e.close())

  it('health says not ready (503, Retry-After) instead of ok', async () => {
    const res = await e.app.inject('/api/health')
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('30')
    expect(res.json().message).toMatch(/missing its tables/)
  })

  it('data routes answer 503 with Retry-After, not 500', async () => {
    for (const url of ['/api/listings', '/api/session', '/api/listings/mine']) {
      const res = await e.app.inject({ url, headers: { cookie } })
      expect(res.statusCode, url).toBe(503)
      expect(res.headers['retry-after'], url).toBeTruthy()
      expect(res.json().message, url).toMatch(/temporarily unavailable/)
    }
  })
})
