import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { renderMessage } from '#core/notifications/messages.ts'
import { outbox, outboxAttempts, users } from '#server/db/schema/index.ts'
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts'
import {
  claimDue,
  claimNext,
  enqueueMissedWelcomes,
  failExhausted,
  recordAttempt,
  recordAttempts,
  retryMessage,
  welcomeEventKey,
} from './outbox.repo.ts'
import { enqueue } from '#server/services/outbox.ts'

// Claims, leases and the fencing of results, on both databases.

let testDb: TestDatabase
beforeAll(async () => {
  testDb = await createTestDatabase()
})
afterAll(() => testDb.close())
beforeEach(async () => {
  await testDb.database.db.execute(sql`delete from outbox`)
})

const to = { name: 'Asha', phone: '+919876543210', email: 'asha@example.in' }
const enqueueLogin = () =>
  enqueue(testDb.database.db, {
    userId: null,
    kind: 'login',
    data: { name: 'Asha', email: 'asha@example.in' },
    to,
  })
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe("claimDue and recordAttempts (a sweep's batch)", () => {
  it('claims at most the limit, oldest due first, and never one message twice', async () => {
    for (let i = 0; i < 3; i++) await enqueueLogin() // six messages: an SMS and an email each
    const opts = { leaseMs: 60_000, maxAttempts: 5, limit: 4 }
    const [a, b] = await Promise.all([
      claimDue(testDb.database, opts),
      claimDue(testDb.database, opts),
    ])
    expect(a.length + b.length).toBe(6)
    expect(Math.max(a.length, b.length)).toBe(4)
    const ids = [...a, ...b].map((c) => c.id)
    expect(new Set(ids).size).toBe(6)
    for (const batch of [a, b])
      expect(batch.map((c) => c.id)).toEqual(batch.map((c) => c.id).sort((x, y) => x - y))
    expect([...a, ...b].every((c) => c.attempts === 1)).toBe(true)
    expect(await claimDue(testDb.database, opts)).toEqual([])
  })

  it('records several attempts in one statement, each fenced by its own claim', async () => {
    await enqueueLogin()
    const [sms, email] = await claimDue(testDb.database, {
      leaseMs: 60_000,
      maxAttempts: 5,
      limit: 2,
    })
    const ours = await recordAttempts(testDb.database, [
      { claim: sms!, result: { provider: 'test', outcome: 'sent', durationMs: 3 } },
      // A claim that no longer holds its message (an older attempt number): recorded, changes nothing.
      {
        claim: { id: email!.id, attempts: 0 },
        result: { provider: 'test', outcome: 'failed', error: 'late', durationMs: 9 },
      },
    ])
    expect([...ours]).toEqual([sms!.id])
    const rows = await testDb.database.db.select().from(outbox)
    expect(rows.find((r) => r.id === sms!.id)).toMatchObject({ status: 'sent', lastError: null })
    expect(rows.find((r) => r.id === email!.id)).toMatchObject({ status: 'pending' })
    const attempts = await testDb.database.db.select().from(outboxAttempts)
    expect(attempts.map((a) => [a.outboxId, a.outcome, a.durationMs]).sort()).toEqual(
      [
        [sms!.id, 'sent', 3],
        [email!.id, 'failed', 9],
      ].sort(),
    )
  })
})

describe('claimNext', () => {
  it('never hands the same message to two claims at once', async () => {
    await enqueueLogin()
    await enqueueLogin()
    const opts = { leaseMs: 60_000, maxAttempts: 5 }
    const claims = await Promise.all([1, 2, 3, 4, 5].map(() => claimNext(testDb.database, opts)))
    const ids = claims.filter((c) => c !== null).map((c) => c.id)
    expect(ids).toHaveLength(4)
    expect(new Set(ids).size).toBe(4)
  })

  it('gives a claimed message back once its lease runs out; the late result changes nothing', async () => {
    const [sms] = await enqueueLogin()
    await testDb.database.db
      .update(outbox)
      .set({ status: 'sent' })
      .where(sql`${outbox.id} <> ${sms!.id}`)
    const first = await claimNext(testDb.database, { leaseMs: 150, maxAttempts: 5 })
    expect(first).toMatchObject({
      id: sms!.id,
      attempts: 1,
      channel: 'sms',
      recipient: '+919876543210',
    })
    expect(await claimNext(testDb.database, { leaseMs: 150, maxAttempts: 5 })).toBeNull()

    await sleep(300)
    const second = await claimNext(testDb.database, { leaseMs: 60_000, maxAttempts: 5 })
    expect(second).toMatchObject({
      id: sms!.id,
      attempts: 2,
      idempotencyKey: first!.idempotencyKey,
    })

    // The first claim finishes late: its attempt is recorded, but the message stays the second's.
    expect(
      await recordAttempt(testDb.database, first!, {
        provider: 'webhook',
        outcome: 'failed',
        error: 'late',
        durationMs: 5,
      }),
    ).toBe(false)
    expect(
      await recordAttempt(testDb.database, second!, {
        provider: 'webhook',
        outcome: 'sent',
        durationMs: 7,
      }),
    ).toBe(true)
    const [row] = await testDb.database.db.select().from(outbox).where(eq(outbox.id, sms!.id))
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
    const attempts = await testDb.database.db
      .select()
      .from(outboxAttempts)
      .where(eq(outboxAttempts.outboxId, sms!.id))
    expect(attempts.map((a) => [a.outcome, a.durationMs])).toEqual([
      ['failed', 5],
      ['sent', 7],
    ])
  })

  it('a retry waits out its backoff', async () => {
    await enqueueLogin()
    await testDb.database.db
      .update(outbox)
      .set({ status: 'sent' })
      .where(eq(outbox.channel, 'email'))
    const claim = await claimNext(testDb.database, { leaseMs: 60_000, maxAttempts: 5 })
    await recordAttempt(testDb.database, claim!, {
      provider: 'twilio',
      outcome: 'retry',
      error: 'down',
      durationMs: 1,
      retryInMs: 200,
    })
    expect(await claimNext(testDb.database, { leaseMs: 60_000, maxAttempts: 5 })).toBeNull()
    await sleep(300)
    expect(await claimNext(testDb.database, { leaseMs: 60_000, maxAttempts: 5 })).toMatchObject({
      id: claim!.id,
      attempts: 2,
    })
  })

  it('gives up on a message whose last attempt never finished', async () => {
    const [sms] = await enqueueLogin()
    await testDb.database.db
      .update(outbox)
      .set({ attempts: 3, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, sms!.id))
    expect(await claimNext(testDb.database, { leaseMs: 60_000, maxAttempts: 3 })).toMatchObject({
      channel: 'email',
    })
    expect(await failExhausted(testDb.database, 3)).toBe(1)
    const [row] = await testDb.database.db.select().from(outbox).where(eq(outbox.id, sms!.id))
    expect(row!.status).toBe('failed')
    expect(row!.lastError).toMatch(/worker stopped during the last attempt/)
  })
})

describe('retryMessage', () => {
  it('makes a failed message due again with fresh attempts; leaves a sent one alone', async () => {
    const [sms, email] = await enqueueLogin()
    await testDb.database.db
      .update(outbox)
      .set({ status: 'failed', attempts: 8 })
      .where(eq(outbox.id, sms!.id))
    await testDb.database.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.id, email!.id))
    expect(await retryMessage(testDb.database.db, sms!.id)).toEqual({
      id: sms!.id,
      status: 'pending',
    })
    expect(await retryMessage(testDb.database.db, email!.id)).toBeNull()
    expect(await claimNext(testDb.database, { leaseMs: 60_000, maxAttempts: 8 })).toMatchObject({
      id: sms!.id,
      attempts: 1,
    })
  })
})

describe('enqueueMissedWelcomes', () => {
  const db = () => testDb.database.db
  /** An account as better-auth leaves it, `ageS` seconds old, with no welcome written yet. */
  const account = async (id: string, ageS: number) => {
    await db()
      .insert(users)
      .values({
        id,
        name: `Ravi ${id}`,
        email: `${id}@example.in`,
        emailVerified: false,
        phone: '+919812345678',
        language: 'hi',
        createdAt: new Date(Date.now() - ageS * 1000),
        updatedAt: new Date(),
      })
  }
  const welcomesOf = (id: string) =>
    db()
      .select({ channel: outbox.channel, key: outbox.idempotencyKey, recipient: outbox.recipient })
      .from(outbox)
      .where(and(eq(outbox.userId, id), eq(outbox.kind, 'registration')))
      .orderBy(outbox.channel)

  it('writes the welcome of an account the registration left without one, once', async () => {
    await account('crashed-1', 120)
    expect(await enqueueMissedWelcomes(testDb.database)).toBeGreaterThanOrEqual(1)
    expect(await welcomesOf('crashed-1')).toEqual([
      { channel: 'email', key: 'registration:crashed-1:email', recipient: 'crashed-1@example.in' },
      { channel: 'sms', key: 'registration:crashed-1:sms', recipient: '+919812345678' },
    ])
    // In the account's language.
    const [sms] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, 'registration:crashed-1:sms'))
    expect((sms!.payload as { text: string }).text).toBe(
      renderMessage('registration', { name: 'Ravi crashed-1', email: 'crashed-1@example.in' }, 'hi')
        .sms,
    )
    // Again: nothing new.
    await enqueueMissedWelcomes(testDb.database)
    expect(await welcomesOf('crashed-1')).toHaveLength(2)
  })

  it('is the same welcome the route writes: both writers together give one', async () => {
    await account('racing-1', 120)
    await Promise.all([
      enqueue(db(), {
        userId: 'racing-1',
        kind: 'registration',
        data: { name: 'Ravi', email: 'racing-1@example.in' },
        eventKey: welcomeEventKey('racing-1'),
      }),
      enqueueMissedWelcomes(testDb.database),
    ])
    expect(await welcomesOf('racing-1')).toHaveLength(2)
  })

  it('leaves an account younger than the grace period to the route, and old accounts alone', async () => {
    await account('fresh-1', 5)
    await account('old-1', 3 * 86_400)
    await enqueueMissedWelcomes(testDb.database)
    expect(await welcomesOf('fresh-1')).toEqual([])
    expect(await welcomesOf('old-1')).toEqual([])
  })
})
