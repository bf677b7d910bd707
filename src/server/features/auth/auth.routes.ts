import { eq } from 'drizzle-orm'
import { toWebHeaders } from '#server/plugins/auth/web-headers.ts'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AuthResultSchema,
  LoginInputSchema,
  LoginResultSchema,
  RegisterInputSchema,
  registrationProblem,
} from '#core/auth/auth.contract.ts'
import { normalizeIndianMobile } from '#core/auth/phone.ts'
import { acceptLanguageTags, languageFromBrowser } from '#core/i18n/languages.ts'
import { users } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { toSessionUser } from '#server/plugins/auth/auth.plugin.ts'
import { afterLogin, afterRegistration } from './account-events.ts'
import { recordDevice } from './known-devices.ts'
import { loginLimits } from './login-limits.ts'
import { sessionRoutes } from './session.routes.ts'
import { cookieFrom } from '#server/plugins/auth/cookies.ts'
import { ACCOUNT_SUSPENDED } from '#server/plugins/auth/session-constants.ts'
import { placeColumns, placeColumnsOfText } from '#server/services/places.ts'

const MessageSchema = z.object({ message: z.string() })

function forwardCookies(reply: FastifyReply, headers: Headers) {
  const cookies = headers.getSetCookie()
  if (cookies.length) reply.header('set-cookie', cookies)
}

/** better-auth's API errors carry a status and a code; anything else is a bug. */
function authErrorCode(err: unknown): string | undefined {
  const e = err as { body?: { code?: string }; statusCode?: number }
  return e?.body?.code
}

/** Registration, login and logout; the session's own routes are in session.routes.ts. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const { takeAttempt, limitsFor, successLimitsFor, giveBackAttempt, forgetOldAttempts, tooMany } =
    loginLimits(app)

  async function emailTaken(email: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
    return row !== undefined
  }

  app.post(
    '/api/auth/register',
    {
      config: {
        access: 'public',
        rateLimit: { max: app.env.REGISTER_MAX_PER_IP, timeWindow: '15 minutes' },
      },
      schema: {
        tags: ['auth'],
        summary: 'Create an account and log in',
        body: RegisterInputSchema,
        response: { 201: AuthResultSchema },
      },
    },
    async (request, reply) => {
      const problem = registrationProblem(request.body)
      if (problem) throw HttpError.invalid(problem.message, problem.field)
      const { name, password, role } = request.body
      // A place picked from the list is checked and written out; a location typed alone is resolved.
      const place = placeColumns(request.body) ?? placeColumnsOfText(request.body.location)
      const email = request.body.email.trim().toLowerCase()
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- registrationProblem above refused a phone that does not normalise
      const phone = normalizeIndianMobile(request.body.phone)!

      if (await emailTaken(email))
        throw new HttpError('auth.user_exists', undefined, { field: 'email' })

      let result
      try {
        result = await (
          await app.getAuth()
        ).api.signUpEmail({
          body: {
            name,
            email,
            password,
            phone,
            ...place,
            roles: [role],
            activeRole: role,
            // The page's language, else (a client that sends none) the browser's first language
            // FarmTrek speaks, so the welcome SMS and email already reach a person in theirs.
            language:
              request.body.language ??
              languageFromBrowser(acceptLanguageTags(request.headers['accept-language'])) ??
              'en',
          },
          headers: toWebHeaders(request.headers),
          returnHeaders: true,
        })
      } catch (err) {
        const code = authErrorCode(err)
        if (code?.startsWith('USER_ALREADY_EXISTS'))
          throw new HttpError('auth.user_exists', undefined, { field: 'email' })
        if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG')
          throw new HttpError('auth.password_rejected', undefined, { field: 'password' })
        // A registration of the same email running alongside won the unique index between
        // better-auth's check and its insert; better-auth reports that as FAILED_TO_CREATE_USER.
        if (code === 'FAILED_TO_CREATE_USER' && (await emailTaken(email)))
          throw new HttpError('auth.user_exists', undefined, { field: 'email' })
        throw err
      }
      const user = toSessionUser(result.response.user)
      await afterRegistration(app, user)
      // The code that verifies the number (with the welcome greeting): no other SMS goes to it before.
      await app.phoneCodes?.sendRegistrationCode(user, request.ip)
      // The device that registered is the account's first known one: no notice when it logs in.
      await recordDevice(db, request, reply, { userId: user.id, secure: app.env.secureCookies })
      forwardCookies(reply, result.headers)
      return reply.status(201).send({ user, message: 'Registration successful! Redirecting...' })
    },
  )

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password (operators: a code follows, /api/auth/two-factor)',
        body: LoginInputSchema,
        response: { 200: LoginResultSchema },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase()
      const wait = await takeAttempt(limitsFor(email, request.ip))
      if (wait > 0) throw tooMany(wait)

      let result
      try {
        result = await (
          await app.getAuth()
        ).api.signInEmail({
          body: { email, password: request.body.password },
          headers: toWebHeaders(request.headers),
          returnHeaders: true,
        })
      } catch (err) {
        const code = authErrorCode(err)
        if (
          code === 'INVALID_EMAIL_OR_PASSWORD' ||
          code === 'INVALID_EMAIL' ||
          code === 'INVALID_PASSWORD'
        ) {
          await forgetOldAttempts()
          throw new HttpError('auth.bad_credentials')
        }
        if (code === ACCOUNT_SUSPENDED) throw new HttpError('auth.suspended')
        throw err
      }
      await giveBackAttempt(email, request.ip)
      if ('twoFactorRedirect' in result.response) {
        // The password was right; the session starts with the code (its cookie says whose).
        forwardCookies(reply, result.headers)
        return {
          twoFactorRequired: true as const,
          message: 'Enter the code from your authenticator app.',
        }
      }
      const user = toSessionUser(result.response.user)
      const signedIn = result
      const endSession = async () =>
        (await app.getAuth()).api
          .revokeSession({
            body: { token: signedIn.response.token },
            headers: new Headers({ cookie: cookieFrom(signedIn.headers.getSetCookie()) }),
          })
          .catch(() => {})
      if (user.roles.length === 0) {
        // An account without a profile cannot use any page: do not leave it logged in.
        await endSession()
        throw new HttpError('auth.profile_not_found')
      }
      const capped = await takeAttempt(successLimitsFor(email, request.ip))
      if (capped > 0) {
        await endSession()
        throw new HttpError(
          'auth.logins_too_many',
          { minutes: Math.ceil(capped / 60) },
          { retryAfter: capped },
        )
      }
      const { newDevice } = await recordDevice(db, request, reply, {
        userId: user.id,
        secure: app.env.secureCookies,
      })
      await afterLogin(app, user, { newDevice })
      forwardCookies(reply, result.headers)
      return { user, message: 'Login successful! Sending confirmation...' }
    },
  )

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'End the session on the server',
        response: { 200: MessageSchema },
      },
    },
    async (request, reply) => {
      if (request.headers.cookie) {
        const who = await app.resolveUser(request)
        const result = await (
          await app.getAuth()
        ).api
          .signOut({ headers: toWebHeaders(request.headers), returnHeaders: true })
          .catch(() => null)
        if (result) forwardCookies(reply, result.headers)
        if (who) await app.sessions.invalidateUser(who.id)
      }
      return { message: 'You have logged out!' }
    },
  )

  await app.register(sessionRoutes)
}
