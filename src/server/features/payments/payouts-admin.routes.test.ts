import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCsv } from '#server/lib/csv.ts'
import {
  orderItems,
  orders,
  outbox,
  payments,
  payoutAccounts,
  payoutAdjustments,
  payouts,
} from '#server/db/schema/index.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { signInOperator } from '#server/test/operators.ts'
import { createPayoutCipher } from './payout-crypto.ts'

const KEY = 'ab'.repeat(32)
let t: TestApp
let op: Awaited<ReturnType<typeof signInOperator>>
beforeAll(async () => {
  t = await buildTestApp({ PAYOUT_ENCRYPTION_KEY: KEY })
  op = await signInOperator(t.app)
})
afterAll(() => t.close())

const db = () => t.testDb.database.db
const get = (url: string, cookie = op.cookie) => t.app.inject({ url, headers: { cookie } })
const settle = (payload: object, cookie = op.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/admin/payouts/settle', headers: { cookie }, payload })

let n = 0
/** A paid line of `farmerId` and its payout in `state`. */
async function payout(
  farmerId: string,
  buyerId: string,
  opts: { state?: 'held' | 'released' | 'settled'; mode?: 'manual' | 'route'; paise?: number } = {},
) {
  const paise = opts.paise ?? 14_250
  const [order] = await db()
    .insert(orders)
    .values({
      orderNumber: `FT-2711-${String(700000 + ++n)}`,
      buyerId,
      idempotencyKey: randomUUID(),
      deliveryName: 'Asha',
      deliveryAddress: '12 MG Road, Pune',
      deliveryPhone: '+919800000001',
      paymentMethod: 'UPI',
      paymentStatus: 'paid',
      totalPaise: paise,
    })
    .returning()
  const [line] = await db()
    .insert(orderItems)
    .values({
      orderId: order!.id,
      kind: 'listing',
      name: 'Onion',
      unitPricePaise: paise / 5,
      quantityKg: 5,
      lineTotalPaise: paise,
      farmerId,
      farmerName: 'Ravi',
      status: 'Delivered',
    })
    .returning()
  const [payment] = await db()
    .insert(payments)
    .values({
      orderId: order!.id,
      buyerId,
      method: 'UPI',
      amountPaise: paise,
      state: 'paid',
      expiresAt: new Date(),
    })
    .returning()
  const [row] = await db()
    .insert(payouts)
    .values({
      paymentId: payment!.id,
      orderItemId: line!.id,
      farmerId,
      amountPaise: paise,
      mode: opts.mode ?? 'manual',
      state: opts.state ?? 'released',
      releasedAt: opts.state === 'held' ? null : new Date(),
    })
    .returning()
  return { id: row!.id, orderNumber: order!.orderNumber, lineId: line!.id }
}

describe('the payouts of the operator console', () => {
  it('lists released payouts with where to pay (masked), settles them with a UTR once, tells the farmer, and records it', async () => {
    const farmer = await registerUser(t.app, { role: 'farmer', name: 'Ravi Patil' })
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const cipher = createPayoutCipher(KEY)
    await db()
      .insert(payoutAccounts)
      .values({
        farmerId: farmer.user.id,
        bankAccountCiphertext: cipher.encrypt(farmer.user.id, '123456789012'),
        bankAccountLast4: '9012',
        bankIfsc: 'SBIN0001234',
        accountHolder: 'Ravi Patil',
      })
    const a = await payout(farmer.user.id, buyer.user.id, { paise: 14_250 })
    const b = await payout(farmer.user.id, buyer.user.id, { paise: 9_000 })
    const held = await payout(farmer.user.id, buyer.user.id, { state: 'held' })
    const route = await payout(farmer.user.id, buyer.user.id, { mode: 'route' })

    const list = await get('/api/admin/payouts?state=released')
    expect(list.statusCode).toBe(200)
    const mine = list
      .json<{ items: Array<{ id: string; payTo: { bankLast4: string } }> }>()
      .items.filter((i) => [a.id, b.id].includes(i.id))
    expect(mine).toHaveLength(2)
    expect(mine[0]!.payTo).toMatchObject({ bankLast4: '9012', bankIfsc: 'SBIN0001234' })
    expect(list.body).not.toContain('123456789012')

    // The bank file carries the full number, for these two lines (route and held ones are not due).
    const file = await get('/api/admin/payouts/due.csv')
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toMatch(/^text\/csv/)
    const rows = parseCsv(file.body)
    expect(rows[0]).toEqual([
      'Payout ID',
      'Beneficiary name',
      'Account number',
      'IFSC',
      'UPI ID',
      'Amount (INR)',
      'Order',
      'Crop',
      'Farmer phone',
      'Recovered (INR)',
    ])
    const due = rows.filter((r) => [a.id, b.id, held.id, route.id].includes(r[0]!))
    expect(due.map((r) => [r[0], r[2], r[5]])).toEqual([
      [a.id, '123456789012', '142.50'],
      [b.id, '123456789012', '90.00'],
    ])

    const res = await settle({ ids: [a.id, b.id, held.id, route.id], reference: 'UTR20261127A1' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      settled: 2,
      paise: 23_250,
      recoveredPaise: 0,
      refused: [
        { id: held.id, reason: 'not_released' },
        { id: route.id, reason: 'not_manual' },
      ],
    })
    const again = await settle({ ids: [a.id], reference: 'UTR20261127A1' })
    expect(again.json()).toMatchObject({
      settled: 0,
      refused: [{ id: a.id, reason: 'not_released' }],
    })

    const [stored] = await db().select().from(payouts).where(eq(payouts.id, a.id))
    expect(stored).toMatchObject({ state: 'settled', settlementRef: 'UTR20261127A1' })
    const told = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, farmer.user.id), eq(outbox.kind, 'payoutSettled')))
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
    expect((told[0]!.payload as { text: string }).text).toBe(
      'FarmTrek has paid you ₹232.50 for 2 delivered order lines. Bank reference (UTR): UTR20261127A1.',
    )
    const audit = await t.app.database.query<{ action: string }>(
      'select action from audit_events where target_id = $1',
      [a.id],
    )
    expect(audit.map((r) => r.action)).toEqual(['payout.settle'])
  })

  it('takes what a farmer owes back for a refund from their next payouts: the list, the bank file, the settlement', async () => {
    const farmer = await registerUser(t.app, { role: 'farmer', name: 'Kavya Reddy' })
    const buyer = await registerUser(t.app, { role: 'buyer' })
    const cipher = createPayoutCipher(KEY)
    await db()
      .insert(payoutAccounts)
      .values({
        farmerId: farmer.user.id,
        bankAccountCiphertext: cipher.encrypt(farmer.user.id, '555566667777'),
        bankAccountLast4: '7777',
        bankIfsc: 'HDFC0000123',
        accountHolder: 'Kavya Reddy',
      })
    // An earlier line was settled, then ₹100.00 of it refunded to the buyer.
    const old = await payout(farmer.user.id, buyer.user.id, { state: 'settled', paise: 300_00 })
    const [owed] = await db()
      .insert(payoutAdjustments)
      .values({
        farmerId: farmer.user.id,
        payoutId: old.id,
        orderItemId: old.lineId,
        amountPaise: -100_00,
        reason: 'Refund to the buyer after a reported problem (payout settled)',
      })
      .returning()
    const a = await payout(farmer.user.id, buyer.user.id, { paise: 60_00 })
    const b = await payout(farmer.user.id, buyer.user.id, { paise: 90_00 })

    const list = (await get('/api/admin/payouts?state=released')).json()
    expect(list.recoveries).toContainEqual(
      expect.objectContaining({
        id: owed!.id,
        farmerName: 'Kavya Reddy',
        orderNumber: old.orderNumber,
        amountPaise: -100_00,
        recoveredPaise: 0,
      }),
    )
    const rows = parseCsv((await get('/api/admin/payouts/due.csv')).body)
    expect(rows.filter((r) => [a.id, b.id].includes(r[0]!)).map((r) => [r[0], r[5], r[9]])).toEqual(
      [
        [a.id, '0.00', '60.00'],
        [b.id, '50.00', '40.00'],
      ],
    )

    const res = await settle({ ids: [a.id, b.id], reference: 'UTR20261128K7' })
    expect(res.json()).toEqual({ settled: 2, paise: 50_00, recoveredPaise: 100_00, refused: [] })
    const [after] = await db()
      .select()
      .from(payoutAdjustments)
      .where(eq(payoutAdjustments.id, owed!.id))
    expect(after).toMatchObject({ recoveredPaise: 100_00, recoveredRef: 'UTR20261128K7' })
    const told = await db()
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.userId, farmer.user.id),
          eq(outbox.kind, 'payoutSettled'),
          eq(outbox.channel, 'sms'),
        ),
      )
    expect((told[0]!.payload as { text: string }).text).toContain(
      '₹50.00 for 2 delivered order lines',
    )
    const audit = await t.app.database.query<{ action: string }>(
      'select action from audit_events where target_id = $1',
      [farmer.user.id],
    )
    expect(audit.map((r) => r.action)).toContain('payout.recovered')
    // Nothing is owed now: it is not listed again, nor taken twice.
    const later = (await get('/api/admin/payouts?state=released')).json()
    expect(later.recoveries.map((r: { id: string }) => r.id)).not.toContain(owed!.id)
  })

  it('refuses a blank or odd reference, and anyone but an operator', async () => {
    const bad = await settle({ ids: [randomUUID()], reference: 'no spaces!' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe(
      "Enter the bank's reference (UTR) of the transfer: 6 to 40 letters and digits.",
    )
    const farmer = await registerUser(t.app, { role: 'farmer' })
    expect((await get('/api/admin/payouts', farmer.cookie)).statusCode).toBe(403)
    expect((await get('/api/admin/payouts/due.csv', farmer.cookie)).statusCode).toBe(403)
    expect(
      (await settle({ ids: [randomUUID()], reference: 'UTR12345' }, farmer.cookie)).statusCode,
    ).toBe(403)
    expect((await t.app.inject({ url: '/api/admin/payouts' })).statusCode).toBe(401)
  })
})
