// Test-only: waiting for the outbox worker, and reading what it did.
import { asc, eq } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { outbox, outboxAttempts } from '#server/db/schema/index.ts'

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined> | T | undefined,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** A user's outbox rows with their attempts, oldest first. */
export async function outboxOf(database: Database, userId: string) {
  const rows = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.userId, userId))
    .orderBy(asc(outbox.id))
  const attempts = await database.db.select().from(outboxAttempts).orderBy(asc(outboxAttempts.id))
  return rows.map((r) => ({ ...r, attemptList: attempts.filter((a) => a.outboxId === r.id) }))
}
