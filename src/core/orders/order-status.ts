import type { Refusal } from '../http/refusal.ts'

/**
 * Where an order line stands. It moves forward Pending → In Transit → Delivered; while Pending it
 * can end instead: the buyer cancels it, or the farmer declines it with a reason.
 */
export const ORDER_STATUSES = [
  'Pending',
  'In Transit',
  'Delivered',
  'Cancelled',
  'Declined',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The statuses a farmer moves an order through (the forward path). */
export const FORWARD_STATUSES = ['Pending', 'In Transit', 'Delivered'] as const

/** Still to be delivered: what a farmer has to act on. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['Pending', 'In Transit']
/** Ended without delivery. */
export const ENDED_STATUSES: readonly OrderStatus[] = ['Cancelled', 'Declined']

/** The filters of the farmer's supply-chain page. */
export const STATUS_FILTERS = ['open', 'done', 'cancelled', 'all'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

export function matchesFilter(status: OrderStatus, filter: StatusFilter): boolean {
  switch (filter) {
    case 'open':
      return OPEN_STATUSES.includes(status)
    case 'done':
      return status === 'Delivered'
    case 'cancelled':
      return ENDED_STATUSES.includes(status)
    case 'all':
      return true
  }
}

const NEXT: Record<OrderStatus, OrderStatus | null> = {
  Pending: 'In Transit',
  'In Transit': 'Delivered',
  Delivered: null,
  Cancelled: null,
  Declined: null,
}

/** The next status after `from`, or null when the order is finished. */
export const nextStatus = (from: OrderStatus): OrderStatus | null => NEXT[from]

export type MoveRefusalCode =
  'supply_chain.wrong_step' | 'supply_chain.finished' | 'supply_chain.transport_required'

/**
 * The one allowed move from `from` (orders only go forward). Moving to In Transit names the transport
 * (a vehicle number, a carrier); any other move is refused, saying which move is allowed.
 */
export function advance(
  from: OrderStatus,
  to: OrderStatus,
  transport?: string | null,
): { ok: true; status: OrderStatus } | { ok: false; refusal: Refusal<MoveRefusalCode> } {
  const allowed = NEXT[from]
  if (allowed !== to) {
    return {
      ok: false,
      refusal: allowed
        ? { code: 'supply_chain.wrong_step', params: { from, allowed, to }, field: 'status' }
        : { code: 'supply_chain.finished', params: { from, to }, field: 'status' },
    }
  }
  if (to === 'In Transit' && !transport?.trim())
    return { ok: false, refusal: { code: 'supply_chain.transport_required', field: 'transport' } }
  return { ok: true, status: to }
}

export type EndRefusalCode = 'order.not_cancellable' | 'supply_chain.not_declinable'

/**
 * A buyer cancels a line, or a farmer declines it: only while it is Pending (once on its way, the
 * two sides settle it on delivery). The quantity goes back to the listing in the same step.
 */
export function endLine(
  from: OrderStatus,
  as: 'Cancelled' | 'Declined',
): { ok: true; status: OrderStatus } | { ok: false; refusal: Refusal<EndRefusalCode> } {
  if (from === 'Pending') return { ok: true, status: as }
  return {
    ok: false,
    refusal:
      as === 'Cancelled'
        ? { code: 'order.not_cancellable', params: { status: from } }
        : { code: 'supply_chain.not_declinable', params: { status: from }, field: 'status' },
  }
}
