import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from './app.ts'
import { parseEnv } from './env.ts'
import { createTestDatabase, type TestDatabase } from './test/test-database.ts'

// One log line a request (Fastify writes two by default), with what an operator needs.
let testDb: TestDatabase
let app: Awaited<ReturnType<typeof buildApp>>
const lines: Array<Record<string, unknown>> = []
beforeAll(async () => {
  testDb = await createTestDatabase()
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l))
      done()
    },
  })
  const env = parseEnv({
    CLIENT_DIST: './.tmp/no-client',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    JOBS: 'false',
    LOAD_MARKET_DATA: 'false',
  })
  app = await buildApp({ env, database: testDb.database, logger: { level: 'info', stream } })
  await app.ready()
})
afterAll(async () => {
  await app.close()
  await testDb.close()
})

describe('request log', () => {
  it('writes one line a request: method, url, address, status and time, never the cookie', async () => {
    lines.length = 0
    const res = await app.inject({
      url: '/api/health',
      headers: { cookie: 'farmtrek.session_token=secret-value' },
    })
    expect(res.statusCode).toBe(200)
    const requestLines = lines.filter((l) => l.reqId === res.headers['x-request-id'])
    expect(requestLines).toHaveLength(1)
    expect(requestLines[0]).toMatchObject({
      msg: 'request',
      method: 'GET',
      url: '/api/health',
      ip: '127.0.0.1',
      status: 200,
    })
    expect(typeof requestLines[0]!.ms).toBe('number')
    expect(JSON.stringify(lines)).not.toContain('secret-value')
  })

  it("keeps its own request id; a client's x-request-id is logged beside it, never as it", async () => {
    lines.length = 0
    const first = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } })
    const second = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } })
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']]
    expect(ids[0]).not.toBe('abc-123')
    expect(ids[0]).not.toBe(ids[1])
    const logged = lines.filter((l) => l.msg === 'request')
    expect(logged.map((l) => l.reqId)).toEqual(ids)
    expect(logged.map((l) => l.clientRequestId)).toEqual(['abc-123', 'abc-123'])
  })
})
