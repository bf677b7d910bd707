import { and, eq, isNull, lt, sql } from 'drizzle-orm'
import { afterWrongCode, CONFIRM_WINDOW_MS, lockedUntil } from '#core/deliveries/delivery-rules.ts'
import type { DeliveryProof } from '#core/deliveries/deliveries.contract.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { deliveryProblems, orderItems, orders } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { recordAudit, type AuditActor } from '#server/services/audit.ts'
import { enqueue } from '#server/services/outbox.ts'
import { releasePayout } from '#server/services/payments.ts'
import { deliveryCodeMatches } from './delivery-code.ts'

/**
 * How a delivery is proved and confirmed. A farmer marks a line Delivered with the buyer's code
 * (confirmed at once) or without it (the buyer has 48 hours to confirm or report a problem, then
 * the timer confirms it). Confirming sets `order_items.delivery_confirmed_at` and, unless a
 * problem holds it, releases the farmer's payout, in the caller's transaction: the release
 * exists exactly when the confirmation does, and a confirmation happens once (conditional
 * update), so the payout is released once.
 */

export type CodeCheck =
  { ok: true; confirmed: boolean } | { ok: false; refusal: HttpError; record: boolean }

/**
 * In the move's transaction, before the line is marked Delivered: checks the farmer's proof.
 * A wrong code is counted on the line (five lock it for an hour) and recorded in the audit trail;
 * the caller commits that and answers with the refusal (`record`), so the count survives.
 */
export async function checkDeliveryProof(
  tx: Executor,
  input: { orderItemId: string; farmerId: string; proof: DeliveryProof | undefined; now: Date },
): Promise<CodeCheck> {
  const { orderItemId, proof, now } = input
  if (!proof)
    return {
      ok: false,
      refusal: new HttpError('delivery.code_required', undefined, { field: 'code' }),
      record: false,
    }
  if ('withoutCode' in proof) return { ok: true, confirmed: false }
  const [line] = await tx
    .select({
      failures: orderItems.deliveryCodeFailures,
      lockedUntil: orderItems.deliveryCodeLockedUntil,
    })
    .from(orderItems)
    .where(eq(orderItems.id, orderItemId))
    .for('update')
  if (!line) throw new HttpError('supply_chain.not_found')
  const locked = lockedUntil(line.lockedUntil, now)
  if (locked) return { ok: false, refusal: lockedError(locked, now), record: false }
  if (deliveryCodeMatches(orderItemId, proof.code)) {
    if (line.failures > 0) {
      await tx
        .update(orderItems)
        .set({ deliveryCodeFailures: 0 })
        .where(eq(orderItems.id, orderItemId))
    }
    return { ok: true, confirmed: true }
  }
  const next = afterWrongCode(line.failures, now)
  await tx
    .update(orderItems)
    .set({ deliveryCodeFailures: next.failures, deliveryCodeLockedUntil: next.lockedUntil })
    .where(eq(orderItems.id, orderItemId))
  await recordAudit(tx, {
    actor: { id: input.farmerId, role: 'farmer' },
    action: 'delivery.code_wrong',
    target: { type: 'order_item', id: orderItemId },
    after: { failures: next.failures, lockedUntil: next.lockedUntil?.toISOString() ?? null },
  })
  const refusal = next.lockedUntil
    ? lockedError(next.lockedUntil, now)
    : new HttpError('delivery.code_wrong', { left: 5 - next.failures }, { field: 'code' })
  return { ok: false, refusal, record: true }
}

function lockedError(until: Date, now: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))
  return new HttpError(
    'delivery.code_locked',
    { minutes: Math.ceil(seconds / 60) },
    { field: 'code', retryAfter: seconds },
  )
}

/**
 * In the move's transaction, once the line is Delivered: when it was delivered and, with the
 * code, its confirmation (and the payout's release); without it, the buyer is asked to confirm.
 */
export async function recordDelivery(
  tx: Executor,
  input: { orderItemId: string; confirmed: boolean; now: Date; farmerId: string },
): Promise<void> {
  const { orderItemId, now } = input
  await tx.update(orderItems).set({ deliveredAt: now }).where(eq(orderItems.id, orderItemId))
  if (input.confirmed) {
    // The farmer entered the buyer's code: the farmer acted, and the trail names them.
    await confirmDelivery(tx, orderItemId, now, 'code', { id: input.farmerId, role: 'farmer' })
    return
  }
  const facts = await lineFacts(tx, orderItemId)
  if (!facts) return
  await enqueue(tx, {
    userId: facts.buyerId,
    kind: 'deliveryUpdate',
    data: {
      step: 'awaiting_confirmation',
      to: 'buyer',
      crop: facts.crop,
      orderNumber: facts.orderNumber,
    },
    eventKey: `delivery:${orderItemId}:awaiting_confirmation`,
  })
}

export type ConfirmedBy = 'code' | 'buyer' | 'timer' | 'operator'

/**
 * Confirms a Delivered line once: sets `delivery_confirmed_at` unless it is set already, and
 * releases the payout unless an open problem holds it; the farmer is told. Returns false when the
 * line was not waiting (confirmed already, or not Delivered): nothing is written then. `actor` is
 * who did it, for the audit trail: the farmer who entered the buyer's code, the buyer who
 * confirmed; null (the system) for the timer, and for a problem's resolution until it passes
 * its operator (the resolution's own audit row names them).
 */
export async function confirmDelivery(
  tx: Executor,
  orderItemId: string,
  now: Date,
  by: ConfirmedBy,
  actor: AuditActor = null,
): Promise<boolean> {
  const [row] = await tx
    .update(orderItems)
    .set({ deliveryConfirmedAt: now, updatedAt: now })
    .where(
      and(
        eq(orderItems.id, orderItemId),
        eq(orderItems.status, 'Delivered'),
        isNull(orderItems.deliveryConfirmedAt),
      ),
    )
    .returning({ id: orderItems.id })
  if (!row) return false
  const [open] = await tx
    .select({ id: deliveryProblems.id })
    .from(deliveryProblems)
    .where(and(eq(deliveryProblems.orderItemId, orderItemId), eq(deliveryProblems.state, 'open')))
  if (!open) await releasePayout(tx, { orderItemId })
  await recordAudit(tx, {
    actor,
    action: 'delivery.confirm',
    target: { type: 'order_item', id: orderItemId },
    after: { by, at: now.toISOString(), payoutHeld: Boolean(open) },
  })
  const facts = await lineFacts(tx, orderItemId)
  if (facts?.farmerId) {
    await enqueue(tx, {
      userId: facts.farmerId,
      kind: 'deliveryUpdate',
      data: { step: 'confirmed', to: 'farmer', crop: facts.crop, orderNumber: facts.orderNumber },
      eventKey: `delivery:${orderItemId}:confirmed`,
    })
  }
  return true
}

/** The line's parties and names, for messages. */
export async function lineFacts(tx: Executor, orderItemId: string) {
  const [facts] = await tx
    .select({
      buyerId: orders.buyerId,
      farmerId: orderItems.farmerId,
      crop: orderItems.name,
      orderNumber: orders.orderNumber,
      orderId: orders.id,
      status: orderItems.status,
      linePaise: orderItems.lineTotalPaise,
      quantityKg: orderItems.quantityKg,
      deliveredAt: orderItems.deliveredAt,
      confirmedAt: orderItems.deliveryConfirmedAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, orderItemId))
  return facts ?? null
}

/**
 * The timer: confirms every line delivered without its code more than 48 hours before `now` whose
 * buyer neither confirmed nor reported a problem. One transaction a line, claimed with FOR UPDATE
 * SKIP LOCKED, and the confirmation itself is conditional: several nodes may run it at once and a
 * line is still confirmed (and its payout released) once. Returns how many it confirmed.
 */
export async function confirmDueDeliveries(db: Db, now: Date, batch = 100): Promise<number> {
  const cutoff = new Date(now.getTime() - CONFIRM_WINDOW_MS)
  let confirmed = 0
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.status, 'Delivered'),
            isNull(orderItems.deliveryConfirmedAt),
            lt(orderItems.deliveredAt, cutoff),
            sql`not exists (select 1 from ${deliveryProblems} where ${deliveryProblems.orderItemId} = ${orderItems.id})`,
          ),
        )
        .orderBy(orderItems.deliveredAt)
        .limit(batch)
        .for('update', { skipLocked: true })
      let n = 0
      for (const line of due) if (await confirmDelivery(tx, line.id, now, 'timer')) n += 1
      confirmed += n
      return due.length < batch
    })
    if (done) return confirmed
  }
}
