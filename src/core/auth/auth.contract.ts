import { z } from 'zod'
import { LanguageSchema } from '../i18n/language-schema.ts'
import { normalizeIndianMobile, PHONE_RULE } from './phone.ts'
import { passwordProblem } from './password-policy.ts'
import { ACCOUNT_ROLES, ROLES } from './roles.ts'
import { displayText, hasControlCharacter, notAllowedCharacters } from '../text/safe-text.ts'

import { ENTER_EMAIL_AND_PASSWORD, FILL_ALL_FIELDS, INVALID_EMAIL } from './auth.messages.ts'
import { PlaceFieldsSchema } from '../places/places.contract.ts'

export * from './auth.messages.ts'

/**
 * The longest value each registration field takes, in characters: the server's limits, which the
 * register form's inputs carry as `maxLength`, so a field cannot take more than it may send.
 */
export const REGISTER_MAX = {
  name: 80,
  email: 254,
  location: 120,
  phone: 32,
} as const

/** A length error names its field: 'Location: at most 120 characters.' */
export const tooLong = (label: string, max: number) => `${label}: at most ${max} characters.`

const required = (max: number, label: string) =>
  z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .refine((v) => !hasControlCharacter(v), notAllowedCharacters(label))
    .min(1, FILL_ALL_FIELDS)
    .max(max, tooLong(label, max))

export const RoleSchema = z.enum(ROLES)

/** Presence and types only; `RegisterFormSchema` adds the rules a person needs explained. */
export const RegisterInputSchema = z.object({
  /** Shown to farmers and buyers: see safe-text.ts. */
  name: displayText({ blank: FILL_ALL_FIELDS, max: REGISTER_MAX.name, label: 'Name' }),
  email: required(REGISTER_MAX.email, 'Email'),
  password: z.string({ error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS).max(1024),
  role: z.enum(ROLES, { error: FILL_ALL_FIELDS }),
  location: required(REGISTER_MAX.location, 'Location'),
  phone: required(REGISTER_MAX.phone, 'Phone'),
  /** The UI language at registration: the welcome SMS and email are written in it. */
  language: LanguageSchema.optional(),
  /** The place picked (district picker): `location` is then its display text. */
  ...PlaceFieldsSchema.shape,
})
export type RegisterInput = z.infer<typeof RegisterInputSchema>

const emailSchema = z.email()

/**
 * The registration rules a person needs explained, each on its field: a valid email, the password
 * policy and an Indian mobile number, on top of RegisterInputSchema. The register page checks
 * with it before sending; the server refuses with the same words (`registrationProblem`).
 */
export const RegisterFormSchema = RegisterInputSchema.extend({
  email: required(REGISTER_MAX.email, 'Email').refine(
    (v) => emailSchema.safeParse(v).success,
    INVALID_EMAIL,
  ),
  password: RegisterInputSchema.shape.password
    .refine((v) => v.trim() !== '', FILL_ALL_FIELDS)
    .superRefine((v, ctx) => {
      const problem = v.trim() && passwordProblem(v)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  phone: required(REGISTER_MAX.phone, 'Phone').refine(
    (v) => normalizeIndianMobile(v) !== null,
    PHONE_RULE,
  ),
}).superRefine((v, ctx) => {
  // The one rule that needs two fields: the password is not the email's local part.
  const problem = passwordProblem(v.password) ? null : passwordProblem(v.password, v.email)
  if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem })
})

const FORM_ORDER: readonly string[] = ['name', 'email', 'password', 'role', 'location', 'phone']

/**
 * The first rule a registration breaks, with the field it concerns, or null: a blank field before
 * any other problem, then in the form's order.
 */
export function registrationProblem(
  input: Partial<Record<keyof RegisterInput, string>>,
): { field: keyof RegisterInput; message: string } | null {
  const r = RegisterFormSchema.safeParse(input)
  if (r.success) return null
  const first = new Map<keyof RegisterInput, string>()
  for (const issue of r.error.issues) {
    const key = issue.path[0] as keyof RegisterInput
    if (!first.has(key)) first.set(key, issue.message)
  }
  const rank = ([field, message]: [string, string]) =>
    (message === FILL_ALL_FIELDS ? 0 : FORM_ORDER.length) + FORM_ORDER.indexOf(field)
  const [problem] = [...first].sort((a, b) => rank(a) - rank(b))
  return problem ? { field: problem[0], message: problem[1] } : null
}

export const LoginInputSchema = z.object({
  email: z
    .string({ error: ENTER_EMAIL_AND_PASSWORD })
    .trim()
    .refine((v) => !hasControlCharacter(v), INVALID_EMAIL)
    .min(1, ENTER_EMAIL_AND_PASSWORD)
    .max(254),
  password: z
    .string({ error: ENTER_EMAIL_AND_PASSWORD })
    .min(1, ENTER_EMAIL_AND_PASSWORD)
    .max(1024),
})
export type LoginInput = z.infer<typeof LoginInputSchema>

export const SessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The phone was proven by a code; until then no SMS but codes goes to it. */
  phoneVerified: z.boolean(),
  location: z.string().nullable(),
  /** The place's state and district (English names of core/places) and village; null when unknown. */
  state: z.string().nullable().optional(),
  district: z.string().nullable().optional(),
  village: z.string().nullable().optional(),
  /** Every role the account holds; an operator's is ['operator'] (and activeRole null). */
  roles: z.array(z.enum(ACCOUNT_ROLES)),
  activeRole: RoleSchema.nullable(),
  language: z.string(),
  createdAt: z.string(),
})
export type SessionUser = z.infer<typeof SessionUserSchema>

export const SessionSchema = z.object({ user: SessionUserSchema.nullable() })
export type Session = z.infer<typeof SessionSchema>

export const ChooseRoleInputSchema = z.object({
  role: z.enum(ROLES, { error: 'Choose Farmer or Buyer.' }),
})

export const AuthResultSchema = z.object({ user: SessionUserSchema, message: z.string() })

/** A right password of an account with two-factor sign-in (operators): a code comes next. */
export const TwoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  message: z.string(),
})
export const LoginResultSchema = z.union([AuthResultSchema, TwoFactorChallengeSchema])

/** The second step of a two-factor sign-in: the authenticator app's current code. */
export const TwoFactorCodeInputSchema = z.object({
  code: z
    .string({ error: 'Enter the code from your authenticator app.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the code from your authenticator app.'),
})
