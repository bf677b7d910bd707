import { z } from 'zod'

/**
 * Listings that operators review: reported ones (still on sale until someone decides) and hidden
 * ones. Anyone signed in reports a listing (`POST /api/listings/{id}/report`); an operator hides
 * it for a reason the farmer is told, shows it again, or dismisses the report.
 */

export const LISTING_REASON_MAX = 500
export const HIDE_LISTING_REASON_RULE =
  'Write a reason of 3 to 500 characters: the farmer is told it.'
export const REPORT_NOTE_RULE = 'Say what is wrong in at most 500 characters.'

export const HideListingInputSchema = z.object({
  reason: z
    .string({ error: HIDE_LISTING_REASON_RULE })
    .trim()
    .min(3, HIDE_LISTING_REASON_RULE)
    .max(LISTING_REASON_MAX, HIDE_LISTING_REASON_RULE),
})
export type HideListingInput = z.infer<typeof HideListingInputSchema>

export const ReportListingInputSchema = z.object({
  note: z.string().trim().max(LISTING_REASON_MAX, REPORT_NOTE_RULE).optional(),
})
export type ReportListingInput = z.infer<typeof ReportListingInputSchema>

export const ModeratedListingsQuerySchema = z.object({
  state: z.enum(['reported', 'hidden']).default('reported'),
})

export const ModeratedListingSchema = z.object({
  id: z.string(),
  productName: z.string(),
  pricePaise: z.number().int(),
  quantityKg: z.number().int(),
  farmerId: z.string(),
  farmerName: z.string(),
  reportedAt: z.string().nullable(),
  reportNote: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
})
export type ModeratedListing = z.infer<typeof ModeratedListingSchema>
export const ModeratedListingListSchema = z.object({ items: z.array(ModeratedListingSchema) })

/** What a report or a decision left: whether the listing is reported and whether it is hidden. */
export const ListingModerationStateSchema = z.object({
  id: z.string(),
  reported: z.boolean(),
  hidden: z.boolean(),
})
export type ListingModerationState = z.infer<typeof ListingModerationStateSchema>
