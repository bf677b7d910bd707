import { z } from 'zod'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages.ts'
import { PriceAlertDataSchema, priceAlertMessage } from './price-alert-messages.ts'
import {
  oneLine,
  paragraphs,
  type EmailContent,
  type RenderedMessage,
  type SmsContent,
} from './rendered.ts'
import { textsIn } from './texts.ts'
import {
  NewOrderDataSchema,
  newOrderMessage,
  OrderPlacedDataSchema,
  orderPlacedMessage,
  PaymentReceivedDataSchema,
  paymentReceivedMessage,
  RefundIssuedDataSchema,
  refundIssuedMessage,
} from './order-messages.ts'
import {
  PayoutDetailsChangedDataSchema,
  payoutDetailsChangedMessage,
  PayoutSettledDataSchema,
  payoutSettledMessage,
} from './payout-messages.ts'
import { DeliveryUpdateDataSchema, deliveryUpdateMessage } from './delivery-messages.ts'
import {
  AccountRestoredDataSchema,
  accountRestoredMessage,
  AccountSuspendedDataSchema,
  accountSuspendedMessage,
} from './suspension-messages.ts'
import {
  ListingHiddenDataSchema,
  listingHiddenMessage,
  ListingRestoredDataSchema,
  listingRestoredMessage,
} from './listing-moderation-messages.ts'
import {
  AccountDeletedDataSchema,
  accountDeletedMessage,
  PasswordResetDataSchema,
  passwordResetMessage,
  PhoneCodeDataSchema,
  phoneCodeMessage,
} from './account-messages.ts'

/**
 * Phone numbers and the texts of the SMS and email notifications, word for word as users of
 * the original app received them. Phone numbers are stored as +91 followed by 10 digits.
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

/** The country code every number is stored and sent with: FarmTrek serves India. */
export const INDIA_PREFIX = '+91'

/**
 * The rule for sending: a number that does not start with +91 gets
 * +91 put in front; anything else is left as it is, apart from surrounding whitespace.
 * Registration and checkout store numbers as +91 and 10 digits already (normalizeIndianMobile in
 * core/auth/phone.ts), so for those it changes nothing; it guards a number that reached the
 * database another way.
 */
export function withIndiaPrefix(phone: string): string {
  const trimmed = phone.trim()
  return trimmed.startsWith(INDIA_PREFIX) ? trimmed : `${INDIA_PREFIX}${trimmed}`
}

// The rendered parts (rendered.ts) are part of this module's interface.
export type { EmailContent, RenderedMessage, SmsContent } from './rendered.ts'

// ---------------------------------------------------------------------------------------------
// Languages: every message in English, Hindi and Tamil, chosen by the user's `users.language`, from
// the catalogues the pages use (texts.ts). English keeps the product's own wording word for word.

/** The language to write in for a stored preference; anything unknown is English. */
export function messageLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE
}

// ---------------------------------------------------------------------------------------------
// Templates

/** The SMS after registration, word for word as the original app sent it in English. */
export function registrationSms(name: string, language: Language = 'en'): SmsContent {
  const t = textsIn(language)
  return {
    sms: t('Hi {name}, registration successful! Welcome to the market.', { name: oneLine(name) }),
  }
}

/** The SMS after a login from a new device: a security notice. */
export function loginSms(name: string, language: Language = 'en'): SmsContent {
  const t = textsIn(language)
  return {
    sms: t(
      'Hi {name}, your FarmTrek account was logged in to from a new device. If this was not you, change your password.',
      { name: oneLine(name) },
    ),
  }
}

export type { PriceAlertData } from './price-alert-messages.ts'
export { priceAlertMessage }

export interface PersonData {
  name: string
  email: string
}

const email = (subject: string, lines: readonly string[]): EmailContent => ({
  subject,
  text: lines.join('\n\n'),
  html: paragraphs(lines),
})

/** The welcome email: registration was successful (the original's text, with name and email the right way round). */
export function welcomeEmail(
  { name, email: address }: PersonData,
  language: Language = 'en',
): EmailContent {
  const t = textsIn(language)
  const who = { name: oneLine(name), email: oneLine(address) }
  return email(t('Welcome to FarmTrek: registration successful'), [
    t('Hi {name}, your FarmTrek registration with {email} was successful.', who),
    t('Welcome to the market! You can now buy and sell produce and follow live mandi prices.'),
  ])
}

/** The email after a login from a new device: a security notice. */
export function loginEmail(
  { name, email: address }: PersonData,
  language: Language = 'en',
): EmailContent {
  const t = textsIn(language)
  const who = { name: oneLine(name), email: oneLine(address) }
  return email(t('New login to your FarmTrek account'), [
    t('Hi {name}, your FarmTrek account {email} was logged in to from a new device.', who),
    t('If this was not you, change your password.'),
  ])
}

export interface OrderStatusData {
  name: string
  crop: string
  /** The new status, e.g. 'Pending', 'In Transit', 'Delivered'. */
  status: string
  /** The transport named when the order went In Transit, if any. */
  transport?: string | undefined
  /** The buyer's order number, so the message names the order as the pages do. */
  orderNumber?: string | undefined
}

/** The SMS when a supply-chain order changes status; the status in the catalogue's words. */
export function orderStatusSms(
  { name, crop, status, transport, orderNumber }: OrderStatusData,
  language: Language = 'en',
): SmsContent {
  const t = textsIn(language)
  return {
    sms: t('Hi {name}, your FarmTrek order{order} of {crop} is now {status}{by}.', {
      name: oneLine(name),
      crop: oneLine(crop),
      status: t.known(oneLine(status)),
      // ' (MH-12-AB-4321)' and ' FT-2611-482137', or nothing.
      by: transport !== undefined && oneLine(transport) !== '' ? ` (${oneLine(transport)})` : '',
      order: orderNumber ? ` ${oneLine(orderNumber)}` : '',
    }),
  }
}

/** One order line, as the messages about it name it. */
export interface OrderLineData {
  orderNumber: string
  quantityKg: number
  crop: string
  /** The buyer's name (to the farmer) or the farmer's (to the buyer). */
  party: string
}

const lineVars = (d: OrderLineData) => ({
  order: oneLine(d.orderNumber),
  kg: d.quantityKg,
  crop: oneLine(d.crop),
})

/** To the farmer: the buyer cancelled a line. */
function orderCancelledMessage(d: OrderLineData, language: Language): RenderedMessage {
  const t = textsIn(language)
  return {
    sms: t(
      'Order {order} cancelled: {buyer} no longer needs {kg} kg {crop}. The quantity is back in your listing.',
      { ...lineVars(d), buyer: oneLine(d.party) },
    ),
  }
}

/** To the buyer: the farmer declined a line, and why. */
function orderDeclinedMessage(
  d: OrderLineData & { reason: string },
  language: Language,
): RenderedMessage {
  const t = textsIn(language)
  return {
    sms: t('Order {order}: {farmer} declined {kg} kg {crop}: {reason}', {
      ...lineVars(d),
      farmer: oneLine(d.party),
      reason: oneLine(d.reason),
    }),
  }
}

/** To the buyer: an online order was not paid in time and is cancelled. */
function paymentExpiredMessage(
  d: { orderNumber: string; minutes: number },
  language: Language,
): RenderedMessage {
  const t = textsIn(language)
  return {
    sms: t(
      'Order {order} was not paid within {minutes, plural, one {# minute} other {# minutes}} and is cancelled. Nothing was charged; the items are back on sale.',
      { order: oneLine(d.orderNumber), minutes: d.minutes },
    ),
  }
}

// ---------------------------------------------------------------------------------------------
// Kinds of message

export const MESSAGE_KINDS = [
  'registration',
  'login',
  'orderStatus',
  'newOrder',
  'orderCancelled',
  'orderDeclined',
  'paymentExpired',
  'orderPlaced',
  'paymentReceived',
  'refundIssued',
  'priceAlert',
  'payoutDetailsChanged',
  'phoneCode',
  'passwordReset',
  'accountSuspended',
  'accountRestored',
  'accountDeleted',
  'payoutSettled',
  'deliveryUpdate',
  'listingHidden',
  'listingRestored',
] as const
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
    orderNumber: nonBlank.optional(),
  }),
  newOrder: NewOrderDataSchema,
  orderCancelled: z.object({
    orderNumber: nonBlank,
    quantityKg: z.number().int().positive(),
    crop: nonBlank,
    party: nonBlank,
  }),
  orderDeclined: z.object({
    orderNumber: nonBlank,
    quantityKg: z.number().int().positive(),
    crop: nonBlank,
    party: nonBlank,
    reason: nonBlank,
  }),
  paymentExpired: z.object({ orderNumber: nonBlank, minutes: z.number().int().positive() }),
  orderPlaced: OrderPlacedDataSchema,
  paymentReceived: PaymentReceivedDataSchema,
  refundIssued: RefundIssuedDataSchema,
  priceAlert: PriceAlertDataSchema,
  payoutDetailsChanged: PayoutDetailsChangedDataSchema,
  phoneCode: PhoneCodeDataSchema,
  passwordReset: PasswordResetDataSchema,
  accountSuspended: AccountSuspendedDataSchema,
  accountRestored: AccountRestoredDataSchema,
  accountDeleted: AccountDeletedDataSchema,
  payoutSettled: PayoutSettledDataSchema,
  deliveryUpdate: DeliveryUpdateDataSchema,
  listingHidden: ListingHiddenDataSchema,
  listingRestored: ListingRestoredDataSchema,
} as const satisfies Record<MessageKind, z.ZodType>

export type MessageData<K extends MessageKind> = z.infer<(typeof MESSAGE_DATA_SCHEMAS)[K]>

const RENDERERS: {
  [K in MessageKind]: (data: MessageData<K>, language: Language) => RenderedMessage
} = {
  registration: (data, lang) => ({
    sms: registrationSms(data.name, lang).sms,
    email: welcomeEmail(data, lang),
  }),
  login: (data, lang) => ({ sms: loginSms(data.name, lang).sms, email: loginEmail(data, lang) }),
  orderStatus: (data, lang) => ({ sms: orderStatusSms(data, lang).sms }),
  newOrder: (data, lang) => newOrderMessage(data, lang),
  orderCancelled: (data, lang) => orderCancelledMessage(data, lang),
  orderDeclined: (data, lang) => orderDeclinedMessage(data, lang),
  paymentExpired: (data, lang) => paymentExpiredMessage(data, lang),
  orderPlaced: (data, lang) => orderPlacedMessage(data, lang),
  paymentReceived: (data, lang) => paymentReceivedMessage(data, lang),
  refundIssued: (data, lang) => refundIssuedMessage(data, lang),
  priceAlert: (data, lang) => priceAlertMessage(data, lang),
  payoutDetailsChanged: (data, lang) => payoutDetailsChangedMessage(data, lang),
  phoneCode: (data, lang) => phoneCodeMessage(data, lang),
  passwordReset: (data, lang) => passwordResetMessage(data, lang),
  accountSuspended: (data, lang) => accountSuspendedMessage(data, lang),
  accountRestored: (data, lang) => accountRestoredMessage(data, lang),
  accountDeleted: (data, lang) => accountDeletedMessage(data, lang),
  payoutSettled: (data, lang) => payoutSettledMessage(data, lang),
  deliveryUpdate: (data, lang) => deliveryUpdateMessage(data, lang),
  listingHidden: (data, lang) => listingHiddenMessage(data, lang),
  listingRestored: (data, lang) => listingRestoredMessage(data, lang),
}

/** Type guard for a kind read back from storage. */
export function isMessageKind(value: unknown): value is MessageKind {
  return typeof value === 'string' && (MESSAGE_KINDS as readonly string[]).includes(value)
}

/**
 * Renders one kind of message in the user's language. Which parts come back depends on the kind
 * (registration and login: SMS and email; orderStatus: SMS only). Recipients are not part of the
 * message: the caller decides where each part goes (and skips the email when the user has no
 * address, as the original did).
 */
export function renderMessage<K extends MessageKind>(
  kind: K,
  data: MessageData<K>,
  language: Language = 'en',
): RenderedMessage {
  const render = RENDERERS[kind] as (data: MessageData<K>, lang: Language) => RenderedMessage
  return render(data, language)
}

export type RenderPayloadResult =
  { ok: true; kind: MessageKind; message: RenderedMessage } | { ok: false; reason: string }

/**
 * Validates an untrusted `{ kind, data }` pair (e.g. an outbox row) and renders it.
 * Returns why it cannot be rendered instead of throwing.
 */
export function renderMessagePayload(
  kind: unknown,
  data: unknown,
  language: Language = 'en',
): RenderPayloadResult {
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
  return {
    ok: true,
    kind,
    message: renderMessage(kind, parsed.data, language),
  }
}
