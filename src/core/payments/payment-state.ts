/**
 * The life of an online payment (UPI or card through the gateway), one per FarmTrek order.
 *
 * awaiting ──captured──▶ paid
 *    │  ▲                 ▲
 * failed│ (another try)   │ captured (a retry after a failure succeeds)
 *    ▼  │                 │
 *  failed ────────────────┘
 * awaiting | failed ──timeout──▶ expired (the order is cancelled and its stock returned)
 * awaiting | failed ──cod──▶ switched (the buyer chose Cash on Delivery instead)
 *
 * Events arrive from two sources (the browser's signed answer and the gateway's webhooks), more
 * than once and out of order, so every transition is idempotent and a stale event is ignored
 * rather than refused: a `failed` after `paid` is an earlier attempt's news.
 */
export const PAYMENT_STATES = ['awaiting', 'failed', 'paid', 'expired', 'switched'] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

export const PAYMENT_EVENTS = ['captured', 'failed', 'timeout', 'cod'] as const
export type PaymentEvent = (typeof PAYMENT_EVENTS)[number]

/**
 * What an event does to a payment in `from`:
 * - `move`: the payment goes to `to` (write it with the event, in one transaction);
 * - `same`: nothing to do (a replay, or stale news);
 * - `late`: money arrived for an order that has expired: keep it recorded and refund it in full.
 */
export type Transition = { kind: 'move'; to: PaymentState } | { kind: 'same' } | { kind: 'late' }

const TABLE: Record<PaymentState, Record<PaymentEvent, Transition>> = {
  awaiting: {
    captured: { kind: 'move', to: 'paid' },
    failed: { kind: 'move', to: 'failed' },
    timeout: { kind: 'move', to: 'expired' },
    cod: { kind: 'move', to: 'switched' },
  },
  failed: {
    captured: { kind: 'move', to: 'paid' },
    failed: { kind: 'same' },
    timeout: { kind: 'move', to: 'expired' },
    cod: { kind: 'move', to: 'switched' },
  },
  paid: {
    captured: { kind: 'same' },
    failed: { kind: 'same' },
    // A paid order never expires, however late the timer fires.
    timeout: { kind: 'same' },
    cod: { kind: 'same' },
  },
  expired: {
    captured: { kind: 'late' },
    failed: { kind: 'same' },
    timeout: { kind: 'same' },
    cod: { kind: 'same' },
  },
  // The order is now Cash on Delivery: money from an attempt still open at the gateway goes back.
  switched: {
    captured: { kind: 'late' },
    failed: { kind: 'same' },
    timeout: { kind: 'same' },
    cod: { kind: 'same' },
  },
}

/** The transition for `event` on a payment in `from` (total: every pair has an answer). */
export function transition(from: PaymentState, event: PaymentEvent): Transition {
  return TABLE[from][event]
}

/** A payment the buyer can still pay (open Checkout again). */
export const isPayable = (state: PaymentState): boolean =>
  state === 'awaiting' || state === 'failed'

/** When an unpaid payment expires: `createdAt` plus the timeout, in ms since the epoch. */
export function expiresAt(createdAtMs: number, timeoutMs: number): number {
  return createdAtMs + timeoutMs
}
