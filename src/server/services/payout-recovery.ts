import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm'
import { recoveryPaise, spreadRecovery } from '#core/payments/recoveries.ts'
import type { Executor } from '#server/db/client.ts'
import { payoutAdjustments, payouts } from '#server/db/schema/index.ts'
import { recordAudit, type AuditActor, type AuditInput } from './audit.ts'

// A refund after the farmer's payout for the line was released or settled is not silently kept:
// the payouts ledger records it as a negative adjustment (features/deliveries, in the refund's
// transaction), taken from the farmer's next payouts as they are settled (features/payments). So is
// a refund of a Cash-on-Delivery line, paid back to the buyer by hand: the farmer had the cash.

type Adjustment = typeof payoutAdjustments.$inferInsert

/**
 * Writes what a farmer owes back (a negative adjustment, once per problem) and its audit row, in
 * the caller's transaction. Returns the adjustment's id, or null when the problem has one already.
 */
async function recordRecovery(
  tx: Executor,
  adjustment: Adjustment,
  audit: Omit<AuditInput, 'after'> & { after: Record<string, unknown> },
): Promise<string | null> {
  const [row] = await tx
    .insert(payoutAdjustments)
    .values(adjustment)
    .onConflictDoNothing({ target: payoutAdjustments.problemId })
    .returning({ id: payoutAdjustments.id })
  if (!row) return null
  await recordAudit(tx, { ...audit, after: { adjustmentId: row.id, ...audit.after } })
  return row.id
}

/**
 * In the transaction that refunds `refundPaise` of a line after a reported problem: when the
 * line's payout is already released or settled, records what the farmer owes back (the refund,
 * at most the payout) with its audit row, once per problem. Returns the amount, or null when
 * nothing is owed (no payout, or one still held: the refund reduced or cancelled it).
 */
export async function recordPayoutRecovery(
  tx: Executor,
  input: {
    orderItemId: string
    problemId: string
    refundId: string | null
    refundPaise: number
    actor: AuditActor
    request?: { id: string; ip: string }
  },
): Promise<number | null> {
  const [payout] = await tx
    .select()
    .from(payouts)
    .where(eq(payouts.orderItemId, input.orderItemId))
    .for('update')
  if (!payout || (payout.state !== 'released' && payout.state !== 'settled')) return null
  const owed = recoveryPaise(input.refundPaise, payout.amountPaise)
  if (owed <= 0) return null
  const made = await recordRecovery(
    tx,
    {
      farmerId: payout.farmerId,
      payoutId: payout.id,
      orderItemId: input.orderItemId,
      problemId: input.problemId,
      refundId: input.refundId,
      amountPaise: -owed,
      reason: `Refund to the buyer after a reported problem (payout ${payout.state})`,
    },
    {
      actor: input.actor,
      action: 'payout.recovery',
      target: { type: 'payout', id: payout.id },
      before: { state: payout.state, amountPaise: payout.amountPaise },
      after: { amountPaise: -owed, refundId: input.refundId },
      ...(input.request ? { request: input.request } : {}),
    },
  )
  return made ? owed : null
}

/**
 * In the transaction that resolves a problem with a Cash-on-Delivery line by a refund paid back by
 * hand (manual_refunds): the farmer received the cash, so the refund is owed by the farmer, taken
 * from their next payouts as they are settled. No payout is tied to it (`payoutId` null). Once per
 * problem, with its audit row; returns the amount, or null when it was recorded already.
 */
export async function recordCashRecovery(
  tx: Executor,
  input: {
    farmerId: string
    orderItemId: string
    problemId: string
    manualRefundId: string
    refundPaise: number
    actor: AuditActor
    request?: { id: string; ip: string }
  },
): Promise<number | null> {
  if (input.refundPaise <= 0) return null
  const made = await recordRecovery(
    tx,
    {
      farmerId: input.farmerId,
      payoutId: null,
      orderItemId: input.orderItemId,
      problemId: input.problemId,
      refundId: null,
      amountPaise: -input.refundPaise,
      reason: 'Refund to the buyer after a reported problem (cash on delivery, paid back by hand)',
    },
    {
      actor: input.actor,
      action: 'payout.recovery',
      target: { type: 'farmer', id: input.farmerId },
      before: null,
      after: {
        amountPaise: -input.refundPaise,
        manualRefundId: input.manualRefundId,
        orderItemId: input.orderItemId,
      },
      ...(input.request ? { request: input.request } : {}),
    },
  )
  return made ? input.refundPaise : null
}

const isOpen = sql`${payoutAdjustments.recoveredPaise} < -${payoutAdjustments.amountPaise}`

/** What each of these farmers still owes back, paise (farmers owing nothing are left out). */
export async function owedByFarmer(db: Executor, farmerIds?: string[]) {
  const found = await db
    .select({
      farmerId: payoutAdjustments.farmerId,
      owed: sql<number>`sum(-${payoutAdjustments.amountPaise} - ${payoutAdjustments.recoveredPaise})`.mapWith(
        Number,
      ),
    })
    .from(payoutAdjustments)
    .where(
      and(isOpen, farmerIds ? inArray(payoutAdjustments.farmerId, [...farmerIds, '']) : undefined),
    )
    .groupBy(payoutAdjustments.farmerId)
  return new Map(found.map((r) => [r.farmerId, r.owed]))
}

/**
 * In a settlement's transaction: takes up to `paidPaise` (what the farmer's settled payouts came
 * to) from what the farmer owes, oldest adjustment first, under the adjustments' row locks.
 * Returns what was taken (the bank was paid the rest).
 */
export async function recoverFromSettlement(
  tx: Executor,
  farmerId: string,
  paidPaise: number,
  reference: string,
  now: Date = new Date(),
): Promise<number> {
  const open = await tx
    .select()
    .from(payoutAdjustments)
    .where(and(eq(payoutAdjustments.farmerId, farmerId), isOpen))
    .orderBy(asc(payoutAdjustments.createdAt), asc(payoutAdjustments.id))
    .for('update')
  let taken = 0
  for (const s of spreadRecovery(open, paidPaise)) {
    await tx
      .update(payoutAdjustments)
      .set({ recoveredPaise: s.recoveredPaise, recoveredRef: reference, recoveredAt: now })
      .where(eq(payoutAdjustments.id, s.id))
    taken += s.took
  }
  return taken
}

/** Every open adjustment (or the latest ones), oldest first, for the operator's payouts. */
export async function openAdjustments(db: Executor, limit = 500) {
  return db
    .select()
    .from(payoutAdjustments)
    .where(lt(payoutAdjustments.recoveredPaise, sql`-${payoutAdjustments.amountPaise}`))
    .orderBy(asc(payoutAdjustments.createdAt))
    .limit(limit)
}
