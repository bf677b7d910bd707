import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminManualRefundList } from '#core/payments/manual-refunds.contract.ts'
import {
  auditEvents,
  deliveryProblems,
  outbox,
  paymentTasks,
  refunds,
} from '#server/db/schema/index.ts'
import { signInOperator } from '#server/test/operators.ts'
import { deliveryCodeFor } from '#server/services/delivery-code.ts'
import { confirmDueDeliveries } from '#server/services/delivery-confirmation.ts'
import { runDisputes } from './disputes-command.ts'
import {
  advance,
  buyer,
  buyerView,
  db,
  farmer,
  HOUR,
  inTransit,
  move,
  otherBuyer,
  otherFarmer,
  paidLine,
  payoutOf,
  t,
  useDeliveriesApp,
} from './deliveries.test-support.ts'

// A buyer reports a problem with a delivered line; the farmer answers once; an operator resolves
// it once, by a refund (all or part) or a release; both sides are told at each step.

useDeliveriesApp()
let operator: { cookie: string; userId: string }
beforeAll(async () => {
  operator = await signInOperator(t.app)
})

/** `npm run disputes` reads the refunds to pay by hand as the console does (its list route). */
const byHand = {
  dueManualRefunds: async () =>
    (
      await t.app.inject({
        url: '/api/admin/manual-refunds?state=due',
        headers: { cookie: operator.cookie },
      })
    ).json<AdminManualRefundList>(),
}

const report = (lineId: string, payload: object, who = buyer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/deliveries/${lineId}/problem`,
    headers: { cookie: who.cookie },
    payload,
  })
const answer = (id: string, text: string, who = farmer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/deliveries/problems/${id}/answer`,
    headers: { cookie: who.cookie },
    payload: { answer: text },
  })
const resolve = (id: string, payload: object, cookie = operator.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/problems/${id}/resolve`,
    headers: { cookie },
    payload,
  })

async function deliveredWithoutCode(kg = 5) {
  const line = await paidLine(kg)
  await inTransit(line.scId)
  const res = await move(line.scId, { status: 'Delivered', withoutCode: true })
  expect(res.statusCode, res.body).toBe(200)
  return line
}

const messagesTo = async (userId: string, text: string) =>
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

describe('reporting a problem', () => {
  it('holds the payout; the farmer answers once; a part refund is made exactly once, the rest released', async () => {
    const { lineId, number } = await deliveredWithoutCode(5) // ₹300.00
    const bad = await report(lineId, { kind: 'short_weight' })
    expect(bad.statusCode).toBe(400)
    const res = await report(lineId, { kind: 'short_weight', shortKg: 2, note: 'Only 3 kg came' })
    expect(res.statusCode, res.body).toBe(201)
    const problem = res.json<{ id: string }>()
    expect((await report(lineId, { kind: 'poor_quality' })).json().code).toBe(
      'delivery.already_reported',
    )
    expect(await buyerView(lineId)).toMatchObject({
      canConfirm: false,
      canReport: false,
      problem: { id: problem.id },
    })
    expect(await messagesTo(farmer.user.id, `(order ${number}): short weight`)).toHaveLength(1)

    // The timer leaves a reported line alone; the payout stays held.
    advance(49 * HOUR)
    await confirmDueDeliveries(db(), new Date(Date.now() + 100 * HOUR))
    expect((await payoutOf(lineId)).state).toBe('held')

    // Only the line's farmer answers, once.
    expect((await answer(problem.id, 'Not mine', otherFarmer)).statusCode).toBe(403)
    expect((await answer(problem.id, 'Weighed 5 kg at loading', buyer)).statusCode).toBe(403)
    expect((await answer(problem.id, 'Weighed 5 kg at loading')).statusCode).toBe(200)
    const twice = await answer(problem.id, 'Again')
    expect(twice.json().code).toBe('delivery.already_answered')
    expect(await messagesTo(buyer.user.id, `(order ${number}). FarmTrek will decide`)).toHaveLength(
      1,
    )

    // Neither side resolves; an operator refunds ₹120.00 of ₹300.00, once.
    expect((await resolve(problem.id, { refundPaise: 120_00 }, buyer.cookie)).statusCode).toBe(403)
    expect((await resolve(problem.id, { refundPaise: 120_00 }, farmer.cookie)).statusCode).toBe(403)
    expect((await resolve(problem.id, { refundPaise: 400_00 })).json().code).toBe(
      'delivery.refund_too_large',
    )
    const tooLong = await resolve(problem.id, { refundPaise: 120_00, note: 'x'.repeat(501) })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().message).toBe('Keep the note to 500 characters.')
    const note = 'Half the okra was soft: ₹120 back.'
    const [first, second] = await Promise.all([
      resolve(problem.id, { refundPaise: 120_00, note }),
      resolve(problem.id, { refundPaise: 120_00, note }),
    ])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409])
    expect((await resolve(problem.id, { release: true })).json().code).toBe(
      'delivery.already_resolved',
    )
    const made = await db().select().from(refunds).where(eq(refunds.orderItemId, lineId))
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({ amountPaise: 120_00 })
    // One gateway refund queued for the worker (its calls are the payments tests' business).
    const queued = await db()
      .select()
      .from(paymentTasks)
      .where(and(eq(paymentTasks.kind, 'refund'), eq(paymentTasks.refId, made[0]!.id)))
    expect(queued).toHaveLength(1)
    // The rest is the farmer's: released, and the delivery counts as confirmed.
    expect(await payoutOf(lineId)).toMatchObject({ state: 'released', amountPaise: 180_00 })
    // The operator who resolved it confirmed the delivery: the audit trail names them.
    const confirmed = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'delivery.confirm'), eq(auditEvents.targetId, lineId)))
    expect(confirmed).toHaveLength(1)
    expect(confirmed[0]).toMatchObject({ actorId: operator.userId, actorRole: 'operator' })
    expect(await buyerView(lineId)).toMatchObject({
      stage: 'confirmed',
      problem: { state: 'refunded', refundPaise: 120_00, resolutionNote: note },
    })
    expect(
      await messagesTo(buyer.user.id, `(order ${number}) is settled: ₹120.00 will be refunded`),
    ).toHaveLength(1)
    expect(
      await messagesTo(farmer.user.id, `(order ${number}) is settled: ₹120.00 is refunded`),
    ).toHaveLength(1)
  })

  it('a full refund cancels the payout; a release pays the farmer (CLI), each once', async () => {
    const a = await deliveredWithoutCode(2) // ₹120.00
    const pa = (await report(a.lineId, { kind: 'not_received' })).json<{ id: string }>()
    const out: string[] = []
    const err: string[] = []
    expect(
      await runDisputes(
        db(),
        { list: true, all: false },
        (l) => out.push(l),
        (l) => err.push(l),
        byHand,
      ),
    ).toBe(0)
    expect(out.join('\n')).toContain(pa.id)
    expect(
      await runDisputes(
        db(),
        { resolve: pa.id, refundPaise: 120_00 },
        (l) => out.push(l),
        (l) => err.push(l),
        byHand,
      ),
    ).toBe(0)
    expect(out.at(-1)).toMatch(/₹120.00 refund queued/)
    expect(
      await runDisputes(
        db(),
        { resolve: pa.id, refundPaise: 120_00 },
        (l) => out.push(l),
        (l) => err.push(l),
        byHand,
      ),
    ).toBe(1)
    expect(err.at(-1)).toBe('This problem is already resolved.')
    expect(await payoutOf(a.lineId)).toMatchObject({ state: 'cancelled' })
    expect(await db().$count(refunds, eq(refunds.orderItemId, a.lineId))).toBe(1)

    const b = await deliveredWithoutCode(2)
    const pb = (await report(b.lineId, { kind: 'poor_quality' })).json<{ id: string }>()
    expect(
      await runDisputes(
        db(),
        { release: pb.id },
        (l) => out.push(l),
        (l) => err.push(l),
        byHand,
      ),
    ).toBe(0)
    expect(await payoutOf(b.lineId)).toMatchObject({ state: 'released' })
    expect(await db().$count(refunds, eq(refunds.orderItemId, b.lineId))).toBe(0)
    const [row] = await db().select().from(deliveryProblems).where(eq(deliveryProblems.id, pb.id))
    expect(row).toMatchObject({ state: 'released', resolvedBy: 'cli' })
  })

  it('only the line’s buyer reports, only after delivery and within 48 hours', async () => {
    const early = await paidLine()
    expect((await report(early.lineId, { kind: 'not_received' })).json().code).toBe(
      'delivery.not_delivered',
    )
    const late = await paidLine()
    await inTransit(late.scId)
    await move(late.scId, { status: 'Delivered', code: deliveryCodeFor(late.lineId) })
    expect((await report(late.lineId, { kind: 'not_received' }, otherBuyer)).statusCode).toBe(403)
    expect((await report(late.lineId, { kind: 'not_received' }, farmer)).statusCode).toBe(403)
    advance(48 * HOUR + 1000)
    const closed = await report(late.lineId, { kind: 'not_received' })
    expect(closed.statusCode).toBe(409)
    expect(closed.json().code).toBe('delivery.report_closed')
    const list = await t.app.inject({
      url: '/api/admin/problems',
      headers: { cookie: operator.cookie },
    })
    expect(list.statusCode).toBe(200)
    expect(
      (await t.app.inject({ url: '/api/admin/problems', headers: { cookie: buyer.cookie } }))
        .statusCode,
    ).toBe(403)
  })
})
