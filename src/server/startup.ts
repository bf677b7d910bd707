import type { FastifyInstance } from 'fastify'
import { deliveriesStartup } from './features/deliveries/deliveries.startup.ts'
import { marketDataStartup } from './features/market-prices/market-data.startup.ts'
import { notificationsStartup } from './features/notifications/notifications.startup.ts'
import { paymentsStartup } from './features/payments/payments.startup.ts'
import type { StopFn } from './lib/stop-fn.ts'

/**
 * Work a server does once it is built and before it listens: loading the shipped market data into
 * an empty database, and starting background jobs (outbox worker, price ingester).
 * Returns a function that stops what was started, for graceful shutdown.
 */
export async function runStartupTasks(app: FastifyInstance): Promise<StopFn> {
  const stops: StopFn[] = []
  for (const task of startupTasks) {
    const stop = await task(app)
    if (stop) stops.push(stop)
  }
  return async () => {
    for (const stop of stops.reverse()) await stop()
  }
}

/** Features add their start-up work here, in order. */
const startupTasks: Array<(app: FastifyInstance) => Promise<StopFn | void>> = [
  marketDataStartup,
  notificationsStartup,
  paymentsStartup,
  deliveriesStartup,
]
