import { z } from 'zod'
import {
  RESOLUTION_NOTE_MAX,
  RESOLUTION_NOTE_RULE,
  type ResolveProblemInput,
} from '../deliveries/deliveries.contract.ts'
import { rupeesToPaise } from '../money/money.ts'

/**
 * The console's form for resolving a problem with a delivery: refund the whole line, refund a
 * part of it (in rupees, as operators think of it), or release the payout to the farmer. It
 * becomes the resolve route's input (ResolveProblemInput, in paise).
 */
export const REFUND_AMOUNT_RULE = 'Enter the refund in rupees: more than 0 and at most the line.'

export const PROBLEM_OUTCOMES = ['full', 'partial', 'release'] as const

export const ResolveProblemFormSchema = z
  .object({
    outcome: z.enum(PROBLEM_OUTCOMES),
    rupees: z.string().trim().max(12),
    note: z.string().trim().max(RESOLUTION_NOTE_MAX, RESOLUTION_NOTE_RULE),
  })
  .refine(
    (v) => v.outcome !== 'partial' || (/^\d+(\.\d{1,2})?$/.test(v.rupees) && Number(v.rupees) > 0),
    { message: REFUND_AMOUNT_RULE, path: ['rupees'] },
  )
export type ResolveProblemForm = z.infer<typeof ResolveProblemFormSchema>

/** The route's input for a filled form; null when a part refund is more than the line. */
export function resolutionInput(
  form: ResolveProblemForm,
  linePaise: number,
): ResolveProblemInput | null {
  const note = form.note ? { note: form.note } : {}
  if (form.outcome === 'release') return { release: true, ...note }
  if (form.outcome === 'full') return { refundPaise: linePaise, ...note }
  const paise = rupeesToPaise(Number(form.rupees))
  return paise > 0 && paise <= linePaise ? { refundPaise: paise, ...note } : null
}
