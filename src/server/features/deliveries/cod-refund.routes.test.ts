import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  auditEvents,
  deliveryProblems,
  manualRefunds,
  outbox,
  payoutAdjustments,
  payouts,
  refunds,
} from '#server/db/schema/index.ts'
import { deliveryCodeFor } from '#server/services/delivery-code.ts'
import { owedByFarmer } from '#server/services/payout-recovery.ts'
import { signInOperator } from '#server/test/operators.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { resolveProblem } from './problem-resolution.ts'
import {
  buyer,
  db,
  farmer,
  inTransit,
  move,
  placeLine,
  t,
  useDeliveriesApp,
  type Session,
} from './deliveries.test-support.ts'

// A Cash-on-Delivery line has no online payment to refund: a problem resolved with a refund is
// recorded as money FarmTrek pays the buyer back by hand (manual_refunds, 'due'), owed by the
// farmer who had the cash (payout_adjustments, taken from their next payouts). Operators mark it
// paid once with the bank's reference; the buyer is told the truth at each step.

useDeliveriesApp()
let operator: { cookie: string; userId: string }
beforeAll(async () => {
  operator = await signInOperator(t.app)
})

/** A Cash-on-Delivery order of one line (`kg` at ₹60/kg), delivered with the buyer's code. */
async function deliveredCodLine(kg: number, who: Session = buyer) {
  const order = await placeLine(kg, who, 'COD')
  const line = order.lines[0]!
  await inTransit(line.supplyChainOrderId)
  const done = await move(line.supplyChainOrderId, {
    status: 'Delivered',
    code: deliveryCodeFor(line.id),
  })
  expect(done.statusCode, done.body).toBe(200)
  return { orderId: order.id, number: order.number, lineId: line.id }
}

const report = (lineId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/deliveries/${lineId}/problem`,
    headers: { cookie: buyer.cookie },
    payload: { kind: 'short_weight', shortKg: 1 },
  })
const resolve = (id: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/problems/${id}/resolve`,
    headers: { cookie: operator.cookie },
    payload,
  })
const markPaid = (id: string, utr: string, cookie = operator.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/manual-refunds/${id}/paid`,
    headers: { cookie },
    payload: { utr },
  })
const listManual = (state: 'due' | 'paid', cookie = operator.cookie) =>
  t.app.inject({ url: `/api/admin/manual-refunds?state=${state}`, headers: { cookie } })

const smsTo = async (userId: string, text: string) =>
  (
    await db()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.userId, userId),
          eq(outbox.kind, 'deliveryUpdate'),
          eq(outbox.channel, 'sms'),
        ),
      )
  ).filter((m) => JSON.stringify(m.payload).includes(text))

const buyerDelivery = async (lineId: string) => {
  const res = await t.app.inject({ url: '/api/deliveries/mine', headers: { cookie: buyer.cookie } })
  return res
    .json<{ items: Array<{ orderItemId: string } & Record<string, unknown>> }>()
    .items.find((i) => i.orderItemId === lineId)
}

const buyerOrder = async (orderId: string) => {
  const res = await t.app.inject({ url: '/api/orders', headers: { cookie: buyer.cookie } })
  return res
    .json<{ items: Array<{ id: string; amounts: Record<string, unknown> }> }>()
    .items.find((o) => o.id === orderId)
}

describe('a refund of a Cash-on-Delivery line', () => {
  it('is owed to the buyer by hand and by the farmer from their next payouts, once; the texts say so', async () => {
    const line = await deliveredCodLine(5) // ₹300.00, paid in cash
    const reported = await report(line.lineId)
    expect(reported.statusCode, reported.body).toBe(201)
    const problemId = reported.json<{ id: string }>().id
    // No payment waits: the farmer is not told one does.
    expect(
      await smsTo(farmer.user.id, `(order ${line.number}): short weight. Answer it`),
    ).toHaveLength(1)
    expect(await smsTo(farmer.user.id, 'the payment waits')).toHaveLength(0)
    expect(await buyerDelivery(line.lineId)).toMatchObject({
      cashOnDelivery: true,
      manualRefund: null,
    })
    // The operator's queue says it is a cash line before they resolve it.
    const queue = await t.app.inject({
      url: '/api/admin/problems',
      headers: { cookie: operator.cookie },
    })
    expect(
      queue.json<{ items: Array<{ id: string; cashOnDelivery: boolean }> }>().items,
    ).toContainEqual(expect.objectContaining({ id: problemId, cashOnDelivery: true }))

    const res = await resolve(problemId, { refundPaise: 60_00 })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ state: 'refunded', refundPaise: 60_00 })

    // No gateway refund; one manual refund, due; the farmer owes it, with no payout tied to it.
    expect(await db().select().from(refunds).where(eq(refunds.orderItemId, line.lineId))).toEqual(
      [],
    )
    expect(await db().select().from(payouts).where(eq(payouts.orderItemId, line.lineId))).toEqual(
      [],
    )
    const manual = await db()
      .select()
      .from(manualRefunds)
      .where(eq(manualRefunds.orderItemId, line.lineId))
    expect(manual).toHaveLength(1)
    expect(manual[0]).toMatchObject({
      problemId,
      buyerId: buyer.user.id,
      farmerId: farmer.user.id,
      amountPaise: 60_00,
      state: 'due',
      utr: null,
    })
    const owed = await db()
      .select()
      .from(payoutAdjustments)
      .where(eq(payoutAdjustments.problemId, problemId))
    expect(owed).toHaveLength(1)
    expect(owed[0]).toMatchObject({
      farmerId: farmer.user.id,
      payoutId: null,
      orderItemId: line.lineId,
      amountPaise: -60_00,
      recoveredPaise: 0,
    })
    expect((await owedByFarmer(db(), [farmer.user.id])).get(farmer.user.id)).toBeGreaterThanOrEqual(
      60_00,
    )
    const audits = await db().select().from(auditEvents)
    expect(
      audits.filter((a) => a.action === 'refund.manual_due' && a.targetId === manual[0]!.id),
    ).toHaveLength(1)
    expect(
      audits.filter(
        (a) => a.action === 'payout.recovery' && JSON.stringify(a.after).includes(manual[0]!.id),
      ),
    ).toHaveLength(1)

    // The buyer is told the truth: paid back by hand; the farmer that it comes from their payouts.
    expect(
      await smsTo(
        buyer.user.id,
        `(order ${line.number}) is settled: FarmTrek will pay ₹60.00 back to you by UPI or bank transfer within 3 working days; we will call you for the details.`,
      ),
    ).toHaveLength(1)
    expect(
      await smsTo(buyer.user.id, `(order ${line.number}) is settled: ₹60.00 will be refunded`),
    ).toHaveLength(0)
    expect(
      await smsTo(
        farmer.user.id,
        'The buyer paid you in cash, so ₹60.00 will be taken from your next payouts.',
      ),
    ).toHaveLength(1)

    // Once: a second resolution is refused and records nothing more.
    expect((await resolve(problemId, { refundPaise: 60_00 })).json().code).toBe(
      'delivery.already_resolved',
    )
    expect(
      await db().select().from(manualRefunds).where(eq(manualRefunds.problemId, problemId)),
    ).toHaveLength(1)
    expect(
      await db().select().from(payoutAdjustments).where(eq(payoutAdjustments.problemId, problemId)),
    ).toHaveLength(1)

    // The buyer's line and order show it.
    expect(await buyerDelivery(line.lineId)).toMatchObject({
      cashOnDelivery: true,
      manualRefund: { amountPaise: 60_00, state: 'due', utr: null },
    })
    expect((await buyerOrder(line.orderId))?.amounts).toMatchObject({
      paidPaise: 300_00,
      refundingPaise: 60_00,
      refundedPaise: 0,
    })
  })

  it('a release of a COD line says the farmer keeps the cash and owes nothing', async () => {
    const line = await deliveredCodLine(1)
    const problemId = (await report(line.lineId)).json<{ id: string }>().id
    expect((await resolve(problemId, { release: true })).statusCode).toBe(200)
    expect(
      await db().select().from(manualRefunds).where(eq(manualRefunds.problemId, problemId)),
    ).toEqual([])
    expect(
      await db().select().from(payoutAdjustments).where(eq(payoutAdjustments.problemId, problemId)),
    ).toEqual([])
    expect(
      await smsTo(
        buyer.user.id,
        `(order ${line.number}) is settled: the farmer keeps the cash payment.`,
      ),
    ).toHaveLength(1)
    const [p] = await db().select().from(deliveryProblems).where(eq(deliveryProblems.id, problemId))
    expect(p!.state).toBe('released')
  })
})

describe('operators pay it by hand', () => {
  it('lists the due ones, marks one paid once with the UTR (audited, the buyer told); another UTR is a 409', async () => {
    const line = await deliveredCodLine(2) // ₹120.00
    const problemId = (await report(line.lineId)).json<{ id: string }>().id
    expect((await resolve(problemId, { refundPaise: 120_00 })).statusCode).toBe(200)

    // Operators only.
    expect((await listManual('due', buyer.cookie)).statusCode).toBe(403)
    const due = await listManual('due')
    expect(due.statusCode, due.body).toBe(200)
    const item = due
      .json<{ items: Array<{ id: string; problemId: string }> }>()
      .items.find((i) => i.problemId === problemId)
    expect(item).toMatchObject({
      orderNumber: line.number,
      crop: 'Ponni Rice',
      buyerId: buyer.user.id,
      buyerName: 'Asha Rao',
      farmerName: 'Meena Kulkarni',
      amountPaise: 120_00,
      state: 'due',
    })
    expect(due.json().totals.due.count).toBeGreaterThanOrEqual(1)
    const id = item!.id

    expect((await markPaid(id, 'UTR20261120A1', buyer.cookie)).statusCode).toBe(403)
    expect((await markPaid(id, 'no')).statusCode).toBe(400)
    expect((await markPaid('not-an-id', 'UTR20261120A1')).json().code).toBe(
      'refund.manual_not_found',
    )
    expect((await markPaid(randomUUID(), 'UTR20261120A1')).statusCode).toBe(404)

    const [first, again] = await Promise.all([
      markPaid(id, 'UTR20261120A1'),
      markPaid(id, 'UTR20261120A1'),
    ])
    expect([first.statusCode, again.statusCode]).toEqual([200, 200])
    expect(first.json()).toMatchObject({
      id,
      state: 'paid',
      utr: 'UTR20261120A1',
      amountPaise: 120_00,
    })
    const other = await markPaid(id, 'UTR20261121B2')
    expect(other.statusCode).toBe(409)
    expect(other.json()).toMatchObject({
      code: 'refund.manual_already_paid',
      message: 'This refund was already marked paid, with the reference UTR20261120A1.',
    })

    const [row] = await db().select().from(manualRefunds).where(eq(manualRefunds.id, id))
    expect(row).toMatchObject({ state: 'paid', utr: 'UTR20261120A1', paidBy: expect.any(String) })
    expect(row!.paidAt).toBeInstanceOf(Date)
    const audits = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'refund.manual_paid'), eq(auditEvents.targetId, id)))
    expect(audits).toHaveLength(1)
    expect(
      await smsTo(
        buyer.user.id,
        `FarmTrek paid ₹120.00 back to you for Ponni Rice (order ${line.number}), reference UTR20261120A1.`,
      ),
    ).toHaveLength(1)

    expect(
      (await listManual('due')).json<{ items: Array<{ id: string }> }>().items.map((i) => i.id),
    ).not.toContain(id)
    expect((await listManual('paid')).json().items).toContainEqual(
      expect.objectContaining({ id, utr: 'UTR20261120A1', state: 'paid' }),
    )
    expect(await buyerDelivery(line.lineId)).toMatchObject({
      manualRefund: { amountPaise: 120_00, state: 'paid', utr: 'UTR20261120A1' },
    })
    expect((await buyerOrder(line.orderId))?.amounts).toMatchObject({
      refundedPaise: 120_00,
      refundingPaise: 0,
    })
  })
})

describe('resolveProblem on a Cash-on-Delivery line', () => {
  it('returns the manual refund (no gateway refund), records the farmer’s debt, and refuses a second resolution', async () => {
    const line = await deliveredCodLine(3) // ₹180.00
    const problemId = (await report(line.lineId)).json<{ id: string }>().id
    const actor = { id: operator.userId, role: 'operator' } as const
    const done = await resolveProblem(db(), problemId, { refundPaise: 180_00 }, actor)
    expect(done.refundId).toBeNull()
    expect(done.manualRefundId).toEqual(expect.any(String))
    expect(done.problem).toMatchObject({ state: 'refunded', refundPaise: 180_00 })
    const [manual] = await db()
      .select()
      .from(manualRefunds)
      .where(eq(manualRefunds.id, done.manualRefundId!))
    expect(manual).toMatchObject({ amountPaise: 180_00, state: 'due', problemId })
    const [owed] = await db()
      .select()
      .from(payoutAdjustments)
      .where(eq(payoutAdjustments.problemId, problemId))
    expect(owed).toMatchObject({ amountPaise: -180_00, payoutId: null, farmerId: farmer.user.id })
    expect(
      await smsTo(
        buyer.user.id,
        `(order ${line.number}) is settled: FarmTrek will pay ₹180.00 back`,
      ),
    ).toHaveLength(1)

    await expect(resolveProblem(db(), problemId, { refundPaise: 180_00 }, actor)).rejects.toThrow(
      HttpError,
    )
    expect(
      await db().select().from(manualRefunds).where(eq(manualRefunds.problemId, problemId)),
    ).toHaveLength(1)
    expect(
      await db().select().from(payoutAdjustments).where(eq(payoutAdjustments.problemId, problemId)),
    ).toHaveLength(1)
    expect(
      await smsTo(buyer.user.id, `(order ${line.number}) is settled: FarmTrek will pay`),
    ).toHaveLength(1)
  })
})
