import { sql } from 'drizzle-orm'
import type {
  ManualRefundBrief,
  ManualRefundState,
} from '#core/payments/manual-refunds.contract.ts'
import type { Executor } from '#server/db/client.ts'
import { rows } from '#server/db/rows.ts'

// Refunds FarmTrek pays back by hand (manual_refunds: written by features/deliveries when a problem
// with a Cash-on-Delivery line is resolved with a refund, marked paid by features/payments). What the
// buyer's order views read of them.

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null)

/** The manual refunds of these lines, by line: what the buyer's views read. */
export async function manualRefundsOfLines(
  db: Executor,
  lineIds: readonly string[],
): Promise<Map<string, ManualRefundBrief>> {
  if (lineIds.length === 0) return new Map()
  const found = await rows<{
    order_item_id: string
    amount_paise: number
    state: ManualRefundState
    utr: string | null
    paid_at: string | null
  }>(
    db,
    sql`select order_item_id::text, amount_paise, state, utr, paid_at::text
          from manual_refunds
         where order_item_id in (${sql.join(
           lineIds.map((id) => sql`${id}::uuid`),
           sql`, `,
         )})`,
  )
  return new Map(
    found.map((r) => [
      r.order_item_id,
      { amountPaise: r.amount_paise, state: r.state, utr: r.utr, paidAt: iso(r.paid_at) },
    ]),
  )
}
