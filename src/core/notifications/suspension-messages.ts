import { z } from 'zod'
import type { Language } from '../i18n/languages.ts'
import { escapeHtml } from '../text/escape-html.ts'

/**
 * What an account holder is told, by SMS and email, when an operator suspends their account (and
 * why) or lifts the suspension. Pure; the kinds `accountSuspended` and `accountRestored` in
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

interface Words {
  suspended: (name: string, reason: string, phone: string) => string
  suspendedSubject: string
  restored: (name: string) => string
  restoredSubject: string
}

const WORDS: Record<Language, Words> = {
  en: {
    suspended: (n, r, p) =>
      `Hi ${n}, your FarmTrek account is suspended: ${r}. You cannot log in and your listings are hidden. Questions? Call ${p}.`,
    suspendedSubject: 'Your FarmTrek account is suspended',
    restored: (n) => `Hi ${n}, your FarmTrek account is active again. You can log in as before.`,
    restoredSubject: 'Your FarmTrek account is active again',
  },
  hi: {
    suspended: (n, r, p) =>
      `नमस्ते ${n}, आपका FarmTrek खाता निलंबित कर दिया गया है: ${r}। आप लॉग इन नहीं कर सकते और आपकी लिस्टिंग छिपी हुई हैं। सवाल हों तो ${p} पर कॉल करें।`,
    suspendedSubject: 'आपका FarmTrek खाता निलंबित है',
    restored: (n) => `नमस्ते ${n}, आपका FarmTrek खाता फिर से सक्रिय है। आप पहले की तरह लॉग इन कर सकते हैं।`,
    restoredSubject: 'आपका FarmTrek खाता फिर से सक्रिय है',
  },
  ta: {
    suspended: (n, r, p) =>
      `வணக்கம் ${n}, உங்கள் FarmTrek கணக்கு இடைநிறுத்தப்பட்டுள்ளது: ${r}. நீங்கள் உள்நுழைய முடியாது, உங்கள் பட்டியல்கள் மறைக்கப்பட்டுள்ளன. கேள்விகளுக்கு ${p} ஐ அழைக்கவும்.`,
    suspendedSubject: 'உங்கள் FarmTrek கணக்கு இடைநிறுத்தப்பட்டுள்ளது',
    restored: (n) =>
      `வணக்கம் ${n}, உங்கள் FarmTrek கணக்கு மீண்டும் செயல்பாட்டில் உள்ளது. முன்பு போல உள்நுழையலாம்.`,
    restoredSubject: 'உங்கள் FarmTrek கணக்கு மீண்டும் செயல்பாட்டில் உள்ளது',
  },
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

const both = (subject: string, text: string) => ({
  sms: text,
  email: { subject, text, html: `<p>${escapeHtml(text)}</p>` },
})

export function accountSuspendedMessage(data: AccountSuspendedData, language: Language) {
  const w = WORDS[language]
  const reason = oneLine(data.reason).replace(/[.।]+$/, '')
  return both(w.suspendedSubject, w.suspended(oneLine(data.name), reason, data.supportPhone))
}

export function accountRestoredMessage(data: AccountRestoredData, language: Language) {
  const w = WORDS[language]
  return both(w.restoredSubject, w.restored(oneLine(data.name)))
}
