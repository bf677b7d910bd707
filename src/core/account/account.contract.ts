import { z } from 'zod'
import { normalizeIndianMobile, PHONE_RULE } from '../auth/phone.ts'
import { passwordProblem } from '../auth/password-policy.ts'
import { FILL_ALL_FIELDS } from '../auth/auth.messages.ts'
import { REGISTER_MAX } from '../auth/auth.contract.ts'
import { displayText, hasControlCharacter } from '../text/safe-text.ts'
import { GSTIN_RULE, isValidGstin, normalizeGstin } from '../receipts/gstin.ts'
import { PlaceFieldsSchema } from '../places/places.contract.ts'

/**
 * The account routes' contract (features/account): phone codes, sign-in with a code, a forgotten
 * password, the profile. Each input schema is also the form's schema (react-hook-form's resolver),
 * so the page and the server refuse with the same words.
 */

/** Why a code was sent: to verify the account's number, to sign in, to reset the password. */
export const CODE_PURPOSES = ['verify', 'signIn', 'reset'] as const
export type CodePurpose = (typeof CODE_PURPOSES)[number]

export const CODE_LENGTH = 6

export const ENTER_PHONE_NUMBER = 'Enter your mobile number.'
export const ENTER_CODE = 'Enter the 6-digit code from the SMS.'
export const ENTER_EMAIL_OR_PHONE = 'Enter your email address or your mobile number.'
export const ENTER_NEW_PASSWORD = 'Enter a new password.'
export const PASSWORDS_DIFFER = 'The two passwords are not the same.'

/** The answers, word for word; the client shows them in the user's language. */
export const CODE_SENT = 'We have sent a 6-digit code by SMS to your mobile number.'
export const CODE_SENT_IF_ACCOUNT =
  'If this number belongs to an account with a verified number, we have sent it a 6-digit code by SMS.'
export const PHONE_VERIFIED = 'Your mobile number is verified.'
export const SIGNED_IN_WITH_CODE = 'Login successful! Sending confirmation...'
export const RESET_SENT =
  'If an account matches, we have sent it a way to reset the password. Check your email or SMS.'
export const PASSWORD_RESET_DONE =
  'Your password is changed and every device was signed out. Log in with the new password.'

const trimmedPhone = z
  .string({ error: ENTER_PHONE_NUMBER })
  .trim()
  .min(1, ENTER_PHONE_NUMBER)
  .max(32, PHONE_RULE)
  .refine((v) => normalizeIndianMobile(v) !== null, PHONE_RULE)

export const CodeSchema = z
  .string({ error: ENTER_CODE })
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), ENTER_CODE)

const newPassword = z
  .string({ error: ENTER_NEW_PASSWORD })
  .min(1, ENTER_NEW_PASSWORD)
  .max(1024)
  .superRefine((v, ctx) => {
    const problem = passwordProblem(v)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

/** `purpose` defaults to 'verify' for a signed-in caller and to 'signIn' for a visitor. */
export const SendCodeInputSchema = z.object({
  phone: trimmedPhone,
  purpose: z.enum(['verify', 'signIn']).optional(),
})
export type SendCodeInput = z.infer<typeof SendCodeInputSchema>

export const SendCodeResultSchema = z.object({
  message: z.string(),
  /** The number the code went to, masked (+91 ••••••3210). */
  phone: z.string(),
  /** Seconds until another code may be asked for. */
  resendInSeconds: z.number().int(),
  /** Seconds the code is valid. */
  expiresInSeconds: z.number().int(),
})
export type SendCodeResult = z.infer<typeof SendCodeResultSchema>

export const VerifyCodeInputSchema = z.object({
  phone: trimmedPhone,
  code: CodeSchema,
  purpose: z.enum(['verify', 'signIn']).optional(),
})
export type VerifyCodeInput = z.infer<typeof VerifyCodeInputSchema>

/** The account's email or its mobile number (exactly one). */
export const ForgotPasswordInputSchema = z
  .object({
    email: z
      .string()
      .trim()
      .min(1, ENTER_EMAIL_OR_PHONE)
      .max(254, ENTER_EMAIL_OR_PHONE)
      .refine((v) => !hasControlCharacter(v) && v.includes('@'), ENTER_EMAIL_OR_PHONE)
      .optional(),
    phone: trimmedPhone.optional(),
  })
  .refine((v) => (v.email === undefined) !== (v.phone === undefined), {
    message: ENTER_EMAIL_OR_PHONE,
    path: ['email'],
  })
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>

/** The forgot-password form: one field for either, sent as `email` or `phone`. */
export const ForgotPasswordFormSchema = z.object({
  login: z
    .string({ error: ENTER_EMAIL_OR_PHONE })
    .trim()
    .min(1, ENTER_EMAIL_OR_PHONE)
    .max(254, ENTER_EMAIL_OR_PHONE)
    .refine((v) => v.includes('@') || normalizeIndianMobile(v) !== null, ENTER_EMAIL_OR_PHONE),
})

export const ForgotPasswordResultSchema = z.object({
  message: z.string(),
  /** 'phone' when a code may be on its way (the page then asks for it); 'email' for a link. */
  via: z.enum(['email', 'phone']),
})

/** A new password with either the emailed link's token or the number and its reset code. */
export const ResetPasswordInputSchema = z
  .object({
    token: z.string().trim().min(1).max(200).optional(),
    phone: trimmedPhone.optional(),
    code: CodeSchema.optional(),
    password: newPassword,
  })
  .refine((v) => v.token !== undefined || (v.phone !== undefined && v.code !== undefined), {
    message: ENTER_CODE,
    path: ['code'],
  })
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>

/** The reset page's form: the new password twice. */
export const NewPasswordFormSchema = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: PASSWORDS_DIFFER, path: ['confirm'] })

export const MessageResultSchema = z.object({ message: z.string() })

// ---------------------------------------------------------------------------------------------
// The profile: name and number, password, signed-in devices.

/**
 * A name's longest form on the profile: the same as at registration, so a name accepted there can
 * be saved again (long names wrap on every page).
 */
export const PROFILE_NAME_MAX = REGISTER_MAX.name
export const ENTER_CURRENT_PASSWORD = 'Enter your current password.'
export const PROFILE_SAVED = 'Your profile is saved.'
export const PASSWORD_CHANGED = 'Your password is changed. Every other device was signed out.'
export const OTHERS_SIGNED_OUT = 'Every other device was signed out.'

export const ProfileInputSchema = z.object({
  name: displayText({ blank: FILL_ALL_FIELDS, max: PROFILE_NAME_MAX, label: 'Name' }),
  phone: trimmedPhone,
  /** A farmer's GSTIN, printed on their receipts: empty removes it, absent leaves it as it is. */
  gstin: z
    .string()
    .max(32, GSTIN_RULE)
    .transform(normalizeGstin)
    .refine((v) => v === '' || isValidGstin(v), GSTIN_RULE)
    .optional(),
  /** The place: state and district picked from the list, the village as typed; absent: unchanged. */
  ...PlaceFieldsSchema.shape,
})

/** A farmer's GSTIN as the profile shows it (null: none given). */
export const GstinSchema = z.object({ gstin: z.string().nullable() })
export type ProfileInput = z.infer<typeof ProfileInputSchema>

export const ChangePasswordInputSchema = z.object({
  currentPassword: z
    .string({ error: ENTER_CURRENT_PASSWORD })
    .min(1, ENTER_CURRENT_PASSWORD)
    .max(1024),
  password: newPassword,
})
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>

export const DeviceSessionSchema = z.object({
  id: z.string(),
  /** This request's own session. */
  current: z.boolean(),
  userAgent: z.string(),
  ipAddress: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
})
export const DeviceSessionListSchema = z.object({ items: z.array(DeviceSessionSchema) })
export type DeviceSession = z.infer<typeof DeviceSessionSchema>
