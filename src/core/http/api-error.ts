import { z } from 'zod'

/**
 * Every error the API returns: a stable `code` (core/http/errors.ts) with the `params` its text
 * is filled with, and `message`, that text in English for logs and scripts. The client shows the
 * code's text in the user's language.
 */
export const ApiErrorSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  message: z.string(),
  /** Which field failed, when one did. */
  field: z.string().optional(),
  /** Seconds until a rate-limited request may be tried again. */
  retryAfter: z.number().optional(),
})
export type ApiError = z.infer<typeof ApiErrorSchema>
