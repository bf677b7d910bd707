import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { parseEnv, testPostgresUrl } from '#server/env.ts'
import { registerUser } from '#server/test/build-test-app.ts'
import { openDatabase, type Database } from './client.ts'
import { runMigrations } from './migrate.ts'

const adminUrl = testPostgresUrl()
const REPLICA_APP = 'farmtrek_replica_test'

async function admin(query: string, params: unknown[] = []) {
  const c = new pg.Client({ connectionString: adminUrl })
  await c.connect()
  try {
    return (await c.query(query, params)).rows
  } finally {
    await c.end()
  }
}

// DATABASE_READ_URL: the primary stands in for the replica, opened read-only and under
// its own application_name so the test can tell the two pools apart. Needs TEST_DATABASE_URL.
describe.skipIf(!adminUrl)('DATABASE_READ_URL: lag-tolerant reads go to the replica', () => {
  const name = `ft_read_${randomBytes(5).toString('hex')}`
  let database: Database
  let app: FastifyInstance

  /** The last statement of each connection the replica pool holds open (pg keeps them 10 s). */
  const replicaQueries = async (): Promise<string[]> =>
    (
      await admin(
        'SELECT query FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
        [name, REPLICA_APP],
      )
    ).map((r) => String(r.query))

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`)
    const url = new URL(adminUrl!)
    url.pathname = `/${name}`
    const readUrl = new URL(url)
    readUrl.searchParams.set('application_name', REPLICA_APP)
    // A replica refuses writes; so does this stand-in.
    readUrl.searchParams.set('options', '-c default_transaction_read_only=on')
    const env = parseEnv({
      LOG_LEVEL: 'silent',
      CLIENT_DIST: './.tmp/no-client',
      SESSION_SECRET: 'read-replica-secret-read-replica-secret',
      JOBS: 'false',
      LOAD_MARKET_DATA: 'false',
      DATABASE_URL: url.toString(),
      DATABASE_READ_URL: readUrl.toString(),
    })
    database = await openDatabase({
      url: env.DATABASE_URL,
      readUrl: env.DATABASE_READ_URL,
      poolSize: 3,
    })
    await runMigrations(database)
    app = await buildApp({ env, database, logger: false })
    await app.ready()
  }, 60_000)

  afterAll(async () => {
    await app?.close()
    await database?.close()
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  })

  it('opens a second pool for reads, and the stand-in replica refuses writes', async () => {
    expect(app.database.read).not.toBe(app.database.db)
    const err = await app.database.read
      .execute(sql`create table nope (id int)`)
      .catch((e: Error) => e)
    expect(String((err as Error & { cause?: Error }).cause?.message)).toMatch(
      /read-only transaction/,
    )
  })

  it('serves the public listings through the replica pool', async () => {
    const farmer = await registerUser(app, { role: 'farmer', name: 'Ramesh Patil' })
    const created = await app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: { cookie: farmer.cookie },
      payload: { productName: 'Onion', price: 28.5, quantity: 500 },
    })
    expect(created.statusCode).toBe(201)
    expect(await replicaQueries()).toEqual([])

    const list = await app.inject({ url: '/api/listings?q=Onion' })
    expect(list.statusCode).toBe(200)
    expect(list.json().items.map((l: { productName: string }) => l.productName)).toEqual(['Onion'])
    // pg_stat_activity shows each connection's last query: the list's, or the photos' read after it.
    expect((await replicaQueries()).join('\n')).toMatch(/from "(products|listing_photos)"/i)

    const one = await app.inject({ url: `/api/listings/${created.json().id}` })
    expect(one.statusCode).toBe(200)
    expect(one.json().farmerName).toBe('Ramesh Patil')

    // The farmer's own list must see their write at once: the primary, not the replica.
    const own = await app.inject({ url: '/api/listings/mine', headers: { cookie: farmer.cookie } })
    expect(own.json().total).toBe(1)
  })

  it('serves market prices through the replica pool', async () => {
    const farmer = await registerUser(app, { role: 'farmer' })
    const prices = await app.inject({
      url: '/api/market-prices',
      headers: { cookie: farmer.cookie },
    })
    expect(prices.statusCode).toBe(200)
    expect((await replicaQueries()).join('\n')).toMatch(/market_price_latest/)
  })
})
