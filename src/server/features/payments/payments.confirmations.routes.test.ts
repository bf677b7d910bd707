import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { MessageKind } from '#core/notifications/messages.ts'
import { outbox, refunds } from '#server/db/schema/index.ts'
import {
  buyer,
  checkout,
  db,
  deps,
  farmer,
  placeOnlineOrder,
  postWebhook,
  rzp,
  t,
  usePaymentsApp,
} from './payments.test-support.ts'
import { sweepPayments } from './payments.worker.ts'

// The buyer hears of an online order's money once per event (payment received, each refund), and
// a refund reads the same to the buyer and the farmer, from the gateway's state.

usePaymentsApp()

const textsOf = async (kind: MessageKind, number: string) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, buyer.user.id), eq(outbox.kind, kind)))
  ).filter((m) => JSON.stringify(m.payload).includes(number))

describe('the buyer told of the money', () => {
  it('payment received once, each refund once, and the refund read alike by both sides', async () => {
    const { order, lineId } = await placeOnlineOrder(2)
    const number = (await t.app.inject({ url: '/api/orders', headers: { cookie: buyer.cookie } }))
      .json<{ items: Array<{ id: string; number: string }> }>()
      .items.find((o) => o.id === order.id)!.number
    const session = (await checkout(order.id)).json()
    const { payment } = rzp.pay(session.providerOrderId)
    const captured = rzp.webhook('payment.captured', { paymentId: payment.id })
    await postWebhook(captured)
    // The same news again (a replay, order.paid) tells nothing more.
    await postWebhook(captured)
    await postWebhook(rzp.webhook('order.paid', { paymentId: payment.id }))
    const paid = await textsOf('paymentReceived', number)
    expect(paid.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
    expect((paid.find((m) => m.channel === 'sms')!.payload as { text: string }).text).toBe(
      `Payment of ₹300.00 received for order ${number} by UPI. Thank you!`,
    )

    // The buyer cancels the line: refunded, told once.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/lines/${lineId}/cancel`,
      headers: { cookie: buyer.cookie },
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(cancel.json().amounts).toMatchObject({
      paidPaise: 300_00,
      refundingPaise: 300_00,
      refundedPaise: 0,
      duePaise: 0,
    })
    const told = await textsOf('refundIssued', number)
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
    expect((told.find((m) => m.channel === 'sms')!.payload as { text: string }).text).toBe(
      `Order ${number}: a refund of ₹300.00 for Alphonso Mango is on its way to your UPI account. Expect it within 5–7 working days.`,
    )

    // Requested: the buyer's payment and the farmer's line both read it so.
    const farmerLine = async () =>
      (await t.app.inject({ url: '/api/supply-chain', headers: { cookie: farmer.cookie } }))
        .json<{ items: Array<{ orderItemId: string; refund: unknown; payout: string }> }>()
        .items.find((i) => i.orderItemId === lineId)!
    const buyerRefund = async () =>
      (
        await t.app.inject({
          url: `/api/payments/orders/${order.id}`,
          headers: { cookie: buyer.cookie },
        })
      ).json<{ refunds: Array<{ state: string; amountPaise: number }> }>().refunds[0]!
    expect(await farmerLine()).toMatchObject({
      payout: 'cancelled',
      refund: { stage: 'requested', amountPaise: 300_00 },
    })
    expect(await buyerRefund()).toMatchObject({ amountPaise: 300_00 })

    // Processed by the gateway: both read it refunded, and no second message is written.
    await sweepPayments(deps)
    const [row] = await db().select().from(refunds).where(eq(refunds.orderItemId, lineId))
    rzp.processRefund(row!.providerRefundId!)
    await postWebhook(
      rzp.webhook('refund.processed', { paymentId: payment.id, refundId: row!.providerRefundId! }),
    )
    expect(await farmerLine()).toMatchObject({ refund: { stage: 'processed' } })
    expect(await buyerRefund()).toMatchObject({ state: 'processed' })
    const orders = await t.app.inject({ url: '/api/orders', headers: { cookie: buyer.cookie } })
    expect(
      orders
        .json<{ items: Array<{ id: string; amounts: unknown }> }>()
        .items.find((o) => o.id === order.id)!.amounts,
    ).toMatchObject({ refundedPaise: 300_00, refundingPaise: 0 })
    expect(await textsOf('refundIssued', number)).toHaveLength(2)
  })
})
