import { and, eq, inArray, not, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Executor } from '#server/db/client.ts'
import { loginFailures } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'

/**
 * The counters a login is held to, in the login_failures table: failed guesses per email, address
 * and pair (LOGIN_MAX_FAILURES in LOGIN_WINDOW), and successful logins per account and address.
 */
export function loginLimits(app: FastifyInstance) {
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

  function tooMany(seconds: number): HttpError {
    const minutes = Math.ceil(seconds / 60)
    return new HttpError('auth.login_locked', { minutes }, { retryAfter: seconds })
  }

  return {
    limitsFor,
    successLimitsFor,
    takeAttempt,
    giveBackAttempt,
    forgetOldAttempts,
    tooMany,
  }
}

/** Thrown inside the counting transaction to roll it back when a counter is full. */
class LoginLocked extends Error {
  constructor(readonly seconds: number) {
    super('login locked')
  }
}
