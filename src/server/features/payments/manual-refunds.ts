import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type {
  AdminManualRefund,
  AdminManualRefundList,
  ManualRefundBrief,
  ManualRefundState,
} from '#core/payments/manual-refunds.contract.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import type { Executor } from '#server/db/client.ts'
import { rows } from '#server/db/rows.ts'
import { manualRefunds, orderItems, orders } from '#server/db/schema/index.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { auditRequest, recordAudit } from '#server/services/audit.ts'
import { enqueue } from '#server/services/outbox.ts'

/**
 * Refunds FarmTrek pays back by hand: a problem with a Cash-on-Delivery line resolved with a
 * refund (features/deliveries/problem-resolution.ts writes them 'due'). Operators list them with
 * whom to pay and mark each paid once with the bank's reference (UTR): in one transaction, under
 * the row's lock, with its audit row and the buyer's message. A second call with the same UTR
 * answers the same; with another, a 409 naming the first.
 */

const LIST_LIMIT = 500

const iso = (v: string | Date | null) => (v ? new Date(v).toISOString() : null)

export async function listManualRefunds(
  db: Executor,
  state: ManualRefundState,
): Promise<AdminManualRefundList> {
  const found = await rows<{
    id: string
    order_item_id: string
    problem_id: string
    order_number: string
    crop: string
    buyer_id: string
    buyer_name: string
    buyer_phone: string | null
    farmer_id: string | null
    farmer_name: string | null
    amount_paise: number
    state: ManualRefundState
    utr: string | null
    paid_at: string | null
    created_at: string
  }>(
    db,
    sql`select m.id::text, m.order_item_id::text, m.problem_id::text, o.order_number,
               i.name as crop, m.buyer_id, b.name as buyer_name, b.phone as buyer_phone,
               m.farmer_id, f.name as farmer_name, m.amount_paise, m.state, m.utr,
               m.paid_at::text, m.created_at::text
          from manual_refunds m
          join order_items i on i.id = m.order_item_id
          join orders o on o.id = i.order_id
          join users b on b.id = m.buyer_id
          left join users f on f.id = m.farmer_id
         where m.state = ${state}
         order by ${state === 'due' ? sql`m.created_at asc` : sql`m.paid_at desc`}, m.id
         limit ${LIST_LIMIT}`,
  )
  const totals = await rows<{ state: string; count: number; paise: number }>(
    db,
    sql`select state, count(*)::int as count, coalesce(sum(amount_paise), 0)::int as paise
          from manual_refunds group by state`,
  )
  return {
    items: found.map((r): AdminManualRefund => ({
      id: r.id,
      orderItemId: r.order_item_id,
      problemId: r.problem_id,
      orderNumber: r.order_number,
      crop: r.crop,
      buyerId: r.buyer_id,
      buyerName: r.buyer_name,
      buyerPhone: r.buyer_phone,
      farmerId: r.farmer_id,
      farmerName: r.farmer_name,
      amountPaise: r.amount_paise,
      state: r.state,
      utr: r.utr,
      paidAt: iso(r.paid_at),
      createdAt: new Date(r.created_at).toISOString(),
    })),
    totals: Object.fromEntries(totals.map((t) => [t.state, { count: t.count, paise: t.paise }])),
  }
}

/**
 * Marks a due manual refund paid with the bank's reference, once: the row is locked; a refund
 * already paid with this UTR answers as it stands (a retried request), with another UTR it is
 * refused. The buyer is told, with the amount and the reference.
 */
export async function markManualRefundPaid(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  utr: string,
  now: Date = new Date(),
): Promise<ManualRefundBrief & { id: string }> {
  if (!isUuid(id)) throw new HttpError('refund.manual_not_found')
  const operatorId = currentUser(request).id
  return app.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(manualRefunds)
      .where(eq(manualRefunds.id, id))
      .for('update')
    if (!row) throw new HttpError('refund.manual_not_found')
    if (row.state === 'paid') {
      if (row.utr !== utr) throw new HttpError('refund.manual_already_paid', { utr: row.utr ?? '' })
      return brief(row)
    }
    const [paid] = await tx
      .update(manualRefunds)
      .set({ state: 'paid', utr, paidAt: now, paidBy: operatorId })
      .where(eq(manualRefunds.id, id))
      .returning()
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the row is locked above
    const done = paid!
    await recordAudit(tx, {
      actor: { id: operatorId, role: 'operator' },
      action: 'refund.manual_paid',
      target: { type: 'manual_refund', id },
      before: { state: 'due' },
      after: { state: 'paid', utr, amountPaise: done.amountPaise },
      request: auditRequest(request),
    })
    const [line] = await tx
      .select({ crop: orderItems.name, orderNumber: orders.orderNumber })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orderItems.id, done.orderItemId))
    if (line) {
      await enqueue(
        tx,
        {
          userId: done.buyerId,
          kind: 'deliveryUpdate',
          data: {
            step: 'refund_paid_by_hand',
            to: 'buyer',
            crop: line.crop,
            orderNumber: line.orderNumber,
            amountPaise: done.amountPaise,
            cashOnDelivery: true,
            reference: utr,
          },
          eventKey: `delivery:${done.orderItemId}:refund_paid_by_hand:buyer`,
        },
        request.log,
      )
    }
    return brief(done)
  })
}

const brief = (r: typeof manualRefunds.$inferSelect): ManualRefundBrief & { id: string } => ({
  id: r.id,
  amountPaise: r.amountPaise,
  state: r.state,
  utr: r.utr,
  paidAt: r.paidAt ? r.paidAt.toISOString() : null,
})
