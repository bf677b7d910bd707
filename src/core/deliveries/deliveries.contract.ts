import { z } from 'zod'
import { ManualRefundBriefSchema } from '../payments/manual-refunds.contract.ts'
import {
  DELIVERY_CODE_RE,
  PROBLEM_ANSWER_MAX,
  PROBLEM_KINDS,
  PROBLEM_NOTE_MAX,
  PROBLEM_STATES,
} from './delivery-rules.ts'

export const CODE_RULE = "Enter the buyer's 4-digit code."
export const SHORT_KG_RULE = 'Say how many kg were missing.'
export const NOTE_RULE = 'Note: at most 500 characters.'
export const ANSWER_RULE = 'Write an answer of at most 500 characters.'

/** The farmer's proof when marking a line Delivered: the buyer's code, or none (buyer not reachable). */
export const DeliveryProofSchema = z.union([
  z.object({ code: z.string().trim().regex(DELIVERY_CODE_RE, CODE_RULE) }),
  z.object({ withoutCode: z.literal(true) }),
])
export type DeliveryProof = z.infer<typeof DeliveryProofSchema>

/** The farmer's code form (supply-chain page). */
export const DeliveryCodeInputSchema = z.object({
  code: z.string().trim().regex(DELIVERY_CODE_RE, CODE_RULE),
})

export const LineIdParamsSchema = z.object({ lineId: z.string().min(1).max(64) })
export const ProblemIdParamsSchema = z.object({ id: z.string().min(1).max(64) })

export const ProblemKindSchema = z.enum(PROBLEM_KINDS)

/** POST /api/deliveries/:lineId/problem: what went wrong (short weight says how many kg). */
export const ReportProblemInputSchema = z
  .object({
    kind: ProblemKindSchema,
    shortKg: z.number().int(SHORT_KG_RULE).min(1, SHORT_KG_RULE).max(100_000).optional(),
    note: z.string().trim().max(PROBLEM_NOTE_MAX, NOTE_RULE).optional(),
  })
  .refine((v) => v.kind !== 'short_weight' || v.shortKg !== undefined, {
    message: SHORT_KG_RULE,
    path: ['shortKg'],
  })
export type ReportProblemInput = z.infer<typeof ReportProblemInputSchema>

/** The buyer's report form: the kg as typed. */
export const ReportProblemFormSchema = z
  .object({
    kind: ProblemKindSchema,
    shortKg: z.string().trim().optional(),
    note: z.string().trim().max(PROBLEM_NOTE_MAX, NOTE_RULE).optional(),
  })
  .refine(
    (v) =>
      v.kind !== 'short_weight' ||
      (!!v.shortKg && /^\d+$/.test(v.shortKg) && Number(v.shortKg) >= 1),
    { message: SHORT_KG_RULE, path: ['shortKg'] },
  )
export type ReportProblemForm = z.infer<typeof ReportProblemFormSchema>

/** The farmer's one answer to a problem. */
export const AnswerProblemInputSchema = z.object({
  answer: z.string().trim().min(1, ANSWER_RULE).max(PROBLEM_ANSWER_MAX, ANSWER_RULE),
})

export const RESOLUTION_NOTE_MAX = 500
export const RESOLUTION_NOTE_RULE = 'Keep the note to 500 characters.'
/** What the operator tells both sides about the resolution (optional). */
const resolutionNote = z.string().trim().max(RESOLUTION_NOTE_MAX, RESOLUTION_NOTE_RULE).optional()

/**
 * An operator's resolution: a refund of so many paise (all or part of the line), or a release,
 * with a note to both sides.
 */
export const ResolveProblemInputSchema = z.union([
  z.object({ refundPaise: z.number().int().positive(), note: resolutionNote }),
  z.object({ release: z.literal(true), note: resolutionNote }),
])
export type ResolveProblemInput = z.infer<typeof ResolveProblemInputSchema>

/** Photos a buyer may add to a problem. */
export const PROBLEM_PHOTOS_MAX = 3

/** A buyer's photo of a problem: its URL (the largest size) and a small one for a thumbnail. */
export const ProblemPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
})
export type ProblemPhoto = z.infer<typeof ProblemPhotoSchema>

/** Where a problem photo is served (only to the buyer, the line's farmer and operators). */
export const problemPhotoUrl = (photoId: string, width: 320 | 1280 = 1280) =>
  `/api/deliveries/problem-photos/${photoId}?w=${width}`

export const ProblemPhotoParamsSchema = z.object({ photoId: z.uuid() })
export const ProblemPhotoQuerySchema = z.object({
  w: z.enum(['320', '640', '1280']).optional(),
})

export const ProblemSchema = z.object({
  id: z.string(),
  orderItemId: z.string(),
  kind: ProblemKindSchema,
  shortKg: z.number().int().nullable(),
  note: z.string().nullable(),
  answer: z.string().nullable(),
  state: z.enum(PROBLEM_STATES),
  refundPaise: z.number().int().nullable(),
  /** The operator's note on how it was resolved. */
  resolutionNote: z.string().nullable(),
  /** The buyer's photos of it, at most PROBLEM_PHOTOS_MAX. */
  photos: z.array(ProblemPhotoSchema),
  createdAt: z.string(),
})
export type Problem = z.infer<typeof ProblemSchema>

export const DeliveryStageSchema = z.enum(['not_delivered', 'awaiting_confirmation', 'confirmed'])

/** One of the buyer's lines as the delivery sees it. The code only while it is still to be delivered. */
export const BuyerDeliverySchema = z.object({
  orderItemId: z.string(),
  /** The 4-digit code the buyer gives the farmer on delivery (null once delivered or ended). */
  code: z.string().nullable(),
  stage: DeliveryStageSchema,
  deliveredAt: z.string().nullable(),
  /** When an unconfirmed delivery confirms itself. */
  confirmsAt: z.string().nullable(),
  canConfirm: z.boolean(),
  canReport: z.boolean(),
  problem: ProblemSchema.nullable(),
  /** Paid in cash on delivery: no online payment waits for a problem's decision. */
  cashOnDelivery: z.boolean(),
  /** A Cash-on-Delivery line's refund, paid back by hand by FarmTrek. */
  manualRefund: ManualRefundBriefSchema.nullable(),
})
export type BuyerDelivery = z.infer<typeof BuyerDeliverySchema>
export const BuyerDeliveryListSchema = z.object({ items: z.array(BuyerDeliverySchema) })

/** One of the farmer's delivered lines: confirmed or awaiting the buyer, and any problem. */
export const FarmerDeliverySchema = z.object({
  supplyChainOrderId: z.string(),
  orderItemId: z.string(),
  stage: DeliveryStageSchema,
  deliveredAt: z.string().nullable(),
  confirmsAt: z.string().nullable(),
  /** No code is accepted before this (too many wrong ones). */
  codeLockedUntil: z.string().nullable(),
  problem: ProblemSchema.nullable(),
  canAnswer: z.boolean(),
  /** Paid in cash on delivery: a refund to the buyer is taken from the farmer's next payouts. */
  cashOnDelivery: z.boolean(),
})
export type FarmerDelivery = z.infer<typeof FarmerDeliverySchema>
export const FarmerDeliveryListSchema = z.object({ items: z.array(FarmerDeliverySchema) })

/** An operator's view of a problem. */
export const OperatorProblemSchema = ProblemSchema.extend({
  orderNumber: z.string(),
  crop: z.string(),
  quantityKg: z.number().int(),
  linePaise: z.number().int(),
  buyerId: z.string(),
  farmerId: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** Paid in cash to the farmer: a refund is paid back by hand and taken from their payouts. */
  cashOnDelivery: z.boolean(),
})
export type OperatorProblem = z.infer<typeof OperatorProblemSchema>
export const OperatorProblemListSchema = z.object({ items: z.array(OperatorProblemSchema) })
