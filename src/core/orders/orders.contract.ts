import { z } from 'zod'
import { limitParam, pageParam } from '../http/paging.ts'
import { normalizeIndianMobile, PHONE_RULE } from '../auth/phone.ts'
import type { OrderStatusEvent } from '../supply-chain/supply-chain.contract.ts'
import { orderAmounts, OrderAmountsSchema } from './amounts.ts'
import { ORDER_LINE_KINDS } from './line-kinds.ts'
import { ORDER_STATUSES } from './order-status.ts'
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payment.ts'
import { displayText } from '../text/safe-text.ts'
import { PaymentSummarySchema } from '../payments/payments.contract.ts'
import { CART_QUANTITY_RULE, ONLY_KG_LEFT, ONLY_ONE_KG_LEFT } from './cart-quantity.ts'
import { MAX_LINE_KG, MAX_ORDER_LINES } from './order-limits.ts'

export * from './payment.ts'
export * from './order-limits.ts'
export { CART_QUANTITY_RULE, ONLY_KG_LEFT, ONLY_ONE_KG_LEFT } from './cart-quantity.ts'

export const ENTER_FULL_NAME = 'Please enter your full name.'
export const ENTER_ADDRESS = 'Please enter your delivery address.'
export const ENTER_PHONE = 'Please enter your contact number.'
export const ORDER_PLACED = 'Order Placed Successfully!'
/** A line without the price per kg the buyer was shown (scripts; the web client always sends it). */
export const SEEN_PRICE_MISSING =
  'Each cart line needs seenPricePaise: the price per kg, in paise, that the buyer was shown.'

const quantityKg = z
  .number({ error: 'Quantity must be a whole number of kg.' })
  .int('Quantity must be a whole number of kg.')
  .min(1, 'Quantity must be at least 1 kg.')
  .max(MAX_LINE_KG, `Quantity: at most ${MAX_LINE_KG} kg in one line.`)

/**
 * The quantity a buyer types on a listing's page: whole kg, at least 1 and at most `max` (what is
 * left, capped at one line's limit). The texts are templates: the page fills in {max}. The page
 * loads it (and zod) when the buyer first submits a quantity.
 */
export const cartQuantitySchema = (max: number) =>
  z.object({
    quantity: z
      .string()
      .trim()
      .refine(
        (text) => text !== '' && Number.isInteger(Number(text)) && Number(text) >= 1,
        CART_QUANTITY_RULE,
      )
      .transform(Number)
      .refine((n) => n <= max, max === 1 ? ONLY_ONE_KG_LEFT : ONLY_KG_LEFT),
  })

/**
 * The price per kg (paise) the buyer saw for a line, required: when it is not the listing's price
 * now, the order is refused (409 `order.price_changed`, with the prices now) instead of charged
 * silently. A client that leaves it out is refused (400), never charged the price of the moment.
 */
const seenPricePaise = z
  .number({
    error: (issue) =>
      issue.input === undefined
        ? SEEN_PRICE_MISSING
        : 'The price you saw must be a whole number of paise.',
  })
  .int('The price you saw must be a whole number of paise.')
  .positive('The price you saw must be a whole number of paise.')

export const CatalogueLineSchema = z.object({
  kind: z.literal('catalogue'),
  catalogueId: z
    .number({ error: 'Choose a product from the catalogue.' })
    .int('Choose a product from the catalogue.')
    .min(0, 'Choose a product from the catalogue.'),
  /** Whole kg; 1 when left out. */
  quantityKg: quantityKg.default(1),
  seenPricePaise,
})
export const ListingLineSchema = z.object({
  kind: z.literal('listing'),
  productId: z.uuid('Choose a product from a farmer’s listing.'),
  quantityKg,
  seenPricePaise,
})
export const OrderLineInputSchema = z.discriminatedUnion(
  'kind',
  [CatalogueLineSchema, ListingLineSchema],
  {
    error: 'Each cart line must be a catalogue item or a farmer’s listing.',
  },
)
export type OrderLineInput = z.infer<typeof OrderLineInputSchema>

const requiredText = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label}: at most ${max} characters.`)

export const DeliverySchema = z.object({
  /** Shown to the farmers who deliver: see safe-text.ts. */
  fullName: displayText({ blank: ENTER_FULL_NAME, max: 120, label: 'Full Name' }),
  address: requiredText(ENTER_ADDRESS, 500, 'Delivery Address').refine(
    (a) => a.length >= 10,
    'Please enter your full delivery address (house, street, town and PIN code).',
  ),
  phone: requiredText(ENTER_PHONE, 32, 'Contact Number')
    .refine((p) => normalizeIndianMobile(p) !== null, PHONE_RULE)
    // The refine above has checked it normalises; the fallback only satisfies the types.
    .transform((p) => normalizeIndianMobile(p) ?? p),
})
export type Delivery = z.infer<typeof DeliverySchema>

export const CreateOrderInputSchema = z.object({
  lines: z
    .array(OrderLineInputSchema, { error: 'Your cart is empty.' })
    .min(1, 'Your cart is empty. Add a product before checking out.')
    .max(MAX_ORDER_LINES, `An order can hold at most ${MAX_ORDER_LINES} lines.`),
  delivery: DeliverySchema,
  payment: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method: COD, UPI or Card.' }),
  idempotencyKey: z
    .string({ error: 'The order is missing its idempotency key; reload the page and try again.' })
    .regex(
      /^[\w-]{8,100}$/,
      'The order’s idempotency key is not valid; reload the page and try again.',
    ),
})
export type CreateOrderInput = z.input<typeof CreateOrderInputSchema>

export const OrderLineSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_LINE_KINDS),
  catalogueId: z.number().nullable(),
  productId: z.string().nullable(),
  name: z.string(),
  unitPricePaise: z.number().int(),
  quantityKg: z.number().int(),
  lineTotalPaise: z.number().int(),
  farmerName: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** Why the farmer declined the line (Declined only). */
  statusReason: z.string().nullable(),
  transport: z.string().nullable(),
  supplyChainOrderId: z.string().nullable(),
  updatedAt: z.string(),
})
export type OrderLine = z.infer<typeof OrderLineSchema>

export const OrderSchema = z.object({
  id: z.string(),
  /** What people read and say: `FT-2611-482137`. */
  number: z.string(),
  createdAt: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** The online payment (UPI, Card): its state, refunds and expiry; null for Cash on Delivery. */
  payment: PaymentSummarySchema.nullable().optional(),
  totalPaise: z.number().int(),
  /** What the order adds up to now, from its lines, payment and refunds (core orderAmounts). */
  amounts: OrderAmountsSchema,
  delivery: z.object({ fullName: z.string(), address: z.string(), phone: z.string() }),
  lines: z.array(OrderLineSchema),
})
export type Order = z.infer<typeof OrderSchema>

/** A delivery address the buyer used before, as checkout offers it. */
export const PastAddressSchema = z.object({
  fullName: z.string(),
  address: z.string(),
  phone: z.string(),
})
export type PastAddress = z.infer<typeof PastAddressSchema>
/** The buyer's last distinct delivery addresses, newest first (at most PAST_ADDRESSES_MAX). */
export const PastAddressListSchema = z.object({ items: z.array(PastAddressSchema) })
export const PAST_ADDRESSES_MAX = 3

/** An order by its number, as people read it: `FT-2611-482137`. */
export const OrderNumberParamsSchema = z.object({ number: z.string().max(32) })

export const OrderLineParamsSchema = z.object({
  orderId: z.string().max(64),
  lineId: z.string().max(64),
})

export const OrdersQuerySchema = z.object({ page: pageParam, limit: limitParam(50, 20) })
export const OrderListSchema = z.object({ items: z.array(OrderSchema), total: z.number().int() })
export type OrderList = z.infer<typeof OrderListSchema>

/**
 * Applies a live status event (type 'order-status' on `buyer:<id>`, core/supply-chain contract) to
 * a list of orders: a new list, or the same one when no line matches.
 */
export function applyStatusEvent(list: OrderList, e: OrderStatusEvent): OrderList {
  let changed = false
  const items = list.items.map((o) => {
    if (!o.lines.some((l) => l.id === e.orderItemId)) return o
    changed = true
    return {
      ...o,
      lines: o.lines.map((l) =>
        l.id === e.orderItemId
          ? {
              ...l,
              status: e.status,
              statusReason: e.statusReason ?? l.statusReason,
              transport: e.transport ?? l.transport,
              updatedAt: e.updatedAt,
            }
          : l,
      ),
    }
  })
  return changed ? { ...list, items: items.map((o) => ({ ...o, amounts: orderAmounts(o) })) } : list
}

/** The largest order total the database holds (int4 paise), about ₹2.1 crore. */
export const MAX_ORDER_TOTAL_PAISE = 2_147_483_647

/** The checkout form: where to deliver and how the buyer pays. */
export const CheckoutFormSchema = DeliverySchema.extend({
  payment: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method: COD, UPI or Card.' }),
})
