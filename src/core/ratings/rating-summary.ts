import { z } from 'zod'

/** A farmer's average (stars, one decimal) over `count` ratings; average is null without any. */
export const RatingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
})
export type RatingSummary = z.infer<typeof RatingSummarySchema>

/** The summary of a farmer nobody has rated yet. */
export const NO_RATINGS: RatingSummary = { average: null, count: 0 }
