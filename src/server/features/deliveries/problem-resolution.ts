import { asc, desc, eq } from 'drizzle-orm'
import type {
  OperatorProblem,
  Problem,
  ResolveProblemInput,
} from '#core/deliveries/deliveries.contract.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { deliveryProblems, manualRefunds, orderItems, orders } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { recordAudit, type AuditActor } from '#server/services/audit.ts'
import { enqueue } from '#server/services/outbox.ts'
import { refundLine, releasePayout } from '#server/services/payments.ts'
import { confirmDelivery, lineFacts } from '#server/services/delivery-confirmation.ts'
import { recordCashRecovery, recordPayoutRecovery } from '#server/services/payout-recovery.ts'
import { toProblem } from './problems.repo.ts'

/**
 * Operators settle a reported problem (npm run disputes, or the /admin API): a refund of all or
 * part of the line through the payments' refund path, or the payout released to the farmer. Once:
 * the problem row is locked and must be open, and the refund path itself refuses a second refund
 * of a line, so a repeated or concurrent resolution refunds nothing more.
 *
 * A Cash-on-Delivery line has no online payment to refund: the buyer paid the farmer in cash. The
 * refund is then recorded as a manual refund FarmTrek owes the buyer and pays by hand (UPI or bank
 * transfer; operators mark it paid with the UTR, features/payments/manual-refunds.ts), and the
 * farmer, who had the cash, owes it back from their next payouts (payout_adjustments). Both are
 * unique per problem and line, in the resolution's transaction.
 */

export interface Resolution {
  problem: Problem
  /** The gateway refund queued, or null: nothing was paid online. */
  refundId: string | null
  /** A Cash-on-Delivery line: the refund FarmTrek pays back by hand (manual_refunds), or null. */
  manualRefundId: string | null
}

export async function resolveProblem(
  db: Db,
  problemId: string,
  how: ResolveProblemInput,
  actor: AuditActor,
  now: Date = new Date(),
  request?: { id: string; ip: string },
): Promise<Resolution> {
  if (!isUuid(problemId)) throw new HttpError('delivery.problem_not_found')
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(deliveryProblems)
      .where(eq(deliveryProblems.id, problemId))
      .for('update')
    if (!current) throw new HttpError('delivery.problem_not_found')
    if (current.state !== 'open') throw new HttpError('delivery.already_resolved')
    const facts = await lineFacts(tx, current.orderItemId)
    if (!facts) throw new HttpError('delivery.line_not_found')
    let refundId: string | null = null
    let manualRefundId: string | null = null
    let refundPaise: number | null = null
    let recoveredPaise: number | null = null
    const [order] = await tx
      .select({ paymentMethod: orders.paymentMethod })
      .from(orders)
      .where(eq(orders.id, facts.orderId))
    const cashOnDelivery = order?.paymentMethod === 'COD'
    if ('refundPaise' in how) {
      if (how.refundPaise > facts.linePaise) {
        throw new HttpError('delivery.refund_too_large', { max: facts.linePaise })
      }
      refundPaise = how.refundPaise
    }
    const [row] = await tx
      .update(deliveryProblems)
      .set({
        state: refundPaise !== null ? 'refunded' : 'released',
        refundPaise,
        resolvedBy: actor?.id ?? 'cli',
        resolvedAt: now,
        resolutionNote: how.note ? how.note : null,
      })
      .where(eq(deliveryProblems.id, problemId))
      .returning()
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the row is locked above
    const resolved = row!
    const full = refundPaise !== null && refundPaise === facts.linePaise
    if (refundPaise !== null) {
      const refund = await refundLine(tx, {
        orderItemId: current.orderItemId,
        reason: `delivery problem: ${current.kind}`,
        amountPaise: refundPaise,
      })
      refundId = refund?.refundId ?? null
      if (refundId) {
        await tx
          .update(deliveryProblems)
          .set({ refundId })
          .where(eq(deliveryProblems.id, problemId))
      }
      // The farmer's payout already released or settled: what the buyer gets back is owed by the
      // farmer, taken from their next payouts (a held payout was reduced or cancelled instead).
      if (refund) {
        recoveredPaise = await recordPayoutRecovery(tx, {
          orderItemId: current.orderItemId,
          problemId,
          refundId: refund.refundId,
          refundPaise: refund.amountPaise,
          actor,
          ...(request ? { request } : {}),
        })
      } else if (cashOnDelivery) {
        // Paid in cash to the farmer: FarmTrek pays the buyer back by hand, the farmer owes it.
        const [manual] = await tx
          .insert(manualRefunds)
          .values({
            orderItemId: current.orderItemId,
            problemId,
            buyerId: facts.buyerId,
            farmerId: facts.farmerId,
            amountPaise: refundPaise,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: manualRefunds.id })
        manualRefundId = manual?.id ?? null
        if (manual) {
          await recordAudit(tx, {
            actor,
            action: 'refund.manual_due',
            target: { type: 'manual_refund', id: manual.id },
            before: null,
            after: {
              state: 'due',
              amountPaise: refundPaise,
              orderItemId: current.orderItemId,
              problemId,
            },
            ...(request ? { request } : {}),
          })
          if (facts.farmerId) {
            recoveredPaise = await recordCashRecovery(tx, {
              farmerId: facts.farmerId,
              orderItemId: current.orderItemId,
              problemId,
              manualRefundId: manual.id,
              refundPaise,
              actor,
              ...(request ? { request } : {}),
            })
          }
        }
      }
    }
    // A part refund or a release: the rest is the farmer's; the delivery counts as confirmed.
    if (!full) {
      await confirmDelivery(tx, current.orderItemId, now, 'operator', actor)
      await releasePayout(tx, { orderItemId: current.orderItemId })
    }
    await recordAudit(tx, {
      actor,
      action: refundPaise !== null ? 'delivery.problem_refund' : 'delivery.problem_release',
      target: { type: 'delivery_problem', id: problemId },
      before: { state: 'open' },
      after: {
        state: resolved.state,
        refundPaise,
        refundId,
        manualRefundId,
        recoveredPaise,
        note: resolved.resolutionNote,
      },
      ...(request ? { request } : {}),
    })
    const step =
      refundPaise === null
        ? 'problem_released'
        : manualRefundId
          ? 'problem_refunded_by_hand'
          : 'problem_refunded'
    const common = {
      step,
      crop: facts.crop,
      orderNumber: facts.orderNumber,
      ...(refundPaise !== null ? { amountPaise: refundPaise } : {}),
      ...(cashOnDelivery ? { cashOnDelivery } : {}),
    } as const
    await enqueue(tx, {
      userId: facts.buyerId,
      kind: 'deliveryUpdate',
      data: { ...common, to: 'buyer' },
      eventKey: `delivery:${current.orderItemId}:${step}:buyer`,
    })
    if (facts.farmerId) {
      await enqueue(tx, {
        userId: facts.farmerId,
        kind: 'deliveryUpdate',
        data: { ...common, to: 'farmer' },
        eventKey: `delivery:${current.orderItemId}:${step}:farmer`,
      })
    }
    return { problem: toProblem({ ...resolved, refundId }), refundId, manualRefundId }
  })
}

/** Problems for operators: open ones first (oldest first), then the latest resolved. */
export async function listProblems(
  db: Executor,
  opts: { openOnly?: boolean; limit?: number } = {},
): Promise<OperatorProblem[]> {
  const rows = await db
    .select({
      p: deliveryProblems,
      line: orderItems,
      orderNumber: orders.orderNumber,
      paymentMethod: orders.paymentMethod,
    })
    .from(deliveryProblems)
    .innerJoin(orderItems, eq(orderItems.id, deliveryProblems.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(opts.openOnly ? eq(deliveryProblems.state, 'open') : undefined)
    .orderBy(desc(eq(deliveryProblems.state, 'open')), asc(deliveryProblems.createdAt))
    .limit(opts.limit ?? 200)
  return rows.map(({ p, line, orderNumber, paymentMethod }) => ({
    ...toProblem(p),
    orderNumber,
    crop: line.name,
    quantityKg: line.quantityKg,
    linePaise: line.lineTotalPaise,
    buyerId: p.buyerId,
    farmerId: p.farmerId,
    resolvedAt: p.resolvedAt ? p.resolvedAt.toISOString() : null,
    cashOnDelivery: paymentMethod === 'COD',
  }))
}
