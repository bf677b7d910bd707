// `npm run db:move -- --to postgres://…`: copies everything in the embedded database (DATA_DIR)
// into an empty PostgreSQL database, checks the row counts, and says what it did: the way from one node on PGlite to several on PostgreSQL.
// Stop the server first: one process owns a PGlite directory.
import { pathToFileURL } from 'node:url'
import pg from 'pg'
import { openDatabase, type Database } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { EnvError, loadEnv } from '#server/env.ts'
import { cliArgs } from './args.ts'

/** What the move copied, per table, in copy order. */
export interface MoveReport {
  tables: Array<{ name: string; rows: number }>
  rows: number
  ms: number
}

/** A refusal or a failed check; the CLI prints its message and exits 1. */
export class MoveError extends Error {
  override name = 'MoveError'
}

export interface MoveOptions {
  /** Rows per INSERT; bounded so a big table never sits in memory whole. */
  batchSize?: number
  log?: (line: string) => void
}

type Pglite = NonNullable<Database['pglite']>
type Querier = { query: Pglite['query'] } | pg.ClientBase

async function rows<T>(q: Querier, sql: string, params: unknown[] = []): Promise<T[]> {
  const res = await (q as pg.ClientBase).query(sql, params)
  return res.rows as T[]
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The app's tables (schema public; pg-boss keeps its own transient queue in another schema). */
const TABLES_SQL = `
  SELECT c.relname AS name
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
   ORDER BY c.relname`

const FOREIGN_KEYS_SQL = `
  SELECT child.relname AS child, parent.relname AS parent
    FROM pg_constraint k
    JOIN pg_class child ON child.oid = k.conrelid
    JOIN pg_class parent ON parent.oid = k.confrelid
   WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace`

const COLUMNS_SQL = `
  SELECT table_name, column_name, is_identity, identity_generation,
         pg_get_serial_sequence(format('%I.%I', table_schema, table_name), column_name) AS seq
    FROM information_schema.columns
   WHERE table_schema = 'public' AND is_generated = 'NEVER'
   ORDER BY table_name, ordinal_position`

interface ColumnRow {
  table_name: string
  column_name: string
  is_identity: string
  identity_generation: string | null
  seq: string | null
}

/** Parents before children, so every foreign key finds its row; ties in name order. */
export function copyOrder(
  tables: string[],
  fks: Array<{ child: string; parent: string }>,
): string[] {
  const known = new Set(tables)
  const parents = new Map(tables.map((t) => [t, new Set<string>()]))
  for (const { child, parent } of fks) {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every known table got an entry in parents above
    if (child !== parent && known.has(child) && known.has(parent)) parents.get(child)!.add(parent)
  }
  const order: string[] = []
  const done = new Set<string>()
  while (order.length < tables.length) {
    const ready = tables.filter(
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every known table got an entry in parents above
      (t) => !done.has(t) && [...parents.get(t)!].every((p) => done.has(p)),
    )
    if (ready.length === 0) {
      const left = tables.filter((t) => !done.has(t))
      throw new MoveError(
        `The foreign keys between ${left.join(', ')} form a cycle; cannot order the copy.`,
      )
    }
    for (const t of ready) {
      done.add(t)
      order.push(t)
    }
  }
  return order
}

/** The URL with its password hidden, for messages. */
export function redact(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return url
  }
}

/**
 * Copies every table of the embedded database `source` into the PostgreSQL database at
 * `targetUrl`: refuses when any of its tables already has rows in the target, migrates the
 * target, copies in foreign-key order in batches inside one transaction, moves the sequences past
 * the copied ids, and commits only when every table's row count matches the source's.
 */
export async function moveDatabase(
  source: Database,
  targetUrl: string,
  opts: MoveOptions = {},
): Promise<MoveReport> {
  const started = performance.now()
  const batchSize = opts.batchSize ?? 1000
  const log = opts.log ?? (() => {})
  const src = source.pglite
  if (!src) throw new MoveError('The source must be the embedded database (DATA_DIR).')

  // The table list comes from the database itself, so tables added later are moved too.
  await runMigrations(source)
  const tables = (await rows<{ name: string }>(src, TABLES_SQL)).map((r) => r.name)
  const fks = await rows<{ child: string; parent: string }>(src, FOREIGN_KEYS_SQL)
  const order = copyOrder(tables, fks)
  const columns = await rows<ColumnRow>(src, COLUMNS_SQL)

  const target = new pg.Client({ connectionString: targetUrl })
  try {
    await target.connect()
  } catch (err) {
    throw new MoveError(`Cannot connect to ${redact(targetUrl)}: ${(err as Error).message}`)
  }
  try {
    await refuseNonEmpty(target, tables, targetUrl)

    const migrated = await openDatabase({ url: targetUrl, poolSize: 2 })
    try {
      // The schema only: the catalogue's reference rows come with the copy, ids and all.
      await runMigrations(migrated, { schemaOnly: true })
    } finally {
      await migrated.close()
    }
    const targetTables = new Set(
      (await rows<{ name: string }>(target, TABLES_SQL)).map((r) => r.name),
    )
    const missing = tables.filter((t) => !targetTables.has(t))
    if (missing.length) {
      throw new MoveError(
        `The target has no table ${missing.join(', ')} after migrating; is it a different FarmTrek version?`,
      )
    }

    const report: MoveReport = { tables: [], rows: 0, ms: 0 }
    await src.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY')
      await target.query('BEGIN')
      try {
        for (const table of order) {
          const cols = columns.filter((c) => c.table_name === table)
          const copied = await copyTable(tx, target, table, cols, batchSize)
          const [srcCount] = await rows<{ n: number }>(
            tx,
            `SELECT count(*)::int AS n FROM ${ident(table)}`,
          )
          const [dstCount] = await rows<{ n: number }>(
            target,
            `SELECT count(*)::int AS n FROM ${ident(table)}`,
          )
          // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- SELECT count(*) always returns one row
          if (srcCount!.n !== copied || Number(dstCount!.n) !== srcCount!.n) {
            throw new MoveError(
              // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- SELECT count(*) always returns one row
              `Row counts differ for ${table}: ${srcCount!.n} in the embedded database, ${dstCount!.n} in the target. Nothing was committed.`,
            )
          }
          report.tables.push({ name: table, rows: copied })
          report.rows += copied
          log(`  ${table.padEnd(28)} ${String(copied).padStart(9)} rows`)
        }
        await resetSequences(tx, target, columns)
        await target.query('COMMIT')
      } catch (err) {
        await target.query('ROLLBACK').catch(() => {})
        throw err
      }
    })
    report.ms = Math.round(performance.now() - started)
    return report
  } finally {
    await target.end().catch(() => {})
  }
}

async function refuseNonEmpty(target: pg.Client, tables: string[], url: string) {
  const existing = new Set((await rows<{ name: string }>(target, TABLES_SQL)).map((r) => r.name))
  const full: string[] = []
  for (const t of tables.filter((t) => existing.has(t))) {
    const [r] = await rows<{ n: number }>(target, `SELECT count(*)::int AS n FROM ${ident(t)}`)
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- SELECT count(*) always returns one row
    if (r!.n > 0) full.push(`${t} (${r!.n} rows)`)
  }
  if (full.length) {
    throw new MoveError(
      `The target database ${redact(url)} is not empty: ${full.join(', ')}.\n` +
        'Move into a new, empty database (createdb farmtrek_new) and do not start a server on it before the move.',
    )
  }
}

/**
 * One table, through a cursor in batches. Rows travel as JSON (row_to_json on the source,
 * json_populate_recordset on the target), so PostgreSQL converts every type — arrays, jsonb,
 * timestamps, bigint — with no JavaScript number or date in between.
 */
async function copyTable(
  src: Querier,
  target: pg.Client,
  table: string,
  cols: ColumnRow[],
  batchSize: number,
): Promise<number> {
  const list = cols.map((c) => ident(c.column_name)).join(', ')
  const overriding = cols.some((c) => c.identity_generation === 'ALWAYS')
    ? ' OVERRIDING SYSTEM VALUE'
    : ''
  const insert =
    `INSERT INTO ${ident(table)} (${list})${overriding} ` +
    `SELECT ${list} FROM json_populate_recordset(null::${ident(table)}, $1::json)`
  const cursor = `move_${table}`.slice(0, 60)
  await rows(
    src,
    `DECLARE ${ident(cursor)} NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM (SELECT ${list} FROM ${ident(table)}) t`,
  )
  let copied = 0
  for (;;) {
    const batch = await rows<{ j: string }>(src, `FETCH FORWARD ${batchSize} FROM ${ident(cursor)}`)
    if (batch.length === 0) break
    const res = await target.query(insert, [`[${batch.map((r) => r.j).join(',')}]`])
    copied += res.rowCount ?? 0
  }
  await rows(src, `CLOSE ${ident(cursor)}`)
  return copied
}

/** Every serial/identity sequence continues past both the copied ids and the source's own value. */
async function resetSequences(src: Querier, target: pg.Client, columns: ColumnRow[]) {
  for (const c of columns.filter((c) => c.seq)) {
    const [state] = await rows<{ last_value: string; is_called: boolean }>(
      src,
      `SELECT last_value::text, is_called FROM ${c.seq}`,
    )
    const used = state ? BigInt(state.last_value) - (state.is_called ? 0n : 1n) : 0n
    const [seq] = await rows<{ seq: string | null }>(
      target,
      `SELECT pg_get_serial_sequence($1, $2) AS seq`,
      [ident(c.table_name), c.column_name],
    )
    if (!seq?.seq) continue
    await target.query(
      `SELECT setval($1::regclass, v, true)
         FROM (SELECT greatest(coalesce(max(${ident(c.column_name)})::bigint, 0), $2::bigint) AS v
                 FROM ${ident(c.table_name)}) s
        WHERE v >= 1`,
      [seq.seq, used.toString()],
    )
  }
}

const USAGE = `Usage: npm run db:move -- --to postgres://user@host:5432/database [--batch-size 1000]
Copies the embedded database in DATA_DIR into that empty PostgreSQL database.
  --to URL           the target database (empty, not yet served)
  --batch-size N     rows per INSERT (default 1000)`

/** The move's settings from a command line; MoveError for a missing or bad value. */
function moveArgs(values: { to?: string; 'batch-size'?: string }): {
  to: string
  batchSize?: number
} {
  const to = values.to
  if (!to || !/^postgres(ql)?:\/\//.test(to)) throw new MoveError(USAGE)
  const b = values['batch-size']
  const batchSize = b === undefined ? undefined : Number(b)
  if (batchSize !== undefined && !(Number.isInteger(batchSize) && batchSize > 0)) {
    throw new MoveError('--batch-size takes a whole number of rows, such as 1000.')
  }
  return { to, batchSize }
}

async function main() {
  const { values } = cliArgs(
    {
      args: process.argv.slice(2),
      options: { to: { type: 'string' }, 'batch-size': { type: 'string' } },
    },
    USAGE,
  )
  let source: Database | undefined
  try {
    const args = moveArgs(values)
    const env = loadEnv()
    console.log(`Moving the embedded database in ${env.DATA_DIR} to ${redact(args.to)}`)
    source = await openDatabase({ dataDir: env.DATA_DIR })
    const report = await moveDatabase(source, args.to, {
      batchSize: args.batchSize,
      log: (line) => console.log(line),
    })
    console.log(
      `Moved ${report.tables.length} tables, ${report.rows} rows in ${(report.ms / 1000).toFixed(1)} s; ` +
        'every table has the same row count in both databases.',
    )
    const secret = env.SESSION_SECRET
      ? 'the same SESSION_SECRET as before'
      : `SESSION_SECRET set to the contents of ${env.DATA_DIR}/session-secret`
    console.log(
      `Next: start every server with DATABASE_URL=${redact(args.to)} and ${secret}, so people stay ` +
        `logged in. Keep ${env.DATA_DIR} as a backup until you are satisfied.`,
    )
  } catch (err) {
    if (err instanceof MoveError || err instanceof EnvError) {
      console.error(err.message)
    } else {
      console.error('The move failed; nothing was committed to the target.', err)
    }
    process.exitCode = 1
  } finally {
    await source?.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
