import { and, asc, eq, gte, inArray, isNotNull, lte, not } from 'drizzle-orm'
import { refundedSoFar } from '#core/payments/refunds.ts'
import type { Executor } from '#server/db/client.ts'
import {
  orderItems,
  orders,
  paymentEvents,
  payments,
  payoutAccounts,
  payouts,
  refunds,
  users,
} from '#server/db/schema/index.ts'
import type { PayoutCipher } from './payout-crypto.ts'
import { accountNumberOf, detailsRecentlyChanged, heldUntil } from './payout-details.ts'
import type { GatewayPayment, PaymentGateway } from './razorpay.ts'

/**
 * Compares FarmTrek's payments with the gateway's over a period (`npm run payments:reconcile`):
 * every captured payment at the gateway must be a paid payment here (or one refunded in full
 * because it came late), for the same amount, with the same amount refunded; every payment paid
 * here must be captured there. Differences are listed, not fixed: each needs a person to look.
 */

export type DifferenceKind =
  | 'captured there, not paid here'
  | 'paid here, not captured there'
  | 'amount differs'
  | 'refunded amount differs'
  | 'not ours'

export interface Difference {
  kind: DifferenceKind
  providerPaymentId: string | null
  providerOrderId: string | null
  orderNumber: string | null
  oursPaise: number | null
  theirsPaise: number | null
  note: string
}

export interface ReconcileReport {
  from: Date
  to: Date
  gatewayPayments: number
  ourPayments: number
  differences: Difference[]
}

const PAGE = 100

async function gatewayPayments(gateway: PaymentGateway, from: Date, to: Date) {
  const all: GatewayPayment[] = []
  for (let skip = 0; ; skip += PAGE) {
    const page = await gateway.listPayments({
      from: Math.floor(from.getTime() / 1000),
      to: Math.ceil(to.getTime() / 1000),
      skip,
      count: PAGE,
    })
    all.push(...page)
    if (page.length < PAGE) return all
  }
}

export async function reconcile(
  db: Executor,
  gateway: PaymentGateway,
  period: { from: Date; to: Date },
): Promise<ReconcileReport> {
  const theirs = (await gatewayPayments(gateway, period.from, period.to)).filter(
    (p) => p.status === 'captured' || p.status === 'refunded',
  )
  const ours = await db
    .select({ p: payments, orderNumber: orders.orderNumber })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(gte(payments.createdAt, period.from), lte(payments.createdAt, period.to)))
  const byOrder = new Map(
    ours.filter((o) => o.p.providerOrderId).map((o) => [o.p.providerOrderId, o]),
  )
  // A payment of ours made before the period may be paid within it: look those up too.
  const missingOrders = theirs
    .map((t) => t.order_id)
    .filter((id): id is string => !!id && !byOrder.has(id))
  if (missingOrders.length > 0) {
    const more = await db
      .select({ p: payments, orderNumber: orders.orderNumber })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(inArray(payments.providerOrderId, missingOrders))
    for (const o of more) byOrder.set(o.p.providerOrderId, o)
  }
  const ids = [...byOrder.values()].map((o) => o.p.id)
  const refundRows =
    ids.length === 0
      ? []
      : await db
          .select({
            paymentId: refunds.paymentId,
            amountPaise: refunds.amountPaise,
            state: refunds.state,
          })
          .from(refunds)
          .where(inArray(refunds.paymentId, ids))

  const differences: Difference[] = []
  const seen = new Set<string>()
  for (const t of theirs) {
    const mine = t.order_id ? byOrder.get(t.order_id) : undefined
    const base = {
      providerPaymentId: t.id,
      providerOrderId: t.order_id ?? null,
      theirsPaise: t.amount,
    }
    if (!mine) {
      differences.push({
        ...base,
        kind: 'not ours',
        orderNumber: null,
        oursPaise: null,
        note: 'A captured payment for no FarmTrek order.',
      })
      continue
    }
    seen.add(mine.p.id)
    const refunded = refundedSoFar(refundRows.filter((r) => r.paymentId === mine.p.id))
    const row = { ...base, orderNumber: mine.orderNumber, oursPaise: mine.p.amountPaise }
    if (mine.p.state !== 'paid') {
      // Money that came after expiry (or after a switch to COD) is refunded in full: not a gap.
      const late =
        (mine.p.state === 'expired' || mine.p.state === 'switched') && refunded >= t.amount
      if (!late)
        differences.push({
          ...row,
          kind: 'captured there, not paid here',
          note: `FarmTrek has it ${mine.p.state}.`,
        })
      continue
    }
    if (mine.p.providerPaymentId !== t.id) {
      // A second capture on one order: the first is ours, this one is money to give back.
      differences.push({
        ...row,
        kind: 'captured there, not paid here',
        note: `A second payment on the order; FarmTrek recorded ${mine.p.providerPaymentId ?? 'none'}.`,
      })
      continue
    }
    if (t.amount !== mine.p.amountPaise)
      differences.push({
        ...row,
        kind: 'amount differs',
        note: 'Captured amount is not the order total.',
      })
    const theirRefunded = t.amount_refunded ?? 0
    if (theirRefunded !== refunded)
      differences.push({
        ...row,
        kind: 'refunded amount differs',
        oursPaise: refunded,
        theirsPaise: theirRefunded,
        note: 'Refunds recorded here and there differ (a refund may still be on its way).',
      })
  }
  for (const o of ours) {
    if (o.p.state !== 'paid' || seen.has(o.p.id) || !o.p.providerPaymentId) continue
    const t = await gateway.fetchPayment(o.p.providerPaymentId).catch(() => null)
    if (t?.status === 'captured' || t?.status === 'refunded') continue
    differences.push({
      kind: 'paid here, not captured there',
      providerPaymentId: o.p.providerPaymentId,
      providerOrderId: o.p.providerOrderId,
      orderNumber: o.orderNumber,
      oursPaise: o.p.amountPaise,
      theirsPaise: t?.amount ?? null,
      note: t ? `The gateway has it ${t.status}.` : 'The gateway does not know this payment.',
    })
  }
  return {
    from: period.from,
    to: period.to,
    gatewayPayments: theirs.length,
    ourPayments: ours.length,
    differences,
  }
}

/**
 * The payout ledger: manual payouts released on delivery and not yet paid out by the operator,
 * with where to pay them (the bank account number decrypted for the operator alone). A farmer who
 * changed their payout details less than `holdMs` ago has their rows marked `heldUntil`: they are
 * not to be paid yet, and settlePayout refuses them.
 */
export async function duePayouts(
  db: Executor,
  opts: { cipher: PayoutCipher; holdMs: number; now?: Date },
) {
  const rows = await db
    .select({
      id: payouts.id,
      amountPaise: payouts.amountPaise,
      releasedAt: payouts.releasedAt,
      farmerId: payouts.farmerId,
      farmer: users.name,
      upiVpa: payoutAccounts.upiVpa,
      clear: payoutAccounts.bankAccountNumber,
      sealed: payoutAccounts.bankAccountCiphertext,
      bankIfsc: payoutAccounts.bankIfsc,
      changedAt: payoutAccounts.changedAt,
      orderNumber: orders.orderNumber,
      crop: orderItems.name,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.farmerId))
    .innerJoin(orderItems, eq(orderItems.id, payouts.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(payoutAccounts, eq(payoutAccounts.farmerId, payouts.farmerId))
    .where(
      and(eq(payouts.mode, 'manual'), eq(payouts.state, 'released'), isNotNull(payouts.releasedAt)),
    )
    .orderBy(asc(payouts.releasedAt))
  return rows.map(({ clear, sealed, changedAt, ...r }) => ({
    ...r,
    bankAccountNumber: accountNumberOf(opts.cipher, { farmerId: r.farmerId, clear, sealed }),
    heldUntil: heldUntil(changedAt, opts.holdMs, opts.now),
  }))
}

/**
 * The operator paid a manual payout (by UPI or bank transfer, reference `ref`): settled. Refused
 * (false) while the farmer's payout details changed less than `holdMs` ago.
 */
export async function settlePayout(
  db: Executor,
  id: string,
  ref: string,
  holdMs: number,
): Promise<boolean> {
  const [row] = await db
    .update(payouts)
    .set({ state: 'settled', settledAt: new Date(), settlementRef: ref, updatedAt: new Date() })
    .where(
      and(
        eq(payouts.id, id),
        eq(payouts.mode, 'manual'),
        eq(payouts.state, 'released'),
        not(detailsRecentlyChanged(payouts.farmerId, holdMs)),
      ),
    )
    .returning({ id: payouts.id, paymentId: payouts.paymentId })
  if (!row) return false
  await db.insert(paymentEvents).values({
    paymentId: row.paymentId,
    source: 'reconcile',
    providerEventId: `payout:${row.id}:settled`,
    type: 'payout.settled',
    payload: { ref },
    outcome: 'settled',
  })
  return true
}
