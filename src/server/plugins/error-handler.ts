import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

/** An expected failure with a message for the user (4xx) — thrown by routes and repos. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

/** The error and its causes (Drizzle wraps driver errors in DrizzleQueryError). */
function* causes(err: unknown): Generator<{ code?: unknown; message?: string }> {
  for (
    let e = err as { cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    yield e as { code?: unknown; message?: string }
  }
}

/** The PostgreSQL error code (SQLSTATE) of a database error, if any. */
function sqlState(err: unknown): string | undefined {
  for (const e of causes(err))
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code
  return undefined
}

/** True when the database is unreachable (connection refused, reset, shutting down). */
function isDatabaseDown(err: unknown): boolean {
  return [...causes(err)].some((e) => isConnectionError(e as { code?: string; message?: string }))
}

/**
 * SQLSTATEs of a database that answers but is not ours any more: its tables are gone (42P01
 * undefined table, 3F000 no such schema) or the database itself was dropped (3D000). An operator
 * must restore or migrate it; until then clients are told to come back, as for an outage.
 */
const SCHEMA_MISSING = new Set(['42P01', '3F000', '3D000'])

function isConnectionError(e: { code?: string; message?: string }): boolean {
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EPIPE',
      '57P01',
      '57P02',
      '57P03',
      '08006',
      '08001',
      '08003',
    ].includes(e?.code ?? '') ||
    /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error/.test(
      e?.message ?? '',
    )
  )
}

/**
 * One error handler (STYLE.md §4): 4xx keep their message, 5xx hide details and are logged with
 * the request id; a lost database is a 503 the client may retry.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof HttpError) {
        // Clients and proxies read the wait from the header, not from our body.
        if (typeof err.extra.retryAfter === 'number')
          reply.header('retry-after', String(Math.max(0, Math.ceil(err.extra.retryAfter))))
        return reply
          .status(err.statusCode)
          .send({ error: err.message, ...(err.field ? { field: err.field } : {}), ...err.extra })
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const issue = err.validation[0]
        const where = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? ''
        const raw = issue?.message ?? 'Invalid request'
        // Our schemas carry user-facing messages (capitalised sentences); zod's defaults do not.
        const message = /^[A-Z]/.test(raw)
          ? raw
          : `${where || err.validationContext || 'request'}: ${raw}`
        return reply.status(400).send({ error: message, ...(where ? { field: where } : {}) })
      }
      const status = err.statusCode ?? 500
      if (status >= 400 && status < 500) {
        const message =
          err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request body is too large.'
            : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Send the request body as JSON (Content-Type: application/json).'
              : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
                ? 'The request body is empty; send a JSON object.'
                : err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
                    (status === 400 && err instanceof SyntaxError)
                  ? 'The request body is not valid JSON.'
                  : err.message
        return reply.status(status).send({ error: message })
      }
      // PostgreSQL class 22 (data exception): input the database cannot hold, such as a NUL
      // character or a number out of range. The request was wrong, not the server.
      const pgCode = sqlState(err)
      if (pgCode?.startsWith('22')) {
        request.log.info({ code: pgCode }, 'data exception from the database')
        return reply.status(400).send({
          error:
            pgCode === '22003'
              ? 'A number in the request is too large.'
              : 'The request contains characters or values that are not allowed.',
        })
      }
      const missing = pgCode !== undefined && SCHEMA_MISSING.has(pgCode)
      if (missing || isDatabaseDown(err)) {
        request.log.error({ err }, missing ? 'database schema missing' : 'database unavailable')
        return reply
          .status(503)
          .header('retry-after', '5')
          .send({ error: 'The service is temporarily unavailable. Please try again in a moment.' })
      }
      request.log.error({ err }, 'unhandled error')
      return reply
        .status(500)
        .send({ error: 'Something went wrong on our side. Please try again.' })
    })
  },
  { name: 'error-handler' },
)
