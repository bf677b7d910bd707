import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { endLine } from '#core/orders/order-status.ts'
import {
  ORDER_STATUS_EVENT,
  SUPPLY_CHAIN_EVENT,
  type OrderStatusEvent,
} from '#core/supply-chain/supply-chain.contract.ts'
import type { Executor } from '#server/db/client.ts'
import { listings, orderItems, supplyChainOrders, users } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { buyerTopic, farmerTopic, publishLiveEvent, publishLiveEvents } from './live.ts'
import { enqueue, enqueueRows, outboxRows, withdrawUnclaimed } from './outbox.ts'
import { refundLine } from './payments.ts'
import {
  loadSupplyChainOrders,
  newLineAmounts,
  toSupplyChainOrderDto,
  type DeliveryFacts,
  type SupplyChainOrderDto,
} from './supply-chain-order-views.ts'

// A supply-chain order is written by checkout (features/orders) and read and moved by the farmer
// (features/supply-chain). The one writer lives here and its one shape in
// supply-chain-order-views.ts, so neither feature imports the other.

export interface CreateSupplyChainOrderInput {
  farmerId: string
  crop: string
  buyerId: string
  buyerName: string
  orderNumber: string | null
  /** Whole kg. */
  quantityKg: number
  orderItemId: string | null
  /** For the live event: what the farmer needs to deliver it. */
  facts: DeliveryFacts | null
}

/** The farmer as the new-order messages address them (read from the account when left out). */
export interface Recipient {
  name: string
  phone: string | null
  email: string | null
  language: string
}

/**
 * Creates a Pending supply-chain order for a farmer and announces it on the farmer's live stream,
 * and by SMS and email ('New order {number}: {qty} kg {crop} for {buyer}.'). Call it inside the
 * checkout's transaction so the order, its line, the event and the messages commit together.
 */
export async function createSupplyChainOrder(
  tx: Executor,
  input: CreateSupplyChainOrderInput,
): Promise<SupplyChainOrderDto> {
  const [dto] = await createSupplyChainOrders(tx, [input])
  if (!dto) throw new Error('insert returned no supply-chain order')
  return dto
}

/**
 * `createSupplyChainOrder` for many lines at once: one INSERT, one statement for the live events
 * and one for the messages, whatever the number of lines; the farmers' contact details are read in
 * one query. (Checkout writes the same rows in its own batch statement, from `newOrderWrites`.)
 */
export async function createSupplyChainOrders(
  tx: Executor,
  inputs: CreateSupplyChainOrderInput[],
): Promise<SupplyChainOrderDto[]> {
  if (inputs.length === 0) return []
  const ids = inputs.map(() => randomUUID())
  const inserted = await tx
    .insert(supplyChainOrders)
    .values(
      inputs.map((input, i) => ({
        id: ids[i],
        farmerId: input.farmerId,
        crop: input.crop,
        buyerId: input.buyerId,
        buyerName: input.buyerName,
        orderNumber: input.orderNumber,
        quantityKg: input.quantityKg,
        orderItemId: input.orderItemId,
        status: 'Pending' as const,
      })),
    )
    .returning()
  const byId = new Map(inserted.map((r) => [r.id, r]))
  const made = inputs.map((input, i) => {
    const row = byId.get(ids[i] ?? '')
    if (!row) throw new Error('insert returned no supply-chain order')
    return { input, row, dto: toSupplyChainOrderDto(row, input.facts) }
  })
  await publishLiveEvents(tx, [
    ...made.map(({ input, dto }) => ({
      topic: farmerTopic(input.farmerId),
      type: SUPPLY_CHAIN_EVENT,
      payload: dto,
    })),
  ])
  const told = made.filter(
    (m): m is (typeof made)[number] & { input: NewOrderLine } =>
      m.input.orderNumber !== null && m.input.facts !== null,
  )
  const known = new Map<string, Recipient>()
  const missing = [...new Set(told.map((t) => t.input.farmerId))]
  if (missing.length > 0) {
    const found = await tx
      .select({
        id: users.id,
        name: users.name,
        phone: users.phone,
        email: users.email,
        language: users.language,
      })
      .from(users)
      .where(inArray(users.id, missing))
    for (const f of found) known.set(f.id, f)
  }
  await enqueueRows(
    tx,
    told.flatMap(({ input, row }) =>
      newOrderMessages(
        row.id,
        input,
        known.get(input.farmerId) ?? { name: '', phone: null, email: null, language: 'en' },
      ),
    ),
  )
  return made.map((m) => m.dto)
}

/** A checkout line's supply-chain order (its order number and delivery facts known). */
export type NewOrderLine = CreateSupplyChainOrderInput & {
  orderNumber: string
  facts: DeliveryFacts
}

/**
 * What `createSupplyChainOrder` writes for one checkout line, made here and written by the
 * checkout's own statement (features/orders/orders.repo.ts, one statement for the whole batch): the
 * row, the farmer's live event without its two times (the statement adds the transaction's time,
 * the rows' default) and the farmer's SMS and email. Same shape, same keys as `createSupplyChainOrders`.
 */
export function newOrderWrites(id: string, input: NewOrderLine, to: Recipient) {
  const dto: Omit<SupplyChainOrderDto, 'createdAt' | 'updatedAt'> = {
    id,
    crop: input.crop,
    buyerName: input.buyerName,
    orderNumber: input.orderNumber,
    delivery: input.facts.delivery,
    amountPaise: input.facts.amountPaise,
    paymentMethod: input.facts.paymentMethod,
    paymentStatus: input.facts.paymentStatus,
    quantityKg: input.quantityKg,
    status: 'Pending',
    statusReason: null,
    transport: null,
    orderItemId: input.orderItemId,
    amounts: newLineAmounts(input.facts, 'Pending'),
    recovery: null,
  }
  return {
    event: { topic: farmerTopic(input.farmerId), type: SUPPLY_CHAIN_EVENT, payload: dto },
    messages: newOrderMessages(id, input, to),
  }
}

/** The farmer's SMS and email for a new supply-chain order ('New order {number}: …'). */
function newOrderMessages(id: string, input: NewOrderLine, to: Recipient) {
  return outboxRows(
    {
      userId: input.farmerId,
      kind: 'newOrder',
      data: {
        orderNumber: input.orderNumber,
        quantityKg: input.quantityKg,
        crop: input.crop,
        party: input.buyerName,
        address: input.facts.delivery.address,
        amountPaise: input.facts.amountPaise,
        payment: input.facts.paymentMethod,
      },
      eventKey: `newOrder:${id}`,
    },
    to,
    to.language,
  )
}

/**
 * Ends a Pending line without delivery — the buyer cancels it or the farmer declines it (core
 * `endLine`) — in the caller's transaction: the supply-chain order and the buyer's line change
 * together (conditional on still being Pending, so a concurrent move or cancel wins once), the kg
 * go back to the listing, both sides hear it live, and the other side by SMS.
 */
export async function endSupplyChainOrder(
  tx: Executor,
  current: typeof supplyChainOrders.$inferSelect,
  as: 'Cancelled' | 'Declined',
  reason: string | null,
): Promise<SupplyChainOrderDto> {
  const end = endLine(current.status, as)
  if (!end.ok) throw HttpError.from(end.refusal)
  const now = new Date()
  const [row] = await tx
    .update(supplyChainOrders)
    .set({ status: end.status, statusReason: reason, updatedAt: now })
    .where(and(eq(supplyChainOrders.id, current.id), eq(supplyChainOrders.status, 'Pending')))
    .returning()
  if (!row) throw new HttpError('supply_chain.moved_meanwhile', undefined, { field: 'status' })
  if (row.orderItemId) {
    const [item] = await tx
      .update(orderItems)
      .set({ status: row.status, statusReason: reason, updatedAt: now })
      .where(eq(orderItems.id, row.orderItemId))
      .returning({ listingId: orderItems.listingId, quantityKg: orderItems.quantityKg })
    if (item?.listingId) {
      await tx
        .update(listings)
        .set({ quantityKg: sql`${listings.quantityKg} + ${item.quantityKg}`, updatedAt: now })
        .where(eq(listings.id, item.listingId))
    }
    // Paid online: the line's amount goes back to the buyer (after commit, by the payments worker).
    await refundLine(tx, {
      orderItemId: row.orderItemId,
      reason: as === 'Cancelled' ? 'Cancelled by the buyer' : `Declined: ${reason ?? ''}`.trim(),
    })
  }
  const [dto] = await loadSupplyChainOrders(tx, eq(supplyChainOrders.id, row.id), 1)
  if (!dto) throw new Error('an ended supply-chain order vanished in its own transaction')
  await publishLiveEvent(tx, farmerTopic(row.farmerId), SUPPLY_CHAIN_EVENT, dto)
  const buyerEvent: OrderStatusEvent = {
    orderItemId: row.orderItemId,
    supplyChainOrderId: row.id,
    status: row.status,
    statusReason: reason,
    transport: row.transport,
    updatedAt: dto.updatedAt,
  }
  await publishLiveEvent(tx, buyerTopic(row.buyerId), ORDER_STATUS_EVENT, buyerEvent)
  // The farmer's new-order SMS and email wait out NEW_ORDER_NOTICE_DELAY (checkout): a line that
  // ends before they go withdraws them, and the farmer, never told of it, is not told it ended.
  const withdrawn = await withdrawUnclaimed(
    tx,
    `newOrder:${row.id}`,
    as === 'Cancelled'
      ? 'Not sent: the buyer cancelled the line before the farmer was told.'
      : 'Not sent: the farmer declined the line before the message went.',
  )
  if (row.orderNumber) {
    const line = { orderNumber: row.orderNumber, quantityKg: row.quantityKg, crop: row.crop }
    if (as === 'Cancelled' && withdrawn.length < 2) {
      const eventKey = `orderCancelled:${row.id}`
      await enqueue(tx, {
        userId: row.farmerId,
        kind: 'orderCancelled',
        data: { ...line, party: row.buyerName },
        eventKey,
      })
      // A channel whose new-order message was withdrawn says nothing of the cancellation either.
      await withdrawUnclaimed(
        tx,
        eventKey,
        'Not sent: the farmer was not told of the line.',
        withdrawn,
      )
    } else if (as === 'Declined') {
      const [farmer] = await tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, row.farmerId))
      await enqueue(tx, {
        userId: row.buyerId,
        kind: 'orderDeclined',
        data: { ...line, party: farmer?.name ?? 'The farmer', reason: reason ?? '—' },
        eventKey: `orderDeclined:${row.id}`,
      })
    }
  }
  return dto
}
