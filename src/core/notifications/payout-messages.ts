import { z } from 'zod'
import type { Language } from '../i18n/languages.ts'
import { escapeHtml } from '../text/escape-html.ts'
import { textsIn } from './texts.ts'

/**
 * The message a farmer gets, by SMS and email, each time their payout details change: where the
 * money goes now (the bank account by its last 4 digits only), how long new payouts wait, and whom
 * to call if it was not them, in the catalogues' words (texts.ts). Pure; the kind `payoutDetailsChanged` in messages.ts renders it.
 */

const nonBlank = z.string().trim().min(1)

export const PayoutDetailsChangedDataSchema = z.object({
  upiVpa: nonBlank.optional(),
  bankLast4: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  linkedAccountId: nonBlank.optional(),
  /** PAYOUT_HOLD_AFTER_CHANGE in whole hours; 0: payouts do not wait. */
  holdHours: z.number().int().min(0),
  /** SUPPORT_PHONE. */
  supportPhone: nonBlank,
})
export type PayoutDetailsChangedData = z.infer<typeof PayoutDetailsChangedDataSchema>

/** The SMS and the email of one change, in the farmer's language. */
export function payoutDetailsChangedMessage(d: PayoutDetailsChangedData, language: Language) {
  const t = textsIn(language)
  const to = [
    d.upiVpa && t('UPI ID {vpa}', { vpa: d.upiVpa }),
    d.bankLast4 && t('bank account …{last4}', { last4: d.bankLast4 }),
    d.linkedAccountId && t('Razorpay account {id}', { id: d.linkedAccountId }),
  ]
    .filter(Boolean)
    .join(', ')
  const lines = [
    t('Your FarmTrek payout account was changed to {to}.', { to }),
    ...(d.holdHours > 0
      ? [
          t('New payouts wait {hours, plural, one {# hour} other {# hours}}.', {
            hours: d.holdHours,
          }),
        ]
      : []),
    t('Not you? Call {phone}.', { phone: d.supportPhone }),
  ]
  return {
    sms: lines.join(' '),
    email: {
      subject: t('Your FarmTrek payout account was changed'),
      text: lines.join('\n\n'),
      html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
    },
  }
}

export const PayoutSettledDataSchema = z.object({
  /** What was paid, in rupees as the farmer reads them (formatPaise). */
  amount: nonBlank,
  /** How many order lines it pays for. */
  lines: z.number().int().positive(),
  /** The bank's or UPI's reference of the transfer (UTR). */
  reference: nonBlank,
})
export type PayoutSettledData = z.infer<typeof PayoutSettledDataSchema>

/** To the farmer when FarmTrek has paid them out: the amount, for how many lines, the reference. */
export function payoutSettledMessage(d: PayoutSettledData, language: Language) {
  const t = textsIn(language)
  const text = t(
    '{lines, plural, one {FarmTrek has paid you {amount} for # delivered order line. Bank reference (UTR): {reference}.} other {FarmTrek has paid you {amount} for # delivered order lines. Bank reference (UTR): {reference}.}}',
    { amount: d.amount, lines: d.lines, reference: d.reference },
  )
  return {
    sms: text,
    email: {
      subject: t('FarmTrek has paid you {amount}', { amount: d.amount }),
      text,
      html: `<p>${escapeHtml(text)}</p>`,
    },
  }
}
