import {
  SUPPLY_CHAIN_EVENT,
  type SupplyChainOrder,
} from '#core/supply-chain/supply-chain.contract.ts'
import type { Executor } from '#server/db/client.ts'
import { supplyChainOrders } from '#server/db/schema/index.ts'
import { farmerTopic, publishLiveEvent } from './live.ts'

// A supply-chain order is written by checkout (features/orders) and read and moved by the farmer
// (features/supply-chain). The one writer and the one shape of it live here, so neither feature
// imports the other.

export type SupplyChainOrderDto = SupplyChainOrder
type Row = typeof supplyChainOrders.$inferSelect

export function toSupplyChainOrderDto(row: Row): SupplyChainOrderDto {
  return {
    id: row.id,
    crop: row.crop,
    buyerName: row.buyerName,
    orderNumber: row.orderNumber,
    quantityKg: row.quantityKg,
    status: row.status,
    transport: row.transport,
    orderItemId: row.orderItemId,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }
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
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- INSERT … RETURNING returns the inserted row
  const dto = toSupplyChainOrderDto(row!)
  await publishLiveEvent(tx, farmerTopic(input.farmerId), SUPPLY_CHAIN_EVENT, dto)
  return dto
}
