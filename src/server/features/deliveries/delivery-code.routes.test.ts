import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditEvents, orderItems, outbox } from '#server/db/schema/index.ts'
import { confirmDueDeliveries } from '#server/services/delivery-confirmation.ts'
import { deliveryCodeFor } from '#server/services/delivery-code.ts'
import {
  advance,
  buyer,
  buyerView,
  clock,
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

// Marking a line Delivered with the buyer's code, or without it and the buyer's 48 hours; the
// farmer's payout released only for a confirmed delivery, once.

useDeliveriesApp()

const wrong = (lineId: string) =>
  String((Number(deliveryCodeFor(lineId)) + 1) % 10_000).padStart(4, '0')

describe('the delivery code', () => {
  it('is four digits, the same for a line every time, shown to its buyer only while undelivered', async () => {
    const { lineId, scId } = await paidLine()
    const code = deliveryCodeFor(lineId)
    expect(code).toMatch(/^\d{4}$/)
    expect(deliveryCodeFor(lineId)).toBe(code)
    expect((await buyerView(lineId))?.code).toBe(code)
    // Not another buyer's, and not on the farmer's pages.
    expect(await buyerView(lineId, otherBuyer)).toBeUndefined()
    await inTransit(scId)
    for (const url of ['/api/supply-chain', '/api/supply-chain/deliveries']) {
      const res = await t.app.inject({ url, headers: { cookie: farmer.cookie } })
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain(lineId)
      expect(res.body).not.toContain(`"${code}"`)
    }
    const asFarmer = await t.app.inject({
      url: '/api/deliveries/mine',
      headers: { cookie: farmer.cookie },
    })
    expect(asFarmer.statusCode).toBe(403)
  })

  it('with the right code, the line is Delivered and confirmed, and the payout released once', async () => {
    const { lineId, scId } = await paidLine()
    await inTransit(scId)
    expect((await payoutOf(lineId)).state).toBe('held')
    const missing = await move(scId, { status: 'Delivered' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().code).toBe('delivery.code_required')
    expect((await payoutOf(lineId)).state).toBe('held')

    const res = await move(scId, { status: 'Delivered', code: deliveryCodeFor(lineId) })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ status: 'Delivered', payout: 'released' })
    const [line] = await db().select().from(orderItems).where(eq(orderItems.id, lineId))
    expect(line!.deliveryConfirmedAt?.toISOString()).toBe(clock.now.toISOString())
    expect((await payoutOf(lineId)).state).toBe('released')
    expect(await buyerView(lineId)).toMatchObject({
      stage: 'confirmed',
      code: null,
      canConfirm: false,
      canReport: true,
    })
    // A second try moves nothing and releases nothing more.
    expect(
      (await move(scId, { status: 'Delivered', code: deliveryCodeFor(lineId) })).statusCode,
    ).toBe(409)
    const confirmations = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'delivery.confirm'), eq(auditEvents.targetId, lineId)))
    expect(confirmations).toHaveLength(1)
    // The farmer entered the code: the trail names the farmer, not the system.
    expect(confirmations[0]).toMatchObject({
      actorId: farmer.user.id,
      actorRole: 'farmer',
      after: { by: 'code' },
    })
  })

  it('refuses wrong codes, counting them, and locks the line for an hour after five (423, Retry-After)', async () => {
    const { lineId, scId } = await paidLine()
    await inTransit(scId)
    for (let left = 4; left >= 1; left--) {
      const res = await move(scId, { status: 'Delivered', code: wrong(lineId) })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({ code: 'delivery.code_wrong', params: { left } })
    }
    const fifth = await move(scId, { status: 'Delivered', code: wrong(lineId) })
    expect(fifth.statusCode).toBe(423)
    expect(fifth.json().code).toBe('delivery.code_locked')
    expect(fifth.headers['retry-after']).toBe('3600')
    expect(fifth.json().message).toBe(
      'Too many wrong codes: this order is locked. Try again in 60 minutes.',
    )
    // Locked: even the right code waits.
    const right = await move(scId, { status: 'Delivered', code: deliveryCodeFor(lineId) })
    expect(right.statusCode).toBe(423)
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(3500)
    const failures = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'delivery.code_wrong'), eq(auditEvents.targetId, lineId)))
    expect(failures).toHaveLength(5)
    expect((await payoutOf(lineId)).state).toBe('held')
    const [line] = await db().select().from(orderItems).where(eq(orderItems.id, lineId))
    expect(line!.status).toBe('In Transit')
    // An hour later the right code works.
    advance(HOUR + 1000)
    const later = await move(scId, { status: 'Delivered', code: deliveryCodeFor(lineId) })
    expect(later.statusCode, later.body).toBe(200)
    expect((await payoutOf(lineId)).state).toBe('released')
  })

  it('refuses another farmer and a code from a buyer who is not the line’s', async () => {
    const { lineId, scId } = await paidLine()
    await inTransit(scId)
    const other = await move(
      scId,
      { status: 'Delivered', code: deliveryCodeFor(lineId) },
      otherFarmer,
    )
    expect(other.statusCode).toBe(403)
    const notTheirs = await t.app.inject({
      method: 'POST',
      url: `/api/deliveries/${lineId}/confirm`,
      headers: { cookie: otherBuyer.cookie },
    })
    expect(notTheirs.statusCode).toBe(403)
  })
})

describe('delivered without the code', () => {
  it('awaits the buyer: the payout stays held until the buyer confirms, then is released once', async () => {
    const { lineId, scId } = await paidLine()
    await inTransit(scId)
    const res = await move(scId, { status: 'Delivered', withoutCode: true })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ status: 'Delivered', payout: 'held' })
    expect(await buyerView(lineId)).toMatchObject({
      stage: 'awaiting_confirmation',
      canConfirm: true,
      canReport: true,
    })
    const asked = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, buyer.user.id), eq(outbox.kind, 'deliveryUpdate')))
    expect(asked.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
    expect(JSON.stringify(asked[0]!.payload)).toMatch(
      /was marked delivered\. Confirm it or report a problem/,
    )

    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/deliveries/${lineId}/confirm`,
        headers: { cookie: buyer.cookie },
      })
    expect((await confirm()).statusCode).toBe(204)
    expect((await payoutOf(lineId)).state).toBe('released')
    const again = await confirm()
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('delivery.not_awaiting')
    const events = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'delivery.confirm'), eq(auditEvents.targetId, lineId)))
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ actorId: buyer.user.id, actorRole: 'buyer' })
  })

  it('confirms itself 48 hours after delivery (timer, idempotent, concurrent-safe), not before', async () => {
    const { lineId, scId, number } = await paidLine()
    await inTransit(scId)
    await move(scId, { status: 'Delivered', withoutCode: true })
    const deliveredAt = clock.now
    expect(await confirmDueDeliveries(db(), new Date(deliveredAt.getTime() + 47 * HOUR))).toBe(0)
    expect((await payoutOf(lineId)).state).toBe('held')
    const due = new Date(deliveredAt.getTime() + 48 * HOUR + 1000)
    // Two nodes' sweeps at once, then one more: the line is confirmed and released once.
    const counts = await Promise.all([
      confirmDueDeliveries(db(), due),
      confirmDueDeliveries(db(), due),
    ])
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
    expect(await confirmDueDeliveries(db(), due)).toBe(0)
    const [line] = await db().select().from(orderItems).where(eq(orderItems.id, lineId))
    expect(line!.deliveryConfirmedAt?.toISOString()).toBe(due.toISOString())
    expect((await payoutOf(lineId)).state).toBe('released')
    const confirmations = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'delivery.confirm'), eq(auditEvents.targetId, lineId)))
    expect(confirmations).toHaveLength(1)
    // Nobody acted: the timer did, and the trail says the system.
    expect(confirmations[0]).toMatchObject({ actorId: null, actorRole: 'system' })
    // The farmer is told once.
    const told = await db()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.userId, farmer.user.id),
          eq(outbox.kind, 'deliveryUpdate'),
          eq(outbox.channel, 'sms'),
        ),
      )
    expect(
      told.filter((m) => JSON.stringify(m.payload).includes(`(order ${number}) is confirmed`)),
    ).toHaveLength(1)
  })
})
