import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  auditEvents,
  deliveryProblems,
  payoutAdjustments,
  payouts,
  refunds,
} from '#server/db/schema/index.ts'
import { deliveryCodeFor } from '#server/services/delivery-code.ts'
import { signInOperator } from '#server/test/operators.ts'
import {
  buyer,
  db,
  farmer,
  inTransit,
  move,
  paidLine,
  payoutOf,
  t,
  useDeliveriesApp,
} from './deliveries.test-support.ts'

// A refund after the farmer's payout was released (delivered with the buyer's code) or settled is
// not silently kept: the payouts ledger records what the farmer owes back, with the refund.

useDeliveriesApp()
let operator: { cookie: string }
beforeAll(async () => {
  operator = await signInOperator(t.app)
})

/** A paid line delivered with the buyer's code (the payout released) and a reported problem. */
async function releasedThenReported(kg: number) {
  const line = await paidLine(kg)
  await inTransit(line.scId)
  const res = await move(line.scId, { status: 'Delivered', code: deliveryCodeFor(line.lineId) })
  expect(res.statusCode, res.body).toBe(200)
  expect((await payoutOf(line.lineId)).state).toBe('released')
  const reported = await t.app.inject({
    method: 'POST',
    url: `/api/deliveries/${line.lineId}/problem`,
    headers: { cookie: buyer.cookie },
    payload: { kind: 'short_weight', shortKg: 1 },
  })
  expect(reported.statusCode, reported.body).toBe(201)
  return { ...line, problemId: reported.json<{ id: string }>().id }
}

const resolve = (id: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/problems/${id}/resolve`,
    headers: { cookie: operator.cookie },
    payload,
  })

const farmerLine = async (scId: string) => {
  const res = await t.app.inject({ url: '/api/supply-chain', headers: { cookie: farmer.cookie } })
  return res
    .json<{ items: Array<{ id: string; recovery?: unknown; amounts?: unknown }> }>()
    .items.find((o) => o.id === scId)
}

describe('a refund after the payout was released', () => {
  it('records what the farmer owes back, once, with the refund and an audit row; the farmer and operators see it', async () => {
    const line = await releasedThenReported(5) // ₹300.00
    const res = await resolve(line.problemId, { refundPaise: 60_00 })
    expect(res.statusCode, res.body).toBe(200)

    const [refund] = await db().select().from(refunds).where(eq(refunds.orderItemId, line.lineId))
    const owed = await db()
      .select()
      .from(payoutAdjustments)
      .where(eq(payoutAdjustments.orderItemId, line.lineId))
    expect(owed).toHaveLength(1)
    const payout = await payoutOf(line.lineId)
    expect(owed[0]).toMatchObject({
      farmerId: farmer.user.id,
      payoutId: payout.id,
      problemId: line.problemId,
      refundId: refund!.id,
      amountPaise: -60_00,
      recoveredPaise: 0,
    })
    // The payout itself is left as it was paid.
    expect(payout).toMatchObject({ state: 'released', amountPaise: 300_00 })
    const audit = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'payout.recovery'))
    expect(audit.filter((a) => a.targetId === payout.id)).toHaveLength(1)

    // A second resolution changes nothing.
    expect((await resolve(line.problemId, { refundPaise: 60_00 })).statusCode).toBe(409)
    expect(
      await db()
        .select()
        .from(payoutAdjustments)
        .where(eq(payoutAdjustments.orderItemId, line.lineId)),
    ).toHaveLength(1)

    expect(await farmerLine(line.scId)).toMatchObject({
      recovery: { amountPaise: 60_00, recoveredPaise: 0 },
      amounts: { paidPaise: 300_00, refundingPaise: 60_00 },
    })
    const list = await t.app.inject({
      url: '/api/admin/payouts?state=released',
      headers: { cookie: operator.cookie },
    })
    expect(list.json().recoveries).toContainEqual(
      expect.objectContaining({ farmerId: farmer.user.id, amountPaise: -60_00 }),
    )
  })

  it('a settled payout refunded in full is owed back in full; a release owes nothing', async () => {
    const line = await releasedThenReported(2) // ₹120.00
    await db()
      .update(payouts)
      .set({ state: 'settled', settledAt: new Date(), settlementRef: 'UTR20261120Z9' })
      .where(eq(payouts.orderItemId, line.lineId))
    expect((await resolve(line.problemId, { refundPaise: 120_00 })).statusCode).toBe(200)
    const [owed] = await db()
      .select()
      .from(payoutAdjustments)
      .where(eq(payoutAdjustments.problemId, line.problemId))
    expect(owed).toMatchObject({ amountPaise: -120_00 })

    const released = await releasedThenReported(1)
    expect((await resolve(released.problemId, { release: true })).statusCode).toBe(200)
    const none = await db()
      .select()
      .from(payoutAdjustments)
      .where(eq(payoutAdjustments.problemId, released.problemId))
    expect(none).toHaveLength(0)
    const [problem] = await db()
      .select()
      .from(deliveryProblems)
      .where(eq(deliveryProblems.id, released.problemId))
    expect(problem!.state).toBe('released')
  })
})
