import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Executor } from '#server/db/client.ts'
import { freshCodes } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { SESSION_COOKIE } from './session-constants.ts'

/**
 * Step-up for money: an operator's action that moves money (settling payouts, refunding or
 * releasing through a problem's resolution) needs an authenticator code given within the last
 * FRESH_CODE_MS on this very session (`POST /api/auth/two-factor/step-up {code}`); otherwise the
 * route answers 403 `fresh_code_needed` and the console asks for the code and tries again. A stolen
 * session cookie alone cannot move money.
 *
 * The routes are named here, in one list, rather than in each feature: a test checks that every
 * one exists, so a renamed route cannot drop out of the guard unnoticed.
 */
export const FRESH_CODE_MS = 5 * 60_000

export const MONEY_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/admin/payouts/settle',
  'POST /api/admin/problems/:id/resolve',
  'POST /api/admin/manual-refunds/:id/paid',
])

/** The request's session, as a key that is not the token itself (a hash of it), or null. */
export function sessionKeyOf(app: FastifyInstance, request: FastifyRequest): string | null {
  const name = app.env.secureCookies ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE
  const token = app.sessions.verifyCookie(request.cookies[name])
  return token ? keyOfToken(token) : null
}

const keyOfToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/**
 * Records, in `tx`, that the session of `token` (or of the request's cookie) has just given a good
 * code: a step-up, or the sign-in's own second step.
 */
export async function markFresh(
  app: FastifyInstance,
  tx: Executor,
  session: { request: FastifyRequest } | { token: string },
  userId: string,
): Promise<Date> {
  const key = 'token' in session ? keyOfToken(session.token) : sessionKeyOf(app, session.request)
  if (!key) throw new HttpError('auth.login_required')
  const at = new Date()
  await tx
    .insert(freshCodes)
    .values({ sessionKey: key, userId, verifiedAt: at })
    .onConflictDoUpdate({ target: freshCodes.sessionKey, set: { verifiedAt: at, userId } })
  return at
}

/** Whether this session gave a code within FRESH_CODE_MS. */
export async function hasFreshCode(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
): Promise<boolean> {
  const key = sessionKeyOf(app, request)
  if (!key) return false
  const [row] = await app.database.query<{ fresh: boolean }>(
    `select verified_at > now() - $3::int * interval '1 second' as fresh
       from fresh_codes where session_key = $1 and user_id = $2`,
    [key, userId, FRESH_CODE_MS / 1000],
  )
  return row?.fresh === true
}

/** The guard on MONEY_ROUTES, after the auth guard has resolved the operator. */
export const freshCodePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      if (!MONEY_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return
      const user = request.user
      if (!user) throw new HttpError('auth.login_required')
      if (!(await hasFreshCode(app, request, user.id))) throw new HttpError('fresh_code_needed')
    })
  },
  { name: 'fresh-code', dependencies: ['auth'] },
)
