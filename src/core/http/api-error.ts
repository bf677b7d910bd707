import { z } from 'zod'

/** Every error the API returns: `error` is a sentence a person can act on. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  /** Which field failed, when one did. */
  field: z.string().optional(),
  /** Seconds until a rate-limited request may be tried again. */
  retryAfter: z.number().optional(),
})
export type ApiError = z.infer<typeof ApiErrorSchema>
