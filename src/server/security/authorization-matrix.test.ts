import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Access, AccountRole } from '#core/auth/roles.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { signInOperator } from '#server/test/operators.ts'

/**
 * Every /api route × {visitor, buyer, farmer, another farmer, both roles, operator} → expected
 * status class.
 * Built from the server's own route list: a new route without an entry here fails the first test.
 * Ownership (another farmer's listings and orders, another buyer's orders) is in the features'
 * route tests and in ownership.test.ts; this file checks the role gate of every route.
 */
const MATRIX: Record<string, { access: Access; stream?: true }> = {
  'GET /api/health': { access: 'public' },
  'GET /api/site': { access: 'public' },
  'POST /api/contact': { access: 'public' },
  'POST /api/auth/register': { access: 'public' },
  'POST /api/auth/login': { access: 'public' },
  'POST /api/auth/logout': { access: 'public' },
  'POST /api/auth/phone/send-code': { access: 'public' },
  'POST /api/auth/phone/verify': { access: 'public' },
  'POST /api/auth/password/forgot': { access: 'public' },
  'POST /api/auth/password/reset': { access: 'public' },
  'PATCH /api/account/profile': { access: 'user' },
  'POST /api/account/password': { access: 'user' },
  'GET /api/account/sessions': { access: 'user' },
  'POST /api/account/sessions/end-others': { access: 'user' },
  'GET /api/account/data': { access: 'user' },
  'POST /api/account/delete': { access: 'user' },
  'GET /api/admin/payouts': { access: 'operator' },
  'POST /api/admin/payouts/settle': { access: 'operator' },
  'GET /api/admin/payouts/due.csv': { access: 'operator' },
  'GET /api/admin/manual-refunds': { access: 'operator' },
  'POST /api/admin/manual-refunds/:id/paid': { access: 'operator' },
  'GET /api/account/gstin': { access: 'farmer' },
  'GET /api/deliveries/mine': { access: 'buyer' },
  'POST /api/deliveries/:lineId/confirm': { access: 'buyer' },
  'POST /api/deliveries/:lineId/problem': { access: 'buyer' },
  'GET /api/supply-chain/deliveries': { access: 'farmer' },
  'POST /api/deliveries/problems/:id/answer': { access: 'farmer' },
  'POST /api/deliveries/problems/:id/photos': { access: 'buyer' },
  'GET /api/deliveries/problem-photos/:photoId': { access: 'user' },
  'GET /api/admin/problems': { access: 'operator' },
  'POST /api/admin/problems/:id/resolve': { access: 'operator' },
  'GET /api/orders/addresses': { access: 'buyer' },
  'GET /api/orders/:number': { access: 'buyer' },
  'GET /api/orders/:number/receipt.pdf': { access: 'user' },
  'GET /api/session': { access: 'public' },
  'POST /api/session/role': { access: 'user' },
  'PATCH /api/session/language': { access: 'user' },
  'GET /api/listings': { access: 'public' },
  'GET /api/listings/:id': { access: 'public' },
  'GET /api/listings/mine': { access: 'farmer' },
  'GET /api/listings/now': { access: 'public' },
  'GET /api/listings/:id/mandi-price': { access: 'public' },
  'POST /api/listings': { access: 'farmer' },
  'PATCH /api/listings/:id': { access: 'farmer' },
  'DELETE /api/listings/:id': { access: 'farmer' },
  'POST /api/listings/:id/photos': { access: 'farmer' },
  'DELETE /api/listings/:id/photos/:photoId': { access: 'farmer' },
  'GET /api/listing-photos/:file': { access: 'public' },
  'GET /api/weather': { access: 'user' },
  'GET /api/places/districts': { access: 'public' },
  'GET /api/places/names': { access: 'public' },
  'GET /api/notifications': { access: 'user' },
  'GET /api/market-prices': { access: 'farmer' },
  'GET /api/market-prices/history': { access: 'farmer' },
  'GET /api/market-prices/seasonal': { access: 'farmer' },
  'GET /api/market-prices/crops': { access: 'farmer' },
  'GET /api/market-prices/fair-price': { access: 'farmer' },
  'GET /api/market-prices/status': { access: 'farmer' },
  'GET /api/predict': { access: 'farmer' },
  'GET /api/supply-chain': { access: 'farmer' },
  'PATCH /api/supply-chain/:id': { access: 'farmer' },
  'GET /api/supply-chain/summary': { access: 'farmer' },
  'POST /api/supply-chain/:id/decline': { access: 'farmer' },
  'GET /api/supply-chain/stream': { access: 'farmer', stream: true },
  'POST /api/orders': { access: 'buyer' },
  'POST /api/orders/:orderId/lines/:lineId/cancel': { access: 'buyer' },
  'GET /api/orders': { access: 'buyer' },
  'GET /api/orders/stream': { access: 'buyer', stream: true },
  // --- Online payments ---
  'GET /api/payments/config': { access: 'public' },
  'POST /api/payments/orders/:orderId/checkout': { access: 'buyer' },
  'POST /api/payments/orders/:orderId/verify': { access: 'buyer' },
  'POST /api/payments/orders/:orderId/cash-on-delivery': { access: 'buyer' },
  'GET /api/payments/orders/:orderId': { access: 'buyer' },
  // Razorpay's servers call it; the signature, not a session, is its check.
  'POST /api/payments/webhook/razorpay': { access: 'public' },
  'GET /api/payments/payout-details': { access: 'farmer' },
  'PUT /api/payments/payout-details': { access: 'farmer' },
  'GET /api/payments/payouts': { access: 'farmer' },
  // --- end of online payments ---
  'GET /api/dashboard/farmer': { access: 'farmer' },
  // Price alerts: any account; the unsubscribe link carries its own signature.
  'GET /api/alerts': { access: 'user' },
  'POST /api/alerts': { access: 'user' },
  'PATCH /api/alerts/:id': { access: 'user' },
  'DELETE /api/alerts/:id': { access: 'user' },
  'GET /api/alerts/unsubscribe': { access: 'public' },
  'POST /api/alerts/unsubscribe': { access: 'public' },
  // The operator console; the second step of a two-factor sign-in is public (its cookie says whose).
  'POST /api/auth/two-factor': { access: 'public' },
  'POST /api/admin/setup': { access: 'operator' },
  'POST /api/admin/setup/verify': { access: 'operator' },
  'GET /api/admin/today': { access: 'operator' },
  'GET /api/admin/orders': { access: 'operator' },
  'GET /api/admin/orders/:id/timeline': { access: 'operator' },
  'GET /api/admin/users': { access: 'operator' },
  'POST /api/admin/users/:id/suspend': { access: 'operator' },
  'POST /api/admin/users/:id/unsuspend': { access: 'operator' },
  'POST /api/admin/users/:id/resend-verification': { access: 'operator' },
  'GET /api/admin/messages': { access: 'operator' },
  'POST /api/admin/messages/retry-failed': { access: 'operator' },
  'POST /api/admin/messages/:id/retry': { access: 'operator' },
  'GET /api/admin/audit': { access: 'operator' },
  // Ratings: a buyer rates a delivered line, the farmer answers, anyone signed in reports, anyone reads a farmer's page.
  'POST /api/orders/:number/lines/:lineId/rating': { access: 'buyer' },
  'GET /api/ratings/mine': { access: 'buyer' },
  'GET /api/farmers/:id': { access: 'public' },
  'POST /api/ratings/:id/answer': { access: 'farmer' },
  'POST /api/ratings/:id/report': { access: 'user' },
  'GET /api/admin/comments/reported': { access: 'operator' },
  'POST /api/admin/comments/:id/restore': { access: 'operator' },
  'POST /api/admin/comments/:id/hide': { access: 'operator' },
  'POST /api/listings/:id/report': { access: 'user' },
  'GET /api/admin/listings': { access: 'operator' },
  'GET /api/admin/users/by-id': { access: 'operator' },
  'POST /api/admin/listings/:id/hide': { access: 'operator' },
  'POST /api/admin/listings/:id/unhide': { access: 'operator' },
  'POST /api/admin/listings/:id/dismiss-report': { access: 'operator' },
  'POST /api/auth/two-factor/step-up': { access: 'operator' },
}

type Actor = 'visitor' | 'buyer' | 'farmer' | 'otherFarmer' | 'both' | 'operator'
const ACTORS: Actor[] = ['visitor', 'buyer', 'farmer', 'otherFarmer', 'both', 'operator']
const rolesOf: Record<Actor, AccountRole[] | null> = {
  visitor: null,
  buyer: ['buyer'],
  farmer: ['farmer'],
  otherFarmer: ['farmer'],
  both: ['buyer', 'farmer'],
  operator: ['operator'],
}

/** A session of `actor` (a new account each time). */
async function signIn(actor: Actor): Promise<string | undefined> {
  const roles = rolesOf[actor]
  if (!roles) return undefined
  if (roles.includes('operator')) return (await signInOperator(t.app)).cookie
  return (await registerUser(t.app, { roles: roles as Array<'buyer' | 'farmer'> })).cookie
}

/** The status class an actor must get: 'ok' means the guard let it through (any status but 401/403). */
function expected(access: Access, actor: Actor): 401 | 403 | 'ok' {
  const roles = rolesOf[actor]
  if (access === 'public') return 'ok'
  if (!roles) return 401
  if (access === 'user') return 'ok'
  return roles.includes(access) ? 'ok' : 403
}

let t: TestApp
const cookies: Partial<Record<Actor, string>> = {}
beforeAll(async () => {
  t = await buildTestApp()
  for (const actor of ACTORS) cookies[actor] = await signIn(actor)
})
afterAll(() => t.close())

describe('authorization matrix', () => {
  it('has an entry for every /api route, with the access the route declares', () => {
    const declared = Object.fromEntries(
      t.app.apiRoutes.map((r) => [`${r.method} ${r.url}`, r.access]),
    )
    const missing = Object.keys(declared).filter((k) => !(k in MATRIX))
    expect(missing, 'routes without a matrix entry: add them to MATRIX').toEqual([])
    for (const [key, access] of Object.entries(declared))
      expect(`${key} → ${access}`).toBe(`${key} → ${MATRIX[key]!.access}`)
    const stale = Object.keys(MATRIX).filter((k) => !(k in declared))
    expect(stale, 'matrix entries for routes that do not exist').toEqual([])
  })

  const cases = Object.entries(MATRIX).flatMap(([key, entry]) =>
    ACTORS.map((actor) => [key, actor, entry] as const),
  )
  it.each(cases)('%s as %s', async (key, actor, entry) => {
    const want = expected(entry.access, actor)
    // An allowed stream would stay open; its opening is tested in the live-update tests.
    if (entry.stream && want === 'ok') return
    const [method, url] = key.split(' ') as [string, string]
    // Logging out would end the shared session of this actor: use a throwaway one.
    const cookie = key === 'POST /api/auth/logout' ? await signIn(actor) : cookies[actor]
    const res = await t.app.inject({
      method: method as 'GET',
      url: url.replace(/:(id|orderId|lineId)\b/g, '00000000-0000-4000-8000-000000000000'),
      headers: cookie ? { cookie } : {},
      ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
    })
    if (want === 'ok') {
      expect([401, 403], `${key} as ${actor}: ${res.body}`).not.toContain(res.statusCode)
      expect(res.statusCode).toBeLessThan(500)
    } else {
      expect(res.statusCode, res.body).toBe(want)
      expect(res.json().message).toEqual(expect.any(String))
    }
  })
})
