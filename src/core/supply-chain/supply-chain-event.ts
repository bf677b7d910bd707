import { ORDER_STATUSES } from '../orders/order-status.ts'
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../orders/payment.ts'
import { PAYOUT_STATES } from '../payments/payouts.ts'
import type { SupplyChainOrder } from './supply-chain.contract.ts'

/**
 * A farmer's live supply-chain event (LIVE_EVENTS.supplyChain), read without zod: every farmer page listens for new orders
 * (the header's notices), and zod is ≈26 kB gzip and 90–300 ms of work at Lighthouse's 4×
 * slowdown in that page's load (issues 20/21). The server sends what its SupplyChainOrderSchema
 * allows; this guard takes the same values (supply-chain-event.test.ts runs both on the same
 * inputs), and the client fetches the list instead of an event it cannot read.
 */
const isText = (v: unknown): v is string => typeof v === 'string'
const isTextOrNull = (v: unknown) => v === null || isText(v)
const isIntOrNull = (v: unknown) => v === null || Number.isSafeInteger(v)
const isOneOf = (values: readonly string[], v: unknown) => isText(v) && values.includes(v)
const isOneOfOrNull = (values: readonly string[], v: unknown) => v === null || isOneOf(values, v)
const isFields = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

function isDelivery(v: unknown) {
  return v === null || (isFields(v) && isText(v.name) && isText(v.address) && isText(v.phone))
}

/** True when `data` is a supply-chain order as the contract describes it. */
export function isSupplyChainOrder(data: unknown): data is SupplyChainOrder {
  if (!isFields(data)) return false
  const o = data
  return (
    isText(o.id) &&
    isText(o.crop) &&
    isText(o.buyerName) &&
    isTextOrNull(o.orderNumber) &&
    isDelivery(o.delivery) &&
    isIntOrNull(o.amountPaise) &&
    isOneOfOrNull(PAYMENT_METHODS, o.paymentMethod) &&
    isOneOfOrNull(PAYMENT_STATUSES, o.paymentStatus) &&
    (o.payout === undefined || isOneOfOrNull(PAYOUT_STATES, o.payout)) &&
    Number.isSafeInteger(o.quantityKg) &&
    isOneOf(ORDER_STATUSES, o.status) &&
    isTextOrNull(o.statusReason) &&
    isTextOrNull(o.transport) &&
    isTextOrNull(o.orderItemId) &&
    isText(o.createdAt) &&
    isText(o.updatedAt)
  )
}
