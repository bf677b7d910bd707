import type { FastifyBaseLogger } from 'fastify'
import { fromPglite, PgBoss } from 'pg-boss'
import type { Database } from '#server/db/client.ts'

export interface SweepQueueOptions {
  database: Database
  /** PostgreSQL connection string for pg-boss (postgres databases); embedded uses PGlite. */
  connectionString?: string | undefined
  /** The queue's name; also names the worker's database connections. */
  queue: string
  /** How many connections pg-boss may hold on PostgreSQL. */
  maxConnections: number
  log: FastifyBaseLogger
}

/**
 * Starts pg-boss for a worker's sweep queue: on the embedded database through its PGlite instance,
 * on PostgreSQL with a small pool of its own. The queue keeps no retries (a sweep that fails is
 * followed by the next one) and wakes its workers by LISTEN/NOTIFY.
 */
export async function startSweepQueue(opts: SweepQueueOptions): Promise<PgBoss> {
  const { database, log, queue } = opts
  const boss =
    database.kind === 'embedded'
      ? new PgBoss({
          // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an embedded database always has its PGlite instance
          db: fromPglite(database.pglite!),
          backend: 'pglite',
          schedule: false,
          useListenNotify: true,
        })
      : new PgBoss({
          connectionString: opts.connectionString,
          max: opts.maxConnections,
          schedule: false,
          useListenNotify: true,
          application_name: `farmtrek-${queue}`,
        })
  boss.on('error', (err: unknown) => log.error({ err }, `${queue} worker (pg-boss) error`))
  await boss.start()
  await boss.createQueue(queue, {
    policy: 'short',
    retryLimit: 0,
    deleteAfterSeconds: 3600,
    notify: true,
  })
  return boss
}
