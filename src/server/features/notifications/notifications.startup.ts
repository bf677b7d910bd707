import type { FastifyInstance } from 'fastify'
import type { StopFn } from '#server/lib/stop-fn.ts'
import { recordPublicUrl } from '#server/services/public-url.ts'
import { leaseFor, startOutboxWorker } from './outbox.worker.ts'

/**
 * Records the address in the messages' links for the commands run beside the server (every node
 * writes messages), then starts the outbox worker on a node that runs jobs (JOBS=true); returns
 * its stop function for graceful shutdown. A node with JOBS=false only writes messages; another
 * node sends.
 */
export async function notificationsStartup(app: FastifyInstance): Promise<StopFn | void> {
  await recordPublicUrl(app.database.db, app.env.publicUrl)
  if (!app.env.JOBS) return
  const { database } = app
  return startOutboxWorker({
    database,
    providers: app.notificationProviders,
    maxAttempts: app.env.OUTBOX_MAX_ATTEMPTS,
    backoffMs: app.env.OUTBOX_BACKOFF,
    leaseMs: leaseFor(app.env.NOTIFY_TIMEOUT),
    smsBudget: {
      perNumberPerDay: app.env.SMS_MAX_PER_NUMBER_PER_DAY,
      otherPerNumberPerHour: app.env.SMS_MAX_OTHER_PER_NUMBER_PER_HOUR,
    },
    log: app.log.child({ feature: 'outbox' }),
    // pg-boss gets its own connections: the configured URL, or the one the pool was opened with.
    connectionString:
      app.env.DATABASE_URL ??
      (database.pool as unknown as { options?: { connectionString?: string } } | undefined)?.options
        ?.connectionString,
  })
}
