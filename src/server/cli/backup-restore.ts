import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { openDatabase } from '#server/db/client.ts'

/**
 * Backups and their restore. PostgreSQL: `pg_dump --format=custom` into one file, restored by
 * `pg_restore` into a new database (created here; an existing one that has tables is refused).
 * The embedded database: its data directory as PGlite dumps it (a consistent .tar.gz, taken with
 * the directory locked, so the server must be stopped), with the other files of DATA_DIR beside
 * it (the generated session secret and payout encryption key: without the key, stored bank
 * details cannot be read), restored into a new, empty DATA_DIR.
 */

const run = promisify(execFile)

/** A refusal the command prints as it is (exit 1). */
export class BackupError extends Error {
  override name = 'BackupError'
}

/** The files of DATA_DIR besides the database that a restore needs (not the lock). */
const SKIPPED = new Set(['pglite', 'farmtrek.pid'])
const DUMP_FILE = 'database.tar.gz'

export type BackupSource = { url: string } | { dataDir: string }

/**
 * Writes a backup of `source` to `out`: a file for PostgreSQL (custom format), a directory for
 * the embedded database. Answers what was written.
 */
export async function backup(source: BackupSource, out: string): Promise<string> {
  if (existsSync(out) && ('url' in source || readdirSync(out).length > 0))
    throw new BackupError(`${out} already exists: name a new file or an empty directory.`)
  if ('url' in source) {
    mkdirSync(path.dirname(path.resolve(out)), { recursive: true })
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', out, source.url])
    return out
  }
  const database = await openDatabase({ dataDir: source.dataDir })
  try {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an embedded database has its PGlite
    const dump = await database.pglite!.dumpDataDir('gzip')
    mkdirSync(out, { recursive: true })
    writeFileSync(path.join(out, DUMP_FILE), Buffer.from(await dump.arrayBuffer()))
  } finally {
    await database.close()
  }
  for (const name of readdirSync(source.dataDir))
    if (!SKIPPED.has(name))
      cpSync(path.join(source.dataDir, name), path.join(out, 'files', name), { recursive: true })
  return out
}

export type RestoreTarget = { url: string } | { dataDir: string }

/**
 * Restores the backup at `from` into `to`: a new PostgreSQL database (created when it does not
 * exist; refused when it has tables) or an empty DATA_DIR.
 */
export async function restore(from: string, to: RestoreTarget): Promise<void> {
  if (!existsSync(from)) throw new BackupError(`No backup at ${from}.`)
  if ('url' in to) {
    await createEmptyDatabase(to.url)
    await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', to.url, from])
    return
  }
  const dump = path.join(from, DUMP_FILE)
  if (!existsSync(dump)) throw new BackupError(`${from} is not a backup of the embedded database.`)
  if (existsSync(to.dataDir) && readdirSync(to.dataDir).length > 0)
    throw new BackupError(`${to.dataDir} is not empty: restore into a new directory.`)
  mkdirSync(to.dataDir, { recursive: true })
  const files = path.join(from, 'files')
  if (existsSync(files)) cpSync(files, to.dataDir, { recursive: true })
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ])
  const pglite = await PGlite.create({
    dataDir: path.join(to.dataDir, 'pglite'),
    loadDataDir: new Blob([readFileSync(dump)]),
    extensions: { pg_trgm },
  })
  await pglite.close()
}

/** Creates the database of `url` on its server, or checks that an existing one has no tables. */
async function createEmptyDatabase(url: string): Promise<void> {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!name) throw new BackupError('The target URL names no database: postgres://…/new_database')
  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: maintenance.toString() })
  await admin.connect()
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) {
      await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`)
      return
    }
  } finally {
    await admin.end()
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tables = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    )
    if ((tables.rows[0] as { n: number }).n > 0)
      throw new BackupError(`The database ${name} already has tables: restore into a new one.`)
  } finally {
    await client.end()
  }
}
