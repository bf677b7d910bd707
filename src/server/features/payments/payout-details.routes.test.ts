import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  listings,
  outbox,
  paymentTasks,
  payoutAccounts,
  payoutDetailsEvents,
  payouts,
} from '#server/db/schema/index.ts'
import { releasePayout } from '#server/services/payments.ts'
import { buildTestApp, registerUser, type TestApp } from '#server/test/build-test-app.ts'
import { applyContextFor, gatewayFor } from './payments.routes.ts'
import { sweepPayments, type PaymentsWorkerDeps } from './payments.worker.ts'
import {
  createPayoutCipher,
  encryptStoredAccountNumbers,
  payoutCipherFor,
} from './payout-crypto.ts'
import { startRazorpayTestServer, type RazorpayTestServer } from '#tests/doubles/razorpay/server.ts'

/** Test-only keys (32 bytes each, base64). */
const KEY = Buffer.alloc(32, 7).toString('base64')
const OLD_KEY = Buffer.alloc(32, 3).toString('base64')
const SUPPORT_PHONE = '+91 80 1111 2222'
const HOUR = 3_600_000

let t: TestApp
let rzp: RazorpayTestServer
let deps: PaymentsWorkerDeps
type Session = Awaited<ReturnType<typeof registerUser>>
let buyer: Session

beforeAll(async () => {
  rzp = await startRazorpayTestServer()
  t = await buildTestApp({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: rzp.keyId,
    RAZORPAY_KEY_SECRET: rzp.keySecret,
    RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
    RAZORPAY_URL: rzp.url,
    RAZORPAY_ROUTE: 'true',
    RAZORPAY_TIMEOUT: '2s',
    PAYOUT_ENCRYPTION_KEY: KEY,
    SUPPORT_PHONE,
    LOGIN_MAX_FAILURES: '3',
  })
  deps = {
    database: t.testDb.database,

    gateway: gatewayFor(t.env)!,
    ctx: applyContextFor(t.env),
    log: t.app.log,
    leaseMs: 10_000,
    backoffMs: 1,
    holdAfterChangeMs: t.env.PAYOUT_HOLD_AFTER_CHANGE,
  }
  buyer = await registerUser(t.app, { role: 'buyer', name: 'Asha Rao' })
})
afterAll(async () => {
  await t.close()
  await rzp.close()
})

const db = () => t.testDb.database.db
const BANK = {
  bankAccountNumber: '123456789012',
  bankIfsc: 'sbin0001234',
  accountHolder: 'Sanjay Patil',
}

const put = (who: Session, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/payments/payout-details',
    headers: { cookie: who.cookie },
    payload,
  })

const messagesOf = (farmerId: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, farmerId), eq(outbox.kind, 'payoutDetailsChanged')))

describe('PUT /api/payments/payout-details', () => {
  it('refuses a change without the password, or with a wrong one, and changes nothing', async () => {
    const farmer = await registerUser(t.app, { role: 'farmer' })
    const none = await put(farmer, BANK)
    expect(none.statusCode).toBe(400)
    expect(none.json()).toMatchObject({ code: 'invalid_input', field: 'password' })
    const wrong = await put(farmer, { ...BANK, password: 'not-my-password' })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toMatchObject({ code: 'payments.wrong_password', field: 'password' })
    expect(wrong.json().message).toMatch(/not changed/)
    const stored = await db()
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.farmerId, farmer.user.id))
    expect(stored).toHaveLength(0)
    expect(await messagesOf(farmer.user.id)).toHaveLength(0)
    const events = await db()
      .select()
      .from(payoutDetailsEvents)
      .where(eq(payoutDetailsEvents.farmerId, farmer.user.id))
    expect(events.map((e) => e.type)).toEqual(['refused: wrong password'])
  })

  it('holds wrong passwords to the login limit: then even the right one waits', async () => {
    const farmer = await registerUser(t.app, { role: 'farmer' })
    for (let i = 0; i < 3; i++) {
      expect((await put(farmer, { ...BANK, password: `guess-${i}` })).statusCode).toBe(403)
    }
    const locked = await put(farmer, { ...BANK, password: farmer.password })
    expect(locked.statusCode).toBe(429)
    expect(locked.json()).toMatchObject({ code: 'payments.password_locked' })
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('with the password: stored encrypted, recorded, told by SMS and email, payouts held 24 h', async () => {
    const farmer = await registerUser(t.app, { role: 'farmer' })
    const before = Date.now()
    const res = await put(farmer, { ...BANK, upiVpa: 'sanjay@okicici', password: farmer.password })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().details).toMatchObject({
      upiVpa: 'sanjay@okicici',
      bankAccountLast4: '9012',
      bankIfsc: 'SBIN0001234',
    })
    const heldUntil = Date.parse(res.json().details.payoutsHeldUntil)
    expect(heldUntil).toBeGreaterThanOrEqual(before + 24 * HOUR - 1_000)
    expect(heldUntil).toBeLessThanOrEqual(Date.now() + 24 * HOUR)

    // Nowhere in the row is the number in clear; the ciphertext opens with the key.
    const raw = await db().execute<{ row: string }>(
      sql`select row_to_json(p)::text as row from payout_accounts p where farmer_id = ${farmer.user.id}`,
    )
    const rows = 'rows' in raw ? raw.rows : raw
    expect(String((rows as Array<{ row: string }>)[0]?.row)).not.toContain('123456789012')
    const [stored] = await db()
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.farmerId, farmer.user.id))
    expect(stored).toMatchObject({ bankAccountNumber: null, bankAccountLast4: '9012' })
    expect(payoutCipherFor(t.env).decrypt(farmer.user.id, stored!.bankAccountCiphertext!)).toBe(
      '123456789012',
    )
    // Copied into another farmer's row, it does not open.
    expect(() =>
      payoutCipherFor(t.env).decrypt(buyer.user.id, stored!.bankAccountCiphertext!),
    ).toThrow()

    const messages = await messagesOf(farmer.user.id)
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
    for (const m of messages) {
      const text = (m.payload as { text: string }).text
      expect(text).toContain('…9012')
      expect(text).toContain(SUPPORT_PHONE)
      expect(text).not.toContain('123456789012')
    }
    const [event] = await db()
      .select()
      .from(payoutDetailsEvents)
      .where(eq(payoutDetailsEvents.farmerId, farmer.user.id))
    expect(event).toMatchObject({ type: 'changed', before: null })
    expect(event!.after).toMatchObject({ bankAccountLast4: '9012', upiVpa: 'sanjay@okicici' })
    expect(JSON.stringify(event)).not.toContain('123456789012')

    // Saving the same details again is no change: no second message.
    const again = await put(farmer, {
      ...BANK,
      upiVpa: 'sanjay@okicici',
      password: farmer.password,
    })
    expect(again.statusCode).toBe(200)
    expect(await messagesOf(farmer.user.id)).toHaveLength(2)
  })

  it('holds a Route release for 24 h after a change, then releases it', async () => {
    const farmer = await registerUser(t.app, { role: 'farmer' })
    const set = await put(farmer, {
      linkedAccountId: 'acc_ABCDEFGHIJKLMN',
      password: farmer.password,
    })
    expect(set.statusCode, set.body).toBe(200)
    const [l] = await db()
      .insert(listings)
      .values({ farmerId: farmer.user.id, productName: 'Onion', pricePaise: 40_00, quantityKg: 50 })
      .returning()
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: buyer.cookie },
      payload: {
        delivery: {
          fullName: 'Asha Rao',
          address: '12 MG Road, Pune 411001',
          phone: '98765 43210',
        },
        payment: 'UPI',
        idempotencyKey: randomUUID(),
        lines: [
          { kind: 'listing', productId: l!.id, quantityKg: 5, seenPricePaise: l!.pricePaise },
        ],
      },
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const order = placed.json<{ id: string; lines: Array<{ id: string }> }>()
    const lineId = order.lines[0]!.id
    const session = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.id}/checkout`,
      headers: { cookie: buyer.cookie },
    })
    const answer = rzp.pay(session.json().providerOrderId)
    const verify = await t.app.inject({
      method: 'POST',
      url: `/api/payments/orders/${order.id}/verify`,
      headers: { cookie: buyer.cookie },
      payload: {
        razorpay_order_id: answer.razorpay_order_id,
        razorpay_payment_id: answer.razorpay_payment_id,
        razorpay_signature: answer.razorpay_signature,
      },
    })
    expect(verify.statusCode, verify.body).toBe(200)
    await sweepPayments(deps) // the transfer, on hold
    expect(await db().transaction((tx) => releasePayout(tx, { orderItemId: lineId }))).toBe(
      'released',
    )
    await sweepPayments(deps)
    const [po] = await db().select().from(payouts).where(eq(payouts.orderItemId, lineId))
    expect(po).toMatchObject({ mode: 'route', state: 'released', providerReleasedAt: null })
    expect(rzp.transfers.get(po!.providerTransferId!)?.on_hold).toBe(true)
    const [task] = await db()
      .select()
      .from(paymentTasks)
      .where(and(eq(paymentTasks.kind, 'release'), eq(paymentTasks.refId, po!.id)))
    expect(task).toMatchObject({ status: 'pending', attempts: 0 })
    expect(task!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 23 * HOUR)

    // A day later (the change moved back 25 hours, the task due now): the money is released.
    await db()
      .update(payoutAccounts)
      .set({ changedAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(payoutAccounts.farmerId, farmer.user.id))
    await db()
      .update(paymentTasks)
      .set({ nextAttemptAt: new Date() })
      .where(eq(paymentTasks.id, task!.id))
    await sweepPayments(deps)
    expect(rzp.transfers.get(po!.providerTransferId!)?.on_hold).toBe(false)
  })
})

describe('account numbers stored before encryption', () => {
  it('are encrypted at start, once, and rewritten under a new key after a rotation', async () => {
    const farmer = await registerUser(t.app, { role: 'farmer' })
    await db().insert(payoutAccounts).values({
      farmerId: farmer.user.id,
      bankAccountNumber: '998877665544',
      bankIfsc: 'HDFC0000123',
      accountHolder: 'Old Row',
    })
    // Rows other tests wrote under KEY are unreadable to a cipher that knows only OLD_KEY: left be.
    const old = createPayoutCipher(OLD_KEY)
    expect((await encryptStoredAccountNumbers(db(), old)).written).toBe(1)
    expect((await encryptStoredAccountNumbers(db(), old)).written).toBe(0)
    const row = async () =>
      (
        await db().select().from(payoutAccounts).where(eq(payoutAccounts.farmerId, farmer.user.id))
      )[0]!
    const first = await row()
    expect(first).toMatchObject({
      bankAccountNumber: null,
      bankAccountLast4: '5544',
      changedAt: null,
    })
    expect(first.bankAccountCiphertext).toMatch(new RegExp(`^v1:${old.keyId}:`))

    const rotated = createPayoutCipher(KEY, [OLD_KEY])
    expect(await encryptStoredAccountNumbers(db(), rotated)).toEqual({ written: 1, unreadable: 0 })
    const second = await row()
    expect(second.bankAccountCiphertext).toMatch(new RegExp(`^v1:${rotated.keyId}:`))
    expect(createPayoutCipher(KEY).decrypt(farmer.user.id, second.bankAccountCiphertext!)).toBe(
      '998877665544',
    )
    const details = await t.app.inject({
      url: '/api/payments/payout-details',
      headers: { cookie: farmer.cookie },
    })
    expect(details.json().details).toMatchObject({
      bankAccountLast4: '5544',
      payoutsHeldUntil: null,
    })
  })
})
