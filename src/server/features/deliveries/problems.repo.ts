import { and, desc, eq, inArray } from 'drizzle-orm'
import { canReport, confirmsItselfAt, deliveryStage } from '#core/deliveries/delivery-rules.ts'
import {
  problemPhotoUrl,
  type BuyerDelivery,
  type FarmerDelivery,
  type Problem,
  type ReportProblemInput,
} from '#core/deliveries/deliveries.contract.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import type { Db, Executor } from '#server/db/client.ts'
import {
  deliveryProblems,
  manualRefunds,
  orderItems,
  orders,
  supplyChainOrders,
} from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { recordAudit } from '#server/services/audit.ts'
import { enqueue } from '#server/services/outbox.ts'
import { deliveryCodeFor } from '#server/services/delivery-code.ts'
import { confirmDelivery, lineFacts } from '#server/services/delivery-confirmation.ts'

// The buyer confirms a delivery or reports a problem with it; the farmer answers once. What each
// side reads of their deliveries. (Operators resolve problems: problem-resolution.ts.)

type ProblemRow = typeof deliveryProblems.$inferSelect

export const toProblem = (p: ProblemRow): Problem => ({
  id: p.id,
  orderItemId: p.orderItemId,
  kind: p.kind,
  shortKg: p.shortKg,
  note: p.note,
  answer: p.answer,
  state: p.state,
  refundPaise: p.refundPaise,
  resolutionNote: p.resolutionNote,
  photos: p.photoIds.map((id) => ({
    id,
    url: problemPhotoUrl(id),
    thumbUrl: problemPhotoUrl(id, 320),
  })),
  createdAt: p.createdAt.toISOString(),
})

/** The buyer's line, locked, or a refusal: unknown, or someone else's. */
async function buyersLine(tx: Executor, buyerId: string, lineId: string) {
  if (!isUuid(lineId)) throw new HttpError('delivery.line_not_found')
  const [line] = await tx
    .select({
      id: orderItems.id,
      status: orderItems.status,
      deliveredAt: orderItems.deliveredAt,
      deliveryConfirmedAt: orderItems.deliveryConfirmedAt,
      buyerId: orders.buyerId,
      paymentMethod: orders.paymentMethod,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, lineId))
    .for('update', { of: orderItems })
  if (!line) throw new HttpError('delivery.line_not_found')
  if (line.buyerId !== buyerId) throw new HttpError('delivery.not_your_line')
  return line
}

/** The buyer confirms a line delivered without its code: the payout is released. */
export async function buyerConfirms(db: Db, buyerId: string, lineId: string, now: Date) {
  await db.transaction(async (tx) => {
    const line = await buyersLine(tx, buyerId, lineId)
    if (deliveryStage(line) !== 'awaiting_confirmation')
      throw new HttpError('delivery.not_awaiting')
    const [problem] = await tx
      .select({ id: deliveryProblems.id })
      .from(deliveryProblems)
      .where(eq(deliveryProblems.orderItemId, lineId))
    if (problem) throw new HttpError('delivery.already_reported')
    if (!(await confirmDelivery(tx, lineId, now, 'buyer', { id: buyerId, role: 'buyer' })))
      throw new HttpError('delivery.not_awaiting')
  })
}

/** The buyer reports a problem with a line delivered less than 48 hours ago (once a line). */
export async function reportProblem(
  db: Db,
  buyerId: string,
  lineId: string,
  input: ReportProblemInput,
  now: Date,
): Promise<Problem> {
  return db.transaction(async (tx) => {
    const line = await buyersLine(tx, buyerId, lineId)
    if (line.status !== 'Delivered') throw new HttpError('delivery.not_delivered')
    if (!canReport(line.deliveredAt, now)) throw new HttpError('delivery.report_closed')
    const facts = await lineFacts(tx, lineId)
    if (!facts) throw new HttpError('delivery.line_not_found')
    const [row] = await tx
      .insert(deliveryProblems)
      .values({
        orderItemId: lineId,
        buyerId,
        farmerId: facts.farmerId,
        kind: input.kind,
        shortKg: input.kind === 'short_weight' ? (input.shortKg ?? null) : null,
        note: input.note || null,
        createdAt: now,
      })
      .onConflictDoNothing({ target: deliveryProblems.orderItemId })
      .returning()
    if (!row) throw new HttpError('delivery.already_reported')
    await recordAudit(tx, {
      actor: { id: buyerId, role: 'buyer' },
      action: 'delivery.problem_report',
      target: { type: 'order_item', id: lineId },
      after: { problemId: row.id, kind: row.kind, shortKg: row.shortKg },
    })
    if (facts.farmerId) {
      await enqueue(tx, {
        userId: facts.farmerId,
        kind: 'deliveryUpdate',
        data: {
          step: 'problem_reported',
          to: 'farmer',
          crop: facts.crop,
          orderNumber: facts.orderNumber,
          problem: row.kind,
          // Cash on delivery: no online payment waits for the decision.
          ...(line.paymentMethod === 'COD' ? { cashOnDelivery: true } : {}),
        },
        eventKey: `delivery:${lineId}:problem_reported`,
      })
    }
    return toProblem(row)
  })
}

/** The farmer of the line answers a problem, once. */
export async function answerProblem(
  db: Db,
  farmerId: string,
  problemId: string,
  answer: string,
  now: Date,
): Promise<Problem> {
  if (!isUuid(problemId)) throw new HttpError('delivery.problem_not_found')
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(deliveryProblems)
      .where(eq(deliveryProblems.id, problemId))
      .for('update')
    if (!current) throw new HttpError('delivery.problem_not_found')
    if (current.farmerId !== farmerId) throw new HttpError('delivery.not_your_line')
    if (current.answer !== null) throw new HttpError('delivery.already_answered')
    const [row] = await tx
      .update(deliveryProblems)
      .set({ answer, answeredAt: now })
      .where(eq(deliveryProblems.id, problemId))
      .returning()
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the row is locked above
    const updated = row!
    const facts = await lineFacts(tx, updated.orderItemId)
    if (facts) {
      await enqueue(tx, {
        userId: updated.buyerId,
        kind: 'deliveryUpdate',
        data: {
          step: 'problem_answered',
          to: 'buyer',
          crop: facts.crop,
          orderNumber: facts.orderNumber,
        },
        eventKey: `delivery:${updated.orderItemId}:problem_answered`,
      })
    }
    await recordAudit(tx, {
      actor: { id: farmerId, role: 'farmer' },
      action: 'delivery.problem_answer',
      target: { type: 'delivery_problem', id: problemId },
    })
    return toProblem(updated)
  })
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The buyer's lines with their delivery: the code while still to deliver, and what they may do. */
export async function buyerDeliveries(
  db: Executor,
  buyerId: string,
  now: Date,
  limit = 200,
): Promise<BuyerDelivery[]> {
  const rows = await db
    .select({
      line: orderItems,
      problem: deliveryProblems,
      paymentMethod: orders.paymentMethod,
      manual: manualRefunds,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(deliveryProblems, eq(deliveryProblems.orderItemId, orderItems.id))
    .leftJoin(manualRefunds, eq(manualRefunds.orderItemId, orderItems.id))
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orders.createdAt))
    .limit(limit)
  return rows.map(({ line, problem, paymentMethod, manual }) => {
    const stage = deliveryStage(line)
    const open = line.status === 'Pending' || line.status === 'In Transit'
    return {
      orderItemId: line.id,
      code: open ? deliveryCodeFor(line.id) : null,
      stage,
      deliveredAt: iso(line.deliveredAt),
      confirmsAt:
        stage === 'awaiting_confirmation' && line.deliveredAt
          ? confirmsItselfAt(line.deliveredAt).toISOString()
          : null,
      canConfirm: stage === 'awaiting_confirmation' && !problem,
      canReport: line.status === 'Delivered' && !problem && canReport(line.deliveredAt, now),
      problem: problem ? toProblem(problem) : null,
      cashOnDelivery: paymentMethod === 'COD',
      manualRefund: manual
        ? {
            amountPaise: manual.amountPaise,
            state: manual.state,
            utr: manual.utr,
            paidAt: iso(manual.paidAt),
          }
        : null,
    }
  })
}

/** The farmer's delivered lines (and those locked by wrong codes): stage and any problem. */
export async function farmerDeliveries(
  db: Executor,
  farmerId: string,
  limit = 200,
): Promise<FarmerDelivery[]> {
  const rows = await db
    .select({
      sc: supplyChainOrders.id,
      line: orderItems,
      problem: deliveryProblems,
      paymentMethod: orders.paymentMethod,
    })
    .from(supplyChainOrders)
    .innerJoin(orderItems, eq(orderItems.id, supplyChainOrders.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(deliveryProblems, eq(deliveryProblems.orderItemId, orderItems.id))
    .where(
      and(
        eq(supplyChainOrders.farmerId, farmerId),
        inArray(supplyChainOrders.status, ['In Transit', 'Delivered']),
      ),
    )
    .orderBy(desc(supplyChainOrders.updatedAt))
    .limit(limit)
  return rows.map(({ sc, line, problem, paymentMethod }) => {
    const stage = deliveryStage(line)
    return {
      supplyChainOrderId: sc,
      orderItemId: line.id,
      stage,
      deliveredAt: iso(line.deliveredAt),
      confirmsAt:
        stage === 'awaiting_confirmation' && line.deliveredAt && !problem
          ? confirmsItselfAt(line.deliveredAt).toISOString()
          : null,
      codeLockedUntil: iso(line.deliveryCodeLockedUntil),
      problem: problem ? toProblem(problem) : null,
      canAnswer: problem !== null && problem.answer === null && problem.state === 'open',
      cashOnDelivery: paymentMethod === 'COD',
    }
  })
}
