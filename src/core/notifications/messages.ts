import { z } from 'zod'

/**
 * Phone numbers and the texts of the SMS and email notifications (spec §5 "Phone prefix",
 * §7 "Details of the calls"; PRODUCT.md "Phone numbers are stored as +91 followed by 10 digits").
 *
 * Pure: no I/O, no clock. The outbox stores `{ kind, data }`; the worker calls `renderMessage`
 * (or `renderMessagePayload` on a row read back from the database) and hands the parts to the
 * SMS and email providers.
 *
 * Adding a kind of message: add its name to MESSAGE_KINDS, its data schema to
 * MESSAGE_DATA_SCHEMAS and its renderer to RENDERERS. The mapped types make tsc point at
 * whichever of the three is missing.
 */

// ---------------------------------------------------------------------------------------------
// Phone numbers

/** The country code every number is stored and sent with (spec §9). */
export const INDIA_PREFIX = '+91'

// An Indian mobile number: 10 digits, the first 6–9. The prefix may be +91, 91 or a trunk 0.
const INDIAN_MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/

/**
 * Normalises an Indian mobile number to E.164, `+91` followed by 10 digits.
 * Accepts the 10 digits (first digit 6–9) with or without a `+91`, `91` or `0` prefix, with
 * spaces and dashes anywhere. Returns null for anything else (landlines, other countries,
 * letters, too few or too many digits).
 */
export function toIndianE164(phone: string): string | null {
  const compact = phone.replace(/[\s-]/g, '')
  const match = INDIAN_MOBILE.exec(compact)
  return match?.[1] === undefined ? null : `${INDIA_PREFIX}${match[1]}`
}

/**
 * The spec's rule for sending (§5 "Phone prefix"): a number that does not start with +91 gets
 * +91 put in front; anything else is left as it is, apart from surrounding whitespace.
 * Numbers we store are already E.164 (see toIndianE164), so this only matters for old data.
 */
export function withIndiaPrefix(phone: string): string {
  const trimmed = phone.trim()
  return trimmed.startsWith(INDIA_PREFIX) ? trimmed : `${INDIA_PREFIX}${trimmed}`
}

// ---------------------------------------------------------------------------------------------
// Rendered parts

export interface SmsContent {
  sms: string
}

export interface EmailContent {
  subject: string
  /** Plain-text body; always present, so every provider can send it. */
  text: string
  /** HTML body, every interpolated value escaped. */
  html?: string
}

/** What a kind of message renders to: an SMS text, an email, or both. */
export interface RenderedMessage {
  sms?: string
  email?: EmailContent
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes text for use in HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)
}

// Names go into one-line texts (SMS, greeting lines); collapse any line breaks a user typed.
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function paragraphs(lines: readonly string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')
}

// ---------------------------------------------------------------------------------------------
// Templates

/** The SMS after registration, word for word from spec §7. */
export function registrationSms(name: string): SmsContent {
  return { sms: `Hi ${oneLine(name)}, registration successful! Welcome to the market.` }
}

/** The SMS after a login. */
export function loginSms(name: string): SmsContent {
  return { sms: `Hi ${oneLine(name)}, you have logged in to FarmTrek.` }
}

export interface PersonData {
  name: string
  email: string
}

/** The welcome email: registration was successful (spec §7, with name and email the right way round). */
export function welcomeEmail({ name, email }: PersonData): EmailContent {
  const lines = [
    `Hi ${oneLine(name)}, your FarmTrek registration with ${oneLine(email)} was successful.`,
    'Welcome to the market! You can now buy and sell produce and follow live mandi prices.',
  ]
  return {
    subject: 'Welcome to FarmTrek: registration successful',
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  }
}

/** The email after a login. */
export function loginEmail({ name, email }: PersonData): EmailContent {
  const lines = [
    `Hi ${oneLine(name)}, you have logged in to FarmTrek with ${oneLine(email)}.`,
    'If this was not you, change your password.',
  ]
  return {
    subject: 'You have logged in to FarmTrek',
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  }
}

export interface OrderStatusData {
  name: string
  crop: string
  /** The new status, e.g. 'Pending', 'In Transit', 'Delivered'. */
  status: string
  /** The transport named when the order went In Transit, if any. */
  transport?: string | undefined
}

/** The SMS when a supply-chain order changes status. */
export function orderStatusSms({ name, crop, status, transport }: OrderStatusData): SmsContent {
  const by = transport !== undefined && oneLine(transport) !== '' ? ` (${oneLine(transport)})` : ''
  return {
    sms: `Hi ${oneLine(name)}, your FarmTrek order of ${oneLine(crop)} is now ${oneLine(status)}${by}.`,
  }
}

// ---------------------------------------------------------------------------------------------
// Kinds of message

export const MESSAGE_KINDS = ['registration', 'login', 'orderStatus'] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

const nonBlank = z.string().trim().min(1)

/** The data each kind of message needs; the outbox validates stored payloads with these. */
export const MESSAGE_DATA_SCHEMAS = {
  registration: z.object({ name: nonBlank, email: nonBlank }),
  login: z.object({ name: nonBlank, email: nonBlank }),
  orderStatus: z.object({
    name: nonBlank,
    crop: nonBlank,
    status: nonBlank,
    transport: nonBlank.optional(),
  }),
} as const satisfies Record<MessageKind, z.ZodType>

export type MessageData<K extends MessageKind> = z.infer<(typeof MESSAGE_DATA_SCHEMAS)[K]>

const RENDERERS: { [K in MessageKind]: (data: MessageData<K>) => RenderedMessage } = {
  registration: (data) => ({ sms: registrationSms(data.name).sms, email: welcomeEmail(data) }),
  login: (data) => ({ sms: loginSms(data.name).sms, email: loginEmail(data) }),
  orderStatus: (data) => ({ sms: orderStatusSms(data).sms }),
}

/** Type guard for a kind read back from storage. */
export function isMessageKind(value: unknown): value is MessageKind {
  return typeof value === 'string' && (MESSAGE_KINDS as readonly string[]).includes(value)
}

/**
 * Renders one kind of message. Which parts come back depends on the kind (registration and
 * login: SMS and email; orderStatus: SMS only). Recipients are not part of the message: the
 * caller decides where each part goes (and skips the email when the user has no address, as
 * the original did).
 */
export function renderMessage<K extends MessageKind>(
  kind: K,
  data: MessageData<K>,
): RenderedMessage {
  const render = RENDERERS[kind] as (data: MessageData<K>) => RenderedMessage
  return render(data)
}

export type RenderPayloadResult =
  { ok: true; kind: MessageKind; message: RenderedMessage } | { ok: false; reason: string }

/**
 * Validates an untrusted `{ kind, data }` pair (e.g. an outbox row) and renders it.
 * Returns why it cannot be rendered instead of throwing.
 */
export function renderMessagePayload(kind: unknown, data: unknown): RenderPayloadResult {
  if (!isMessageKind(kind)) {
    return {
      ok: false,
      reason: `unknown message kind: ${typeof kind === 'string' ? JSON.stringify(kind) : String(kind)}`,
    }
  }
  const parsed = MESSAGE_DATA_SCHEMAS[kind].safeParse(data)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`)
    return { ok: false, reason: `invalid data for ${kind}: ${problems.join('; ')}` }
  }
  return { ok: true, kind, message: renderMessage(kind, parsed.data as MessageData<typeof kind>) }
}
