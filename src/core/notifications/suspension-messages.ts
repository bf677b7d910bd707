import { z } from 'zod'
import type { Language } from '../i18n/languages.ts'
import { escapeHtml } from '../text/escape-html.ts'
import { oneLine } from './rendered.ts'
import { textsIn } from './texts.ts'

/**
 * What an account holder is told, by SMS and email, when an operator suspends their account (and
 * why) or lifts the suspension, in the catalogues' words (texts.ts). Pure; the kinds `accountSuspended` and `accountRestored` in
 * messages.ts render them.
 */

const nonBlank = z.string().trim().min(1)

export const AccountSuspendedDataSchema = z.object({
  name: nonBlank,
  reason: nonBlank,
  /** SUPPORT_PHONE. */
  supportPhone: nonBlank,
})
export type AccountSuspendedData = z.infer<typeof AccountSuspendedDataSchema>

export const AccountRestoredDataSchema = z.object({ name: nonBlank })
export type AccountRestoredData = z.infer<typeof AccountRestoredDataSchema>

const both = (subject: string, text: string) => ({
  sms: text,
  email: { subject, text, html: `<p>${escapeHtml(text)}</p>` },
})

export function accountSuspendedMessage(data: AccountSuspendedData, language: Language) {
  const t = textsIn(language)
  const reason = oneLine(data.reason).replace(/[.।]+$/, '')
  return both(
    t('Your FarmTrek account is suspended'),
    t(
      'Hi {name}, your FarmTrek account is suspended: {reason}. You cannot log in and your listings are hidden. Questions? Call {phone}.',
      { name: oneLine(data.name), reason, phone: data.supportPhone },
    ),
  )
}

export function accountRestoredMessage(data: AccountRestoredData, language: Language) {
  const t = textsIn(language)
  return both(
    t('Your FarmTrek account is active again'),
    t('Hi {name}, your FarmTrek account is active again. You can log in as before.', {
      name: oneLine(data.name),
    }),
  )
}
