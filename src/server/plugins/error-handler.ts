import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ApiError, PriceChange } from '#core/http/api-error.ts'
import { errorMessage, type ErrorCode } from '#core/http/errors.ts'
import type { Refusal, RefusalParams } from '#core/http/refusal.ts'

/**
 * The HTTP status of every error code, in one place: core rules say what was refused, this table
 * says how HTTP puts it. A new code without a status does not compile.
 */
export const STATUS_OF: Record<ErrorCode, number> = {
  invalid_input: 400,
  not_found: 404,
  body_too_large: 413,
  bad_media_type: 415,
  empty_body: 400,
  bad_json: 400,
  bad_value: 400,
  number_too_large: 400,
  cross_site: 403,
  rate_limited: 429,
  unavailable: 503,
  not_ready: 503,
  internal: 500,
  'auth.login_required': 401,
  'auth.farmers_only': 403,
  'auth.buyers_only': 403,
  'auth.operators_only': 403,
  'auth.operator_account': 403,
  'auth.suspended': 403,
  'auth.code_required': 400,
  'auth.bad_code': 401,
  'auth.code_expired': 401,
  'auth.setup_required': 403,
  'auth.user_exists': 409,
  'auth.bad_credentials': 401,
  'auth.profile_not_found': 404,
  'auth.password_rejected': 400,
  'auth.login_locked': 429,
  'auth.logins_too_many': 429,
  'live.too_many_streams': 429,
  'listing.not_found': 404,
  'listing.unknown': 404,
  'listing.not_yours': 403,
  'listing.limit': 409,
  'listing.too_fast': 429,
  'photo.not_an_image': 415,
  'photo.heic': 415,
  'photo.too_large': 413,
  'photo.too_many': 409,
  'photo.unreadable': 422,
  'photo.not_found': 404,
  'photo.too_many_pixels': 422,
  'photo.storage_full': 409,
  'order.catalogue_unknown': 400,
  'order.out_of_stock': 409,
  'order.too_large': 400,
  'order.key_reused': 409,
  'order.listing_gone': 409,
  'order.own_listing': 409,
  'order.sold_out': 409,
  'order.too_little_left': 409,
  'order.price_changed': 409,
  'order.not_found': 404,
  'order.not_cancellable': 409,
  'order.unpaid_limit': 409,
  'order.unpaid_hold_cap': 409,
  'order.cod_farmer_limit': 409,
  'supply_chain.not_found': 404,
  'supply_chain.not_yours': 403,
  'supply_chain.moved_meanwhile': 409,
  'supply_chain.transport_required': 409,
  'supply_chain.wrong_step': 409,
  'supply_chain.finished': 409,
  'supply_chain.not_declinable': 409,
  'supply_chain.reason_required': 400,
  'prices.none_loaded': 404,
  'prices.unknown_crop': 404,
  'prices.unknown_crop_suggest': 404,
  'prices.unknown_market': 404,
  'prices.too_little_history': 422,
  'prices.history_too_short': 422,
  'prices.history_too_old': 422,
  'alerts.limit': 409,
  'alerts.not_found': 404,
  'alerts.not_yours': 403,
  'alerts.no_district': 422,
  'alerts.no_forecast': 422,
  'alerts.unknown_place': 404,
  'alerts.bad_link': 400,
  'places.unknown_district': 400,
  'weather.not_available': 404,
  'weather.unreachable': 503,
  // --- Online payments ---
  'payments.not_configured': 409,
  'payments.not_found': 404,
  'payments.already_paid': 409,
  'payments.expired': 409,
  'payments.bad_signature': 400,
  'payments.bad_webhook': 400,
  'payments.gateway_unreachable': 503,
  'payments.wrong_password': 403,
  'payments.password_locked': 429,
  'account.code_wrong': 400,
  'account.code_expired': 400,
  'account.code_used_up': 400,
  'account.code_too_soon': 429,
  'account.codes_per_number': 429,
  'account.codes_per_ip': 429,
  'account.phone_not_yours': 409,
  'account.phone_taken': 409,
  'account.phone_already_verified': 409,
  'account.reset_link_invalid': 400,
  'account.wrong_password': 403,
  'account.code_sign_in_off': 403,
  'account.open_orders': 409,
  'account.payouts_open': 409,
  'account.operator_cannot_leave': 403,
  'admin.user_not_found': 404,
  'admin.already_enrolled': 409,
  'admin.operator_untouchable': 409,
  'admin.already_suspended': 409,
  'admin.not_suspended': 409,
  'admin.no_phone': 409,
  'admin.message_not_found': 404,
  'admin.message_not_failed': 409,
  'rating.no_farmer': 409,
  'admin.listing_not_found': 404,
  'admin.listing_already_hidden': 409,
  'admin.listing_not_hidden': 409,
  'admin.listing_not_reported': 409,
  fresh_code_needed: 403,
  'rating.not_delivered': 409,
  'rating.edit_closed': 409,
  'rating.not_found': 404,
  'rating.not_your_comment': 403,
  'rating.already_answered': 409,
  'rating.no_comment': 409,
  'rating.not_reported': 409,
  'farmer.not_found': 404,
  'delivery.code_required': 400,
  'delivery.code_wrong': 422,
  'delivery.code_locked': 423,
  'delivery.line_not_found': 404,
  'delivery.not_your_line': 403,
  'delivery.not_awaiting': 409,
  'delivery.not_delivered': 409,
  'delivery.report_closed': 409,
  'delivery.already_reported': 409,
  'delivery.problem_not_found': 404,
  'delivery.already_answered': 409,
  'delivery.already_resolved': 409,
  'delivery.refund_too_large': 409,
  'delivery.not_refundable': 409,
  'delivery.too_many_photos': 409,
  'delivery.photos_closed': 409,
  'refund.manual_not_found': 404,
  'refund.manual_already_paid': 409,
}

export interface HttpErrorOptions {
  /** The request field the error concerns (`lines.0.quantityKg`). */
  field?: string
  /** Seconds until the request may be tried again (sent as Retry-After too). */
  retryAfter?: number
  /** The listings whose price changed since the buyer looked, with their prices now. */
  priceChanges?: PriceChange[]
}

/** An expected failure, thrown by routes and repositories: a code, its params and a field. */
export class HttpError extends Error {
  readonly statusCode: number
  constructor(
    readonly code: ErrorCode,
    readonly params?: RefusalParams,
    readonly options: HttpErrorOptions = {},
  ) {
    super(errorMessage(code, params))
    this.statusCode = STATUS_OF[code]
  }

  /** The error for a core rule's refusal. */
  static from(refusal: Refusal<ErrorCode>, options: HttpErrorOptions = {}): HttpError {
    return new HttpError(refusal.code, refusal.params, { field: refusal.field, ...options })
  }

  /** A message from a core rule or schema that is itself the user's text (a validation message). */
  static invalid(text: string, field?: string): HttpError {
    return new HttpError('invalid_input', { text }, { field })
  }
}

/** The body of every error answer: `{ code, params, message, field?, retryAfter? }`. */
export function errorBody(
  code: ErrorCode,
  params?: RefusalParams,
  options: HttpErrorOptions = {},
): ApiError {
  return {
    code,
    ...(params ? { params } : {}),
    message: errorMessage(code, params),
    ...(options.field ? { field: options.field } : {}),
    ...(options.retryAfter !== undefined ? { retryAfter: options.retryAfter } : {}),
    ...(options.priceChanges ? { priceChanges: options.priceChanges } : {}),
  }
}

/** Sends an error answer (for hooks and handlers that answer instead of throwing). */
export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  params?: RefusalParams,
  options: HttpErrorOptions = {},
) {
  // Clients and proxies read the wait from the header, not from our body.
  if (options.retryAfter !== undefined)
    reply.header('retry-after', String(Math.max(0, Math.ceil(options.retryAfter))))
  return reply.status(STATUS_OF[code]).send(errorBody(code, params, options))
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

/** True when `err` is a unique violation (23505) of the named constraint. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  return [...causes(err)].some(
    (e) => e.code === '23505' && (e as { constraint?: string }).constraint === constraint,
  )
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
 * One error handler, so every route answers errors the same way: 4xx keep their message, 5xx hide details and are logged with
 * the request id; a lost database is a 503 the client may retry.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof HttpError) return sendError(reply, err.code, err.params, err.options)
      if (hasZodFastifySchemaValidationErrors(err)) {
        const issue = err.validation[0]
        const where = issue?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? ''
        const raw = issue?.message ?? 'Invalid request'
        // Our schemas carry user-facing messages (capitalised sentences); zod's defaults do not.
        const text = /^[A-Z]/.test(raw)
          ? raw
          : `${where || err.validationContext || 'request'}: ${raw}`
        return sendError(reply, 'invalid_input', { text }, { field: where || undefined })
      }
      const status = err.statusCode ?? 500
      if (status >= 400 && status < 500) {
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 'body_too_large')
        if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return sendError(reply, 'bad_media_type')
        if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return sendError(reply, 'empty_body')
        if (
          err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
          (status === 400 && err instanceof SyntaxError)
        )
          return sendError(reply, 'bad_json')
        // Another client error of Fastify's own: its message, with its status.
        return reply.status(status).send(errorBody('invalid_input', { text: err.message }))
      }
      // PostgreSQL class 22 (data exception): input the database cannot hold, such as a NUL
      // character or a number out of range. The request was wrong, not the server.
      const pgCode = sqlState(err)
      if (pgCode?.startsWith('22')) {
        request.log.info({ code: pgCode }, 'data exception from the database')
        return sendError(reply, pgCode === '22003' ? 'number_too_large' : 'bad_value')
      }
      const missing = pgCode !== undefined && SCHEMA_MISSING.has(pgCode)
      if (missing || isDatabaseDown(err)) {
        request.log.error({ err }, missing ? 'database schema missing' : 'database unavailable')
        return sendError(reply, 'unavailable', undefined, { retryAfter: 5 })
      }
      request.log.error({ err }, 'unhandled error')
      return sendError(reply, 'internal')
    })
  },
  { name: 'error-handler' },
)
