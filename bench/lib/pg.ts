import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The PostgreSQL server the bench creates its throwaway databases on. */
export const PG_ADMIN_URL =
  process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

/** The server's version string when it answers (three tries, 5 s each), else null. */
export async function pgVersion(): Promise<string | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 5000 })
    try {
      await c.connect()
      const r = await c.query<{ v: string }>("select current_setting('server_version') as v")
      return r.rows[0]?.v ?? null
    } catch {
      await new Promise((r) => setTimeout(r, 1000))
    } finally {
      await c.end().catch(() => {})
    }
  }
  return null
}

export interface TempDb {
  name: string
  url: string
  drop(): Promise<void>
}

/** Creates an empty database `farmtrek_bench_<random>`; drop() removes it (closing connections). */
export async function createTempDb(): Promise<TempDb> {
  const name = `farmtrek_bench_${randomBytes(5).toString('hex')}`
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(PG_ADMIN_URL)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: PG_ADMIN_URL })
      await a.connect()
      await a.query(`drop database if exists ${name} with (force)`)
      await a.end()
    },
  }
}
