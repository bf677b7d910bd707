import { z } from 'zod'
import { ENTER_UTR } from './payouts-admin.contract.ts'

/**
 * Refunds FarmTrek pays back by hand (UPI or bank transfer): a reported problem with a
 * Cash-on-Delivery line resolved with a refund, where no online payment can be refunded. The
 * farmer, who received the cash, owes it back from their next payouts. Operators list them
 * (/api/admin/manual-refunds, access 'operator') and mark each paid once, with the bank's
 * reference (UTR); the buyer reads it on their order.
 */

export const MANUAL_REFUND_STATES = ['due', 'paid'] as const
export type ManualRefundState = (typeof MANUAL_REFUND_STATES)[number]

/** Working days within which FarmTrek pays a manual refund (the buyer's message says so). */
export const MANUAL_REFUND_DAYS = 3

export const ManualRefundsQuerySchema = z.object({
  state: z.enum(MANUAL_REFUND_STATES).default('due'),
})

export const ManualRefundIdParamsSchema = z.object({ id: z.string().min(1).max(64) })

/** The bank's reference of the transfer to the buyer: the same rule as a payout's UTR. */
export const MarkManualRefundPaidInputSchema = z.object({
  utr: z
    .string({ error: ENTER_UTR })
    .trim()
    .min(6, ENTER_UTR)
    .max(40, ENTER_UTR)
    .regex(/^[A-Za-z0-9/-]+$/, ENTER_UTR),
})
export type MarkManualRefundPaidInput = z.infer<typeof MarkManualRefundPaidInputSchema>

/** A manual refund as the buyer reads it on their line. */
export const ManualRefundBriefSchema = z.object({
  amountPaise: z.number().int(),
  state: z.enum(MANUAL_REFUND_STATES),
  utr: z.string().nullable(),
  paidAt: z.string().nullable(),
})
export type ManualRefundBrief = z.infer<typeof ManualRefundBriefSchema>

/** A manual refund as operators read it: whom to pay, for which order. */
export const AdminManualRefundSchema = ManualRefundBriefSchema.extend({
  id: z.string(),
  orderItemId: z.string(),
  problemId: z.string(),
  orderNumber: z.string(),
  crop: z.string(),
  buyerId: z.string(),
  buyerName: z.string(),
  buyerPhone: z.string().nullable(),
  farmerId: z.string().nullable(),
  farmerName: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminManualRefund = z.infer<typeof AdminManualRefundSchema>

export const AdminManualRefundListSchema = z.object({
  items: z.array(AdminManualRefundSchema),
  /** Every manual refund by state: how many and how much. */
  totals: z.record(z.string(), z.object({ count: z.number().int(), paise: z.number().int() })),
})
export type AdminManualRefundList = z.infer<typeof AdminManualRefundListSchema>
