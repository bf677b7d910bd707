import { z } from 'zod'
import { LOCALES } from '../i18n/engine.ts'
import type { Language } from '../i18n/languages.ts'
import { formatPaise } from '../money/money.ts'
import { REFUND_WORKING_DAYS } from '../payments/refunds.ts'
import { PAYMENT_METHODS } from '../orders/payment.ts'
import { oneLine, paragraphs, type RenderedMessage } from './rendered.ts'
import { textsIn } from './texts.ts'

/**
 * The messages of an order's money, by SMS and email in the recipient's language: to the farmer,
 * a new line to deliver (its amount and how the buyer pays); to the buyer, the order placed (each
 * line with its delivery code), the payment received, and each refund with when to expect it.
 * Pure; the kinds `newOrder`, `orderPlaced`, `paymentReceived` and `refundIssued` in messages.ts
 * render them.
 */

const nonBlank = z.string().trim().min(1)
const paise = z.number().int().nonnegative()
const kg = z.number().int().positive()
const payment = z.enum(PAYMENT_METHODS)

const email = (subject: string, lines: readonly string[]) => ({
  subject,
  text: lines.join('\n\n'),
  html: paragraphs(lines),
})

export const NewOrderDataSchema = z.object({
  orderNumber: nonBlank,
  quantityKg: kg,
  crop: nonBlank,
  /** The buyer's name. */
  party: nonBlank,
  address: nonBlank,
  /** What the line costs the buyer. */
  amountPaise: paise,
  payment,
})
export type NewOrderData = z.infer<typeof NewOrderDataSchema>

/** To the farmer, for a new line to deliver: what, for whom, how much and how it is paid. */
export function newOrderMessage(d: NewOrderData, language: Language = 'en'): RenderedMessage {
  const t = textsIn(language)
  const first = t(
    'New order {order}: {kg} kg {crop} for {buyer}, {amount}, {payment, select, COD {cash on delivery} UPI {UPI} other {card}}.',
    {
      order: oneLine(d.orderNumber),
      kg: d.quantityKg,
      crop: oneLine(d.crop),
      buyer: oneLine(d.party),
      amount: formatPaise(d.amountPaise, LOCALES[language]),
      payment: d.payment,
    },
  )
  return {
    sms: first,
    email: email(t('New order {order} on FarmTrek', { order: oneLine(d.orderNumber) }), [
      first,
      t('Deliver to: {address}', { address: oneLine(d.address) }),
      t('Open Supply Chain on FarmTrek to dispatch it or decline it.'),
    ]),
  }
}

export const OrderPlacedDataSchema = z.object({
  orderNumber: nonBlank,
  lines: z
    .array(
      z.object({
        quantityKg: kg,
        crop: nonBlank,
        farmer: nonBlank,
        /** The line's 4-digit delivery code, which the buyer gives the farmer on delivery. */
        code: z.string().regex(/^\d{4}$/),
      }),
    )
    .min(1),
  totalPaise: paise,
  payment,
  address: nonBlank,
})
export type OrderPlacedData = z.infer<typeof OrderPlacedDataSchema>

/**
 * To the buyer, once the order is placed: 'Order FT-2611-482137 placed: 5 kg Onion from Ravi,
 * ₹150.00, UPI.', then each line's delivery code.
 */
export function orderPlacedMessage(d: OrderPlacedData, language: Language): RenderedMessage {
  const t = textsIn(language)
  const items = d.lines.map((l) =>
    t('{kg} kg {crop} from {farmer}', {
      kg: l.quantityKg,
      crop: oneLine(l.crop),
      farmer: oneLine(l.farmer),
    }),
  )
  const first = t(
    'Order {order} placed: {items}, {amount}, {payment, select, COD {cash on delivery} UPI {UPI} other {card}}.',
    {
      order: oneLine(d.orderNumber),
      items: items.join(', '),
      amount: formatPaise(d.totalPaise, LOCALES[language]),
      payment: d.payment,
    },
  )
  const codes = t(
    'Delivery {count, plural, one {code} other {codes}}: {codes}. Tell it to the farmer only when the goods arrive.',
    {
      count: d.lines.length,
      codes:
        d.lines.length === 1
          ? (d.lines[0]?.code ?? '')
          : d.lines.map((l) => `${oneLine(l.crop)} ${l.code}`).join(', '),
    },
  )
  return {
    sms: `${first} ${codes}`,
    email: email(t('Order {order} placed on FarmTrek', { order: oneLine(d.orderNumber) }), [
      first,
      codes,
      t('Deliver to: {address}', { address: oneLine(d.address) }),
    ]),
  }
}

export const PaymentReceivedDataSchema = z.object({
  orderNumber: nonBlank,
  amountPaise: paise,
  payment: z.enum(['UPI', 'Card']),
})
export type PaymentReceivedData = z.infer<typeof PaymentReceivedDataSchema>

/** To the buyer: the gateway captured the order's payment. */
export function paymentReceivedMessage(
  d: PaymentReceivedData,
  language: Language,
): RenderedMessage {
  const t = textsIn(language)
  const text = t(
    'Payment of {amount} received for order {order} by {payment, select, UPI {UPI} other {card}}. Thank you!',
    {
      order: oneLine(d.orderNumber),
      amount: formatPaise(d.amountPaise, LOCALES[language]),
      payment: d.payment,
    },
  )
  return {
    sms: text,
    email: email(t('Payment received for order {order}', { order: oneLine(d.orderNumber) }), [
      text,
    ]),
  }
}

export const RefundIssuedDataSchema = z.object({
  orderNumber: nonBlank,
  amountPaise: paise,
  payment: z.enum(['UPI', 'Card']),
  /** The line refunded; left out for a whole payment (money that came after the order expired). */
  crop: nonBlank.optional(),
})
export type RefundIssuedData = z.infer<typeof RefundIssuedDataSchema>

/** To the buyer, for each refund: how much, for what, and when it reaches them. */
export function refundIssuedMessage(d: RefundIssuedData, language: Language): RenderedMessage {
  const t = textsIn(language)
  const vars = {
    order: oneLine(d.orderNumber),
    amount: formatPaise(d.amountPaise, LOCALES[language]),
    payment: d.payment,
    from: REFUND_WORKING_DAYS.from,
    to: REFUND_WORKING_DAYS.to,
  }
  const text = d.crop
    ? t(
        'Order {order}: a refund of {amount} for {crop} is on its way to your {payment, select, UPI {UPI account} other {card}}. Expect it within {from}–{to} working days.',
        { ...vars, crop: oneLine(d.crop) },
      )
    : t(
        'Order {order}: a refund of {amount} is on its way to your {payment, select, UPI {UPI account} other {card}}. Expect it within {from}–{to} working days.',
        vars,
      )
  return {
    sms: text,
    email: email(t('Refund for order {order}', { order: oneLine(d.orderNumber) }), [text]),
  }
}
