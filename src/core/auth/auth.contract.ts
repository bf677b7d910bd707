import { z } from 'zod'
import { LanguageSchema } from '../i18n/language-schema.ts'
import { normalizeIndianMobile, PHONE_RULE } from './phone.ts'
import { passwordProblem } from './password-policy.ts'
import { ROLES } from './roles.ts'
import { displayText, hasControlCharacter, notAllowedCharacters } from '../text/safe-text.ts'

import { ENTER_EMAIL_AND_PASSWORD, FILL_ALL_FIELDS, INVALID_EMAIL } from './auth.messages.ts'

export * from './auth.messages.ts'

const required = (max: number, label: string) =>
  z
    .string({ error: FILL_ALL_FIELDS })
    .trim()
    .refine((v) => !hasControlCharacter(v), notAllowedCharacters(label))
    .min(1, FILL_ALL_FIELDS)
    .max(max, `At most ${max} characters.`)

export const RoleSchema = z.enum(ROLES)

/** Presence and types only; `registrationProblem` adds the rules a person needs explained. */
export const RegisterInputSchema = z.object({
  /** Shown to farmers and buyers: see safe-text.ts. */
  name: displayText({
    blank: FILL_ALL_FIELDS,
    max: 80,
    label: 'Name',
    tooLong: 'At most 80 characters.',
  }),
  email: required(254, 'Email'),
  password: z.string({ error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS).max(1024),
  role: z.enum(ROLES, { error: FILL_ALL_FIELDS }),
  location: required(120, 'Location'),
  phone: required(32, 'Phone'),
  /** The UI language at registration (issue 11): the welcome SMS and email are written in it. */
  language: LanguageSchema.optional(),
})
export type RegisterInput = z.infer<typeof RegisterInputSchema>

const emailSchema = z.email()

/** The first rule a registration breaks, with the field it concerns, or null. */
export function registrationProblem(
  input: Partial<Record<keyof RegisterInput, string>>,
): { field: keyof RegisterInput; message: string } | null {
  for (const key of ['name', 'email', 'password', 'role', 'location', 'phone'] as const) {
    if (!input[key]?.trim()) return { field: key, message: FILL_ALL_FIELDS }
  }
  if (!emailSchema.safeParse(input.email!.trim()).success)
    return { field: 'email', message: INVALID_EMAIL }
  const pw = passwordProblem(input.password!, input.email)
  if (pw) return { field: 'password', message: pw }
  if (!normalizeIndianMobile(input.phone!)) return { field: 'phone', message: PHONE_RULE }
  return null
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
  location: z.string().nullable(),
  roles: z.array(RoleSchema),
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
