import type { FastifyReply } from 'fastify'

/**
 * Sends JSON text made earlier (a cached answer, checked against its response schema when it was
 * made). Fastify sends a string as it is: no second validation, no second JSON.stringify.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json)
}
