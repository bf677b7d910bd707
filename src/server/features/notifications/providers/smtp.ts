import type { NodemailerError, Transporter } from 'nodemailer'
import { DEFAULT_TIMEOUT_MS } from './http.ts'
import { ProviderError } from './types.ts'
import type { EmailMessage, EmailProvider, SendResult } from './types.ts'

export interface SmtpConfig {
  /**
   * smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS).
   * Nodemailer's query options work too, e.g. `?tls.rejectUnauthorized=false` for a test server.
   */
  url: string
  /** The From header, e.g. `FarmTrek <no-reply@farmtrek.in>`. */
  from: string
  /** The right-hand side of the Message-IDs we set; defaults to 'farmtrek'. */
  messageIdDomain?: string | undefined
  /** Limit for the whole send (connect, greeting, each reply), in ms; default 10 s. */
  timeoutMs?: number | undefined
}

/**
 * The Message-ID for an idempotency key: `<{key}@{domain}>`. The same key always gives the same
 * Message-ID, so a repeat of one outbox row can be recognised downstream (mail servers and
 * clients that dedupe on Message-ID). Characters a msg-id cannot hold are escaped as `=XX`
 * (UTF-8 bytes), which keeps distinct keys distinct.
 */
export function messageIdFor(idempotencyKey: string, domain = 'farmtrek'): string {
  const local = Array.from(new TextEncoder().encode(idempotencyKey), (byte) => {
    const char = String.fromCharCode(byte)
    return /^[A-Za-z0-9_-]$/.test(char)
      ? char
      : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }).join('')
  return `<${local}@${domain}>`
}

// Failures without an SMTP reply that another attempt cannot fix: bad settings or a bad message.
const PERMANENT_CODES: ReadonlySet<string> = new Set([
  'ECONFIG',
  'EAUTH',
  'ENOAUTH',
  'EENVELOPE',
  'EMAXRECIPIENTS',
  'EFILEACCESS',
  'EURLACCESS',
  'EOTP',
  'EREQUIRETLS',
])

/**
 * Email over SMTP with nodemailer. One connection per message (no pool), so nothing has to be
 * closed on shutdown. SMTP replies decide `retryable`: 5xx (except 503) is permanent, 4xx is
 * transient; connection problems and timeouts are retryable; configuration errors are not.
 * The error's `status` is the SMTP reply code when there is one.
 */
export function createSmtpEmailProvider(config: SmtpConfig): EmailProvider {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const domain = config.messageIdDomain ?? 'farmtrek'
  // nodemailer is loaded with the first message, not at start-up (start-up does not pay for a library
  // a server without SMTP never uses).
  let transport: Promise<Transporter> | undefined
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: config.url,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        // Our messages are plain strings; never let content point at files or URLs.
        disableFileAccess: true,
        disableUrlAccess: true,
      }),
    ))
  const target = describeUrl(config.url)

  return {
    name: 'smtp',
    async send(message: EmailMessage, signal?: AbortSignal): Promise<SendResult> {
      const timeout = AbortSignal.timeout(timeoutMs)
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
      try {
        const info = await (
          await transporter()
        ).sendMail({
          from: config.from,
          to: { name: message.toName, address: message.to },
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
          messageId: messageIdFor(message.idempotencyKey, domain),
          ...(message.listUnsubscribe === undefined
            ? {}
            : {
                headers: {
                  'List-Unsubscribe': `<${message.listUnsubscribe}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                },
              }),
          signal: combined,
        })
        return { providerMessageId: info.messageId }
      } catch (error) {
        throw toProviderError(error, {
          timedOut: timeout.aborted,
          cancelled: signal?.aborted === true,
          timeoutMs,
          target,
        })
      }
    },
  }
}

function toProviderError(
  error: unknown,
  context: { timedOut: boolean; cancelled: boolean; timeoutMs: number; target: string },
): ProviderError {
  const err = (error instanceof Error ? error : new Error(String(error))) as NodemailerError
  if (context.timedOut || err.code === 'ETIMEDOUT') {
    return new ProviderError(
      `SMTP server ${context.target} did not answer within ${context.timeoutMs} ms`,
      { retryable: true, providerCode: 'TIMEOUT', cause: error },
    )
  }
  if (context.cancelled) {
    return new ProviderError('SMTP send was cancelled', {
      retryable: true,
      providerCode: 'ABORTED',
      cause: error,
    })
  }
  const status = err.responseCode
  const retryable =
    status !== undefined
      ? err.permanent !== undefined
        ? !err.permanent
        : !(status >= 500 && status < 600 && status !== 503)
      : !(err.code !== undefined && PERMANENT_CODES.has(err.code))
  return new ProviderError(`SMTP ${context.target}: ${err.message}`, {
    retryable,
    status,
    providerCode: err.code,
    cause: error,
  })
}

// host:port for messages, never the credentials.
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return parsed.port === '' ? parsed.hostname : `${parsed.hostname}:${parsed.port}`
  } catch {
    return '(invalid SMTP_URL)'
  }
}
