import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { signInOperator } from '#server/test/operators.ts'

/**
 * Property-based fuzzing of every JSON endpoint with malformed bodies, queries and headers:
 * never a 5xx, never a stack trace in a response, and a rejected request changes nothing stored.
 */
let t: TestApp
let farmer = ''
let buyer = ''
let operator = ''
let tables: string[] = []

// Rows a rejected request may legitimately add: a failed login is recorded for the brute-force limit.
const MAY_CHANGE_ON_REJECT = new Set(['login_failures', '__drizzle_migrations'])

async function fingerprint(): Promise<string> {
  const counts: string[] = []
  for (const table of tables) {
    const [row] = await t.testDb.database.query<{ n: number }>(
      `select count(*)::int as n from "${table}"`,
    )
    counts.push(`${table}=${row!.n}`)
  }
  const [q] = await t.testDb.database.query<{ q: number | null }>(
    'select coalesce(sum(quantity_kg), 0)::int as q from products',
  )
  return `${counts.join(',')};qty=${q!.q}`
}

let weather: Server
beforeAll(async () => {
  // A geocoder that knows no city: the weather route answers 404 instead of reaching the internet.
  weather = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"generationtime_ms":0.1}'),
  )
  await new Promise<void>((r) => weather.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(weather.address() as AddressInfo).port}`
  t = await buildTestApp({ OPEN_METEO_GEOCODING_URL: url, OPEN_METEO_URL: url })
  farmer = (await registerUser(t.app, { role: 'farmer' })).cookie
  buyer = (await registerUser(t.app, { role: 'buyer' })).cookie
  operator = (await signInOperator(t.app)).cookie
  const rows = await t.testDb.database.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  )
  tables = rows
    .map((r) => r.table_name)
    .filter((n) => !MAY_CHANGE_ON_REJECT.has(n))
    .sort()
})
afterAll(async () => {
  await t.close()
  weather.close()
})

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    "' OR 1=1 --",
    '"; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '\u0000',
    '\uFEFF',
    '𝕱𝖆𝖗𝖒',
    'नमस्ते',
    'வணக்கம்',
    '%00',
    '${jndi:ldap://x}',
    '{{7*7}}',
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
)
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    -1,
    0,
    0.5,
    -0.0001,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    1.005,
    99999999999,
  ),
)
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string(), fc.constantFrom('__proto__', 'constructor', 'prototype')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value

/** A body shaped like each endpoint's fields, with hostile values, missing and extra keys. */
const FIELDS = [
  'name',
  'email',
  'password',
  'role',
  'location',
  'phone',
  'message',
  'productName',
  'price',
  'quantity',
  'status',
  'transport',
  'lines',
  'delivery',
  'payment',
  'idempotencyKey',
  'kind',
  'catalogueId',
  'productId',
  'quantityKg',
]
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS, '__proto__', 'extra'), hostileValue, { maxKeys: 8 }),
  hostileValue,
)

function looksLikeStack(body: string) {
  return /\bat [\w.<>]+ \(|node:internal|\/src\/server\/|\.ts:\d+:\d+/.test(body)
}

describe('hostile input', () => {
  it('never answers 5xx or leaks a stack, and a rejected request stores nothing', async () => {
    const routes = t.app.apiRoutes.filter((r) => !r.url.endsWith('/stream'))
    for (const route of routes) {
      const cookie =
        route.access === 'farmer'
          ? farmer
          : route.access === 'buyer'
            ? buyer
            : route.access === 'user'
              ? buyer
              : route.access === 'operator'
                ? operator
                : ''
      await fc.assert(
        fc.asyncProperty(
          hostileBody,
          fc.dictionary(
            fc.constantFrom('q', 'page', 'crop', 'market', 'city', 'limit', '__proto__'),
            hostileString,
            { maxKeys: 3 },
          ),
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=latin1',
          ),
          async (body, query, contentType) => {
            const before = await fingerprint()
            const raw = JSON.stringify(body) ?? 'null'
            const res = await t.app.inject({
              method: route.method as 'GET',
              url: route.url.replace(
                /:id\b/g,
                encodeURIComponent(String(query.q ?? 'x').slice(0, 64)),
              ),
              query,
              headers: {
                cookie,
                ...(route.method === 'GET' || route.method === 'DELETE'
                  ? {}
                  : { 'content-type': contentType }),
              },
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: raw }),
            })
            expect(
              res.statusCode,
              `${route.method} ${route.url}: ${res.body.slice(0, 300)}`,
            ).toBeLessThan(500)
            expect(looksLikeStack(res.body), res.body.slice(0, 300)).toBe(false)
            if (res.statusCode >= 400) expect(await fingerprint()).toBe(before)
          },
        ),
        { numRuns: 15 },
      )
    }
  }, 240_000)

  it('refuses a body over the size limit with 413 and a message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.in', password: 'x'.repeat(t.env.BODY_LIMIT + 10) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().message).toBe('The request body is too large.')
  })

  it('ignores __proto__ keys (no prototype pollution)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"name":"A","email":"a@b.in","message":"hi","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    })
    expect(res.statusCode).toBeLessThan(500)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
