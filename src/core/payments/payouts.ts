/**
 * A farmer's share of a paid order line. Money is held until the line is Delivered:
 * - `route`: a Razorpay Route transfer to the farmer's linked account, created on hold and
 *   released on delivery (the gateway moves the money);
 * - `manual`: a row in the payout ledger the operator settles by UPI or bank transfer (no linked
 *   account, or Route not enabled).
 */
export const PAYOUT_MODES = ['route', 'manual'] as const
export type PayoutMode = (typeof PAYOUT_MODES)[number]

/**
 * held: waiting for delivery; released: delivered, the money is the farmer's (Route releases it,
 * the ledger lists it as due); settled: the operator paid a manual payout; cancelled: the line
 * was cancelled or refunded before delivery, nothing is owed.
 */
export const PAYOUT_STATES = ['held', 'released', 'settled', 'cancelled'] as const
export type PayoutState = (typeof PAYOUT_STATES)[number]

export type PayoutEvent = 'delivered' | 'refunded' | 'settled'

/** The next payout state after `event`, or null when the event changes nothing (a replay). */
export function nextPayoutState(from: PayoutState, event: PayoutEvent): PayoutState | null {
  switch (event) {
    case 'delivered':
      return from === 'held' ? 'released' : null
    case 'refunded':
      // Money already released to the farmer is not clawed back here; the operator handles it.
      return from === 'held' ? 'cancelled' : null
    case 'settled':
      return from === 'released' ? 'settled' : null
  }
}

/** The mode for a farmer: Route when they have a linked account and Route is on, else the ledger. */
export function payoutModeFor(linkedAccountId: string | null, routeEnabled: boolean): PayoutMode {
  return linkedAccountId && routeEnabled ? 'route' : 'manual'
}

/**
 * The farmer's share of a line, paise. FarmTrek takes no commission yet: the whole line. One
 * function so a commission changes one place.
 */
export function farmerSharePaise(lineTotalPaise: number): number {
  return lineTotalPaise
}

/** What the farmer sees for one order line: money not online (COD), unpaid, or the payout's state. */
export type FarmerMoneyState = 'cod' | 'unpaid' | 'paid' | PayoutState
