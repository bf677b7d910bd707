import { z } from 'zod'
import { PROBLEM_KINDS } from '../deliveries/delivery-rules.ts'
import { LOCALES } from '../i18n/engine.ts'
import type { Language } from '../i18n/languages.ts'
import { formatPaise } from '../money/money.ts'
import { oneLine, paragraphs, type RenderedMessage } from './rendered.ts'
import { textsIn } from './texts.ts'

/**
 * What each side is told as a delivery is proved and any problem with it settled
 * (features/deliveries): the buyer that a line awaits their confirmation; the farmer that it is
 * confirmed; the farmer that a problem was reported, the buyer that the farmer answered; both how
 * an operator resolved it. Pure; the kind `deliveryUpdate` in messages.ts renders it.
 */

export const DELIVERY_STEPS = [
  'awaiting_confirmation',
  'confirmed',
  'problem_reported',
  'problem_answered',
  'problem_refunded',
  'problem_released',
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
      line = t(
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
    case 'problem_released':
      line = t(
        'The report about {crop} (order {orderNumber}) is settled: the payment goes to the farmer.',
        what,
      )
      break
  }
  const subject = t('FarmTrek order {orderNumber}', what)
  return { sms: line, email: { subject, text: line, html: paragraphs([line]) } }
}
