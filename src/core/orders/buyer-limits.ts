import type { Refusal } from '../http/refusal.ts'
import type { PaymentMethod } from './payment.ts'

/**
 * What one buyer may hold at once, so that one account cannot tie up stock or a farmer's phone:
 * - online (UPI, Card) orders still awaiting payment: at most `unpaidOrdersMax`; each holds its
 *   kg until paid or until PAYMENT_TIMEOUT cancels it;
 * - one such order may hold at most `unpaidHoldMaxPercent` % of what is left of a listing;
 * - Cash on Delivery lines still Pending with one farmer: at most `codMaxPendingLinesPerFarmer`
 *   (each line is an SMS and an email to the farmer).
 * Pure: checkout reads the buyer's holds under a per-buyer lock and asks here.
 */
export interface BuyerLimits {
  unpaidOrdersMax: number
  /** 1–100. */
  unpaidHoldMaxPercent: number
  codMaxPendingLinesPerFarmer: number
}

/** What a buyer holds now (their committed orders and the batch-mates accepted before). */
export interface BuyerHolds {
  /** Order numbers of the buyer's online orders awaiting payment that still hold stock. */
  unpaidOrders: string[]
  /** The buyer's Pending Cash on Delivery lines, per farmer id. */
  codPendingByFarmer: Map<string, number>
}

export const emptyHolds = (): BuyerHolds => ({ unpaidOrders: [], codPendingByFarmer: new Map() })

export type BuyerLimitCode =
  'order.unpaid_limit' | 'order.unpaid_hold_cap' | 'order.cod_farmer_limit'

/** One listing an order takes from: its kg, what is left of it now, and whose it is. */
export interface WantedListing {
  name: string
  kg: number
  leftKg: number
  farmerId: string
  farmerName: string
}

/** The most kg one unpaid order may hold of a listing with `leftKg` left (at least 1). */
export const unpaidHoldMaxKg = (leftKg: number, percent: number): number =>
  Math.max(1, Math.floor((leftKg * percent + 99) / 100))

/**
 * Why this order cannot be placed by a buyer holding `holds`, or null. `lines` is one entry per
 * line (a farmer's Pending line each); `wanted` one per listing, its kg summed.
 */
export function checkBuyerLimits(
  order: {
    payment: PaymentMethod
    lines: ReadonlyArray<{ farmerId: string; farmerName: string }>
    wanted: readonly WantedListing[]
  },
  holds: BuyerHolds,
  limits: BuyerLimits,
): Refusal<BuyerLimitCode> | null {
  if (order.payment === 'COD') {
    const adding = new Map<string, { n: number; name: string }>()
    for (const l of order.lines) {
      const a = adding.get(l.farmerId) ?? { n: 0, name: l.farmerName }
      a.n++
      adding.set(l.farmerId, a)
    }
    for (const [farmerId, { n, name }] of adding) {
      const pending = holds.codPendingByFarmer.get(farmerId) ?? 0
      if (pending + n > limits.codMaxPendingLinesPerFarmer)
        return {
          code: 'order.cod_farmer_limit',
          params: { farmer: name, max: limits.codMaxPendingLinesPerFarmer, pending, adding: n },
          field: 'lines',
        }
    }
    return null
  }
  if (holds.unpaidOrders.length >= limits.unpaidOrdersMax)
    return {
      code: 'order.unpaid_limit',
      params: {
        count: holds.unpaidOrders.length,
        orders: holds.unpaidOrders.join(', '),
        max: limits.unpaidOrdersMax,
      },
      field: 'payment',
    }
  for (const w of order.wanted) {
    const max = unpaidHoldMaxKg(w.leftKg, limits.unpaidHoldMaxPercent)
    if (w.kg > max)
      return {
        code: 'order.unpaid_hold_cap',
        params: { name: w.name, max, kg: w.kg, left: w.leftKg },
        field: 'lines',
      }
  }
  return null
}

/** Adds a placed order to the buyer's holds (for the batch-mates checked after it). */
export function addToHolds(
  holds: BuyerHolds,
  order: { payment: PaymentMethod; number: string; lines: ReadonlyArray<{ farmerId: string }> },
) {
  if (order.payment !== 'COD') {
    holds.unpaidOrders.push(order.number)
    return
  }
  for (const l of order.lines)
    holds.codPendingByFarmer.set(l.farmerId, (holds.codPendingByFarmer.get(l.farmerId) ?? 0) + 1)
}
