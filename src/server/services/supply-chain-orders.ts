import { desc, eq, type SQL } from 'drizzle-orm'
import {
  SUPPLY_CHAIN_EVENT,
  type SupplyChainOrder,
} from '#core/supply-chain/supply-chain.contract.ts'
import type { PaymentMethod, PaymentStatus } from '#core/orders/orders.contract.ts'
import type { Executor } from '#server/db/client.ts'
import { orderItems, orders, supplyChainOrders } from '#server/db/schema/index.ts'
import { farmerTopic, publishLiveEvent } from './live.ts'

// A supply-chain order is written by checkout (features/orders) and read and moved by the farmer
// (features/supply-chain). The one writer and the one shape of it live here, so neither feature
// imports the other.

export type SupplyChainOrderDto = SupplyChainOrder
type Row = typeof supplyChainOrders.$inferSelect

/** What the farmer needs from the buyer's order to deliver it (null for demo data). */
export interface DeliveryFacts {
  delivery: { name: string; address: string; phone: string }
  amountPaise: number
  paymentMethod: PaymentMethod
  paymentStatus: PaymentStatus
}

export function toSupplyChainOrderDto(row: Row, facts: DeliveryFacts | null): SupplyChainOrderDto {
  return {
    id: row.id,
    crop: row.crop,
    buyerName: row.buyerName,
    orderNumber: row.orderNumber,
    delivery: facts?.delivery ?? null,
    amountPaise: facts?.amountPaise ?? null,
    paymentMethod: facts?.paymentMethod ?? null,
    paymentStatus: facts?.paymentStatus ?? null,
    quantityKg: row.quantityKg,
    status: row.status,
    transport: row.transport,
    orderItemId: row.orderItemId,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }
}

/**
 * Supply-chain orders with what it takes to deliver them, read in one query from the order line
 * and the buyer's order they came from, newest first.
 */
export async function loadSupplyChainOrders(
  db: Executor,
  where: SQL | undefined,
  limit = 500,
): Promise<SupplyChainOrderDto[]> {
  const rows = await db
    .select({
      sc: supplyChainOrders,
      amountPaise: orderItems.lineTotalPaise,
      name: orders.deliveryName,
      address: orders.deliveryAddress,
      phone: orders.deliveryPhone,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
    })
    .from(supplyChainOrders)
    .leftJoin(orderItems, eq(orderItems.id, supplyChainOrders.orderItemId))
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .where(where)
    .orderBy(desc(supplyChainOrders.createdAt), desc(supplyChainOrders.id))
    .limit(limit)
  return rows.map((r) =>
    toSupplyChainOrderDto(
      r.sc,
      r.name !== null &&
        r.address !== null &&
        r.phone !== null &&
        r.amountPaise !== null &&
        r.paymentMethod !== null &&
        r.paymentStatus !== null
        ? {
            delivery: { name: r.name, address: r.address, phone: r.phone },
            amountPaise: r.amountPaise,
            paymentMethod: r.paymentMethod,
            paymentStatus: r.paymentStatus,
          }
        : null,
    ),
  )
}

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

/**
 * Creates a Pending supply-chain order for a farmer and announces it on the farmer's live stream.
 * Call it inside the checkout's transaction so the order, its line and the event commit together.
 */
export async function createSupplyChainOrder(
  tx: Executor,
  input: CreateSupplyChainOrderInput,
): Promise<SupplyChainOrderDto> {
  const [row] = await tx
    .insert(supplyChainOrders)
    .values({
      farmerId: input.farmerId,
      crop: input.crop,
      buyerId: input.buyerId,
      buyerName: input.buyerName,
      orderNumber: input.orderNumber,
      quantityKg: input.quantityKg,
      orderItemId: input.orderItemId,
      status: 'Pending',
    })
    .returning()
  if (!row) throw new Error('insert returned no supply-chain order')
  const dto = toSupplyChainOrderDto(row, input.facts)
  await publishLiveEvent(tx, farmerTopic(input.farmerId), SUPPLY_CHAIN_EVENT, dto)
  return dto
}
