import { and, eq, inArray, sql } from 'drizzle-orm'
import { advance, type OrderStatus } from '#core/orders/order-status.ts'
import {
  isUuid,
  ORDER_STATUS_EVENT,
  SUPPLY_CHAIN_EVENT,
  type OrderStatusEvent,
} from '#core/supply-chain/supply-chain.contract.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { orderItems, supplyChainOrders } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { buyerTopic, farmerTopic, publishLiveEvent } from '#server/services/live.ts'
import { enqueue } from '#server/services/outbox.ts'
import { endSupplyChainOrder } from '#server/services/supply-chain-orders.ts'
import {
  loadSupplyChainOrders,
  type SupplyChainOrderDto,
} from '#server/services/supply-chain-order-views.ts'
import type { SupplyChainSummary } from '#core/supply-chain/supply-chain.contract.ts'
import type { DeliveryProof } from '#core/deliveries/deliveries.contract.ts'
import { checkDeliveryProof, recordDelivery } from '#server/services/delivery-confirmation.ts'

/** The farmer's own supply-chain orders, newest first. */
export async function listSupplyChainOrders(
  db: Executor,
  farmerId: string,
): Promise<SupplyChainOrderDto[]> {
  return loadSupplyChainOrders(db, eq(supplyChainOrders.farmerId, farmerId))
}

/**
 * Moves a farmer's order one step (core `advance`): updates it, mirrors status and transport onto
 * the buyer's order line, and announces the change to both sides, all in one transaction. The
 * update is conditional on the status read, so of two concurrent moves only one succeeds.
 * Delivered needs the buyer's code (the delivery is confirmed and the payout released) or
 * `withoutCode` (the buyer is asked to confirm): features/deliveries. A wrong code is refused
 * after its count is committed.
 */
export async function moveSupplyChainOrder(
  db: Db,
  farmerId: string,
  id: string,
  to: OrderStatus,
  transport: string | undefined,
  proof?: DeliveryProof,
  now: Date = new Date(),
): Promise<SupplyChainOrderDto> {
  if (!isUuid(id)) throw new HttpError('supply_chain.not_found')
  const result = await db.transaction(async (tx): Promise<SupplyChainOrderDto | HttpError> => {
    const [current] = await tx.select().from(supplyChainOrders).where(eq(supplyChainOrders.id, id))
    if (!current) throw new HttpError('supply_chain.not_found')
    if (current.farmerId !== farmerId) throw new HttpError('supply_chain.not_yours')
    const from = current.status
    const move = advance(from, to, transport)
    if (!move.ok) throw HttpError.from(move.refusal)
    let confirmed = false
    if (to === 'Delivered' && current.orderItemId) {
      const check = await checkDeliveryProof(tx, {
        orderItemId: current.orderItemId,
        farmerId,
        proof,
        now,
      })
      if (!check.ok) {
        if (check.record) return check.refusal
        throw check.refusal
      }
      confirmed = check.confirmed
    }
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- advance() refuses In Transit without a transport
    const nextTransport = to === 'In Transit' ? transport!.trim() : current.transport
    const [row] = await tx
      .update(supplyChainOrders)
      .set({ status: move.status, transport: nextTransport, updatedAt: now })
      .where(and(eq(supplyChainOrders.id, id), eq(supplyChainOrders.status, from)))
      .returning()
    if (!row) throw new HttpError('supply_chain.moved_meanwhile', undefined, { field: 'status' })
    if (row.orderItemId) {
      await tx
        .update(orderItems)
        .set({ status: row.status, transport: row.transport, updatedAt: now })
        .where(eq(orderItems.id, row.orderItemId))
      // Delivered: with the code, confirmed (the payout released); without, awaiting the buyer.
      if (row.status === 'Delivered') {
        await recordDelivery(tx, { orderItemId: row.orderItemId, confirmed, now, farmerId })
      }
    }
    const [dto] = await loadSupplyChainOrders(tx, eq(supplyChainOrders.id, row.id), 1)
    if (!dto) throw new Error('a moved supply-chain order vanished in its own transaction')
    await publishLiveEvent(tx, farmerTopic(farmerId), SUPPLY_CHAIN_EVENT, dto)
    const buyerEvent: OrderStatusEvent = {
      orderItemId: row.orderItemId,
      supplyChainOrderId: row.id,
      status: dto.status,
      statusReason: null,
      transport: row.transport,
      updatedAt: dto.updatedAt,
    }
    await publishLiveEvent(tx, buyerTopic(row.buyerId), ORDER_STATUS_EVENT, buyerEvent)
    // The buyer's SMS, in the same transaction: it exists exactly when the move does.
    await enqueue(tx, {
      userId: row.buyerId,
      kind: 'orderStatus',
      data: {
        name: row.buyerName,
        crop: row.crop,
        status: row.status,
        ...(row.transport ? { transport: row.transport } : {}),
        ...(row.orderNumber ? { orderNumber: row.orderNumber } : {}),
      },
      eventKey: `orderStatus:${row.id}:${row.status}`,
    })
    return dto
  })
  if (result instanceof HttpError) throw result
  return result
}

/**
 * The farmer declines a Pending order with a reason: it ends as Declined, the kg go back to the
 * listing, and the buyer is told live and by SMS (services/supply-chain-orders.ts).
 */
export async function declineSupplyChainOrder(
  db: Db,
  farmerId: string,
  id: string,
  reason: string,
): Promise<SupplyChainOrderDto> {
  if (!isUuid(id)) throw new HttpError('supply_chain.not_found')
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(supplyChainOrders)
      .where(eq(supplyChainOrders.id, id))
      .for('update')
    if (!current) throw new HttpError('supply_chain.not_found')
    if (current.farmerId !== farmerId) throw new HttpError('supply_chain.not_yours')
    return endSupplyChainOrder(tx, current, 'Declined', reason)
  })
}

/** How many of the farmer's orders are open, and how many of those wait to be dispatched. */
export async function supplyChainSummary(
  db: Executor,
  farmerId: string,
): Promise<SupplyChainSummary> {
  const [row] = await db
    .select({
      open: sql<number>`count(*)`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${supplyChainOrders.status} = 'Pending')`.mapWith(
        Number,
      ),
    })
    .from(supplyChainOrders)
    .where(
      and(
        eq(supplyChainOrders.farmerId, farmerId),
        inArray(supplyChainOrders.status, ['Pending', 'In Transit']),
      ),
    )
  return { open: row?.open ?? 0, pending: row?.pending ?? 0 }
}
