import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { loginFailures } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { recordRefusedChange } from './payout-details.ts'

/**
 * The password asked for before payout details change, checked by better-auth's own password
 * verification (the scrypt hash of the farmer's credential account, as login checks it). Guesses
 * are held to the login limit (LOGIN_MAX_FAILURES per LOGIN_WINDOW) on a counter of their own in
 * `login_failures`, keyed by the account: a stolen session cannot try passwords here any faster
 * than at the login form. The attempt is counted before the check, as login counts it, so
 * parallel guesses cannot slip past the limit; a right password gives it back.
 */

const keyOf = (userId: string) => `payout-details:${userId}`

export async function requirePassword(
  app: FastifyInstance,
  userId: string,
  password: string,
  ip: string,
): Promise<void> {
  const { db } = app.database
  const max = app.env.LOGIN_MAX_FAILURES
  const windowS = app.env.LOGIN_WINDOW / 1000
  const key = keyOf(userId)
  const started = sql`${loginFailures.windowStart} > now() - ${windowS}::double precision * interval '1 second'`
  const [counted] = await db
    .insert(loginFailures)
    .values({ key, attempts: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        attempts: sql`case when ${started} then ${loginFailures.attempts} + 1 else 1 end`,
        windowStart: sql`case when ${started} then ${loginFailures.windowStart} else now() end`,
      },
      setWhere: sql`not (${started}) or ${loginFailures.attempts} < ${max}`,
    })
    .returning({ key: loginFailures.key })
  if (!counted) {
    const [row] = await db
      .select({
        left: sql<number>`extract(epoch from ${loginFailures.windowStart} + ${windowS}::double precision * interval '1 second' - now())::float8`,
      })
      .from(loginFailures)
      .where(eq(loginFailures.key, key))
    const seconds = Math.max(1, Math.ceil(Number(row?.left ?? windowS)))
    throw new HttpError(
      'payments.password_locked',
      { minutes: Math.ceil(seconds / 60) },
      { retryAfter: seconds },
    )
  }
  const auth = await (await app.getAuth()).$context
  const account = await auth.internalAdapter.findCredentialAccount(userId)
  const ok = account?.password
    ? await auth.password.verify({ hash: account.password, password })
    : false
  if (!ok) {
    await recordRefusedChange(db, userId, ip)
    throw new HttpError('payments.wrong_password', undefined, { field: 'password' })
  }
  await db.delete(loginFailures).where(eq(loginFailures.key, key))
}
