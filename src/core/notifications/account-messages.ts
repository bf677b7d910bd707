import { z } from 'zod'
import type { Language } from '../i18n/languages.ts'
import { escapeHtml } from '../text/escape-html.ts'

/**
 * The account's own messages: the SMS carrying a one-time code (after registration it also
 * carries the spec's welcome greeting) and the email with a password-reset link. Pure; the kinds
 * `phoneCode` and `passwordReset` in messages.ts render them.
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

interface Words {
  welcome: (name: string) => string
  code: Record<PhoneCodeData['purpose'], (code: string, minutes: number) => string>
  resetSubject: string
  resetLines: (name: string, minutes: number) => [string, string, string]
}

const WORDS: Record<Language, Words> = {
  en: {
    welcome: (n) => `Hi ${n}, registration successful! Welcome to the market.`,
    code: {
      verify: (c, m) =>
        `${c} is your FarmTrek code to verify this number. It expires in ${m} minutes. Do not share it.`,
      signIn: (c, m) =>
        `${c} is your FarmTrek login code. It expires in ${m} minutes. Do not share it.`,
      reset: (c, m) =>
        `${c} is your FarmTrek password reset code. It expires in ${m} minutes. Do not share it.`,
    },
    resetSubject: 'Reset your FarmTrek password',
    resetLines: (n, m) => [
      `Hi ${n}, someone asked to reset the password of your FarmTrek account.`,
      `Open this link within ${m} minutes to choose a new password; it works once:`,
      'If this was not you, ignore this email: your password stays as it is.',
    ],
  },
  hi: {
    welcome: (n) => `नमस्ते ${n}, आपका रजिस्ट्रेशन सफल रहा! बाज़ार में आपका स्वागत है।`,
    code: {
      verify: (c, m) =>
        `${c} इस नंबर की पुष्टि के लिए आपका FarmTrek कोड है। यह ${m} मिनट में समाप्त हो जाएगा। इसे किसी से साझा न करें।`,
      signIn: (c, m) =>
        `${c} आपका FarmTrek लॉग इन कोड है। यह ${m} मिनट में समाप्त हो जाएगा। इसे किसी से साझा न करें।`,
      reset: (c, m) =>
        `${c} आपका FarmTrek पासवर्ड रीसेट कोड है। यह ${m} मिनट में समाप्त हो जाएगा। इसे किसी से साझा न करें।`,
    },
    resetSubject: 'अपना FarmTrek पासवर्ड रीसेट करें',
    resetLines: (n, m) => [
      `नमस्ते ${n}, किसी ने आपके FarmTrek खाते का पासवर्ड रीसेट करने को कहा है।`,
      `नया पासवर्ड चुनने के लिए यह लिंक ${m} मिनट के भीतर खोलें; यह एक ही बार काम करता है:`,
      'अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।',
    ],
  },
  ta: {
    welcome: (n) => `வணக்கம் ${n}, பதிவு வெற்றிகரமாக முடிந்தது! சந்தைக்கு வரவேற்கிறோம்.`,
    code: {
      verify: (c, m) =>
        `${c} இந்த எண்ணைச் சரிபார்க்க உங்கள் FarmTrek குறியீடு. இது ${m} நிமிடங்களில் காலாவதியாகும். யாருடனும் பகிர வேண்டாம்.`,
      signIn: (c, m) =>
        `${c} உங்கள் FarmTrek உள்நுழைவுக் குறியீடு. இது ${m} நிமிடங்களில் காலாவதியாகும். யாருடனும் பகிர வேண்டாம்.`,
      reset: (c, m) =>
        `${c} உங்கள் FarmTrek கடவுச்சொல் மீட்டமைப்புக் குறியீடு. இது ${m} நிமிடங்களில் காலாவதியாகும். யாருடனும் பகிர வேண்டாம்.`,
    },
    resetSubject: 'உங்கள் FarmTrek கடவுச்சொல்லை மீட்டமைக்கவும்',
    resetLines: (n, m) => [
      `வணக்கம் ${n}, உங்கள் FarmTrek கணக்கின் கடவுச்சொல்லை மீட்டமைக்க யாரோ கேட்டுள்ளனர்.`,
      `புதிய கடவுச்சொல்லைத் தேர்வுசெய்ய இந்த இணைப்பை ${m} நிமிடங்களுக்குள் திறக்கவும்; இது ஒருமுறை மட்டுமே செயல்படும்:`,
      'இது நீங்கள் இல்லையென்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: உங்கள் கடவுச்சொல் மாறாது.',
    ],
  },
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The SMS with a code: the code first (phones show it in the notification), then what it is for. */
export function phoneCodeMessage(data: PhoneCodeData, language: Language): { sms: string } {
  const w = WORDS[language]
  const code = w.code[data.purpose](data.code, data.minutes)
  return { sms: data.welcomeName ? `${w.welcome(oneLine(data.welcomeName))} ${code}` : code }
}

/** The email with a single-use link to choose a new password. */
export function passwordResetMessage(
  data: PasswordResetData,
  language: Language,
): { email: { subject: string; text: string; html: string } } {
  const w = WORDS[language]
  const [hello, open, notYou] = w.resetLines(oneLine(data.name), data.minutes)
  return {
    email: {
      subject: w.resetSubject,
      text: [hello, `${open}\n${data.link}`, notYou].join('\n\n'),
      html: [
        `<p>${escapeHtml(hello)}</p>`,
        `<p>${escapeHtml(open)}<br><a href="${escapeHtml(data.link)}">${escapeHtml(data.link)}</a></p>`,
        `<p>${escapeHtml(notYou)}</p>`,
      ].join('\n'),
    },
  }
}
