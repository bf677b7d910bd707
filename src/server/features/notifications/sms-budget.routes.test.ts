import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SUPPRESSION_TEXT } from '#core/notifications/sms-budget.ts'
import type { Database } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { outbox } from '#server/db/schema/index.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { serverData } from '#server/test/server-process.ts'
import { enqueue } from '#server/services/outbox.ts'
import { claimDue, retryMessage } from './outbox.repo.ts'
import { startFakeProvider, type FakeProvider } from '#tests/doubles/notification-providers.ts'
import { sweep } from './outbox.worker.ts'
import { admitClaims } from './sms-admission.repo.ts'

// The SMS budget per number, applied by the worker to every message whoever wrote it, on both
// databases: what it stops is kept as 'suppressed' (and listed by `npm run outbox`), never sent,
// and sweeps running side by side never let more through than the budget.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const budget = { perNumberPerDay: 10, otherPerNumberPerHour: 3 }

let t: TestApp
let sms: FakeProvider
beforeAll(async () => {
  sms = await startFakeProvider('webhook')
  t = await buildTestApp(sms.env)
})
afterAll(async () => {
  await t.close()
  await sms.close()
})
afterEach(async () => {
  await t.testDb.database.db.delete(outbox)
})

// Numbers no account holds: nothing but the budget decides for them.
let numberSeq = 0
const freshNumber = () => `+9190000${String(10_000 + numberSeq++).slice(-5)}`

/** Writes one SMS of `kind` to `phone`, as any feature does (`enqueue` in its own transaction). */
function write(database: Database, phone: string, kind: 'orderStatus' | 'login' = 'orderStatus') {
  return database.db.transaction((tx) =>
    kind === 'login'
      ? enqueue(tx, {
          userId: null,
          kind: 'login',
          data: { name: 'Asha', email: 'asha@example.in' },
          to: { name: 'Asha', phone, email: null },
        })
      : enqueue(tx, {
          userId: null,
          kind: 'orderStatus',
          data: { name: 'Asha', crop: 'Onion', status: 'In Transit' },
          to: { name: 'Asha', phone, email: null },
        }),
  )
}

function runSweep(app: FastifyInstance, database: Database) {
  return sweep(
    {
      database,
      providers: app.notificationProviders,
      maxAttempts: 3,
      backoffMs: 50,
      leaseMs: 30_000,
      smsBudget: budget,
      log: app.log,
    },
    { limit: 1000 },
  )
}

const smsTo = (database: Database, phone: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, phone), eq(outbox.channel, 'sms')))
    .orderBy(asc(outbox.id))

const deliveredTo = (phone: string) => sms.deliveries().filter((d) => d.to === phone)

describe('the SMS budget per number', () => {
  it('sends ten SMS to a number in a day; the rest are kept as suppressed, never sent', async () => {
    const phone = freshNumber()
    for (let i = 0; i < 12; i++) await write(t.testDb.database, phone)
    await runSweep(t.app, t.testDb.database)
    expect(deliveredTo(phone)).toHaveLength(10)
    const rows = await smsTo(t.testDb.database, phone)
    expect(rows.map((r) => r.status)).toEqual([
      ...Array(10).fill('sent'),
      'suppressed',
      'suppressed',
    ])
    expect(rows[11]).toMatchObject({ lastError: SUPPRESSION_TEXT.daily_budget, attempts: 0 })
    // An operator's retry does not bring it back.
    expect(await retryMessage(t.testDb.database.db, rows[11]!.id)).toEqual({
      id: rows[11]!.id,
      status: 'suppressed',
    })
    expect(rows.slice(0, 10).every((r) => r.admittedAt !== null)).toBe(true)
    // A later sweep finds nothing more to do: suppressed is final.
    await write(t.testDb.database, phone)
    await runSweep(t.app, t.testDb.database)
    expect(deliveredTo(phone)).toHaveLength(10)
  })

  it('sends three SMS other than codes and order events to a number in an hour', async () => {
    const phone = freshNumber()
    for (let i = 0; i < 5; i++) await write(t.testDb.database, phone, 'login')
    await write(t.testDb.database, phone, 'orderStatus')
    await runSweep(t.app, t.testDb.database)
    const rows = await smsTo(t.testDb.database, phone)
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['login', 'sent'],
      ['login', 'sent'],
      ['login', 'sent'],
      ['login', 'suppressed'],
      ['login', 'suppressed'],
      ['orderStatus', 'sent'],
    ])
    expect(rows[3]!.lastError).toBe(SUPPRESSION_TEXT.hourly_budget)
    expect(deliveredTo(phone)).toHaveLength(4)
  })

  it('holds when many transactions write to one number at once and sweeps claim side by side', async () => {
    const phone = freshNumber()
    await Promise.all(Array.from({ length: 25 }, () => write(t.testDb.database, phone)))
    // Two sweeps' claims (8 each), admitted at the same time: each takes the number's lock in turn.
    const opts = { leaseMs: 30_000, maxAttempts: 3, limit: 8 }
    const [a, b] = await Promise.all([
      claimDue(t.testDb.database, opts),
      claimDue(t.testDb.database, opts),
    ])
    const [okA, okB] = await Promise.all([
      admitClaims(t.testDb.database, a, budget),
      admitClaims(t.testDb.database, b, budget),
    ])
    expect(a.length + b.length).toBe(16)
    expect(okA.length + okB.length).toBe(10)
    // Then whole sweeps, side by side, with what is left: nothing more goes.
    await Promise.all([runSweep(t.app, t.testDb.database), runSweep(t.app, t.testDb.database)])
    const rows = await smsTo(t.testDb.database, phone)
    expect(rows.filter((r) => r.admittedAt !== null)).toHaveLength(10)
    expect(rows.filter((r) => r.status === 'suppressed')).toHaveLength(15)
    expect(rows.filter((r) => r.status === 'pending' && r.admittedAt === null)).toHaveLength(0)
  })

  it('counts a retried SMS once', async () => {
    const phone = freshNumber()
    await write(t.testDb.database, phone)
    const opts = { leaseMs: 0, maxAttempts: 5, limit: 8 }
    const first = await claimDue(t.testDb.database, opts)
    expect(await admitClaims(t.testDb.database, first, budget)).toHaveLength(1)
    // The lease ran out (leaseMs 0): claimed again, it is already admitted.
    const again = await claimDue(t.testDb.database, opts)
    expect(again[0]).toMatchObject({ id: first[0]!.id, admitted: true })
    const oneLeft = { perNumberPerDay: 1, otherPerNumberPerHour: 1 }
    expect(await admitClaims(t.testDb.database, again, oneLeft)).toHaveLength(1)
  })
})

describe('npm run outbox', () => {
  it('lists the suppressed messages with the reason', async () => {
    const data = await serverData()
    try {
      const database = await data.open()
      await runMigrations(database)
      const phone = freshNumber()
      for (let i = 0; i < 4; i++) await write(database, phone, 'login')
      await runSweep(t.app, database)
      const rows = await smsTo(database, phone)
      const suppressed = rows.find((r) => r.status === 'suppressed')
      expect(suppressed).toBeDefined()
      // One process owns an embedded database: the command opens it once the test lets go.
      await database.close()
      const all = await runOutboxCli(data.env, [])
      expect(all.code).toBe(0)
      expect(all.stdout).toMatch(
        new RegExp(`#${suppressed!.id} .* sms {2}suppressed {2}0 attempts {2}login {2}\\${phone}`),
      )
      expect(all.stdout).toContain(`last error: ${SUPPRESSION_TEXT.hourly_budget}`)
      const only = await runOutboxCli(data.env, ['--suppressed'])
      expect(only.code).toBe(0)
      expect(only.stdout.match(/^#\d+/gm)).toEqual([`#${suppressed!.id}`])
    } finally {
      await data.cleanup()
    }
  }, 120_000)
})

function runOutboxCli(env: Record<string, string>, args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/server/cli/outbox.ts', ...args],
      { cwd: root, env: { ...env, SESSION_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' } },
    )
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}
