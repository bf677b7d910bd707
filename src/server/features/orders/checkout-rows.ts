import type { z } from 'zod'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { LIVE_EVENTS } from '#core/live/events.ts'
import { orderAmounts } from '#core/orders/amounts.ts'
import {
  paymentStatusFor,
  type CreateOrderInputSchema,
  type Order,
} from '#core/orders/orders.contract.ts'
import type { PricedLine } from '#core/orders/pricing.ts'
import { deliveryCodeFor } from '#server/services/delivery-code.ts'
import { buyerTopic } from '#server/services/live.ts'
import { outboxRecord, outboxRows } from '#server/services/outbox.ts'
import { newOrderWrites } from '#server/services/supply-chain-orders.ts'
import type { LockedListing } from './checkout-sql.ts'

// What a checkout batch writes for the orders it accepted (the rows of its one statement) and
// answers for each (the order as those rows hold it).

/** The parsed body of POST /api/orders (phone normalised, text trimmed). */
export type CreateOrder = z.output<typeof CreateOrderInputSchema>

/** An order the batch decided to place, with every id its rows will have. */
export interface AcceptedOrder<J extends { buyer: SessionUser; input: CreateOrder }> {
  job: J
  orderId: string
  orderNumber: string
  lines: PricedLine[]
  /** The lines' ids, in cart order. */
  lineIds: string[]
  /** Each line's supply-chain order id. */
  supplyChainIds: string[]
  totalPaise: number
}

/**
 * The rows of WRITE_BATCH for the accepted orders: the orders, their lines, the live events and
 * the messages. Every line, catalogue ones too, has a farmer (the listing's, in `farmers`) who
 * moves it to Delivered, hears of it live and by SMS and email; the buyer's other tabs hear of
 * the order live, and the buyer gets the order's confirmation (its lines, amount, payment and
 * each line's delivery code) by SMS and email at once.
 */
export function batchRows<J extends { buyer: SessionUser; input: CreateOrder }>(
  accepted: ReadonlyArray<AcceptedOrder<J>>,
  farmers: ReadonlyMap<string, LockedListing>,
  noticeDelayMs: number,
) {
  const orderRows = accepted.map((a) => ({
    id: a.orderId,
    order_number: a.orderNumber,
    buyer_id: a.job.buyer.id,
    buyer_name: a.job.buyer.name,
    idempotency_key: a.job.input.idempotencyKey,
    delivery_name: a.job.input.delivery.fullName,
    delivery_address: a.job.input.delivery.address,
    delivery_phone: a.job.input.delivery.phone,
    payment_method: a.job.input.payment,
    payment_status: paymentStatusFor(a.job.input.payment),
    total_paise: a.totalPaise,
  }))
  const lineRows = accepted.flatMap((a) =>
    a.lines.map((l, i) => ({
      id: a.lineIds[i],
      order_id: a.orderId,
      supply_chain_id: a.supplyChainIds[i],
      kind: l.kind,
      catalogue_id: l.catalogueId,
      product_id: l.listingId,
      name: l.name,
      unit_price_paise: l.unitPricePaise,
      quantity_kg: l.quantityKg,
      line_total_paise: l.lineTotalPaise,
      farmer_id: l.farmerId,
      farmer_name: l.farmerName,
    })),
  )
  const eventRows: Array<{
    seq: number
    order_id: string
    topic: string
    type: string
    payload: unknown
    stamped: boolean
  }> = []
  const messageRows: Array<
    ReturnType<typeof outboxRecord> & { order_id: string; delay_ms: number }
  > = []
  for (const a of accepted) {
    const { job } = a
    a.lines.forEach((l, i) => {
      const farmer = farmers.get(l.farmerId)
      if (!farmer) throw new Error('bug: a line whose farmer was not read with its listing')
      const writes = newOrderWrites(
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- one id per line
        a.supplyChainIds[i]!,
        {
          farmerId: l.farmerId,
          crop: l.name,
          buyerId: job.buyer.id,
          buyerName: job.buyer.name,
          orderNumber: a.orderNumber,
          quantityKg: l.quantityKg,
          orderItemId: a.lineIds[i] ?? null,
          facts: {
            delivery: {
              name: job.input.delivery.fullName,
              address: job.input.delivery.address,
              phone: job.input.delivery.phone,
            },
            amountPaise: l.lineTotalPaise,
            paymentMethod: job.input.payment,
            paymentStatus: paymentStatusFor(job.input.payment),
          },
        },
        {
          name: farmer.farmerName,
          phone: farmer.farmerPhone,
          email: farmer.farmerEmail,
          language: farmer.farmerLanguage,
        },
      )
      eventRows.push({ seq: eventRows.length, order_id: a.orderId, ...writes.event, stamped: true })
      // The farmer's SMS and email wait out the notice delay: a line the buyer cancels meanwhile
      // withdraws them (endSupplyChainOrder), so order-and-cancel sends the farmer nothing.
      for (const m of writes.messages)
        messageRows.push({
          order_id: a.orderId,
          ...outboxRecord(m),
          delay_ms: noticeDelayMs,
        })
    })
  }
  for (const a of accepted) messageRows.push(...orderPlacedRows(a))
  for (const a of accepted)
    eventRows.push({
      seq: eventRows.length,
      order_id: a.orderId,
      topic: buyerTopic(a.job.buyer.id),
      type: LIVE_EVENTS.orderPlaced,
      payload: { orderId: a.orderId },
      stamped: false,
    })
  return { orderRows, lineRows, eventRows, messageRows }
}

/** The buyer's confirmation of a placed order ('Order … placed: 5 kg Onion from Ravi, ₹150.00, UPI.'). */
function orderPlacedRows<J extends { buyer: SessionUser; input: CreateOrder }>(
  a: AcceptedOrder<J>,
) {
  const { buyer, input } = a.job
  return outboxRows(
    {
      userId: buyer.id,
      kind: 'orderPlaced',
      data: {
        orderNumber: a.orderNumber,
        lines: a.lines.map((l, i) => ({
          quantityKg: l.quantityKg,
          crop: l.name,
          farmer: l.farmerName,
          // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- one id per line
          code: deliveryCodeFor(a.lineIds[i]!),
        })),
        totalPaise: a.totalPaise,
        payment: input.payment,
        address: input.delivery.address,
      },
      eventKey: `orderPlaced:${a.orderId}`,
    },
    { name: buyer.name, phone: buyer.phone, email: buyer.email },
    buyer.language,
  ).map((m) => ({ order_id: a.orderId, ...outboxRecord(m), delay_ms: 0 }))
}

/** A just-placed order as its rows hold it: every line Pending with its supply-chain order. */
export function placedOrder<J extends { buyer: SessionUser; input: CreateOrder }>(
  a: AcceptedOrder<J>,
  at: string,
  payment: Order['payment'],
): Order {
  const { input } = a.job
  const order: Omit<Order, 'amounts'> = {
    id: a.orderId,
    number: a.orderNumber,
    createdAt: at,
    paymentMethod: input.payment,
    paymentStatus: paymentStatusFor(input.payment),
    payment,
    totalPaise: a.totalPaise,
    delivery: {
      fullName: input.delivery.fullName,
      address: input.delivery.address,
      phone: input.delivery.phone,
    },
    lines: a.lines.map((l, i) => ({
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- one id per line
      id: a.lineIds[i]!,
      kind: l.kind,
      catalogueId: l.catalogueId,
      productId: l.listingId,
      name: l.name,
      unitPricePaise: l.unitPricePaise,
      quantityKg: l.quantityKg,
      lineTotalPaise: l.lineTotalPaise,
      farmerName: l.farmerName,
      status: 'Pending',
      statusReason: null,
      transport: null,
      supplyChainOrderId: a.supplyChainIds[i] ?? null,
      updatedAt: at,
    })),
  }
  return { ...order, amounts: orderAmounts(order) }
}
