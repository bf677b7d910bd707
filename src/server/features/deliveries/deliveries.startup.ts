import type { FastifyInstance } from 'fastify'
import type { StopFn } from '#server/lib/stop-fn.ts'
import { confirmDueDeliveries } from '#server/services/delivery-confirmation.ts'

/** How often a node looks for deliveries whose buyer let the 48 hours pass. */
const SWEEP_MS = 5 * 60_000

/**
 * On a node that runs jobs: every few minutes, deliveries marked without the buyer's code and
 * neither confirmed nor disputed within 48 hours confirm themselves (and their payouts are
 * released). Safe on several nodes at once: lines are claimed with SKIP LOCKED and confirmed by a
 * conditional update (delivery-confirmation.ts).
 */
export function deliveriesStartup(app: FastifyInstance): Promise<StopFn | void> {
  if (!app.env.JOBS) return Promise.resolve()
  const log = app.log.child({ feature: 'deliveries' })
  let running: Promise<void> | null = null
  const sweep = () => {
    if (running) return
    running = confirmDueDeliveries(app.database.db, new Date())
      .then((n) => {
        if (n > 0) log.info({ confirmed: n }, 'deliveries confirmed after 48 hours')
      })
      .catch((err: unknown) => log.error({ err }, 'delivery confirmation sweep failed'))
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(sweep, SWEEP_MS)
  timer.unref()
  sweep()
  return Promise.resolve(async () => {
    clearInterval(timer)
    await running
  })
}
