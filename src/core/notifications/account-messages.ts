import { z } from 'zod'
import type { Language } from '../i18n/languages.ts'
import { escapeHtml } from '../text/escape-html.ts'
import { oneLine } from './rendered.ts'
import { textsIn, type Texts } from './texts.ts'

/**
 * The account's own messages: the SMS carrying a one-time code (after registration it also
 * carries the product's welcome greeting) and the email with a password-reset link, in the
 * catalogues' words (texts.ts). Pure; the kinds `phoneCode` and `passwordReset` in messages.ts
 * render them.
 */

const nonBlank = z.string().trim().min(1)

export const PhoneCodeDataSchema = z.object({
  code: z.string().regex(/^\d{6}$/),
  purpose: z.enum(['verify', 'signIn', 'reset']),
  minutes: z.number().int().positive(),
  /** The registration's greeting goes before the code ('Hi {name}, registration successful!…'). */
  welcomeName: nonBlank.optional(),
})
export type PhoneCodeData = z.infer<typeof PhoneCodeDataSchema>

export const PasswordResetDataSchema = z.object({
  name: nonBlank,
  link: nonBlank,
  minutes: z.number().int().positive(),
})
export type PasswordResetData = z.infer<typeof PasswordResetDataSchema>

function codeText(t: Texts, { code, purpose, minutes }: PhoneCodeData): string {
  switch (purpose) {
    case 'verify':
      return t(
        '{code} is your FarmTrek code to verify this number. It expires in {minutes, plural, one {# minute} other {# minutes}}. Do not share it.',
        { code, minutes },
      )
    case 'signIn':
      return t(
        '{code} is your FarmTrek login code. It expires in {minutes, plural, one {# minute} other {# minutes}}. Do not share it.',
        { code, minutes },
      )
    case 'reset':
      return t(
        '{code} is your FarmTrek password reset code. It expires in {minutes, plural, one {# minute} other {# minutes}}. Do not share it.',
        { code, minutes },
      )
  }
}

/** The SMS with a code: the code first (phones show it in the notification), then what it is for. */
export function phoneCodeMessage(data: PhoneCodeData, language: Language): { sms: string } {
  const t = textsIn(language)
  const code = codeText(t, data)
  if (!data.welcomeName) return { sms: code }
  const welcome = t('Hi {name}, registration successful! Welcome to the market.', {
    name: oneLine(data.welcomeName),
  })
  return { sms: `${welcome} ${code}` }
}

/** The email with a single-use link to choose a new password. */
export function passwordResetMessage(
  data: PasswordResetData,
  language: Language,
): { email: { subject: string; text: string; html: string } } {
  const t = textsIn(language)
  const hello = t('Hi {name}, someone asked to reset the password of your FarmTrek account.', {
    name: oneLine(data.name),
  })
  const open = t(
    'Open this link within {minutes, plural, one {# minute} other {# minutes}} to choose a new password; it works once:',
    { minutes: data.minutes },
  )
  const notYou = t('If this was not you, ignore this email: your password stays as it is.')
  return {
    email: {
      subject: t('Reset your FarmTrek password'),
      text: [hello, `${open}\n${data.link}`, notYou].join('\n\n'),
      html: [
        `<p>${escapeHtml(hello)}</p>`,
        `<p>${escapeHtml(open)}<br><a href="${escapeHtml(data.link)}">${escapeHtml(data.link)}</a></p>`,
        `<p>${escapeHtml(notYou)}</p>`,
      ].join('\n'),
    },
  }
}

export const AccountDeletedDataSchema = z.object({ name: nonBlank })
export type AccountDeletedData = z.infer<typeof AccountDeletedDataSchema>

/** The last message an account receives: it is deleted, and what was kept. */
export function accountDeletedMessage(data: AccountDeletedData, language: Language) {
  const t = textsIn(language)
  const text = t(
    'Hi {name}, your FarmTrek account is deleted. Your listings are withdrawn and your order records are kept without your name, number or address. Thank you for using FarmTrek.',
    { name: oneLine(data.name) },
  )
  return {
    sms: text,
    email: {
      subject: t('Your FarmTrek account is deleted'),
      text,
      html: `<p>${escapeHtml(text)}</p>`,
    },
  }
}
