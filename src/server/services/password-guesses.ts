import { eq, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client.ts'
import { loginFailures } from '#server/db/schema/index.ts'

/**
 * Guesses of a signed-in person's password (before payout details or the password change), held
 * to the login limit on a counter of their own in `login_failures`: a stolen session cannot try
 * passwords there any faster than at the login form. A guess is counted before the password is
 * checked, in one conditional upsert, so parallel guesses cannot slip past the limit; a right
 * password gives the count back (`forgetPasswordGuesses`).
 */
export async function takePasswordGuess(
  db: Executor,
  key: string,
  limit: { max: number; windowMs: number },
): Promise<{ retryAfter: number } | null> {
  const windowS = limit.windowMs / 1000
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
      setWhere: sql`not (${started}) or ${loginFailures.attempts} < ${limit.max}`,
    })
    .returning({ key: loginFailures.key })
  if (counted) return null
  const [row] = await db
    .select({
      left: sql<number>`extract(epoch from ${loginFailures.windowStart} + ${windowS}::double precision * interval '1 second' - now())::float8`,
    })
    .from(loginFailures)
    .where(eq(loginFailures.key, key))
  return { retryAfter: Math.max(1, Math.ceil(Number(row?.left ?? windowS))) }
}

export async function forgetPasswordGuesses(db: Executor, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key))
}
