import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOGUE } from '#core/catalogue/catalogue.ts'
import {
  buildTestApp,
  cookieFrom,
  registerUser,
  type TestApp,
} from '#server/test/build-test-app.ts'

// The checkout limit counts per buyer account, after the session is verified: a cookie spelled
// another way, junk in front of it, or a second login of the same account share one count.
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ ORDERS_MAX_PER_MINUTE: '3' })
})
afterAll(() => t.close())

const delivery = { fullName: 'Asha Rao', address: '12 MG Road, Pune 411001', phone: '98765 43210' }
const place = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: {
      lines: [{ kind: 'catalogue', catalogueId: 0, seenPricePaise: CATALOGUE[0]!.pricePaise }],
      delivery,
      payment: 'COD',
      idempotencyKey: randomUUID(),
    },
  })

/** The same cookie with the first character of its value percent-encoded. */
function encodedOne(cookie: string): string {
  const eq = cookie.indexOf('=')
  const ch = cookie[eq + 1]!
  return `${cookie.slice(0, eq + 1)}%${ch.charCodeAt(0).toString(16).toUpperCase()}${cookie.slice(eq + 2)}`
}

describe('POST /api/orders rate limit', () => {
  it('counts per buyer account whatever the cookie looks like', async () => {
    const buyer = await registerUser(t.app, { role: 'buyer', email: 'limited@example.in' })
    for (let i = 0; i < 3; i++) expect((await place(buyer.cookie)).statusCode).toBe(201)
    const over = await place(buyer.cookie)
    expect(over.statusCode).toBe(429)
    expect(over.headers['retry-after']).toBeTruthy()

    // The encoded cookie still logs in (the server decodes it) but shares the count.
    const encoded = encodedOne(buyer.cookie)
    const who = await t.app.inject({ url: '/api/session', headers: { cookie: encoded } })
    expect(who.json().user?.email).toBe('limited@example.in')
    expect((await place(encoded)).statusCode).toBe(429)
    expect((await place(`junk=1; ${buyer.cookie}`)).statusCode).toBe(429)

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'limited@example.in', password: 'green-fields-42' },
    })
    expect(login.statusCode).toBe(200)
    expect((await place(cookieFrom(login.headers['set-cookie']))).statusCode).toBe(429)

    // Another buyer on the same address is not affected.
    const other = await registerUser(t.app, { role: 'buyer' })
    expect((await place(other.cookie)).statusCode).toBe(201)
  })
})
