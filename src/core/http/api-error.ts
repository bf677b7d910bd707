import { z } from 'zod'

/**
 * Every error the API returns: a stable `code` (core/http/errors.ts) with the `params` its text
 * is filled with, and `message`, that text in English for logs and scripts. The client shows the
 * code's text in the user's language.
 */
/** A listing whose price is not the one the buyer saw (409 `order.price_changed`). */
export const PriceChangeSchema = z.object({
  listingId: z.string(),
  /** Set when the listing is a catalogue item. */
  catalogueId: z.number().int().nullable(),
  name: z.string(),
  seenPaise: z.number().int(),
  pricePaise: z.number().int(),
})
export type PriceChange = z.infer<typeof PriceChangeSchema>

export const ApiErrorSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
  /** Which field failed, when one did. */
  field: z.string().optional(),
  /** Seconds until a rate-limited request may be tried again. */
  retryAfter: z.number().optional(),
  /** With `order.price_changed`: the prices now, for the buyer to accept. */
  priceChanges: z.array(PriceChangeSchema).optional(),
})
export type ApiError = z.infer<typeof ApiErrorSchema>
