import { and, eq, inArray, not, sql } from 'drizzle-orm'
import { toWebHeaders } from '#server/plugins/auth/web-headers.ts'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AuthResultSchema,
  ChooseRoleInputSchema,
  LoginInputSchema,
  LoginResultSchema,
  RegisterInputSchema,
  registrationProblem,
  SessionSchema,
} from '#core/auth/auth.contract.ts'
import { normalizeIndianMobile } from '#core/auth/phone.ts'
import { LanguageSchema } from '#core/i18n/language-schema.ts'
import type { Executor } from '#server/db/client.ts'
import { loginFailures, users } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { currentUser, toSessionUser } from '#server/plugins/auth/auth.plugin.ts'
import { afterLogin, afterRegistration } from './account-events.ts'
import { recordDevice } from './known-devices.ts'
import { cookieFrom } from '#server/plugins/auth/cookies.ts'
import { ACCOUNT_SUSPENDED } from '#server/plugins/auth/session-constants.ts'

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

  const emailMaxFailures = app.env.LOGIN_EMAIL_MAX_FAILURES ?? 10 * maxFailures
  const windowStarted = sql`${loginFailures.windowStart} > now() - ${windowMs / 1000}::double precision * interval '1 second'`

  /**
   * The counters a login attempt is held to. The pair and the address get LOGIN_MAX_FAILURES; the
   * email alone gets a ceiling ten times higher, so a stranger's guesses from a few addresses do
   * not lock the owner out while guesses spread over many addresses are still capped. Sorted, so
   * concurrent transactions lock the rows in one order and cannot deadlock.
   */
  function limitsFor(email: string, ip: string) {
    return [
      { key: `email:${email}`, max: emailMaxFailures },
      { key: `ip:${ip}`, max: maxFailures },
      { key: `pair:${email} ${ip}`, max: maxFailures },
    ].sort((a, b) => (a.key < b.key ? -1 : 1))
  }

  /**
   * The caps on successful logins (each may send a new-device notice): per account (its email)
   * and per address, in the same window and table as the failures. Taken only once the password
   * was right, and never given back.
   */
  function successLimitsFor(email: string, ip: string) {
    return [
      { key: `ok-email:${email}`, max: app.env.LOGIN_SUCCESS_MAX_PER_ACCOUNT },
      { key: `ok-ip:${ip}`, max: app.env.LOGIN_SUCCESS_MAX_PER_IP },
    ].sort((a, b) => (a.key < b.key ? -1 : 1))
  }

  /**
   * Counts one attempt on every counter before the password is checked, all or none: returns 0
   * when it may go ahead, or the seconds to wait when a counter is at its limit (nothing counted).
   * Each row is locked by its upsert until the transaction ends, so parallel attempts queue and at
   * most the limit ever get through, on every node.
   */
  async function takeAttempt(limits: Array<{ key: string; max: number }>): Promise<number> {
    try {
      await db.transaction(async (tx) => {
        for (const { key, max } of limits) {
          const [counted] = await tx
            .insert(loginFailures)
            .values({ key, attempts: 1, windowStart: sql`now()` })
            .onConflictDoUpdate({
              target: loginFailures.key,
              set: {
                attempts: sql`case when ${windowStarted} then ${loginFailures.attempts} + 1 else 1 end`,
                windowStart: sql`case when ${windowStarted} then ${loginFailures.windowStart} else now() end`,
              },
              setWhere: sql`not (${windowStarted}) or ${loginFailures.attempts} < ${max}`,
            })
            .returning({ key: loginFailures.key })
          if (!counted) throw new LoginLocked(await secondsToWait(tx, limits))
        }
      })
      return 0
    } catch (err) {
      if (err instanceof LoginLocked) return err.seconds
      throw err
    }
  }

  /** Seconds until every full counter among `limits` starts a new window. */
  async function secondsToWait(tx: Executor, limits: Array<{ key: string; max: number }>) {
    const rows = await tx
      .select({
        key: loginFailures.key,
        attempts: loginFailures.attempts,
        left: sql<number>`extract(epoch from ${loginFailures.windowStart} + ${windowMs / 1000}::double precision * interval '1 second' - now())::float8`,
      })
      .from(loginFailures)
      .where(
        and(
          inArray(
            loginFailures.key,
            limits.map((l) => l.key),
          ),
          windowStarted,
        ),
      )
    let wait = 1
    for (const r of rows) {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the rows were selected by these limits' keys
      const max = limits.find((l) => l.key === r.key)!.max
      if (r.attempts >= max) wait = Math.max(wait, Math.ceil(Number(r.left)))
    }
    return wait
  }

  /**
   * A login whose password was right gives its attempt back: the owner's own pair starts afresh,
   * the address and email counters lose this one attempt (not the failures before it, or a
   * guesser could reset them by logging into an account of their own).
   */
  async function giveBackAttempt(email: string, ip: string) {
    await db.delete(loginFailures).where(eq(loginFailures.key, `pair:${email} ${ip}`))
    // One row per statement: a statement never waits on one row while holding another, so it
    // cannot deadlock with takeAttempt's transaction.
    for (const key of [`email:${email}`, `ip:${ip}`])
      await db
        .update(loginFailures)
        .set({ attempts: sql`greatest(${loginFailures.attempts} - 1, 0)` })
        .where(eq(loginFailures.key, key))
  }

  /**
   * Counters whose window has passed are only clutter. Rows an attempt is using right now are
   * skipped, not waited for, so the cleanup never blocks (or deadlocks with) a login.
   */
  async function forgetOldAttempts() {
    const old = db
      .select({ key: loginFailures.key })
      .from(loginFailures)
      .where(not(windowStarted))
      .limit(1000)
      .for('update', { skipLocked: true })
    await db.delete(loginFailures).where(inArray(loginFailures.key, old))
  }

  async function emailTaken(email: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
    return row !== undefined
  }

  function tooMany(seconds: number): HttpError {
    const minutes = Math.ceil(seconds / 60)
    return new HttpError('auth.login_locked', { minutes }, { retryAfter: seconds })
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
      const { name, password, role, location } = request.body
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
      // An operator's account runs the service; it does not also buy or sell.
      if (me.roles.includes('operator')) throw new HttpError('auth.operator_account')
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
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- UPDATE … RETURNING of the signed-in user's own row returns it
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
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- UPDATE … RETURNING of the signed-in user's own row returns it
      return { user: toSessionUser(row!) }
    },
  )
}

/** Thrown inside the counting transaction to roll it back when a counter is full. */
class LoginLocked extends Error {
  constructor(readonly seconds: number) {
    super('login locked')
  }
}

export const LanguageInputSchema = z.object({
  language: LanguageSchema,
})
