export const ORDER_STATUSES = ['Pending', 'In Transit', 'Delivered'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

const NEXT: Record<OrderStatus, OrderStatus | null> = {
  Pending: 'In Transit',
  'In Transit': 'Delivered',
  Delivered: null,
}

/** The next status after `from`, or null when the order is finished. */
export const nextStatus = (from: OrderStatus): OrderStatus | null => NEXT[from]

/**
 * The one allowed move from `from` (STYLE.md §3). Moving to In Transit names the transport
 * (a vehicle number, a carrier); any other move is refused with the reason.
 */
export function advance(
  from: OrderStatus,
  to: OrderStatus,
  transport?: string | null,
): { ok: true; status: OrderStatus } | { ok: false; reason: string } {
  if (NEXT[from] !== to) {
    const allowed = NEXT[from]
    return {
      ok: false,
      reason: allowed
        ? `An order that is ${from} can only move to ${allowed}, not ${to}.`
        : `This order is already ${from}; it cannot move to ${to}.`,
    }
  }
  if (to === 'In Transit' && !transport?.trim()) {
    return { ok: false, reason: 'Name the transport (for example a vehicle number) to move the order to In Transit.' }
  }
  return { ok: true, status: to }
}
