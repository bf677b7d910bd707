import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** The Drizzle database; PGlite's and node-postgres' share this query API. */
export type Db = NodePgDatabase<Schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** Either the database or a transaction: repo functions take one, so a caller decides what runs in one transaction. */
export type Executor = Db | Tx

export type DatabaseKind = 'embedded' | 'postgres'
export type Listener = (payload: string) => void

export interface Database {
  kind: DatabaseKind
  /** Primary: every write and every read that must see its own writes. */
  db: Db
  /** Read-only queries that may lag (market prices, catalogue, listings): DATABASE_READ_URL or the primary. */
  read: Db
  /** Subscribes to a NOTIFY channel; resolves once the LISTEN is active. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>
  /** Raw SQL with positional parameters, for the few places Drizzle does not reach. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
  pglite?: PGlite
  pool?: pg.Pool
}

export interface OpenOptions {
  /** postgres://… for a PostgreSQL server; otherwise the embedded database. */
  url?: string
  readUrl?: string
  /** Directory for the embedded database; in memory when undefined. */
  dataDir?: string
  poolSize?: number
  onError?: (err: Error) => void
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts) : openEmbedded(opts.dataDir)
}

async function openEmbedded(dataDir: string | undefined): Promise<Database> {
  let dir: string | undefined
  let unlock = () => {}
  if (dataDir) {
    dir = path.resolve(dataDir, 'pglite')
    mkdirSync(path.dirname(dir), { recursive: true })
    unlock = lockDataDir(path.dirname(dir))
  }
  let pglite: PGlite
  let drizzlePglite: typeof import('drizzle-orm/pglite').drizzle
  try {
    // Loaded only for the embedded database: a server on PostgreSQL never pays for loading it.
    const [{ PGlite }, { pg_trgm }, orm] = await Promise.all([
      import('@electric-sql/pglite'),
      // Trigram matching for the listings search (drizzle/0025), as on PostgreSQL.
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
    ])
    drizzlePglite = orm.drizzle
    pglite = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm } })
  } catch (err) {
    unlock()
    throw err
  }
  const db = drizzlePglite({ client: pglite, schema, casing: 'snake_case' }) as unknown as Db
  let closed = false
  return {
    kind: 'embedded',
    db,
    read: db,
    pglite,
    async listen(channel, listener) {
      const unsub = await pglite.listen(channel, listener)
      return async () => {
        if (!closed) await unsub()
      }
    },
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await pglite.query<T>(sql, params)
      return res.rows
    },
    async close() {
      if (closed) return
      closed = true
      await pglite.close()
      unlock()
    },
  }
}

/**
 * PGlite has one owner: a second process opening the same directory (a CLI while the server runs)
 * would corrupt it. A pid file in DATA_DIR refuses that with a clear message; a file left by a
 * process that died is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'farmtrek.pid')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' })
      return () => rmSync(file, { force: true })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const pid = Number(readFileSync(file, 'utf8'))
      if (pid && isAlive(pid)) {
        throw new Error(
          `Another FarmTrek process (pid ${pid}) is using the embedded database in ${dataDir}. Stop it first, or use DATABASE_URL.`,
          { cause: err },
        )
      }
      rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not lock ${dataDir}`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

// eslint-disable-next-line @typescript-eslint/require-await -- async so that a synchronous failure (a malformed URL in pg.Pool) reaches the caller as a rejection, as the PGlite opener's does
async function openPostgres(url: string, opts: OpenOptions): Promise<Database> {
  const onError = opts.onError ?? (() => {})
  const pool = guardedPool(url, opts.poolSize ?? 10, onError)
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' })
  let readPool: pg.Pool | undefined
  let read: Db = db
  if (opts.readUrl) {
    readPool = guardedPool(opts.readUrl, opts.poolSize ?? 10, onError)
    read = drizzlePg({ client: readPool, schema, casing: 'snake_case' })
  }
  const listener = new PgListener(url, onError)
  return {
    kind: 'postgres',
    db,
    read,
    pool,
    listen: (channel, fn) => listener.listen(channel, fn),
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await pool.query(sql, params)
      return res.rows as T[]
    },
    async close() {
      await listener.close()
      await pool.end()
      await readPool?.end()
    },
  }
}

/**
 * A pool whose connections can be lost at any moment without ending the process. pg-pool listens
 * for `error` only on idle clients: a client checked out for a transaction (Drizzle's
 * `transaction()`, the migration's advisory lock) has no listener while it is out, so a connection
 * reset between two of its statements emits an unhandled `error` and kills the process. Every
 * client gets a listener of its own for its whole life; the statement in flight still fails (the
 * request answers 503 with Retry-After) and the pool drops the broken client when it is released
 * (pg-pool discards a client that is no longer queryable) and opens a new one on the next request.
 */
function guardedPool(url: string, max: number, onError: (err: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A connection attempt to a database behind a dead link fails instead of hanging a request.
    connectionTimeoutMillis: 10_000,
    // TCP keepalive finds a peer that vanished without a reset (a cut cable, a dropped NAT entry).
    keepAlive: true,
  })
  pool.on('error', onError)
  pool.on('connect', (client) => {
    client.on('error', onError)
  })
  return pool
}

/**
 * One dedicated connection per process for LISTEN. It reconnects with backoff when the database
 * goes away and LISTENs again on every channel; subscribers recover what they missed from the
 * stored events (Last-Event-ID), so a gap in notifications loses nothing.
 */
class PgListener {
  private client: pg.Client | undefined
  private connecting: Promise<pg.Client> | undefined
  private readonly channels = new Map<string, Set<Listener>>()
  private closed = false
  private retryTimer: NodeJS.Timeout | undefined

  constructor(
    private readonly url: string,
    private readonly onError: (err: Error) => void,
  ) {}

  private connect(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client)
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url })
      client.on('notification', (msg) => {
        for (const fn of this.channels.get(msg.channel) ?? []) fn(msg.payload ?? '')
      })
      client.on('error', (err) => {
        this.onError(err)
        this.dropAndRetry(client)
      })
      client.on('end', () => this.dropAndRetry(client))
      try {
        await client.connect()
        for (const channel of this.channels.keys()) await client.query(`LISTEN "${channel}"`)
      } catch (err) {
        this.connecting = undefined
        client.removeAllListeners('end')
        await client.end().catch(() => {})
        throw err
      }
      this.client = client
      this.connecting = undefined
      return client
    })()
    return this.connecting
  }

  private dropAndRetry(client: pg.Client, delay = 500) {
    if (this.client === client) this.client = undefined
    if (this.closed || this.retryTimer || this.channels.size === 0) return
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined
      this.connect().catch((err: Error) => {
        this.onError(err)
        this.dropAndRetry(client, Math.min(delay * 2, 10_000))
      })
    }, delay)
    this.retryTimer.unref()
  }

  async listen(channel: string, fn: Listener): Promise<() => Promise<void>> {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`)
    let set = this.channels.get(channel)
    const isNew = !set
    if (!set) this.channels.set(channel, (set = new Set()))
    set.add(fn)
    const client = await this.connect()
    if (isNew) await client.query(`LISTEN "${channel}"`)
    return () => {
      set.delete(fn)
      return Promise.resolve()
    }
  }

  async close() {
    this.closed = true
    if (this.retryTimer) clearTimeout(this.retryTimer)
    const client = this.client ?? (await this.connecting?.catch(() => undefined))
    this.client = undefined
    if (client) {
      client.removeAllListeners('end')
      await client.end().catch(() => {})
    }
  }
}
