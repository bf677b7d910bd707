import { openDatabase, type Database } from '../db/client.ts'
import { runMigrations } from '../db/migrate.ts'
import { loadEnv, type Env } from '../env.ts'

/** Opens and migrates the database the server would use (DATABASE_URL or DATA_DIR), for CLIs. */
export async function openForCli(): Promise<{ env: Env; database: Database }> {
  const env = loadEnv()
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
  await runMigrations(database)
  return { env, database }
}
