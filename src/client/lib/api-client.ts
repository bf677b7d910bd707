import type { ApiError } from '#core/http/api-error.ts'
import { markSynced } from './online.ts'

/**
 * The one way the client calls our API: JSON in and out, the session cookie sent, errors turned
 * into ApiRequestError with the server's code and params (shown translated with the i18n `tm`)
 * and its English message.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly retryAfter?: number,
    readonly code?: string,
    readonly params?: Record<string, string | number>,
    /** With 409 `order.price_changed`: the prices now. */
    readonly priceChanges?: ApiError['priceChanges'],
  ) {
    super(message)
  }
}

type Parser<T> = { parse(data: unknown): T }

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  body?: unknown
  /** A core zod schema: the response is parsed with the same contract the server uses. */
  schema?: Parser<T>
  signal?: AbortSignal
}

export const OFFLINE_MESSAGE = 'You are offline. Check your connection and try again.'

export async function api<T = unknown>(path: string, opts: RequestOptions<T> = {}): Promise<T> {
  let res: Response
  try {
    res = await fetch(path, {
      method: opts.method ?? 'GET',
      credentials: 'same-origin',
      headers: opts.body !== undefined ? { 'content-type': 'application/json' } : undefined,
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: opts.signal,
    })
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err
    throw new ApiRequestError(0, OFFLINE_MESSAGE)
  }
  const text = await res.text()
  let data: unknown = undefined
  try {
    data = text ? JSON.parse(text) : undefined
  } catch {
    // not JSON (a proxy error page): handled below
  }
  if (!res.ok) {
    const body = (data ?? {}) as Partial<ApiError>
    throw new ApiRequestError(
      res.status,
      body.message ?? `The server answered ${res.status}. Please try again.`,
      body.field,
      body.retryAfter,
      body.code,
      body.params,
      body.priceChanges,
    )
  }
  // A fresh answer (not the service worker's offline copy) moves the "data as of" time.
  if (!res.headers.get('x-farmtrek-cached-at')) markSynced()
  return opts.schema ? opts.schema.parse(data) : (data as T)
}
