import type { FastifyInstance } from 'fastify'
import type { StopFn } from '#server/lib/stop-fn.ts'
import { encryptStoredAccountNumbers, payoutCipherFor } from './payout-crypto.ts'
import { applyContextFor, gatewayFor } from './payments.routes.ts'
import { startPaymentsWorker } from './payments.worker.ts'

/**
 * On every node: bank account numbers still in clear (from before they were encrypted) are
 * encrypted, and those of a rotated key written again under the current one (idempotent; the
 * key lives outside the database, so no migration can do it). Then, on a node that runs jobs and
 * with a gateway configured, the payments worker (gateway calls after commit, expiry of unpaid
 * orders). With PAYMENT_PROVIDER=none there is no worker.
 */
export async function paymentsStartup(app: FastifyInstance): Promise<StopFn | void> {
  const { database } = app
  const { written, unreadable } = await encryptStoredAccountNumbers(
    database.db,
    payoutCipherFor(app.env),
  )
  if (written > 0) app.log.info({ written }, 'payout account numbers encrypted')
  if (unreadable > 0) {
    app.log.error(
      { unreadable },
      'payout account numbers written with a key that is not configured: add it to PAYOUT_ENCRYPTION_OLD_KEYS',
    )
  }
  const gateway = gatewayFor(app.env)
  if (!app.env.JOBS || !gateway) return
  return startPaymentsWorker({
    database,
    gateway,
    ctx: applyContextFor(app.env),
    log: app.log.child({ feature: 'payments' }),
    leaseMs: 2 * app.env.RAZORPAY_TIMEOUT + 5_000,
    holdAfterChangeMs: app.env.PAYOUT_HOLD_AFTER_CHANGE,
    connectionString:
      app.env.DATABASE_URL ??
      (database.pool as unknown as { options?: { connectionString?: string } } | undefined)?.options
        ?.connectionString,
  })
}
