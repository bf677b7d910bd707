import { z } from 'zod'
import { LIVE_EVENTS } from '../live/events.ts'
import { FORWARD_STATUSES, ORDER_STATUSES } from '../orders/order-status.ts'
import { OrderAmountsSchema } from '../orders/amounts.ts'
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../orders/payment.ts'
import { PAYOUT_STATES } from '../payments/payouts.ts'
import { REFUND_STAGES } from '../payments/refunds.ts'
import { CODE_RULE } from '../deliveries/deliveries.contract.ts'
import { DELIVERY_CODE_RE } from '../deliveries/delivery-rules.ts'

export const OrderStatusSchema = z.enum(ORDER_STATUSES)

/** The statuses a farmer moves an order to (declining has its own route). */
export const ForwardStatusSchema = z.enum(FORWARD_STATUSES, {
  error: 'Status must be Pending, In Transit or Delivered.',
})

/** One supply-chain order as the farmer sees it: what to deliver, to whom, and how far it has got. */
export const SupplyChainOrderSchema = z.object({
  id: z.string(),
  crop: z.string(),
  buyerName: z.string(),
  /** The buyer's order number (null for demo data). */
  orderNumber: z.string().nullable(),
  /** Where and to whom to deliver, from the buyer's checkout (null for demo data). */
  delivery: z.object({ name: z.string(), address: z.string(), phone: z.string() }).nullable(),
  /** What this line costs the buyer, in paise (null for demo data). */
  amountPaise: z.number().int().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
  /** A line paid online: the farmer's share held until delivery, released, … (null: none). */
  payout: z.enum(PAYOUT_STATES).nullable().optional(),
  /** A refund of the line to the buyer, if any: its amount and the gateway's state, as the buyer reads it. */
  refund: z
    .object({ amountPaise: z.number().int(), stage: z.enum(REFUND_STAGES) })
    .nullable()
    .optional(),
  /**
   * The line's amounts by its order's rules (core lineAmounts): ordered, cancelled or declined,
   * refunded, paid, due (null for demo data).
   */
  amounts: OrderAmountsSchema.nullable().optional(),
  /**
   * Refunded after its payout was released or settled: what the farmer owes back, taken from their
   * next payouts (`recoveredPaise` so far).
   */
  recovery: z
    .object({ amountPaise: z.number().int(), recoveredPaise: z.number().int() })
    .nullable()
    .optional(),
  /** Whole kg. */
  quantityKg: z.number().int(),
  status: OrderStatusSchema,
  /** Why the farmer declined it (Declined only). */
  statusReason: z.string().nullable(),
  transport: z.string().nullable(),
  /** The buyer's order line it came from (null for demo data). */
  orderItemId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SupplyChainOrder = z.infer<typeof SupplyChainOrderSchema>

export const SupplyChainListSchema = z.object({ items: z.array(SupplyChainOrderSchema) })
export type SupplyChainList = z.infer<typeof SupplyChainListSchema>

export const TRANSPORT_MAX = 60

const transportText = z
  .string({ error: 'Transport must be text, for example a vehicle number.' })
  .trim()
  .max(TRANSPORT_MAX, `Transport: at most ${TRANSPORT_MAX} characters.`)

export const MoveSupplyChainOrderInputSchema = z.object({
  status: ForwardStatusSchema,
  transport: transportText.optional(),
  /** Delivered: the buyer's 4-digit delivery code (confirms the delivery at once)… */
  code: z.string().trim().regex(DELIVERY_CODE_RE, CODE_RULE).optional(),
  /** …or none, the buyer not reachable: the buyer then has 48 hours to confirm. */
  withoutCode: z.literal(true).optional(),
})
export type MoveSupplyChainOrderInput = z.infer<typeof MoveSupplyChainOrderInputSchema>

/** The farmer's transport form: In Transit needs a transport (the server refuses a blank one too). */
export const TransportInputSchema = z.object({
  transport: transportText.min(1, 'Please enter the transport, for example a vehicle number.'),
})

export const DECLINE_REASON_MAX = 200

export const DeclineSupplyChainOrderInputSchema = z.object({
  reason: z
    .string({ error: 'Tell the buyer why you decline this order.' })
    .trim()
    .min(1, 'Tell the buyer why you decline this order.')
    .max(DECLINE_REASON_MAX, `Reason: at most ${DECLINE_REASON_MAX} characters.`),
})

/** How many of the farmer's orders wait for them (Pending or In Transit). */
export const SupplyChainSummarySchema = z.object({
  open: z.number().int(),
  pending: z.number().int(),
})
export type SupplyChainSummary = z.infer<typeof SupplyChainSummarySchema>

/** Any id string: one that is not a UUID simply matches nothing (404), as an unknown one does. */
export const SupplyChainIdParamsSchema = z.object({ id: z.string().max(64) })

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** True for a string the database can compare with a uuid column. */
export const isUuid = (id: string) => UUID_RE.test(id)

/** What the buyer's stream receives when a farmer moves an order (topic `buyer:<id>`, type 'order-status'). */
export const OrderStatusEventSchema = z.object({
  orderItemId: z.string().nullable(),
  supplyChainOrderId: z.string(),
  status: OrderStatusSchema,
  statusReason: z.string().nullable().optional(),
  transport: z.string().nullable(),
  updatedAt: z.string(),
})
export type OrderStatusEvent = z.infer<typeof OrderStatusEventSchema>

/** Live event types on the farmer's and the buyer's streams (names in core/live/events.ts). */
export const SUPPLY_CHAIN_EVENT = LIVE_EVENTS.supplyChain
export const ORDER_STATUS_EVENT = LIVE_EVENTS.orderStatus
