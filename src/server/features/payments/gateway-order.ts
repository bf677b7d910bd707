import { and, eq, isNull, lte, or, sql } from 'drizzle-orm'
import { isPayable } from '#core/payments/payment-state.ts'
import type { CheckoutSession } from '#core/payments/payments.contract.ts'
import type { Db } from '#server/db/client.ts'
import { payments } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { buyerPayment, type PaymentRow } from './payments.repo.ts'
import { GatewayError, type PaymentGateway } from './razorpay.ts'

/** How a caller that lost the claim on a payment's gateway order waits for the winner's id. */
export interface GatewayOrderOptions {
  /** How long a claim holds: more than one gateway call can take (then another may take it). */
  claimMs: number
  /** How often a waiting caller looks for the id. */
  pollMs?: number
}

/**
 * The gateway order of a payment, created if it has none yet: one per payment, whoever asks and
 * however many at once (the buyer's checkout, a second tab, the worker's create_order task).
 * Runs outside any transaction (no HTTP call holds a transaction open): a caller first claims the
 * payment with a conditional update (`gatewayOrderClaimedUntil`, free or lapsed), and only the
 * claim's holder talks to the gateway: it looks for an order with the payment's id as receipt
 * (one made before a crash or a lost answer), else creates one with that receipt, and stores its
 * id. Everyone else waits for the stored id. A claim that lapses (its holder died mid-call) is
 * taken over, and the receipt look-up finds what the dead holder made.
 */
export async function ensureGatewayOrder(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
  opts: GatewayOrderOptions,
): Promise<string> {
  if (payment.providerOrderId) return payment.providerOrderId
  const deadline = Date.now() + opts.claimMs + 1_000
  for (;;) {
    const [claimed] = await db
      .update(payments)
      .set({
        gatewayOrderClaimedUntil: sql`now() + ${opts.claimMs / 1000}::double precision * interval '1 second'`,
      })
      .where(
        and(
          eq(payments.id, payment.id),
          isNull(payments.providerOrderId),
          or(
            isNull(payments.gatewayOrderClaimedUntil),
            lte(payments.gatewayOrderClaimedUntil, sql`now()`),
          ),
        ),
      )
      .returning({ id: payments.id })
    if (claimed) return makeGatewayOrder(db, gateway, payment)
    const [now] = await db
      .select({ providerOrderId: payments.providerOrderId })
      .from(payments)
      .where(eq(payments.id, payment.id))
    if (now?.providerOrderId) return now.providerOrderId
    if (Date.now() > deadline) {
      throw new GatewayError('another request is still creating the gateway order', true)
    }
    await new Promise((r) => setTimeout(r, opts.pollMs ?? 50))
  }
}

/** The claim's holder: find by receipt, else create; store the id and let the claim go. */
async function makeGatewayOrder(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentRow,
): Promise<string> {
  try {
    const found = await gateway.findOrderByReceipt(payment.id)
    const order =
      found ??
      (await gateway.createOrder({
        amountPaise: payment.amountPaise,
        receipt: payment.id,
        notes: { farmtrek_payment_id: payment.id, farmtrek_order_id: payment.orderId },
      }))
    if (order.amount !== payment.amountPaise || order.currency !== 'INR') {
      throw new Error(
        `gateway order ${order.id} is for ${order.amount} ${order.currency}, not ${payment.amountPaise} INR paise`,
      )
    }
    await db
      .update(payments)
      .set({ providerOrderId: order.id, updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), isNull(payments.providerOrderId)))
    const [now] = await db
      .select({ providerOrderId: payments.providerOrderId })
      .from(payments)
      .where(eq(payments.id, payment.id))
    return now?.providerOrderId ?? order.id
  } finally {
    await db
      .update(payments)
      .set({ gatewayOrderClaimedUntil: null })
      .where(eq(payments.id, payment.id))
  }
}

/** What Checkout needs for one order, with the gateway order made if need be. */
export async function checkoutSession(
  db: Db,
  gateway: PaymentGateway,
  buyerId: string,
  orderId: string,
  opts: { scriptUrl: string; claimMs: number; now?: Date },
): Promise<CheckoutSession> {
  const { payment, orderNumber, name, phone, email } = await buyerPayment(db, buyerId, orderId)
  const now = opts.now ?? new Date()
  if (!isPayable(payment.state) || payment.expiresAt.getTime() <= now.getTime()) {
    throw new HttpError(payment.state === 'paid' ? 'payments.already_paid' : 'payments.expired')
  }
  const providerOrderId = await ensureGatewayOrder(db, gateway, payment, {
    claimMs: opts.claimMs,
  })
  return {
    orderId,
    orderNumber,
    keyId: gateway.keyId,
    providerOrderId,
    amountPaise: payment.amountPaise,
    currency: 'INR',
    method: payment.method,
    scriptUrl: opts.scriptUrl,
    prefill: { name, contact: phone, email },
    notes: { farmtrek_payment_id: payment.id, farmtrek_order_id: orderId },
    expiresAt: payment.expiresAt.toISOString(),
  }
}
