import { Buffer } from 'node:buffer'
import { DEFAULT_TIMEOUT_MS, httpError, isSuccess, parseJson, post, stringField } from './http.ts'
import type { SendResult, SmsMessage, SmsProvider } from './types.ts'

export const TWILIO_DEFAULT_BASE_URL = 'https://api.twilio.com'

export interface TwilioConfig {
  accountSid: string
  authToken: string
  /** Sender: a Twilio phone number in E.164, or a Messaging Service SID (MG…). */
  from: string
  /** Defaults to https://api.twilio.com; tests and Twilio-compatible gateways set their own. */
  baseUrl?: string | undefined
  timeoutMs?: number | undefined
}

// A Messaging Service SID is "MG" followed by 32 hex digits; it goes in MessagingServiceSid, not From.
const MESSAGING_SERVICE_SID = /^MG[0-9a-fA-F]{32}$/

/**
 * SMS through the Twilio REST Messages API (or anything that speaks it):
 * `POST {baseUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP basic auth
 * AccountSid:AuthToken, form-encoded To, From (or MessagingServiceSid) and Body.
 * 201 with the Message resource (`sid`) is success; errors come as
 * `{ code, message, more_info, status }`.
 *
 * Idempotency: Twilio documents no idempotency header for creating Messages. We still send
 * `I-Twilio-Idempotency-Token: {idempotencyKey}` (the header Twilio's own webhooks carry); Twilio
 * ignores unknown request headers, so it is harmless, and a Twilio-compatible gateway or proxy
 * may use it to drop repeats. It does NOT make Twilio itself deduplicate: a retry after a
 * timeout whose request did reach Twilio can send the SMS twice.
 */
export function createTwilioSmsProvider(config: TwilioConfig): SmsProvider {
  const baseUrl = (config.baseUrl ?? TWILIO_DEFAULT_BASE_URL).replace(/\/+$/, '')
  const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`
  const senderField = MESSAGING_SERVICE_SID.test(config.from) ? 'MessagingServiceSid' : 'From'
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS

  return {
    name: 'twilio',
    async send(message: SmsMessage, signal?: AbortSignal): Promise<SendResult> {
      const form = new URLSearchParams({
        To: message.to,
        [senderField]: config.from,
        Body: message.body,
      })
      const response = await post({
        provider: 'Twilio',
        url,
        headers: {
          authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
          'i-twilio-idempotency-token': message.idempotencyKey,
        },
        body: form.toString(),
        timeoutMs,
        signal,
      })
      const json = parseJson(response.body)
      if (isSuccess(response.status)) {
        const sid = stringField(json, 'sid')
        return sid === undefined ? {} : { providerMessageId: sid }
      }
      const twilioMessage = stringField(json, 'message')
      const code = codeField(json)
      throw httpError(response, twilioMessage ?? `Twilio answered HTTP ${response.status}`, code)
    },
  }
}

// Twilio's error `code` is a number (e.g. 21211); keep it as text.
function codeField(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined
  const code: unknown = (json as Record<string, unknown>)['code']
  return typeof code === 'number' || typeof code === 'string' ? String(code) : undefined
}
