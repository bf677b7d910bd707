import { z } from 'zod'
import { RatingSummarySchema } from './rating-summary.ts'

/** Longest comment a buyer may leave with a rating, and longest answer or operator reason. */
export const COMMENT_MAX = 500
export const ANSWER_MAX = 500
export const REASON_MAX = 500

export const STARS_RULE = 'Choose from 1 to 5 stars.'
export const COMMENT_RULE = 'Comment: at most 500 characters.'
export const ANSWER_RULE = 'Write an answer of at most 500 characters.'
export const HIDE_REASON_RULE = 'Give a reason of at most 500 characters.'

const stars = z.number({ error: STARS_RULE }).int(STARS_RULE).min(1, STARS_RULE).max(5, STARS_RULE)

/** POST /api/orders/:number/lines/:lineId/rating: 1–5 stars and an optional comment. */
export const RatingInputSchema = z.object({
  stars,
  comment: z.string().trim().max(COMMENT_MAX, COMMENT_RULE).optional(),
})
export type RatingInput = z.infer<typeof RatingInputSchema>

/** The rating dialog's form: its radio group gives the stars as text ('4'). */
export const RatingFormSchema = RatingInputSchema.extend({
  stars: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
    stars,
  ),
})

/** An account id or an order number as a path or query value: letters, digits, '_' and '-'. */
export const publicId = (max: number, notFound: string) =>
  z.string().regex(new RegExp(`^[\\w-]{1,${max}}$`), notFound)

export const RatingLineParamsSchema = z.object({
  number: publicId(40, 'Order not found.'),
  lineId: z.string().min(1).max(64),
})

export const RatingIdParamsSchema = z.object({ id: z.string().min(1).max(64) })
export const FarmerIdParamsSchema = z.object({ id: publicId(100, 'No such farmer.') })

/** A farmer's answer to a comment (once). */
export const AnswerInputSchema = z.object({
  answer: z.string().trim().min(1, ANSWER_RULE).max(ANSWER_MAX, ANSWER_RULE),
})

/** An operator hides a reported comment for a reason (kept in the audit trail). */
export const HideCommentInputSchema = z.object({
  reason: z.string().trim().min(1, HIDE_REASON_RULE).max(REASON_MAX, HIDE_REASON_RULE),
})

/** Whether a rating's comment is shown: reported ones wait for an operator, hidden ones stay hidden. */
export const COMMENT_STATES = ['visible', 'reported', 'hidden'] as const
export type CommentState = (typeof COMMENT_STATES)[number]

/** A buyer's own rating of one order line. Times are ISO strings. */
export const RatingSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  lineId: z.string(),
  stars: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  /** Until when the buyer may change it. */
  editableUntil: z.string(),
})
export type Rating = z.infer<typeof RatingSchema>

/** A line of the caller's orders whose delivery is confirmed, with its rating if any. */
export const RateableLineSchema = z.object({
  orderNumber: z.string(),
  lineId: z.string(),
  farmerName: z.string(),
  rating: RatingSchema.nullable(),
})
export const RateableLineListSchema = z.object({ items: z.array(RateableLineSchema) })
export type RateableLine = z.infer<typeof RateableLineSchema>

/** A comment as the public farmer page shows it: the buyer by first name only. */
export const PublicCommentSchema = z.object({
  id: z.string(),
  stars: z.number().int(),
  comment: z.string(),
  buyerName: z.string(),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
})
export type PublicComment = z.infer<typeof PublicCommentSchema>

/**
 * GET /api/farmers/:id: what anyone may read of a farmer (no phone, no email). Their live
 * listings are GET /api/listings?farmer=:id.
 */
export const FarmerPageSchema = z.object({
  farmer: z.object({ id: z.string(), name: z.string(), location: z.string().nullable() }),
  rating: RatingSummarySchema,
  comments: z.array(PublicCommentSchema),
})
export type FarmerPage = z.infer<typeof FarmerPageSchema>

/** A reported comment in the operators' queue. */
export const ReportedCommentSchema = z.object({
  id: z.string(),
  farmerId: z.string(),
  farmerName: z.string(),
  buyerName: z.string(),
  stars: z.number().int(),
  comment: z.string(),
  answer: z.string().nullable(),
  reportedAt: z.string(),
})
export const ReportedCommentListSchema = z.object({ items: z.array(ReportedCommentSchema) })
export type ReportedComment = z.infer<typeof ReportedCommentSchema>

/** What a moderation left: the comment's state now. */
export const CommentStateSchema = z.object({ id: z.string(), state: z.enum(COMMENT_STATES) })
