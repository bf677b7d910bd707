import type { Refusal } from '../http/refusal.ts'

export const ORDER_STATUSES = ['Pending', 'In Transit', 'Delivered'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

const NEXT: Record<OrderStatus, OrderStatus | null> = {
  Pending: 'In Transit',
  'In Transit': 'Delivered',
  Delivered: null,
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
