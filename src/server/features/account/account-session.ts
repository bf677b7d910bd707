import { createHmac } from 'node:crypto'
import { and, eq, ne } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import type { Executor } from '#server/db/client.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { takePasswordGuess } from '#server/services/password-guesses.ts'
import { accounts, sessions, users } from '#server/db/schema/index.ts'
import { toSessionUser } from '#server/plugins/auth/auth.plugin.ts'
import { SESSION_COOKIE, SESSION_EXPIRES_IN_S } from '#server/plugins/auth/session-constants.ts'

/**
 * Sessions and passwords for the account routes, through better-auth's own context: a session is
 * made by its internal adapter (the same row and token a password login makes) and its cookie is
 * signed the way better-auth signs it (`<token>.<base64 HMAC-SHA256>`, what the request guard
 * verifies); a password is hashed by its hasher (scrypt), so a password login checks it as usual.
 */

/** Signs in `userId` on this request: a new session and its cookie on `reply`. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const ctx = await (await app.getAuth()).$context
  const session = await ctx.internalAdapter.createSession(userId, false, {
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
  })
  const signature = createHmac('sha256', app.env.sessionSecret)
    .update(session.token)
    .digest('base64')
  const name = app.env.secureCookies ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE
  const value = encodeURIComponent(`${session.token}.${signature}`)
  reply.header(
    'set-cookie',
    `${name}=${value}; Max-Age=${SESSION_EXPIRES_IN_S}; Path=/; HttpOnly; SameSite=Lax${app.env.secureCookies ? '; Secure' : ''}`,
  )
}

/** The scrypt hash better-auth stores and checks. */
export async function hashPassword(app: FastifyInstance, password: string): Promise<string> {
  const ctx = await (await app.getAuth()).$context
  return ctx.password.hash(password)
}

/** Checks `password` against the account's stored hash; false without a password account. */
export async function passwordMatches(
  app: FastifyInstance,
  userId: string,
  password: string,
): Promise<boolean> {
  const [row] = await app.database.db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
  if (!row?.hash) return false
  const ctx = await (await app.getAuth()).$context
  return ctx.password.verify({ hash: row.hash, password })
}

/** Sets the account's password hash (the email-and-password account better-auth made). */
export async function setPasswordHash(tx: Executor, userId: string, hash: string): Promise<void> {
  await tx
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
}

/**
 * Ends the account's sessions but `keepToken`'s (all of them without one). The caller then
 * evicts them from every node's cache (`app.sessions.invalidateUser`) once this is committed.
 */
export async function endSessions(tx: Executor, userId: string, keepToken?: string) {
  await tx
    .delete(sessions)
    .where(
      keepToken
        ? and(eq(sessions.userId, userId), ne(sessions.token, keepToken))
        : eq(sessions.userId, userId),
    )
}

/** The session user of `userId` as it is now. */
export async function sessionUserOf(tx: Executor, userId: string): Promise<SessionUser | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId))
  return row ? toSessionUser(row) : null
}

/** The session token of the request's cookie (verified), or null. */
export function requestSessionToken(app: FastifyInstance, request: FastifyRequest): string | null {
  const name = app.env.secureCookies ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE
  return app.sessions.verifyCookie(request.cookies[name])
}

/** Tells the browser to drop the session cookie (the session itself is already gone). */
export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  const name = app.env.secureCookies ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE
  reply.header(
    'set-cookie',
    `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${app.env.secureCookies ? '; Secure' : ''}`,
  )
}

/**
 * The account's password asked for again (to change it, to delete the account): a guess counts
 * against the login limit before it is checked, so a stolen session cannot guess its way on (429
 * once locked); a wrong one is refused on `field`. Returns the guess counter's key, to forget once
 * the action is done.
 */
export async function requirePassword(
  app: FastifyInstance,
  userId: string,
  password: string,
  field: string,
): Promise<string> {
  const key = `password-change:${userId}`
  const locked = await takePasswordGuess(app.database.db, key, {
    max: app.env.LOGIN_MAX_FAILURES,
    windowMs: app.env.LOGIN_WINDOW,
  })
  if (locked) {
    throw new HttpError(
      'auth.login_locked',
      { minutes: Math.ceil(locked.retryAfter / 60) },
      { retryAfter: locked.retryAfter },
    )
  }
  if (!(await passwordMatches(app, userId, password))) {
    throw new HttpError('account.wrong_password', undefined, { field })
  }
  return key
}
