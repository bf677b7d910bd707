import { z } from 'zod'
import { CodeSchema } from './account.contract.ts'

/**
 * Leaving FarmTrek (features/account, leave.routes.ts): 'Download my data' gives everything the
 * account holds as one JSON file; 'Delete my account' asks for the password, or a code sent by
 * SMS to the verified number, and refuses while an order or a payout is still open.
 */

export const ENTER_PASSWORD_TO_DELETE = 'Enter your password to delete your account.'
export const ACCOUNT_DELETED =
  'Your account is deleted. Your order records are kept without your name, number or address.'

/** The password, or the code of a sign-in code sent to the account's verified number. */
export const DeleteAccountInputSchema = z.union([
  z.object({
    password: z
      .string({ error: ENTER_PASSWORD_TO_DELETE })
      .min(1, ENTER_PASSWORD_TO_DELETE)
      .max(1024),
  }),
  z.object({ code: CodeSchema }),
])
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>

/** The password form's own schema (the union above also takes a code). */
export const DeletePasswordFormSchema = z.object({
  password: z
    .string({ error: ENTER_PASSWORD_TO_DELETE })
    .min(1, ENTER_PASSWORD_TO_DELETE)
    .max(1024),
})
export const DeleteCodeFormSchema = z.object({ code: CodeSchema })

const paise = z.number().int()
const when = z.string()

const LineSchema = z.object({
  crop: z.string(),
  quantityKg: z.number().int(),
  ratePaise: paise,
  amountPaise: paise,
  status: z.string(),
  farmer: z.string(),
})

/** What 'Download my data' holds; amounts in paise, times ISO 8601. */
export const AccountDataSchema = z.object({
  exportedAt: when,
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    phoneVerified: z.boolean(),
    location: z.string().nullable(),
    /** The place picked: state and district (English names) and the village as typed. */
    state: z.string().nullable(),
    district: z.string().nullable(),
    village: z.string().nullable(),
    language: z.string(),
    roles: z.array(z.string()),
    createdAt: when,
  }),
  listings: z.array(
    z.object({
      id: z.string(),
      crop: z.string(),
      category: z.string().nullable(),
      pricePaisePerKg: paise,
      quantityKg: z.number().int(),
      organic: z.boolean(),
      createdAt: when,
      deletedAt: when.nullable(),
    }),
  ),
  orders: z.array(
    z.object({
      orderNumber: z.string(),
      placedAt: when,
      paymentMethod: z.string(),
      paymentStatus: z.string(),
      totalPaise: paise,
      delivery: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
      lines: z.array(LineSchema),
    }),
  ),
  sales: z.array(
    z.object({
      orderNumber: z.string().nullable(),
      crop: z.string(),
      quantityKg: z.number().int(),
      buyer: z.string(),
      status: z.string(),
      createdAt: when,
    }),
  ),
  payouts: z.array(
    z.object({ amountPaise: paise, state: z.string(), mode: z.string(), createdAt: when }),
  ),
  payoutDetails: z
    .object({
      upiVpa: z.string().nullable(),
      bankAccountLast4: z.string().nullable(),
      bankIfsc: z.string().nullable(),
      accountHolder: z.string().nullable(),
    })
    .nullable(),
  alerts: z.array(
    z.object({
      crop: z.string(),
      place: z.string(),
      condition: z.string(),
      thresholdPaise: paise.nullable(),
      percent: z.number().int().nullable(),
      createdAt: when,
    }),
  ),
  messages: z.array(
    z.object({
      kind: z.string(),
      channel: z.string(),
      to: z.string(),
      text: z.string(),
      status: z.string(),
      createdAt: when,
    }),
  ),
  devices: z.array(z.object({ userAgent: z.string(), ipAddress: z.string(), createdAt: when })),
})
export type AccountData = z.infer<typeof AccountDataSchema>
