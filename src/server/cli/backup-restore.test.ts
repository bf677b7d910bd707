import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { runMigrations } from '#server/db/migrate.ts'
import { orderItems, orders } from '#server/db/schema/index.ts'
import { parseEnv, testPostgresUrl } from '#server/env.ts'
import { registerUser } from '#server/test/build-test-app.ts'
import { backup, restore } from './backup-restore.ts'

// A backup is only as good as its restore: orders are placed, the database is backed up, the
// backup restored into a new database, and the app started on that one shows the buyer the same
// orders (their session came along too). PostgreSQL (pg_dump, pg_restore) when TEST_DATABASE_URL
// is set, the embedded database otherwise.

const pgUrl = testPostgresUrl()
const scratch = mkdtempSync(path.join(tmpdir(), 'ft-backup-'))
const dropped: string[] = []
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true })
  if (!pgUrl) return
  const admin = new pg.Client({ connectionString: pgUrl })
  await admin.connect()
  for (const name of dropped) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.end()
})

const env = parseEnv({
  LOG_LEVEL: 'silent',
  CLIENT_DIST: './.tmp/no-client',
  SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
  JOBS: 'false',
  LOAD_MARKET_DATA: 'false',
  REGISTER_MAX_PER_IP: '100000',
  PHONE_CODES_PER_IP: '100000',
  PAYOUT_ENCRYPTION_KEY: 'cd'.repeat(32),
})

async function startApp(database: Database) {
  const app = await buildApp({ env, database, logger: false })
  await app.ready()
  return app
}

/** A database URL on the test server with a new name (dropped after the file). */
function newDatabaseUrl(prefix: string) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`
  dropped.push(name)
  const url = new URL(pgUrl ?? '')
  url.pathname = `/${name}`
  return url.toString()
}

async function placeOrders(database: Database) {
  const app = await startApp(database)
  const buyer = await registerUser(app, { role: 'buyer' })
  const farmer = await registerUser(app, { role: 'farmer' })
  for (const n of [1, 2]) {
    const [order] = await database.db
      .insert(orders)
      .values({
        orderNumber: `FT-2612-${String(480000 + n)}`,
        buyerId: buyer.user.id,
        idempotencyKey: randomUUID(),
        deliveryName: 'Anita',
        deliveryAddress: '12 MG Road, Pune',
        deliveryPhone: '+919800000001',
        paymentMethod: 'COD',
        paymentStatus: 'due_on_delivery',
        totalPaise: 12_500 * n,
      })
      .returning()
    await database.db.insert(orderItems).values({
      orderId: order!.id,
      kind: 'listing',
      name: 'Onion',
      unitPricePaise: 2500,
      quantityKg: 5 * n,
      lineTotalPaise: 12_500 * n,
      farmerId: farmer.user.id,
      farmerName: 'Selvi',
    })
  }
  const seen = await ordersOf(app, buyer.cookie)
  await app.close()
  return { cookie: buyer.cookie, seen }
}

async function ordersOf(app: Awaited<ReturnType<typeof startApp>>, cookie: string) {
  const res = await app.inject({ url: '/api/orders', headers: { cookie } })
  expect(res.statusCode, res.body).toBe(200)
  return res
    .json<{ items: Array<{ orderNumber: string; totalPaise: number }> }>()
    .items.map((o) => `${o.orderNumber} ${o.totalPaise}`)
}

describe(`backup and restore (${pgUrl ? 'PostgreSQL' : 'embedded'})`, () => {
  it(
    'restores into a new database on which the app shows the same orders',
    { timeout: 120_000 },
    async () => {
      let source: Database
      let target: Database
      if (pgUrl) {
        const sourceUrl = newDatabaseUrl('ft_backup_src')
        const admin = new pg.Client({ connectionString: pgUrl })
        await admin.connect()
        await admin.query(`CREATE DATABASE ${new URL(sourceUrl).pathname.slice(1)}`)
        await admin.end()
        source = await openDatabase({ url: sourceUrl, poolSize: 3 })
        await runMigrations(source)
        const before = await placeOrders(source)
        await source.close()
        const file = path.join(scratch, 'farmtrek.dump')
        await backup({ url: sourceUrl }, file)
        const targetUrl = newDatabaseUrl('ft_backup_new')
        await restore(file, { url: targetUrl })
        // A second restore into the now populated database is refused.
        await expect(restore(file, { url: targetUrl })).rejects.toThrow(/already has tables/)
        target = await openDatabase({ url: targetUrl, poolSize: 3 })
        await check(target, before)
      } else {
        const dataDir = path.join(scratch, 'data')
        source = await openDatabase({ dataDir })
        await runMigrations(source)
        const before = await placeOrders(source)
        await source.close()
        writeFileSync(
          path.join(dataDir, 'payout-encryption-key'),
          'a-key-kept-outside-the-database',
        )
        const out = path.join(scratch, 'backup')
        await backup({ dataDir }, out)
        const restored = path.join(scratch, 'restored')
        await restore(out, { dataDir: restored })
        // The key outside the database came along; a second restore into it is refused.
        expect(readFileSync(path.join(restored, 'payout-encryption-key'), 'utf8')).toBe(
          'a-key-kept-outside-the-database',
        )
        await expect(restore(out, { dataDir: restored })).rejects.toThrow(/not empty/)
        target = await openDatabase({ dataDir: restored })
        await check(target, before)
      }
    },
  )
})

async function check(target: Database, before: { cookie: string; seen: string[] }) {
  try {
    await runMigrations(target)
    const app = await startApp(target)
    expect(before.seen).toHaveLength(2)
    expect(await ordersOf(app, before.cookie)).toEqual(before.seen)
    await app.close()
  } finally {
    await target.close()
  }
}
