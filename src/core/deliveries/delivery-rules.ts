/**
 * The rules of a delivery's proof, as plain functions (no clock, no I/O): the farmer marks a line
 * Delivered with the buyer's 4-digit code, or without it and the buyer then has a while to confirm
 * or report a problem before it confirms itself. A payout is released only for a confirmed
 * delivery; an open problem holds it until an operator resolves it.
 */

/** Wrong codes a line allows before it is locked. */
export const CODE_MAX_FAILURES = 5
/** How long a line stays locked after too many wrong codes. */
export const CODE_LOCK_MS = 3_600_000
/** How long the buyer has, from delivery, to confirm or report a problem. */
export const CONFIRM_WINDOW_MS = 48 * 3_600_000

export const DELIVERY_CODE_RE = /^\d{4}$/

/** What a buyer may report about a delivered line. */
export const PROBLEM_KINDS = ['not_received', 'short_weight', 'poor_quality'] as const
export type ProblemKind = (typeof PROBLEM_KINDS)[number]

/** open: the payout waits for an operator; refunded: all or part went back; released: the farmer was paid. */
export const PROBLEM_STATES = ['open', 'refunded', 'released'] as const
export type ProblemState = (typeof PROBLEM_STATES)[number]

export const PROBLEM_PHOTOS_MAX = 3
export const PROBLEM_NOTE_MAX = 500
export const PROBLEM_ANSWER_MAX = 500

/** Where a delivered line stands with its buyer. */
export type DeliveryStage = 'not_delivered' | 'awaiting_confirmation' | 'confirmed'

export function deliveryStage(line: {
  status: string
  deliveredAt: Date | null
  deliveryConfirmedAt: Date | null
}): DeliveryStage {
  if (line.status !== 'Delivered') return 'not_delivered'
  return line.deliveryConfirmedAt ? 'confirmed' : 'awaiting_confirmation'
}

/** When an unconfirmed delivery confirms itself. */
export const confirmsItselfAt = (deliveredAt: Date): Date =>
  new Date(deliveredAt.getTime() + CONFIRM_WINDOW_MS)

/** Whether the buyer may still report a problem (within the window from delivery). */
export function canReport(deliveredAt: Date | null, now: Date): boolean {
  return deliveredAt !== null && now.getTime() < deliveredAt.getTime() + CONFIRM_WINDOW_MS
}

/** The line's lock, if any, at `now`: until when no code is accepted. */
export function lockedUntil(lockedUntilAt: Date | null, now: Date): Date | null {
  return lockedUntilAt && lockedUntilAt.getTime() > now.getTime() ? lockedUntilAt : null
}

/** After one more wrong code: the new count, and the lock it sets (the count starts again). */
export function afterWrongCode(
  failures: number,
  now: Date,
): { failures: number; lockedUntil: Date | null } {
  const next = failures + 1
  if (next >= CODE_MAX_FAILURES)
    return { failures: 0, lockedUntil: new Date(now.getTime() + CODE_LOCK_MS) }
  return { failures: next, lockedUntil: null }
}
