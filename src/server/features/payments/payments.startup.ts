import type { FastifyInstance } from 'fastify'
import type { StopFn } from '#server/lib/stop-fn.ts'
import { applyContextFor, gatewayFor } from './payments.routes.ts'
import { startPaymentsWorker } from './payments.worker.ts'

/**
 * Starts the payments worker (gateway calls after commit, expiry of unpaid orders) on a node that
 * runs jobs, when a gateway is configured. With PAYMENT_PROVIDER=none there is nothing to do.
 */
export async function paymentsStartup(app: FastifyInstance): Promise<StopFn | void> {
  const gateway = gatewayFor(app.env)
  if (!app.env.JOBS || !gateway) return
  const { database } = app
  return startPaymentsWorker({
    database,
    gateway,
    ctx: applyContextFor(app.env),
    log: app.log.child({ feature: 'payments' }),
    leaseMs: 2 * app.env.RAZORPAY_TIMEOUT + 5_000,
    connectionString:
      app.env.DATABASE_URL ??
      (database.pool as unknown as { options?: { connectionString?: string } } | undefined)?.options
        ?.connectionString,
  })
}
