import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AuthResultSchema, TwoFactorCodeInputSchema } from '#core/auth/auth.contract.ts'
import { passwordProblem } from '#core/auth/password-policy.ts'
import { currentUser, toSessionUser } from '#server/plugins/auth/auth.plugin.ts'
import { FRESH_CODE_MS, markFresh } from '#server/plugins/auth/fresh-code.ts'
import { ACCOUNT_SUSPENDED } from '#server/plugins/auth/session-constants.ts'
import { toWebHeaders } from '#server/plugins/auth/web-headers.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { auditRequest, recordAudit } from '#server/services/audit.ts'

/**
 * Operators' sign-in, second step (`POST /api/auth/two-factor`, after the login route answered
 * `twoFactorRequired`), and the first sign-in of an account made with a one-time password: choose a
 * password and enrol an authenticator app (`/api/admin/setup`, `/api/admin/setup/verify`). TOTP is
 * better-auth's two-factor plugin; its two_factor cookie says whose code this is.
 */

/** better-auth's Set-Cookie headers, the last of each name only (a browser keeps the last). */
function forwardCookies(reply: FastifyReply, headers: Headers) {
  const byName = new Map<string, string>()
  for (const c of headers.getSetCookie()) byName.set(c.slice(0, c.indexOf('=')), c)
  if (byName.size) reply.header('set-cookie', [...byName.values()])
}

/** better-auth's refusal of a code, as one of our errors (anything else is a bug). */
function codeRefusal(err: unknown): HttpError {
  const code = (err as { body?: { code?: string } })?.body?.code
  if (code === 'INVALID_CODE') return new HttpError('auth.bad_code', undefined, { field: 'code' })
  if (code === 'ACCOUNT_TEMPORARILY_LOCKED')
    return new HttpError('auth.login_locked', { minutes: 15 }, { retryAfter: 900 })
  if (code === ACCOUNT_SUSPENDED) return new HttpError('auth.suspended')
  if (
    code === 'INVALID_TWO_FACTOR_COOKIE' ||
    code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' ||
    code === 'TOTP_NOT_ENABLED'
  )
    return new HttpError('auth.code_expired')
  throw err
}

const StepUpResultSchema = z.object({
  /** Until when this session's money actions need no other code. */
  freshUntil: z.string(),
})

const SetupInputSchema = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().min(1).max(1024),
})
const SetupResultSchema = z.object({
  /** The authenticator app's otpauth:// URI (a QR code of it) and its secret (base32). */
  totpUri: z.string(),
  secret: z.string(),
})

export const operatorAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = () => app.getAuth()
  const headersOf = (request: FastifyRequest) => toWebHeaders(request.headers)
  /** The authenticator code checked against the request's two_factor cookie or session. */
  const verifyCode = async (request: FastifyRequest, code: string) => {
    try {
      return await (
        await auth()
      ).api.verifyTOTP({ body: { code }, headers: headersOf(request), returnHeaders: true })
    } catch (err) {
      throw codeRefusal(err)
    }
  }

  app.post(
    '/api/auth/two-factor',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: 'The second step of a two-factor sign-in: the authenticator code',
        body: TwoFactorCodeInputSchema,
        response: { 200: AuthResultSchema },
      },
    },
    async (request, reply) => {
      const result = await verifyCode(request, request.body.code)
      // The sign-in's code is a fresh one: for a few minutes this session may move money.
      const user = result.response.user as { id: string }
      await markFresh(app, app.database.db, { token: result.response.token }, user.id)
      forwardCookies(reply, result.headers)
      return { user: toSessionUser(result.response.user), message: 'Login successful!' }
    },
  )

  app.post(
    '/api/auth/two-factor/step-up',
    {
      config: { access: 'operator', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['auth'],
        summary: `A fresh authenticator code: for ${FRESH_CODE_MS / 60_000} minutes this session may move money (settle payouts, resolve problems)`,
        body: TwoFactorCodeInputSchema,
        response: { 200: StepUpResultSchema },
      },
    },
    async (request) => {
      const me = currentUser(request)
      await verifyCode(request, request.body.code)
      const at = await app.database.db.transaction(async (tx) => {
        const verifiedAt = await markFresh(app, tx, { request }, me.id)
        await recordAudit(tx, {
          actor: { id: me.id, role: 'operator' },
          action: 'operator.step_up',
          target: { type: 'user', id: me.id },
          request: auditRequest(request),
        })
        return verifiedAt
      })
      return { freshUntil: new Date(at.getTime() + FRESH_CODE_MS).toISOString() }
    },
  )

  app.post(
    '/api/admin/setup',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['admin'],
        summary: "An operator's first sign-in: a new password, and a TOTP secret to enrol",
        body: SetupInputSchema,
        response: { 200: SetupResultSchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request)
      const problem = passwordProblem(request.body.newPassword, me.email)
      if (problem) throw HttpError.invalid(problem, 'newPassword')
      const [row] = await app.database.query<{ enrolled: boolean }>(
        'select two_factor_enabled as enrolled from users where id = $1',
        [me.id],
      )
      if (row?.enrolled) throw new HttpError('admin.already_enrolled')
      const api = (await auth()).api
      let changed
      try {
        changed = await api.changePassword({
          body: {
            currentPassword: request.body.currentPassword,
            newPassword: request.body.newPassword,
            revokeOtherSessions: true,
          },
          headers: headersOf(request),
          returnHeaders: true,
        })
      } catch (err) {
        const code = (err as { body?: { code?: string } })?.body?.code
        if (code === 'INVALID_PASSWORD')
          throw new HttpError('auth.bad_credentials', undefined, { field: 'currentPassword' })
        throw err
      }
      forwardCookies(reply, changed.headers)
      const enrolled = await api.enableTwoFactor({
        body: { password: request.body.newPassword, method: 'totp' },
        headers: new Headers({ cookie: requestCookieWith(request, changed.headers) }),
      })
      if (enrolled.method !== 'totp') throw new Error('bug: TOTP enrolment answered without a URI')
      await app.sessions.invalidateUser(me.id)
      return {
        totpUri: enrolled.totpURI,
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- better-auth's otpauth URI always carries its secret
        secret: new URL(enrolled.totpURI).searchParams.get('secret')!,
      }
    },
  )

  app.post(
    '/api/admin/setup/verify',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['admin'],
        summary: "An operator's first sign-in: the first code from the enrolled app",
        body: TwoFactorCodeInputSchema,
        response: { 200: AuthResultSchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request)
      const result = await verifyCode(request, request.body.code)
      await app.database.db.transaction((tx) =>
        recordAudit(tx, {
          actor: { id: me.id, role: 'operator' },
          action: 'operator.enrol',
          target: { type: 'user', id: me.id },
          after: { twoFactorEnabled: true },
          request: auditRequest(request),
        }),
      )
      await app.sessions.invalidateUser(me.id)
      forwardCookies(reply, result.headers)
      return { user: toSessionUser(result.response.user), message: 'Two-factor sign-in is set up.' }
    },
  )
}

/** The request's cookies with those a better-auth answer just set in their place (raw pairs). */
function requestCookieWith(request: FastifyRequest, headers: Headers): string {
  const jar = new Map<string, string>()
  const put = (pair: string) => {
    const at = pair.indexOf('=')
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1))
  }
  for (const pair of (request.headers.cookie ?? '').split(';')) put(pair)
  for (const c of headers.getSetCookie()) put(c.split(';')[0] ?? '')
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
}
