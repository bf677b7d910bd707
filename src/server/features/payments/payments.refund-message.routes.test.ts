import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, outbox, paymentTasks, refunds } from '#server/db/schema/index.ts'
import { refundLine } from '#server/services/payments.ts'
import {
  buyer,
  checkout,
  db,
  deps,
  placeOnlineOrder,
  postWebhook,
  rzp,
  usePaymentsApp,
} from './payments.test-support.ts'
import { sweepPayments } from './payments.worker.ts'

// A refund is told to the buyer once (one SMS, one email), however many times the gateway reports
// it: the API's answer, refund.processed, that webhook delivered again, or a new event for it.

usePaymentsApp()

const refundMessages = async (orderNumber: string) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, buyer.user.id), eq(outbox.kind, 'refundIssued')))
  ).filter((m) => JSON.stringify(m.payload).includes(orderNumber))

describe('the buyer’s refund message', () => {
  it('goes once whatever reports the refund: the API answer, the webhook, the webhook twice', async () => {
    const { order, lineId } = await placeOnlineOrder(2)
    const [{ number }] = (await db()
      .select({ number: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, order.id))) as [{ number: string }]
    const session = (await checkout(order.id)).json()
    const { payment } = rzp.pay(session.providerOrderId)
    await postWebhook(rzp.webhook('payment.captured', { paymentId: payment.id }))

    await db().transaction((tx) => refundLine(tx, { orderItemId: lineId, reason: 'Cancelled' }))
    await sweepPayments(deps) // the API call: the gateway answers 'pending'
    const [row] = await db().select().from(refunds).where(eq(refunds.orderItemId, lineId))
    expect(row).toMatchObject({ state: 'requested' })

    // The gateway pays it back and says so by webhook, delivered twice, then as a new event.
    rzp.processRefund(row!.providerRefundId!)
    const hook = rzp.webhook('refund.processed', {
      paymentId: payment.id,
      refundId: row!.providerRefundId!,
    })
    for (const w of [
      hook,
      hook,
      rzp.webhook('refund.processed', { paymentId: payment.id, refundId: row!.providerRefundId! }),
    ]) {
      const res = await postWebhook(w)
      expect(res.statusCode, res.body).toBe(200)
    }
    // And the API answers 'processed' too: a retried call after a lost answer finds the refund.
    await db()
      .update(refunds)
      .set({ providerRefundId: null, state: 'requested' })
      .where(eq(refunds.id, row!.id))
    await db()
      .update(paymentTasks)
      .set({ status: 'pending', nextAttemptAt: new Date(0) })
      .where(and(eq(paymentTasks.kind, 'refund'), eq(paymentTasks.refId, row!.id)))
    await sweepPayments(deps)
    const [after] = await db().select().from(refunds).where(eq(refunds.id, row!.id))
    expect(after).toMatchObject({ state: 'processed', providerRefundId: row!.providerRefundId })

    const told = await refundMessages(number)
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
  })
})
