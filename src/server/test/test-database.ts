import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { testDatabaseUrl } from '#server/env.ts'

export interface TestDatabase {
  database: Database
  /** postgres URL of the throwaway database (PostgreSQL runs only). */
  url?: string
  close(): Promise<void>
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default; with
 * TEST_DB=postgres and TEST_DATABASE_URL set, a new database on that server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = testDatabaseUrl()
  if (!adminUrl) {
    const database = await openDatabase({})
    await runMigrations(database)
    return { database, close: () => database.close() }
  }
  const name = `ft_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), poolSize: 5 })
  await runMigrations(database)
  return {
    database,
    url: url.toString(),
    async close() {
      await database.close()
      const a = new pg.Client({ connectionString: adminUrl })
      await a.connect()
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await a.end()
    },
  }
}
