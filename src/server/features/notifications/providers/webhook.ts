import { DEFAULT_TIMEOUT_MS, httpError, isSuccess, parseJson, post, stringField } from './http.ts'
import type { SendResult, SmsMessage, SmsProvider } from './types.ts'

export interface WebhookSmsConfig {
  /** Full URL of the receiver, e.g. https://sms.example.in/api/sms. */
  url: string
  timeoutMs?: number | undefined
}

/** The error text when the receiver gives none (the user sees the real reason a message failed, never a made-up one). */
export const WEBHOOK_FALLBACK_ERROR = 'Failed to send SMS'

/**
 * SMS through a generic webhook that keeps the original app's `/api/sms` contract:
 * `POST {url}` with JSON `{ phoneNumber, message }`. Any 2xx is success. On failure the error
 * text is the response's JSON `error` field, or 'Failed to send SMS' when there is none.
 * Sends `Idempotency-Key: {idempotencyKey}` so the receiver can drop repeats.
 */
export function createWebhookSmsProvider(config: WebhookSmsConfig): SmsProvider {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS
  return {
    name: 'webhook',
    async send(message: SmsMessage, signal?: AbortSignal): Promise<SendResult> {
      const response = await post({
        provider: 'SMS webhook',
        url: config.url,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': message.idempotencyKey,
        },
        body: JSON.stringify({ phoneNumber: message.to, message: message.body }),
        timeoutMs,
        signal,
      })
      const json = parseJson(response.body)
      if (isSuccess(response.status)) {
        // The original only logged the success body; take an id if the receiver returns one.
        const id =
          stringField(json, 'sid') ?? stringField(json, 'messageId') ?? stringField(json, 'id')
        return id === undefined ? {} : { providerMessageId: id }
      }
      const error = stringField(json, 'error')
      throw httpError(
        response,
        error !== undefined && error.trim() !== '' ? error : WEBHOOK_FALLBACK_ERROR,
      )
    },
  }
}
