import { and, asc, eq, inArray } from 'drizzle-orm'
import { matchCommodity } from '#core/crops/crop-match.ts'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { orderAmounts, type OrderAmounts } from '#core/orders/amounts.ts'
import { HSN_BY_COMMODITY, hsnFor } from '#core/receipts/hsn.ts'
import type { ReceiptLine, ReceiptOrder, ReceiptSeller } from '#core/receipts/receipt.ts'
import { formatReceiptNumber, indianYear, sellerShortName } from '#core/receipts/receipt-number.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { manualRefundsOfLines } from '#server/services/manual-refunds.ts'
import { paymentSummaries } from '#server/services/payments.ts'
import {
  orderItems,
  orders,
  receiptCounters,
  receipts,
  sellerGstins,
  users,
} from '#server/db/schema/index.ts'

// Who may read an order's receipt, which lines they see, and each farmer's receipt number,
// given once and kept.

const HSN_COMMODITIES = Object.keys(HSN_BY_COMMODITY)

/** The tax-table entry of a line's crop, through the crop vocabulary's matching of names. */
export function lineHsn(name: string) {
  const m = matchCommodity(name, HSN_COMMODITIES)
  return hsnFor(m.ok ? m.commodity : null)
}

export interface ReceiptData {
  order: ReceiptOrder
  lines: ReceiptLine[]
  sellers: ReceiptSeller[]
  wholeOrder: boolean
  /** The whole order's amounts (paid, refunded, due), for its buyer or an operator. */
  amounts: OrderAmounts | null
}

/**
 * The receipt of order `number` as `reader` may read it: its buyer and an operator the whole
 * order, a farmer the lines they sell; null for anyone else (and for an unknown order), so a
 * stranger cannot tell the two apart. Farmers' receipt numbers are given on the first read.
 */
export async function readReceipt(
  db: Db,
  number: string,
  reader: SessionUser,
  now: Date,
): Promise<ReceiptData | null> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, number))
  if (!order) return null
  const all = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.name), asc(orderItems.id))
  const wholeOrder = order.buyerId === reader.id || reader.roles.includes('operator')
  const visible = wholeOrder ? all : all.filter((l) => l.farmerId === reader.id)
  if (visible.length === 0) return null
  const farmerIds = [...new Set(visible.map((l) => l.farmerId))]
    .filter((id): id is string => id !== null)
    .sort()
  const issued = await issueReceipts(db, order.id, farmerIds, now)
  const lineIds = all.map((l) => l.id)
  const amounts = wholeOrder
    ? orderAmounts({
        paymentMethod: order.paymentMethod,
        lines: all,
        payment: (await paymentSummaries(db, [order.id])).get(order.id),
        manualRefunds: [...(await manualRefundsOfLines(db, lineIds)).values()],
      })
    : null
  return {
    wholeOrder,
    amounts,
    order: {
      number: order.orderNumber,
      placedAt: order.createdAt,
      buyerName: order.deliveryName,
      deliveryAddress: order.deliveryAddress,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
    },
    sellers: farmerIds.flatMap((id) => {
      const r = issued.get(id)
      return r
        ? [
            {
              farmerId: id,
              name: r.sellerName,
              district: r.sellerDistrict,
              gstin: r.sellerGstin,
              receiptNumber: r.receiptNumber,
              issuedAt: r.issuedAt,
            },
          ]
        : []
    }),
    lines: visible.flatMap((l) =>
      l.farmerId === null
        ? []
        : [
            {
              id: l.id,
              farmerId: l.farmerId,
              name: l.name,
              hsn: lineHsn(l.name),
              quantityKg: l.quantityKg,
              unitPricePaise: l.unitPricePaise,
              lineTotalPaise: l.lineTotalPaise,
              status: l.status,
            },
          ],
    ),
  }
}

type ReceiptRow = typeof receipts.$inferSelect

/**
 * The receipts of these farmers' parts of the order, each numbered on its first read. A number is
 * taken under the farmer's counter row lock, and the part is looked up again once the lock is
 * held: two first reads at once give one receipt and one number, and the counter never skips.
 */
export async function issueReceipts(
  db: Db,
  orderId: string,
  farmerIds: readonly string[],
  now: Date,
): Promise<Map<string, ReceiptRow>> {
  const out = new Map<string, ReceiptRow>()
  if (farmerIds.length === 0) return out
  const existing = await receiptsOf(db, orderId, farmerIds)
  for (const r of existing) out.set(r.farmerId, r)
  const missing = farmerIds.filter((id) => !out.has(id))
  if (missing.length === 0) return out
  await db.transaction(async (tx) => {
    // Farmers in one order (sorted by the caller), so two readers never lock in opposite orders.
    for (const farmerId of missing) {
      await tx.insert(receiptCounters).values({ farmerId, lastCount: 0 }).onConflictDoNothing()
      const [counter] = await tx
        .select()
        .from(receiptCounters)
        .where(eq(receiptCounters.farmerId, farmerId))
        .for('update')
      const [already] = await receiptsOf(tx, orderId, [farmerId])
      if (already) {
        out.set(farmerId, already)
        continue
      }
      const count = (counter?.lastCount ?? 0) + 1
      const [seller] = await tx
        .select({ name: users.name, location: users.location, gstin: sellerGstins.gstin })
        .from(users)
        .leftJoin(sellerGstins, eq(sellerGstins.farmerId, users.id))
        .where(eq(users.id, farmerId))
      const name = seller?.name ?? ''
      await tx
        .update(receiptCounters)
        .set({ lastCount: count })
        .where(eq(receiptCounters.farmerId, farmerId))
      const [row] = await tx
        .insert(receipts)
        .values({
          orderId,
          farmerId,
          count,
          receiptNumber: formatReceiptNumber(
            sellerShortName(name, farmerId),
            indianYear(now),
            count,
          ),
          sellerName: name,
          sellerDistrict: seller?.location ?? null,
          sellerGstin: seller?.gstin ?? null,
          issuedAt: now,
        })
        .returning()
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- insert … returning
      out.set(farmerId, row!)
    }
  })
  return out
}

const receiptsOf = (db: Executor, orderId: string, farmerIds: readonly string[]) =>
  db
    .select()
    .from(receipts)
    .where(and(eq(receipts.orderId, orderId), inArray(receipts.farmerId, [...farmerIds])))
