import type { EmailMessage, EmailProvider, SendResult, SmsMessage, SmsProvider } from './types.ts'

/** Receives each message a log provider "sends", e.g. a pino logger's info bound to a message. */
export type NotificationLogger = (
  entry: { channel: 'sms'; message: SmsMessage } | { channel: 'email'; message: EmailMessage },
) => void

export interface LogProviderOptions {
  logger?: NotificationLogger | undefined
  /** How many recent messages `sent` keeps (oldest dropped first); default 100. */
  keep?: number | undefined
}

export interface LogSmsProvider extends SmsProvider {
  /** The most recent messages, oldest first. */
  readonly sent: readonly SmsMessage[]
}

export interface LogEmailProvider extends EmailProvider {
  /** The most recent messages, oldest first. */
  readonly sent: readonly EmailMessage[]
}

const DEFAULT_KEEP = 100

// The log providers are the default in production too, so the in-memory list is bounded.
function remember<T>(list: T[], item: T, keep: number): void {
  list.push(item)
  if (list.length > keep) list.splice(0, list.length - keep)
}

/**
 * The default SMS provider (no SMS account is needed to run FarmTrek): sends nothing, records each message in `sent` and hands
 * it to the optional logger. Always succeeds; the id is derived from the idempotency key.
 */
export function createLogSmsProvider(options: LogProviderOptions = {}): LogSmsProvider {
  const sent: SmsMessage[] = []
  const keep = options.keep ?? DEFAULT_KEEP
  return {
    name: 'log',
    sent,
    send(message: SmsMessage): Promise<SendResult> {
      // An executor turns a throwing logger into a rejection, as for any other provider.
      return new Promise((resolve) => {
        const copy = { ...message }
        remember(sent, copy, keep)
        options.logger?.({ channel: 'sms', message: copy })
        resolve({ providerMessageId: `log:${message.idempotencyKey}` })
      })
    },
  }
}

/** The default email provider: like createLogSmsProvider, for email. */
export function createLogEmailProvider(options: LogProviderOptions = {}): LogEmailProvider {
  const sent: EmailMessage[] = []
  const keep = options.keep ?? DEFAULT_KEEP
  return {
    name: 'log',
    sent,
    send(message: EmailMessage): Promise<SendResult> {
      // An executor turns a throwing logger into a rejection, as for any other provider.
      return new Promise((resolve) => {
        const copy = { ...message }
        remember(sent, copy, keep)
        options.logger?.({ channel: 'email', message: copy })
        resolve({ providerMessageId: `log:${message.idempotencyKey}` })
      })
    },
  }
}
