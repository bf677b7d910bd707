import type { Order, OrderLineInput } from './orders.contract.ts'

/** What a request asked for, in a form an order already placed can be compared with. */
interface OrderRequest {
  lines: OrderLineInput[]
  delivery: { fullName: string; address: string; phone: string }
  payment: Order['paymentMethod']
}

const lineKey = (l: {
  kind: string
  catalogueId?: number | null
  productId?: string | null
  quantityKg: number
}) =>
  l.kind === 'catalogue' ? `c:${l.catalogueId}:${l.quantityKg}` : `l:${l.productId}:${l.quantityKg}`

/**
 * True when `order` is what `request` (already parsed: text trimmed, phone normalised) would
 * place: the same lines in the same order, delivery details and payment method. A key sent again
 * with another cart is a client bug or a forged request; answering with the first order would
 * tell the buyer their new cart was placed when it was not.
 */
export function isSameOrder(order: Order, request: OrderRequest): boolean {
  if (order.paymentMethod !== request.payment) return false
  const d = order.delivery
  if (
    d.fullName !== request.delivery.fullName ||
    d.address !== request.delivery.address ||
    d.phone !== request.delivery.phone
  )
    return false
  const asked = request.lines.map((l) =>
    lineKey(l.kind === 'catalogue' ? { ...l, quantityKg: 1 } : l),
  )
  const placed = order.lines.map(lineKey)
  return asked.length === placed.length && asked.every((k, i) => k === placed[i])
}
