import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts'
import { testDatabaseUrl } from '../../env.ts'

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

  it('sends security headers', async () => {
    const res = await t.app.inject('/api/health')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject('/api/nope')
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toMatch(/No API route GET \/api\/nope/)
  })

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/json')
    expect(res.statusCode).toBe(200)
    expect(Object.keys(res.json().paths)).toContain('/api/contact')
  })
})
