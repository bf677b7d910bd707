import { isRetryableHttpStatus, ProviderError } from './types.ts'

/** Default time a provider call may take, headers and body together. */
export const DEFAULT_TIMEOUT_MS = 10_000

export interface HttpResponse {
  status: number
  headers: Headers
  /** The whole response body as text. */
  body: string
}

export interface PostOptions {
  /** Used in error messages, e.g. 'Twilio'. */
  provider: string
  url: string
  headers: Record<string, string>
  body: string
  timeoutMs: number
  signal?: AbortSignal | undefined
}

/**
 * POSTs with the global fetch and reads the whole body, all within `timeoutMs` (a server that
 * sends headers and then stalls is cut off too). The caller's `signal` cancels as well.
 * Network failures, the timeout and cancellation become retryable ProviderErrors; any HTTP
 * status is returned for the caller to judge.
 */
export async function post(options: PostOptions): Promise<HttpResponse> {
  const timeout = AbortSignal.timeout(options.timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  try {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: options.headers,
      body: options.body,
      signal,
      // A redirect means a wrong URL: report it (3xx is not retryable) rather than re-POST elsewhere.
      redirect: 'manual',
    })
    const body = await response.text()
    return { status: response.status, headers: response.headers, body }
  } catch (error) {
    if (timeout.aborted) {
      throw new ProviderError(
        `${options.provider} did not answer within ${options.timeoutMs} ms (${options.url})`,
        { retryable: true, providerCode: 'TIMEOUT', cause: error },
      )
    }
    if (options.signal?.aborted) {
      throw new ProviderError(`${options.provider} request was cancelled`, {
        retryable: true,
        providerCode: 'ABORTED',
        cause: error,
      })
    }
    throw new ProviderError(
      `${options.provider} could not be reached (${options.url}): ${describeNetworkError(error)}`,
      { retryable: true, providerCode: 'NETWORK', cause: error },
    )
  }
}

// undici reports "fetch failed" and hides the reason (ECONNREFUSED, ENOTFOUND, …) in `cause`.
function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause: unknown = error.cause
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code
    return code ? `${code} ${cause.message}` : cause.message
  }
  return error.message
}

/** A ProviderError for a non-2xx response, retryable per isRetryableHttpStatus. */
export function httpError(
  response: HttpResponse,
  message: string,
  providerCode?: string,
): ProviderError {
  return new ProviderError(message, {
    retryable: isRetryableHttpStatus(response.status),
    status: response.status,
    providerCode,
    retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
  })
}

/** Parses a Retry-After header given in seconds (the HTTP-date form is ignored). */
export function retryAfterMs(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined
  return Number(header.trim()) * 1000
}

/** Parses JSON, or returns undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** Reads a string property of an unknown JSON value. */
export function stringField(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const field: unknown = (value as Record<string, unknown>)[key]
  return typeof field === 'string' ? field : undefined
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300
}

/** Keeps a provider's error body short enough for a log line and the outbox's last_error. */
export function truncate(text: string, max = 500): string {
  const trimmed = text.trim()
  return trimmed.length > max ? `${trimmed.slice(0, max)}…` : trimmed
}
