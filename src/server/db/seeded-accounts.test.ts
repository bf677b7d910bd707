import { eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogueFarmer } from '#core/catalogue/catalogue-owners.ts'
import { CATALOGUE } from '#core/catalogue/catalogue.ts'
import { isUnreachablePhone, madeUpPhone } from '#core/notifications/sms-budget.ts'
import { outbox, users } from '#server/db/schema/index.ts'
import { enqueueMissedWelcomes } from '#server/features/notifications/outbox.repo.ts'
import { startFakeProvider, type FakeProvider } from '#tests/doubles/notification-providers.ts'
import { sweep } from '#server/features/notifications/outbox.worker.ts'
import { enqueue } from '#server/services/outbox.ts'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'
import { setCatalogueFarmerPasswords, syncCatalogueOwners } from './catalogue-sync.ts'
import { ensureSeededAccount } from './seeded-accounts.ts'

// The accounts the migration (the catalogue's farmers) and the seed (the demo accounts) make are
// never sent anything, not even a welcome, and their numbers cannot reach a phone. On both
// databases, through the real worker and providers that speak the SMS and SMTP protocols.

let t: TestApp
let sms: FakeProvider
let email: FakeProvider
beforeAll(async () => {
  sms = await startFakeProvider('webhook')
  email = await startFakeProvider('smtp')
  t = await buildTestApp({ ...sms.env, ...email.env })
})
afterAll(async () => {
  await t.close()
  await Promise.all([sms.close(), email.close()])
})

const runSweep = () =>
  sweep(
    {
      database: t.testDb.database,
      providers: t.app.notificationProviders,
      maxAttempts: 3,
      backoffMs: 50,
      leaseMs: 30_000,
      smsBudget: { perNumberPerDay: 10, otherPerNumberPerHour: 3 },
      log: t.app.log,
    },
    { limit: 1000 },
  )

const farmers = () =>
  t.testDb.database.db.select().from(users).where(like(users.id, 'catalogue-farmer-%'))

describe("the catalogue's farmer accounts", () => {
  it('are marked seeded and have numbers from the made-up range, also when stored otherwise before', async () => {
    const tomato = CATALOGUE.find((i) => i.name === 'Tomato') ?? CATALOGUE[0]!
    const farmer = catalogueFarmer(tomato)
    // As an older version left it: the catalogue's real-looking contact, unmarked.
    await t.testDb.database.db
      .update(users)
      .set({ phone: tomato.contact, seeded: false })
      .where(eq(users.id, farmer.id))
    await syncCatalogueOwners(t.testDb.database.db)
    const rows = await farmers()
    expect(rows).toHaveLength(new Set(CATALOGUE.map((i) => i.farmer)).size)
    for (const row of rows) {
      expect(row.seeded).toBe(true)
      expect(isUnreachablePhone(row.phone ?? '')).toBe(true)
    }
    expect(rows.find((r) => r.id === farmer.id)?.phone).toBe(farmer.phone)
  })

  it('get no welcome from the catch-up, and nothing anyone writes to them is sent', async () => {
    // Made by this database's migration run a moment ago: the catch-up's window holds them.
    expect(await enqueueMissedWelcomes(t.testDb.database, { graceMs: 0 })).toBe(0)
    const [farmer] = await farmers()
    await setCatalogueFarmerPasswords(t.testDb.database.db, 'catalogue-pass-2026')
    // Whatever writes to them: an order event read from the account, a login from a new device.
    await enqueue(t.testDb.database.db, {
      userId: farmer!.id,
      kind: 'newOrder',
      data: {
        orderNumber: 'FT-2611-000001',
        quantityKg: 5,
        crop: 'Tomato',
        party: 'Asha',
        address: '12 FC Road, Pune',
        amountPaise: 150_00,
        payment: 'COD',
      },
    })
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: farmer!.email, password: 'catalogue-pass-2026' },
    })
    expect(login.statusCode).toBe(200)
    await runSweep()
    const rows = await t.testDb.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.userId, farmer!.id))
    expect(rows.map((r) => r.kind).sort()).toEqual(['login', 'login', 'newOrder', 'newOrder'])
    expect(rows.every((r) => r.status === 'suppressed')).toBe(true)
    expect(sms.requests()).toBe(0)
    expect(email.requests()).toBe(0)
    // No catalogue farmer has a registration message of any status.
    const welcomes = await t.testDb.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from outbox where kind = 'registration' and user_id like 'catalogue-farmer-%'`,
    )
    expect(Number(welcomes.rows[0]!.n)).toBe(0)
  })
})

describe("the seed's demo accounts", () => {
  it('are written seeded with a made-up number, and nothing sent to them goes out', async () => {
    const id = await ensureSeededAccount(t.testDb.database.db, {
      id: 'demo-test-buyer',
      name: 'Anita Sharma',
      email: 'buyer-test@farmtrek.demo',
      role: 'buyer',
      location: 'Pune, Maharashtra',
      phone: madeUpPhone(90099),
      password: 'farmtrek-demo-2024',
    })
    // Safe to run twice: the same account, the new password.
    expect(
      await ensureSeededAccount(t.testDb.database.db, {
        id: 'other-id',
        name: 'Anita Sharma',
        email: 'buyer-test@farmtrek.demo',
        role: 'buyer',
        location: 'Pune, Maharashtra',
        phone: madeUpPhone(90099),
        password: 'farmtrek-demo-2025',
      }),
    ).toBe(id)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'buyer-test@farmtrek.demo', password: 'farmtrek-demo-2025' },
    })
    expect(login.statusCode).toBe(200)
    await enqueue(t.testDb.database.db, {
      userId: id,
      kind: 'orderStatus',
      data: { name: 'Anita Sharma', crop: 'Onion', status: 'In Transit' },
    })
    await runSweep()
    const rows = await t.testDb.database.db.select().from(outbox).where(eq(outbox.userId, id))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.status === 'suppressed')).toBe(true)
    expect(rows.find((r) => r.channel === 'sms')?.recipient).toBe('+910000090099')
    expect(sms.requests()).toBe(0)
    expect(email.requests()).toBe(0)
  })
})
