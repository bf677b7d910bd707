import type { Result } from '../http/refusal.ts'

export const REFUND_STATES = ['pending', 'requested', 'processed', 'failed'] as const
/**
 * pending: written with its cause (a cancelled line), not yet sent; requested: the gateway took
 * it; processed: the money went back (refund.processed); failed: the gateway refused it for good.
 */
export type RefundState = (typeof REFUND_STATES)[number]

/**
 * A refund as the buyer and the farmer both read it: the gateway's state, requested → processed,
 * or failed. One written and not yet sent (`pending`) reads as requested, like one the gateway
 * took. The words of each: REFUND_STAGE_LABELS (payments.messages.ts).
 */
export const REFUND_STAGES = ['requested', 'processed', 'failed'] as const
export type RefundStage = (typeof REFUND_STAGES)[number]

export function refundStage(state: RefundState): RefundStage {
  return state === 'pending' ? 'requested' : state
}

/** How long a refund takes to reach the buyer once the gateway has it, in working days. */
export const REFUND_WORKING_DAYS = { from: 5, to: 7 } as const

export type RefundRefusalCode = 'payments.not_paid' | 'payments.refund_too_large'

/**
 * How much of a line to refund, in paise: the line's amount, never more than what is left of the
 * payment after earlier refunds (refunds that failed for good do not count). Refused when the
 * order was not paid online or nothing is left.
 *
 * @param linePaise the line's total, paise
 * @param paidPaise what the payment captured, paise (0 when unpaid)
 * @param refundedPaise the sum of the payment's refunds that are not failed, paise
 */
export function lineRefundAmount(
  linePaise: number,
  paidPaise: number,
  refundedPaise: number,
): Result<number, RefundRefusalCode> {
  if (paidPaise <= 0) return { ok: false, refusal: { code: 'payments.not_paid' } }
  const left = paidPaise - refundedPaise
  if (!Number.isInteger(linePaise) || linePaise <= 0 || left <= 0) {
    return {
      ok: false,
      refusal: { code: 'payments.refund_too_large', params: { left, asked: linePaise } },
    }
  }
  return { ok: true, value: Math.min(linePaise, left) }
}

/** The sum of refunds that count against a payment (all but those that failed for good), paise. */
export function refundedSoFar(refunds: ReadonlyArray<{ amountPaise: number; state: RefundState }>) {
  return refunds.reduce((sum, r) => (r.state === 'failed' ? sum : sum + r.amountPaise), 0)
}

/** What the buyer and farmer see of a payment's refunds: none, part or all of it. */
export type RefundSummary = 'none' | 'partial' | 'full'
export function refundSummary(paidPaise: number, refundedPaise: number): RefundSummary {
  if (refundedPaise <= 0) return 'none'
  return refundedPaise >= paidPaise ? 'full' : 'partial'
}
