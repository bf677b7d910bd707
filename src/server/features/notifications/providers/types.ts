/**
 * The contract between the notification outbox worker and the SMS / email providers.
 *
 * A provider sends one message per call and either resolves (the provider accepted it) or
 * rejects with a ProviderError whose `retryable` tells the worker whether to try again later.
 * `idempotencyKey` is the outbox row's stable key: the same key on every attempt, so a provider
 * that supports idempotency (or a downstream system that dedupes) can drop a repeat.
 */

export interface SmsMessage {
  /** Recipient in E.164, e.g. +919876543210. */
  to: string
  body: string
  idempotencyKey: string
}

export interface EmailMessage {
  /** Recipient address. */
  to: string
  /** Recipient display name. */
  toName: string
  subject: string
  text: string
  html?: string | undefined
  /** One-click unsubscribe URL: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  listUnsubscribe?: string | undefined
  idempotencyKey: string
}

export interface SendResult {
  /** The provider's id for the message (Twilio SID, SMTP Message-ID, …), when it gives one. */
  providerMessageId?: string
}

export interface SmsProvider {
  readonly name: string
  /** Sends one SMS. Rejects with ProviderError. `signal` cancels the attempt (e.g. on shutdown). */
  send(message: SmsMessage, signal?: AbortSignal): Promise<SendResult>
}

export interface EmailProvider {
  readonly name: string
  /** Sends one email. Rejects with ProviderError. `signal` cancels the attempt (e.g. on shutdown). */
  send(message: EmailMessage, signal?: AbortSignal): Promise<SendResult>
}

export interface ProviderErrorOptions {
  retryable: boolean
  /** HTTP status, or the SMTP reply code for the SMTP provider. */
  status?: number | undefined
  /** The provider's own error code (Twilio `code`, nodemailer `code`), as text. */
  providerCode?: string | undefined
  /** How long the provider asked us to wait (Retry-After), in milliseconds. */
  retryAfterMs?: number | undefined
  cause?: unknown
}

/**
 * A failed send. `retryable` is false when sending the same message again would fail the same
 * way (a 4xx other than 408/429, a permanent SMTP rejection), true otherwise (5xx, 408, 429,
 * network errors, timeouts, a cancelled attempt).
 */
export class ProviderError extends Error {
  override name = 'ProviderError'
  readonly retryable: boolean
  readonly status?: number
  readonly providerCode?: string
  readonly retryAfterMs?: number

  constructor(message: string, options: ProviderErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.retryable = options.retryable
    if (options.status !== undefined) this.status = options.status
    if (options.providerCode !== undefined) this.providerCode = options.providerCode
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs
  }
}

/** Whether an HTTP error status is worth retrying: 5xx, 408 Request Timeout, 429 Too Many Requests. */
export function isRetryableHttpStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429
}
