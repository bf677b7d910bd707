import { escapeHtml } from '../text/escape-html.ts'

/** What the message renderers hand to the SMS and email providers. */

export interface SmsContent {
  sms: string
}

export interface EmailContent {
  subject: string
  /** Plain-text body; always present, so every provider can send it. */
  text: string
  /** HTML body, every interpolated value escaped. */
  html?: string
  /** One-click unsubscribe URL (RFC 8058), sent as the List-Unsubscribe header. */
  listUnsubscribe?: string
}

/** What a kind of message renders to: an SMS text, an email, or both. */
export interface RenderedMessage {
  sms?: string
  email?: EmailContent
}

/** Names go into one-line texts (SMS, greeting lines): collapses any line breaks a user typed. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** Lines as HTML paragraphs, each escaped. */
export function paragraphs(lines: readonly string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')
}
