import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'
import { createTempDb, type TempDb } from './pg.ts'
import { startServer, type ServerHandle } from './proc.ts'

/** SQL access to a benchmarked server's database, whichever kind it is. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>
  exec(text: string): Promise<void>
}

export type DbKind = 'postgres' | 'embedded'

/**
 * One server under test and its database. PostgreSQL is reachable while the server runs; the
 * embedded database belongs to one process at a time, so `withSql` stops the server, opens the
 * PGlite directory here, runs, closes it and starts the server again.
 */
export class Target {
  server!: ServerHandle
  private pool: pg.Pool | undefined
  private tempDb: TempDb | undefined

  private constructor(
    readonly kind: DbKind,
    private readonly dataDir: string,
    private readonly clientDist: string,
    private readonly logFile: string,
    private readonly env: Record<string, string>,
  ) {}

  static async start(opts: {
    kind: DbKind
    workDir: string
    clientDist: string
    env?: Record<string, string>
  }): Promise<Target> {
    const dataDir = path.join(opts.workDir, `data-${opts.kind}`)
    mkdirSync(dataDir, { recursive: true })
    const t = new Target(
      opts.kind,
      dataDir,
      opts.clientDist,
      path.join(opts.workDir, `server-${opts.kind}.log`),
      opts.env ?? {},
    )
    if (opts.kind === 'postgres') {
      t.tempDb = await createTempDb()
      t.pool = new pg.Pool({ connectionString: t.tempDb.url, max: 2 })
    }
    await t.boot()
    return t
  }

  get url() {
    return this.server.url
  }

  private async boot() {
    this.server = await startServer({
      dataDir: this.dataDir,
      databaseUrl: this.tempDb?.url,
      clientDist: this.clientDist,
      logFile: this.logFile,
      env: this.env,
    })
  }

  /** Runs `fn` with SQL access to the database (see the class comment for the embedded case). */
  async withSql<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
    if (this.pool) {
      const pool = this.pool
      return fn({
        query: async <R>(text: string, params: unknown[] = []) =>
          (await pool.query(text, params)).rows as R[],
        exec: async (text: string) => {
          await pool.query(text)
        },
      })
    }
    await this.server.stop()
    const db = await PGlite.create({
      dataDir: path.join(this.dataDir, 'pglite'),
      extensions: { pg_trgm },
    })
    try {
      return await fn({
        query: async <R>(text: string, params: unknown[] = []) =>
          (await db.query<R>(text, params)).rows,
        exec: async (text: string) => {
          await db.exec(text)
        },
      })
    } finally {
      await db.close()
      await this.boot()
    }
  }

  /** SQL access without stopping the server; null on the embedded database. */
  get liveSql(): Sql | null {
    const pool = this.pool
    if (!pool) return null
    return {
      query: async <R>(text: string, params: unknown[] = []) =>
        (await pool.query(text, params)).rows as R[],
      exec: async (text: string) => {
        await pool.query(text)
      },
    }
  }

  async close() {
    await this.server?.stop()
    await this.pool?.end()
    await this.tempDb?.drop()
  }
}
