/**
 * The outbox's rules as plain functions (docs/decisions/005-notification-outbox.md):
 * how long to wait before the next attempt, what a failed attempt leads to, and how a recipient
 * is shown to its owner. Pure: no clock, no I/O.
 */

export const OUTBOX_CHANNELS = ['sms', 'email'] as const
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number]

/**
 * 'skipped': there was no address to send to; 'suppressed': the SMS budget or the made-up account
 * rule (sms-budget.ts) stopped it. Neither is ever sent.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'skipped', 'suppressed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

export const ATTEMPT_OUTCOMES = ['sent', 'retry', 'failed'] as const
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number]

/** The longest wait between two attempts, in ms (one hour). */
export const MAX_RETRY_DELAY_MS = 3_600_000

/**
 * Exponential backoff, in ms, before the attempt after attempt number `attempt` (1-based):
 * `baseMs`, 2×, 4×, … capped at MAX_RETRY_DELAY_MS. A provider's Retry-After (ms) is honoured
 * when it asks for longer.
 */
export function retryDelayMs(attempt: number, baseMs: number, retryAfterMs?: number): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30))
  const backoff = Math.min(baseMs * 2 ** exponent, MAX_RETRY_DELAY_MS)
  return retryAfterMs !== undefined && retryAfterMs > backoff
    ? Math.min(retryAfterMs, MAX_RETRY_DELAY_MS)
    : backoff
}

/**
 * What a failed attempt leads to: another try later ('retry') while the error is transient and
 * attempts remain, otherwise 'failed' for good.
 */
export function outcomeAfterFailure(input: {
  attempts: number
  maxAttempts: number
  retryable: boolean
}): Exclude<AttemptOutcome, 'sent'> {
  return input.retryable && input.attempts < input.maxAttempts ? 'retry' : 'failed'
}

/**
 * A recipient as shown in lists: a phone keeps its country code and last 4 digits
 * (`+91 ••••••3210`), an email its first letter and domain (`a•••@example.in`).
 */
export function maskRecipient(channel: OutboxChannel, recipient: string): string {
  const value = recipient.trim()
  if (value === '') return ''
  if (channel === 'sms') {
    const digits = value.replace(/\D/g, '')
    const last = digits.slice(-4)
    const prefix = value.startsWith('+91') ? '+91 ' : ''
    const hidden = Math.max(digits.length - (prefix ? 2 : 0) - last.length, 0)
    return `${prefix}${'•'.repeat(hidden)}${last}`
  }
  const at = value.lastIndexOf('@')
  if (at <= 0) return '•••'
  return `${value[0]}•••${value.slice(at)}`
}

/** The first line of a text, cut to `max` characters with an ellipsis. */
export function summary(text: string, max = 80): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? ''
  const trimmed = line.trim()
  return trimmed.length > max ? `${trimmed.slice(0, max - 1)}…` : trimmed
}
