import { z } from 'zod'
import { PROBLEM_KINDS } from '../deliveries/delivery-rules.ts'
import { LOCALES } from '../i18n/engine.ts'
import type { Language } from '../i18n/languages.ts'
import { formatPaise } from '../money/money.ts'
import { MANUAL_REFUND_DAYS } from '../payments/manual-refunds.contract.ts'
import { oneLine, paragraphs, type RenderedMessage } from './rendered.ts'
import { textsIn } from './texts.ts'

/**
 * What each side is told as a delivery is proved and any problem with it settled
 * (features/deliveries): the buyer that a line awaits their confirmation; the farmer that it is
 * confirmed; the farmer that a problem was reported, the buyer that the farmer answered; both how
 * an operator resolved it. A refund of a Cash-on-Delivery line is paid back by hand
 * (`problem_refunded_by_hand`: the buyer is told when and how, the farmer that it is taken from
 * their next payouts; `refund_paid_by_hand`: the buyer is told it was paid, with the bank's
 * reference). Pure; the kind `deliveryUpdate` in messages.ts renders it.
 */

export const DELIVERY_STEPS = [
  'awaiting_confirmation',
  'confirmed',
  'problem_reported',
  'problem_answered',
  'problem_refunded',
  'problem_released',
  'problem_refunded_by_hand',
  'refund_paid_by_hand',
] as const

const nonBlank = z.string().trim().min(1)

export const DeliveryUpdateDataSchema = z.object({
  step: z.enum(DELIVERY_STEPS),
  /** Whom the message is for. */
  to: z.enum(['buyer', 'farmer']),
  crop: nonBlank,
  orderNumber: nonBlank,
  problem: z.enum(PROBLEM_KINDS).optional(),
  /** A refund's amount, paise. */
  amountPaise: z.number().int().positive().optional(),
  /** The order is paid in cash on delivery: no online payment waits for a decision. */
  cashOnDelivery: z.boolean().optional(),
  /** A refund paid by hand: the bank's reference (UTR) of the transfer. */
  reference: z.string().trim().min(1).max(40).optional(),
})
export type DeliveryUpdateData = z.infer<typeof DeliveryUpdateDataSchema>

/** The SMS and email of one step, in the reader's language. */
export function deliveryUpdateMessage(d: DeliveryUpdateData, language: Language): RenderedMessage {
  const t = textsIn(language)
  const what = { crop: oneLine(d.crop), orderNumber: d.orderNumber }
  const problem = {
    not_received: t('not received'),
    short_weight: t('short weight'),
    poor_quality: t('poor quality'),
  }[d.problem ?? 'not_received']
  const amount = formatPaise(d.amountPaise ?? 0, LOCALES[language])
  let line: string
  switch (d.step) {
    case 'awaiting_confirmation':
      line = t(
        '{crop} of order {orderNumber} was marked delivered. Confirm it or report a problem on FarmTrek within 48 hours; after that it counts as received.',
        what,
      )
      break
    case 'confirmed':
      line = t('Delivery of {crop} (order {orderNumber}) is confirmed.', what)
      break
    case 'problem_reported':
      line = d.cashOnDelivery
        ? t(
            'The buyer reported a problem with {crop} (order {orderNumber}): {problem}. Answer it on your supply-chain page; FarmTrek will decide soon.',
            { ...what, problem },
          )
        : t(
            'The buyer reported a problem with {crop} (order {orderNumber}): {problem}. Answer it on your supply-chain page; the payment waits for FarmTrek to decide.',
            { ...what, problem },
          )
      break
    case 'problem_answered':
      line = t(
        'The farmer answered your report about {crop} (order {orderNumber}). FarmTrek will decide soon.',
        what,
      )
      break
    case 'problem_refunded':
      line =
        d.to === 'buyer'
          ? t(
              'Your report about {crop} (order {orderNumber}) is settled: {amount} will be refunded to you.',
              { ...what, amount },
            )
          : t(
              'The report about {crop} (order {orderNumber}) is settled: {amount} is refunded to the buyer.',
              { ...what, amount },
            )
      break
    case 'problem_refunded_by_hand':
      line =
        d.to === 'buyer'
          ? t(
              'Your report about {crop} (order {orderNumber}) is settled: FarmTrek will pay {amount} back to you by UPI or bank transfer within {days} working days; we will call you for the details.',
              { ...what, amount, days: MANUAL_REFUND_DAYS },
            )
          : t(
              'The report about {crop} (order {orderNumber}) is settled: {amount} is refunded to the buyer. The buyer paid you in cash, so {amount} will be taken from your next payouts.',
              { ...what, amount },
            )
      break
    case 'refund_paid_by_hand':
      line = t(
        'FarmTrek paid {amount} back to you for {crop} (order {orderNumber}), reference {reference}.',
        { ...what, amount, reference: d.reference ?? '' },
      )
      break
    case 'problem_released':
      line = d.cashOnDelivery
        ? t(
            'The report about {crop} (order {orderNumber}) is settled: the farmer keeps the cash payment.',
            what,
          )
        : t(
            'The report about {crop} (order {orderNumber}) is settled: the payment goes to the farmer.',
            what,
          )
      break
  }
  const subject = t('FarmTrek order {orderNumber}', what)
  return { sms: line, email: { subject, text: line, html: paragraphs([line]) } }
}
