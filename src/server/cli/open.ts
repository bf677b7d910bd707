import { openDatabase, type Database } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { EnvError, loadEnv, type Env } from '#server/env.ts'
import { publicUrlForMessages } from '#server/services/public-url.ts'

/**
 * Opens and migrates the database the server would use (DATABASE_URL or DATA_DIR), for CLIs. A
 * bad setting or a DATA_DIR in use by a running server ends the command with one line, not a stack.
 * `writesMessages`: the command writes messages with links, so `env.publicUrl` becomes PUBLIC_URL
 * or the address the server recorded; with neither the command ends, naming PUBLIC_URL.
 */
export async function openForCli(
  opts: { writesMessages?: boolean } = {},
): Promise<{ env: Env; database: Database }> {
  try {
    const env = loadEnv()
    const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
    await runMigrations(database)
    if (opts.writesMessages) {
      const found = await publicUrlForMessages(env, database.db)
      if ('problem' in found) {
        await database.close()
        console.error(found.problem)
        process.exit(1)
      }
      env.publicUrl = found.url
    }
    return { env, database }
  } catch (err) {
    if (err instanceof EnvError || /Another FarmTrek process/.test((err as Error).message)) {
      console.error((err as Error).message)
      process.exit(1)
    }
    throw err
  }
}
