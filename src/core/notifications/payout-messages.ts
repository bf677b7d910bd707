import { z } from 'zod'
import type { Language } from '../i18n/languages.ts'
import { escapeHtml } from '../text/escape-html.ts'

/**
 * The message a farmer gets, by SMS and email, each time their payout details change: where the
 * money goes now (the bank account by its last 4 digits only), how long new payouts wait, and whom
 * to call if it was not them. Pure; the kind `payoutDetailsChanged` in messages.ts renders it.
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

interface Words {
  upi: (vpa: string) => string
  bank: (last4: string) => string
  route: (id: string) => string
  changed: (to: string) => string
  wait: (hours: number) => string
  notYou: (phone: string) => string
  subject: string
}

const WORDS: Record<Language, Words> = {
  en: {
    upi: (v) => `UPI ID ${v}`,
    bank: (l) => `bank account …${l}`,
    route: (id) => `Razorpay account ${id}`,
    changed: (to) => `Your FarmTrek payout account was changed to ${to}.`,
    wait: (h) => `New payouts wait ${h} ${h === 1 ? 'hour' : 'hours'}.`,
    notYou: (p) => `Not you? Call ${p}.`,
    subject: 'Your FarmTrek payout account was changed',
  },
  hi: {
    upi: (v) => `UPI आईडी ${v}`,
    bank: (l) => `बैंक खाता …${l}`,
    route: (id) => `Razorpay खाता ${id}`,
    changed: (to) => `आपका FarmTrek भुगतान खाता बदलकर ${to} कर दिया गया है।`,
    wait: (h) => `नए भुगतान ${h} घंटे रुकेंगे।`,
    notYou: (p) => `यह आप नहीं थे? ${p} पर कॉल करें।`,
    subject: 'आपका FarmTrek भुगतान खाता बदला गया',
  },
  ta: {
    upi: (v) => `UPI ஐடி ${v}`,
    bank: (l) => `வங்கிக் கணக்கு …${l}`,
    route: (id) => `Razorpay கணக்கு ${id}`,
    changed: (to) => `உங்கள் FarmTrek பணம் பெறும் கணக்கு ${to} என மாற்றப்பட்டது.`,
    wait: (h) => `புதிய பணம் ${h} மணிநேரம் நிறுத்தி வைக்கப்படும்.`,
    notYou: (p) => `இது நீங்கள் இல்லையா? ${p} என்ற எண்ணை அழைக்கவும்.`,
    subject: 'உங்கள் FarmTrek பணம் பெறும் கணக்கு மாற்றப்பட்டது',
  },
}

/** The SMS and the email of one change, in the farmer's language. */
export function payoutDetailsChangedMessage(d: PayoutDetailsChangedData, language: Language) {
  const w = WORDS[language]
  const to = [
    d.upiVpa && w.upi(d.upiVpa),
    d.bankLast4 && w.bank(d.bankLast4),
    d.linkedAccountId && w.route(d.linkedAccountId),
  ]
    .filter(Boolean)
    .join(', ')
  const lines = [w.changed(to), ...(d.holdHours > 0 ? [w.wait(d.holdHours)] : [])]
  lines.push(w.notYou(d.supportPhone))
  return {
    sms: lines.join(' '),
    email: {
      subject: w.subject,
      text: lines.join('\n\n'),
      html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
    },
  }
}
