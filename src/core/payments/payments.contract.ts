import { z } from 'zod'
import { MAX_PASSWORD_LENGTH } from '../auth/password-policy.ts'
import { PAYMENT_STATES } from './payment-state.ts'
import { PAYOUT_MODES, PAYOUT_STATES } from './payouts.ts'
import { REFUND_STATES } from './refunds.ts'
import {
  ACCOUNT_HOLDER_RULE,
  BANK_ACCOUNT_RULE,
  BANK_NEEDS_IFSC,
  IFSC_RULE,
  LINKED_ACCOUNT_RULE,
  PAYOUT_DETAILS_REQUIRED,
  PAYOUT_PASSWORD_REQUIRED,
  UPI_VPA_RULE,
} from './payments.messages.ts'

export * from './payments.messages.ts'

export const PAYMENT_PROVIDERS = ['none', 'razorpay'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

/** The online methods; COD needs no gateway. */
export const ONLINE_METHODS = ['UPI', 'Card'] as const
export type OnlineMethod = (typeof ONLINE_METHODS)[number]
export const isOnlineMethod = (m: string): m is OnlineMethod =>
  (ONLINE_METHODS as readonly string[]).includes(m)

/** GET /api/payments/config: what the checkout may offer. No key or secret beyond the public key id. */
export const PaymentsConfigSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** UPI and Card can be chosen; when false, `reason` says why (shown beside them). */
  online: z.boolean(),
  reason: z.string().nullable(),
  /** Minutes an online order waits for its payment before it is cancelled. */
  timeoutMinutes: z.number().int(),
})
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>

/** What Razorpay Checkout needs in the browser to take one order's payment. */
export const CheckoutSessionSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** The public key id (rzp_test_… or rzp_live_…); never the secret. */
  keyId: z.string(),
  providerOrderId: z.string(),
  amountPaise: z.number().int().positive(),
  currency: z.literal('INR'),
  method: z.enum(ONLINE_METHODS),
  /** Where Checkout's script is loaded from (Razorpay's, or the local stand-in in tests). */
  scriptUrl: z.string(),
  prefill: z.object({ name: z.string(), contact: z.string(), email: z.string() }),
  /** Passed to Checkout, which puts them on the payment: how a webhook finds our payment. */
  notes: z.record(z.string(), z.string()),
  expiresAt: z.string(),
})
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>

const providerId = (prefix: string) =>
  z
    .string({ error: `Send the ${prefix} id Checkout returned.` })
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{6,40}$`), `Send the ${prefix} id Checkout returned.`)

/** What Checkout hands the page after a payment, sent on for the server to verify. */
export const VerifyPaymentInputSchema = z.object({
  razorpay_order_id: providerId('order'),
  razorpay_payment_id: providerId('pay'),
  razorpay_signature: z
    .string({ error: 'Send the signature Checkout returned.' })
    .regex(/^[a-f0-9]{64}$/, 'Send the signature Checkout returned.'),
})
export type VerifyPaymentInput = z.infer<typeof VerifyPaymentInputSchema>

/** The browser's report of a failed attempt (Checkout's payment.failed): shown, never trusted. */
export const ReportFailureInputSchema = z.object({
  reason: z.string().trim().max(300).optional(),
})

export const RefundSchema = z.object({
  id: z.string(),
  orderItemId: z.string().nullable(),
  amountPaise: z.number().int(),
  state: z.enum(REFUND_STATES),
  createdAt: z.string(),
})
export type Refund = z.infer<typeof RefundSchema>

/** One order's online payment as the buyer sees it. */
export const PaymentSummarySchema = z.object({
  orderId: z.string(),
  method: z.enum(ONLINE_METHODS),
  state: z.enum(PAYMENT_STATES),
  amountPaise: z.number().int(),
  refundedPaise: z.number().int(),
  failureReason: z.string().nullable(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  refunds: z.array(RefundSchema),
})
export type PaymentSummary = z.infer<typeof PaymentSummarySchema>

const optionalText = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())

/** A farmer's payout details. A bank account needs its IFSC and holder's name. */
export const PayoutDetailsInputSchema = z
  .object({
    linkedAccountId: optionalText(
      z
        .string()
        .trim()
        .regex(/^acc_[A-Za-z0-9]{14}$/, LINKED_ACCOUNT_RULE),
    ),
    upiVpa: optionalText(
      z
        .string()
        .trim()
        .max(100, UPI_VPA_RULE)
        .regex(/^[\w.-]{2,64}@[A-Za-z][A-Za-z0-9]{1,63}$/, UPI_VPA_RULE),
    ),
    bankAccountNumber: optionalText(
      z
        .string()
        .trim()
        .regex(/^\d{9,18}$/, BANK_ACCOUNT_RULE),
    ),
    bankIfsc: optionalText(
      z
        .string()
        .trim()
        .transform((s) => s.toUpperCase())
        .pipe(z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, IFSC_RULE)),
    ),
    accountHolder: optionalText(
      z.string().trim().min(2, ACCOUNT_HOLDER_RULE).max(120, ACCOUNT_HOLDER_RULE),
    ),
    /** The farmer's password: where their money goes changes only with it. */
    password: z
      .string({ error: PAYOUT_PASSWORD_REQUIRED })
      .min(1, PAYOUT_PASSWORD_REQUIRED)
      .max(MAX_PASSWORD_LENGTH, PAYOUT_PASSWORD_REQUIRED),
  })
  .refine((d) => !d.bankAccountNumber || (d.bankIfsc && d.accountHolder), {
    message: BANK_NEEDS_IFSC,
    path: ['bankIfsc'],
  })
  // An IFSC without the number keeps the stored account (the form shows only its last 4 digits).
  .refine((d) => d.linkedAccountId || d.upiVpa || d.bankAccountNumber || d.bankIfsc, {
    message: PAYOUT_DETAILS_REQUIRED,
    path: ['upiVpa'],
  })
export type PayoutDetailsInput = z.input<typeof PayoutDetailsInputSchema>

/** The stored details as shown back: the bank account by its last four digits only. */
export const PayoutDetailsSchema = z.object({
  linkedAccountId: z.string().nullable(),
  upiVpa: z.string().nullable(),
  bankAccountLast4: z.string().nullable(),
  bankIfsc: z.string().nullable(),
  accountHolder: z.string().nullable(),
  updatedAt: z.string(),
  /** After a change, the farmer's payouts wait until this instant; null when they do not wait. */
  payoutsHeldUntil: z.string().nullable(),
})
export type PayoutDetails = z.infer<typeof PayoutDetailsSchema>

/** One paid order line from the farmer's side: what the buyer paid and where the money is. */
export const FarmerPayoutSchema = z.object({
  orderItemId: z.string(),
  orderNumber: z.string(),
  crop: z.string(),
  amountPaise: z.number().int(),
  mode: z.enum(PAYOUT_MODES),
  state: z.enum(PAYOUT_STATES),
  /** A refund of this line, if any: its state. */
  refund: z.enum(REFUND_STATES).nullable(),
  updatedAt: z.string(),
})
export type FarmerPayout = z.infer<typeof FarmerPayoutSchema>
export const FarmerPayoutListSchema = z.object({ items: z.array(FarmerPayoutSchema) })
export type FarmerPayoutList = z.infer<typeof FarmerPayoutListSchema>
