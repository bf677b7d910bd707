import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, cookieFrom, type TestApp } from '#server/test/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://farmtrek.example' })
})
afterAll(() => t.close())

const register = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: {
      name: 'Kiran',
      email,
      password: 'monsoon-rains-88',
      role: 'buyer',
      location: 'Mysuru',
      phone: '9845012345',
    },
  })

describe('sessions under https', () => {
  it('sets an HttpOnly, SameSite=Lax, Secure session cookie', async () => {
    const res = await register('secure@example.in', { origin: 'https://farmtrek.example' })
    expect(res.statusCode).toBe(201)
    const setCookie = [res.headers['set-cookie']].flat().join('\n')
    expect(setCookie).toMatch(/__Secure-farmtrek\.session_token=|farmtrek\.session_token=/)
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)
    expect(setCookie).toMatch(/;\s*Secure/i)
  })

  it('sends HSTS on API answers and pages, and upgrade-insecure-requests on pages', async () => {
    const api = await t.app.inject('/api/health')
    expect(api.headers['strict-transport-security']).toMatch(/max-age=31536000/)
    const page = await t.app.inject('/login')
    expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/)
    expect(String(page.headers['content-security-policy'])).toContain('upgrade-insecure-requests')
  })

  it('refuses a write from another origin, and from a cross-site fetch without Origin', async () => {
    const a = await register('evil1@example.in', { origin: 'https://evil.example' })
    expect(a.statusCode).toBe(403)
    const b = await register('evil2@example.in', { 'sec-fetch-site': 'cross-site' })
    expect(b.statusCode).toBe(403)
    const ok = await register('fine@example.in', { origin: 'https://farmtrek.example' })
    expect(ok.statusCode).toBe(201)
  })

  it('refuses a cross-origin write whatever spelling of the path reaches the route', async () => {
    const reg = await register('encoded@example.in', { origin: 'https://farmtrek.example' })
    const cookie = cookieFrom(reg.headers['set-cookie'])
    const evil = { cookie, origin: 'https://evil.example' }
    for (const url of [
      '/%61pi/session/language',
      '/api/session/%6canguage',
      '//api/session/language',
    ]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url,
        headers: evil,
        payload: { language: 'hi' },
      })
      expect(res.statusCode, url).toBe(403)
    }
    const logout = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/logout',
      headers: { ...evil, 'content-type': 'text/plain' },
      payload: 'x',
    })
    expect(logout.statusCode).toBe(403)
    // Still logged in, language unchanged.
    const who = await t.app.inject({ url: '/api/session', headers: { cookie } })
    expect(who.json().user).toMatchObject({ email: 'encoded@example.in', language: 'en' })
  })

  it('does not keep a session id planted before login', async () => {
    await register('fixation@example.in')
    const planted =
      '__Secure-farmtrek.session_token=attacker-chosen-value; farmtrek.session_token=attacker-chosen-value'
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: planted },
      payload: { email: 'fixation@example.in', password: 'monsoon-rains-88' },
    })
    expect(res.statusCode).toBe(200)
    const issued = cookieFrom(res.headers['set-cookie'])
    expect(issued).not.toContain('attacker-chosen-value')
    const who = await t.app.inject({ url: '/api/session', headers: { cookie: planted } })
    expect(who.json().user).toBeNull()
  })
})

describe('built client', () => {
  // Build the client with a secret value in every secret-bearing variable, then scan every file.
  const SECRET_VARS = [
    'SESSION_SECRET',
    'TWILIO_AUTH_TOKEN',
    'DATA_GOV_IN_API_KEY',
    'OPENWEATHER_API_KEY',
    'EMAILJS_ACCESS_TOKEN',
    'SMTP_URL',
    'DATABASE_URL',
  ]
  const outDir = path.join(os.tmpdir(), `farmtrek-scan-${process.pid}`)
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = path.join(dir, f)
      return statSync(p).isDirectory() ? files(p) : [p]
    })

  beforeAll(async () => {
    for (const v of SECRET_VARS) process.env[v] = `scan-${v.toLowerCase()}-0123456789abcdef`
    const { build } = await import('vite')
    await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true } })
  }, 120_000)
  afterAll(() => {
    for (const v of SECRET_VARS) delete process.env[v]
    rmSync(outDir, { recursive: true, force: true })
  })

  it('has no inline script in index.html', () => {
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc=/)
      expect(body!.trim()).toBe('')
    }
  })

  it('contains no secret from the server environment', () => {
    const texts = files(outDir).map((f) => [f, readFileSync(f, 'utf8')] as const)
    expect(texts.length).toBeGreaterThan(3)
    for (const [file, text] of texts) {
      for (const v of SECRET_VARS)
        expect(text.includes(process.env[v]!), `${v} in ${file}`).toBe(false)
    }
  })
})
