import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { syncCatalogueOwners } from './catalogue-sync.ts'
import { resolveAccountPlaces } from './place-backfill.ts'
import type { Database } from './client.ts'
import * as schema from './schema/index.ts'

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
)

/** Any fixed 64-bit number; the same on every node so they queue behind one another. */
const MIGRATION_LOCK = 727_274_001

/**
 * Applies the committed SQL migrations in drizzle/. On PostgreSQL it holds an advisory lock for
 * the whole run, so several servers starting together apply each migration once: the first takes
 * the lock and migrates, the others wait, then find nothing left to do. Then the reference rows
 * the schema promises are made: the catalogue's farmers and listings (catalogue-sync.ts), and accounts' places resolved from
 * their location text (place-backfill.ts).
 */
export async function runMigrations(
  database: Database,
  /** `schemaOnly`: no reference rows (a move copies the source's own into the new database). */
  opts: { schemaOnly?: boolean } = {},
): Promise<void> {
  if (database.kind === 'embedded') {
    // One process owns a PGlite directory, so no lock is needed.
    await migratePglite(database.db as unknown as PgliteDatabase, {
      migrationsFolder: MIGRATIONS_FOLDER,
    })
    if (!opts.schemaOnly) {
      await syncCatalogueOwners(database.db)
      await resolveAccountPlaces(database.db)
    }
    return
  }
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a PostgreSQL database (the embedded case returned above) always has a pool
  const client = await database.pool!.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      // On the lock's own connection, so a pool of one cannot deadlock against itself.
      const onLock = drizzle({ client, schema, casing: 'snake_case' })
      await migratePg(onLock, { migrationsFolder: MIGRATIONS_FOLDER })
      if (!opts.schemaOnly) {
        await syncCatalogueOwners(onLock)
        await resolveAccountPlaces(onLock)
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
}
