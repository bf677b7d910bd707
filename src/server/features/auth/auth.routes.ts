import { randomUUID } from 'node:crypto'
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import { toWebHeaders } from './web-headers.ts'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AuthResultSchema,
  BAD_CREDENTIALS,
  ChooseRoleInputSchema,
  LoginInputSchema,
  PROFILE_NOT_FOUND,
  RegisterInputSchema,
  registrationProblem,
  SessionSchema,
  USER_EXISTS,
} from '#core/auth/auth.contract.ts'
import { normalizeIndianMobile } from '#core/auth/phone.ts'
import { loginFailures, users } from '../../db/schema/index.ts'
import { HttpError } from '../../plugins/error-handler.ts'
import { currentUser, toSessionUser } from '../../plugins/auth.ts'
import { afterLogin, afterRegistration } from './account-events.ts'
import { cookieFrom } from './cookies.ts'

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

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const maxFailures = app.env.LOGIN_MAX_FAILURES
  const windowMs = app.env.LOGIN_WINDOW

  /** Seconds until `keys` may try again, or 0 when under the limit (counted across all nodes). */
  async function lockedFor(keys: string[], now: Date): Promise<number> {
    const since = new Date(now.getTime() - windowMs)
    const rows = await db
      .select({
        key: loginFailures.key,
        n: sql<number>`count(*)::int`,
        oldest: sql<Date>`min(${loginFailures.at})`,
      })
      .from(loginFailures)
      .where(and(inArray(loginFailures.key, keys), gte(loginFailures.at, since)))
      .groupBy(loginFailures.key)
    let wait = 0
    for (const r of rows) {
      if (r.n >= maxFailures) {
        // Wait until enough of the window's failures have aged out to go under the limit.
        const [nth] = await db
          .select({ at: loginFailures.at })
          .from(loginFailures)
          .where(and(eq(loginFailures.key, r.key), gte(loginFailures.at, since)))
          .orderBy(sql`${loginFailures.at} desc`)
          .offset(maxFailures - 1)
          .limit(1)
        const until = new Date(nth!.at).getTime() + windowMs
        wait = Math.max(wait, Math.ceil((until - now.getTime()) / 1000))
      }
    }
    return wait
  }

  function tooMany(seconds: number): HttpError {
    const minutes = Math.ceil(seconds / 60)
    return new HttpError(
      429,
      `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      { retryAfter: seconds },
    )
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
      if (problem) throw new HttpError(400, problem.message, problem.field)
      const { name, password, role, location } = request.body
      const email = request.body.email.trim().toLowerCase()
      const phone = normalizeIndianMobile(request.body.phone)!

      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
      if (existing) throw new HttpError(409, USER_EXISTS, 'email')

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
            location,
            roles: [role],
            activeRole: role,
            language: request.body.language ?? 'en',
          },
          headers: toWebHeaders(request.headers),
          returnHeaders: true,
        })
      } catch (err) {
        const code = authErrorCode(err)
        if (code?.startsWith('USER_ALREADY_EXISTS')) throw new HttpError(409, USER_EXISTS, 'email')
        if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG')
          throw new HttpError(400, 'Password does not meet the requirements.', 'password')
        throw err
      }
      const user = toSessionUser(result.response.user as Parameters<typeof toSessionUser>[0])
      await afterRegistration(app, user)
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
        summary: 'Log in with email and password',
        body: LoginInputSchema,
        response: { 200: AuthResultSchema },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase()
      const keys = [`email:${email}`, `ip:${request.ip}`]
      const now = new Date()
      const wait = await lockedFor(keys, now)
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
          await db
            .insert(loginFailures)
            .values(keys.map((key) => ({ id: randomUUID(), key, at: now })))
          // Old rows are only clutter: drop this key's failures that left the window.
          await db
            .delete(loginFailures)
            .where(
              and(
                inArray(loginFailures.key, keys),
                lt(loginFailures.at, new Date(now.getTime() - windowMs)),
              ),
            )
          throw new HttpError(401, BAD_CREDENTIALS)
        }
        throw err
      }
      const user = toSessionUser(result.response.user as Parameters<typeof toSessionUser>[0])
      if (user.roles.length === 0) {
        // An account without a profile (spec §5 "Login"): do not leave it logged in.
        await (
          await app.getAuth()
        ).api
          .revokeSession({
            body: { token: result.response.token },
            headers: new Headers({ cookie: cookieFrom(result.headers.getSetCookie()) }),
          })
          .catch(() => {})
        throw new HttpError(404, PROFILE_NOT_FOUND)
      }
      await db.delete(loginFailures).where(eq(loginFailures.key, `email:${email}`))
      await afterLogin(app, user)
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

  app.get(
    '/api/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The current session (user, roles, active role)',
        response: { 200: SessionSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { user: request.user }
    },
  )

  app.post(
    '/api/session/role',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Choose the active role (adds it to the account when missing)',
        body: ChooseRoleInputSchema,
        response: { 200: SessionSchema },
      },
    },
    async (request) => {
      const me = currentUser(request)
      const { role } = request.body
      const [row] = await db
        .update(users)
        .set({
          roles: sql`(select array(select distinct unnest(${users.roles} || array[${role}]::text[]) order by 1))`,
          activeRole: role,
          updatedAt: new Date(),
        })
        .where(eq(users.id, me.id))
        .returning()
      await app.sessions.invalidateUser(me.id)
      return { user: toSessionUser(row!) }
    },
  )

  app.patch(
    '/api/session/language',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: "Remember the user's language (UI and notifications)",
        body: LanguageInputSchema,
        response: { 200: SessionSchema },
      },
    },
    async (request) => {
      const me = currentUser(request)
      const [row] = await db
        .update(users)
        .set({ language: request.body.language, updatedAt: new Date() })
        .where(eq(users.id, me.id))
        .returning()
      await app.sessions.invalidateUser(me.id)
      return { user: toSessionUser(row!) }
    },
  )
}

export const LanguageInputSchema = z.object({
  language: z.enum(['en', 'hi', 'ta'], { error: 'Choose English, Hindi or Tamil.' }),
})
