import { createHash } from 'node:crypto'
import { eq, or } from 'drizzle-orm'
import { z } from 'zod'
import type { Db, Executor } from '#server/db/client.ts'
import { paymentEvents, payments, refunds } from '#server/db/schema/index.ts'
import { buyerTopic, publishLiveEvent } from '#server/services/live.ts'
import { applyPaymentEvent, PAYMENT_LIVE_EVENT, type ApplyContext } from './payment-events.repo.ts'
import type { PaymentRow } from './payments.repo.ts'

/** The webhook events FarmTrek acts on; others are recorded and answered 200. */
export const HANDLED_EVENTS = [
  'payment.captured',
  'payment.failed',
  'order.paid',
  'refund.processed',
] as const

const notes = z
  .union([z.record(z.string(), z.unknown()), z.array(z.unknown())])
  .nullish()
  .transform((n) => (n && !Array.isArray(n) ? n : {}))

const WebhookSchema = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string().nullish(),
          amount: z.number().int(),
          currency: z.string(),
          status: z.string(),
          notes,
          error_description: z.string().nullish(),
        }),
      })
      .optional(),
    refund: z
      .object({
        entity: z.object({
          id: z.string(),
          payment_id: z.string(),
          amount: z.number().int(),
          status: z.string(),
          receipt: z.string().nullish(),
        }),
      })
      .optional(),
  }),
})
type Webhook = z.infer<typeof WebhookSchema>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The payment an event is about: by the gateway order id, else by the id we put in its notes. */
async function findPayment(tx: Executor, w: Webhook): Promise<PaymentRow | null> {
  const entity = w.payload.payment?.entity
  const conditions = []
  if (entity?.order_id) conditions.push(eq(payments.providerOrderId, entity.order_id))
  const noted = entity?.notes.farmtrek_payment_id
  if (typeof noted === 'string' && UUID.test(noted)) conditions.push(eq(payments.id, noted))
  const receipt = w.payload.refund?.entity.receipt
  if (receipt && UUID.test(receipt)) {
    const [r] = await tx
      .select({ paymentId: refunds.paymentId })
      .from(refunds)
      .where(eq(refunds.id, receipt))
    if (r) conditions.push(eq(payments.id, r.paymentId))
  }
  if (conditions.length === 0) return null
  const [row] = await tx
    .select()
    .from(payments)
    .where(or(...conditions))
    .for('update')
  return row ?? null
}

export type WebhookOutcome = string

/**
 * Handles one verified webhook: writes it first (by the gateway's event id, so a replay finds
 * its row and stops), then acts in the same transaction. Out of order is safe: the payment state
 * machine ignores stale news, and a refund is found by our own id (its receipt) even before we
 * stored the gateway's refund id. Never throws for an event it cannot place: it is stored with
 * its outcome, for the reconciliation to look at.
 */
export async function handleWebhook(
  db: Db,
  rawBody: string,
  eventIdHeader: string | undefined,
  ctx: ApplyContext,
): Promise<WebhookOutcome> {
  const eventKey =
    eventIdHeader && /^[\w-]{1,100}$/.test(eventIdHeader)
      ? eventIdHeader
      : `body:${createHash('sha256').update(rawBody).digest('hex')}`
  let json: unknown
  try {
    json = JSON.parse(rawBody)
  } catch {
    json = null
  }
  const parsed = WebhookSchema.safeParse(json)
  return db.transaction(async (tx) => {
    const [rec] = await tx
      .insert(paymentEvents)
      .values({
        source: 'webhook',
        providerEventId: eventKey,
        type: parsed.success ? parsed.data.event : 'unreadable',
        payload: json ?? { raw: rawBody.slice(0, 10_000) },
      })
      .onConflictDoNothing({ target: paymentEvents.providerEventId })
      .returning({ id: paymentEvents.id })
    if (!rec) return 'replay'
    const outcome = parsed.success ? await act(tx, parsed.data, ctx) : { outcome: 'unreadable' }
    await tx
      .update(paymentEvents)
      .set({ outcome: outcome.outcome, paymentId: outcome.paymentId ?? null })
      .where(eq(paymentEvents.id, rec.id))
    return outcome.outcome
  })
}

async function act(
  tx: Executor,
  w: Webhook,
  ctx: ApplyContext,
): Promise<{ outcome: string; paymentId?: string }> {
  if (!(HANDLED_EVENTS as readonly string[]).includes(w.event)) return { outcome: 'ignored' }
  const payment = await findPayment(tx, w)
  if (!payment) return { outcome: 'unknown payment' }
  const entity = w.payload.payment?.entity
  if (!payment.providerOrderId && entity?.order_id) {
    await tx
      .update(payments)
      .set({ providerOrderId: entity.order_id })
      .where(eq(payments.id, payment.id))
    payment.providerOrderId = entity.order_id
  }
  switch (w.event) {
    case 'payment.captured':
    case 'order.paid': {
      if (!entity || entity.status !== 'captured')
        return { outcome: 'not captured', paymentId: payment.id }
      const outcome = await applyPaymentEvent(
        tx,
        payment,
        'captured',
        { providerPaymentId: entity.id, amountPaise: entity.amount, currency: entity.currency },
        ctx,
      )
      return { outcome, paymentId: payment.id }
    }
    case 'payment.failed': {
      if (!entity) return { outcome: 'no payment', paymentId: payment.id }
      const outcome = await applyPaymentEvent(
        tx,
        payment,
        'failed',
        { providerPaymentId: entity.id, reason: entity.error_description ?? null },
        ctx,
      )
      return { outcome, paymentId: payment.id }
    }
    case 'refund.processed': {
      const r = w.payload.refund?.entity
      if (!r) return { outcome: 'no refund', paymentId: payment.id }
      const conds = [eq(refunds.providerRefundId, r.id)]
      if (r.receipt && UUID.test(r.receipt)) conds.push(eq(refunds.id, r.receipt))
      const [updated] = await tx
        .update(refunds)
        .set({ state: 'processed', providerRefundId: r.id, updatedAt: new Date() })
        .where(or(...conds))
        .returning({ id: refunds.id, orderItemId: refunds.orderItemId })
      if (!updated) return { outcome: 'unknown refund', paymentId: payment.id }
      await publishLiveEvent(tx, buyerTopic(payment.buyerId), PAYMENT_LIVE_EVENT, {
        orderId: payment.orderId,
        refund: { id: updated.id, orderItemId: updated.orderItemId, state: 'processed' },
      })
      return { outcome: 'refund processed', paymentId: payment.id }
    }
  }
  return { outcome: 'ignored', paymentId: payment.id }
}
