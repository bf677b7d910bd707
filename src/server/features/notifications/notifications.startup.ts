import type { FastifyInstance } from 'fastify'
import type { StopFn } from '#server/lib/stop-fn.ts'
import { leaseFor, startOutboxWorker } from './outbox.worker.ts'

/**
 * Starts the outbox worker on a node that runs jobs (JOBS=true); returns its stop
 * function for graceful shutdown. A node with JOBS=false only writes messages; another node sends.
 */
export async function notificationsStartup(app: FastifyInstance): Promise<StopFn | void> {
  if (!app.env.JOBS) return
  const { database } = app
  return startOutboxWorker({
    database,
    providers: app.notificationProviders,
    maxAttempts: app.env.OUTBOX_MAX_ATTEMPTS,
    backoffMs: app.env.OUTBOX_BACKOFF,
    leaseMs: leaseFor(app.env.NOTIFY_TIMEOUT),
    log: app.log.child({ feature: 'outbox' }),
    // pg-boss gets its own connections: the configured URL, or the one the pool was opened with.
    connectionString:
      app.env.DATABASE_URL ??
      (database.pool as unknown as { options?: { connectionString?: string } } | undefined)?.options
        ?.connectionString,
  })
}
