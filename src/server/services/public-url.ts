import { eq, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client.ts'
import { serverSettings } from '#server/db/schema/index.ts'
import type { Env } from '#server/env.ts'

/**
 * The address in the links of every message (the alert page, unsubscribe): PUBLIC_URL. A server
 * records the one it uses when it starts, so a command run beside it (npm run data:import) writes
 * the same links; a command that writes messages and finds neither refuses to start, rather than
 * sending users to http://localhost:3000.
 */

const KEY = 'public_url'

/** Notes `url` as the address users reach; the server calls this at start. */
export async function recordPublicUrl(db: Executor, url: string): Promise<void> {
  await db
    .insert(serverSettings)
    .values({ key: KEY, value: url })
    .onConflictDoUpdate({ target: serverSettings.key, set: { value: url, updatedAt: sql`now()` } })
}

/** The address a server last recorded, or null when none has run on this database. */
export async function recordedPublicUrl(db: Executor): Promise<string | null> {
  const [row] = await db
    .select({ value: serverSettings.value })
    .from(serverSettings)
    .where(eq(serverSettings.key, KEY))
  return row?.value ?? null
}

/**
 * The address for the links in messages a command writes: PUBLIC_URL when set, else the one the
 * server recorded; without either, why the command cannot run.
 */
export async function publicUrlForMessages(
  env: Pick<Env, 'PUBLIC_URL'>,
  db: Executor,
): Promise<{ url: string } | { problem: string }> {
  if (env.PUBLIC_URL) return { url: env.PUBLIC_URL }
  const recorded = await recordedPublicUrl(db)
  if (recorded) return { url: recorded }
  return {
    problem:
      'PUBLIC_URL is not set and no server has recorded one in this database: this command writes ' +
      'messages with links, and they must point where users reach FarmTrek. Set PUBLIC_URL ' +
      '(e.g. PUBLIC_URL=https://farmtrek.example.in), or start the server once first.',
  }
}
