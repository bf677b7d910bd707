import { DEFAULT_TIMEOUT_MS, httpError, post, truncate } from './http.ts'
import type { EmailMessage, EmailProvider, SendResult } from './types.ts'

export const EMAILJS_DEFAULT_BASE_URL = 'https://api.emailjs.com'

/** The `lib_version` we report; the version of @emailjs/browser whose request we reproduce. */
export const EMAILJS_LIB_VERSION = '4.4.1'

export interface EmailjsConfig {
  /** The EmailJS public key (called user_id in the API). */
  userId: string
  serviceId: string
  templateId: string
  /** The private key; required when the account enables "Use Private Key" (strict mode). */
  accessToken?: string | undefined
  /** Defaults to https://api.emailjs.com. */
  baseUrl?: string | undefined
  timeoutMs?: number | undefined
}

/**
 * Email through the EmailJS REST API, the third-party service the original used:
 * `POST {baseUrl}/api/v1.0/email/send` with JSON
 * `{ lib_version, user_id, service_id, template_id, template_params, accessToken? }`;
 * HTTP 200 is success, anything else fails with the response text (EmailJS answers in plain text).
 *
 * template_params carries the original's `user_name`, `user_email` and `message` (the text body),
 * plus `subject` so a template can use `{{subject}}`; the template decides the final layout,
 * so the HTML body is not sent.
 *
 * Notes: EmailJS refuses calls from servers unless "Allow EmailJS API for non-browser
 * applications" is on in the account's security settings. It has no idempotency support, so a
 * retry after a timeout can send twice.
 */
export function createEmailjsEmailProvider(config: EmailjsConfig): EmailProvider {
  const baseUrl = (config.baseUrl ?? EMAILJS_DEFAULT_BASE_URL).replace(/\/+$/, '')
  const url = `${baseUrl}/api/v1.0/email/send`
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS

  return {
    name: 'emailjs',
    async send(message: EmailMessage, signal?: AbortSignal): Promise<SendResult> {
      const payload = {
        lib_version: EMAILJS_LIB_VERSION,
        user_id: config.userId,
        service_id: config.serviceId,
        template_id: config.templateId,
        template_params: {
          user_name: message.toName,
          user_email: message.to,
          message: message.text,
          subject: message.subject,
          // EmailJS sets no headers from the API; a template can link {{list_unsubscribe}}.
          ...(message.listUnsubscribe === undefined
            ? {}
            : { list_unsubscribe: message.listUnsubscribe }),
        },
        ...(config.accessToken === undefined ? {} : { accessToken: config.accessToken }),
      }
      const response = await post({
        provider: 'EmailJS',
        url,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        timeoutMs,
        signal,
      })
      if (response.status === 200) return {}
      const detail = truncate(response.body)
      throw httpError(response, detail === '' ? `EmailJS answered HTTP ${response.status}` : detail)
    },
  }
}
