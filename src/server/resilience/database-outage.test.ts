import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { parseEnv, testDatabaseUrl } from '#server/env.ts'
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.ts'
import { startTcpProxy } from '#tests/doubles/tcp-proxy.ts'
import type { FastifyInstance } from 'fastify'

// PostgreSQL only: the embedded database lives inside the process and cannot go away on its own.
describe.skipIf(!testDatabaseUrl())('PostgreSQL outage (PostgreSQL run only)', () => {
  let testDb: TestDatabase
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>
  let database: Database
  let app: FastifyInstance

  beforeAll(async () => {
    testDb = await createTestDatabase()
    const direct = new URL(testDb.url!)
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
    const viaProxy = new URL(testDb.url!)
    viaProxy.hostname = '127.0.0.1'
    viaProxy.port = String(proxy.port)
    database = await openDatabase({ url: viaProxy.toString(), poolSize: 4 })
    const env = parseEnv({
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'x'.repeat(32),
      CLIENT_DIST: './.tmp/none',
      JOBS: 'false',
    })
    app = await buildApp({ env, database, logger: false })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
    await proxy?.close()
    await testDb?.close()
  })

  it('answers 503 with a message while the database is away, and recovers by itself', async () => {
    expect((await app.inject('/api/health')).statusCode).toBe(200)
    await proxy.down()
    const during: number[] = []
    const started = Date.now()
    while (Date.now() - started < 10_000) {
      const res = await app.inject('/api/health')
      during.push(res.statusCode)
      expect(res.statusCode).toBe(503)
      expect(res.json().message).toBe(
        'The service is temporarily unavailable. Please try again in a moment.',
      )
      expect(res.headers['retry-after']).toBe('5')
      await new Promise((r) => setTimeout(r, 500))
    }
    expect(during.length).toBeGreaterThan(5)
    await proxy.up()
    let recovered = false
    for (let i = 0; i < 40 && !recovered; i++) {
      recovered = (await app.inject('/api/health')).statusCode === 200
      if (!recovered) await new Promise((r) => setTimeout(r, 250))
    }
    expect(recovered).toBe(true)
    // Writes work again too.
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Back', email: 'back@example.in', message: 'Database is back' },
    })
    expect(res.statusCode).toBe(201)
  }, 60_000)
})
