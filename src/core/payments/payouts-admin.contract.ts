import { z } from 'zod'
import { PAYOUT_MODES, PAYOUT_STATES } from './payouts.ts'

/**
 * The operator console's payouts (/api/admin/payouts*, access 'operator'): farmers' payout lines by
 * state with where each is paid; settling released manual payouts with the bank's reference (UTR),
 * one or many at once; and the due ones as a CSV for a bank's bulk-transfer upload.
 */

export const ENTER_UTR =
  "Enter the bank's reference (UTR) of the transfer: 6 to 40 letters and digits."
export const CHOOSE_PAYOUTS = 'Choose at least one payout to mark as paid.'

export const AdminPayoutsQuerySchema = z.object({
  state: z.enum(PAYOUT_STATES).default('released'),
})

export const AdminPayoutSchema = z.object({
  id: z.string(),
  farmerId: z.string(),
  farmerName: z.string(),
  farmerPhone: z.string().nullable(),
  orderNumber: z.string(),
  crop: z.string(),
  amountPaise: z.number().int(),
  mode: z.enum(PAYOUT_MODES),
  state: z.enum(PAYOUT_STATES),
  releasedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  settlementRef: z.string().nullable(),
  /** The farmer changed their payout details recently: not to be paid before this time. */
  heldUntil: z.string().nullable(),
  /** Where it is paid, masked: the bank account by its last 4 digits. */
  payTo: z.object({
    upiVpa: z.string().nullable(),
    bankLast4: z.string().nullable(),
    bankIfsc: z.string().nullable(),
    accountHolder: z.string().nullable(),
    linkedAccountId: z.string().nullable(),
  }),
})
export type AdminPayout = z.infer<typeof AdminPayoutSchema>

/**
 * What a farmer owes back: a line refunded after its payout was released or settled, a negative
 * amount in the payouts ledger taken from the farmer's next settled payouts.
 */
export const AdminRecoverySchema = z.object({
  id: z.string(),
  farmerId: z.string(),
  farmerName: z.string(),
  orderNumber: z.string().nullable(),
  crop: z.string().nullable(),
  /** Negative: the amount to recover, paise. */
  amountPaise: z.number().int(),
  /** Taken from settled payouts so far, paise. */
  recoveredPaise: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
})
export type AdminRecovery = z.infer<typeof AdminRecoverySchema>

export const AdminPayoutListSchema = z.object({
  items: z.array(AdminPayoutSchema),
  /** Every payout line by state: how many and how much. */
  totals: z.record(z.string(), z.object({ count: z.number().int(), paise: z.number().int() })),
  /** Recoveries not yet taken in full, oldest first (settling a farmer's payouts takes them). */
  recoveries: z.array(AdminRecoverySchema),
})

export const SettlePayoutsInputSchema = z.object({
  ids: z.array(z.uuid(CHOOSE_PAYOUTS)).min(1, CHOOSE_PAYOUTS).max(500),
  reference: z
    .string({ error: ENTER_UTR })
    .trim()
    .min(6, ENTER_UTR)
    .max(40, ENTER_UTR)
    .regex(/^[A-Za-z0-9/-]+$/, ENTER_UTR),
})
export type SettlePayoutsInput = z.infer<typeof SettlePayoutsInputSchema>

/** Why a payout line was not marked paid. */
export const SETTLE_REFUSALS = ['not_released', 'not_manual', 'details_changed', 'unknown'] as const

export const SettlePayoutsResultSchema = z.object({
  settled: z.number().int(),
  /** What the bank was to pay: the settled lines less what was recovered from them. */
  paise: z.number().int(),
  /** Taken from these payouts for earlier refunds (the payouts ledger's recoveries), paise. */
  recoveredPaise: z.number().int(),
  refused: z.array(z.object({ id: z.string(), reason: z.enum(SETTLE_REFUSALS) })),
})
export type SettlePayoutsResult = z.infer<typeof SettlePayoutsResultSchema>
