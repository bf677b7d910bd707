import type { FastifyInstance } from 'fastify'
import type { StopFn } from '../../startup.ts'

/** Starts the outbox worker (issue 7). */
export async function notificationsStartup(_app: FastifyInstance): Promise<StopFn | void> {}
