import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { asc, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client.ts'
import { outbox, outboxAttempts } from '../../db/schema/index.ts'
import { cookieFrom } from '../../test/build-test-app.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { sendJson, startHttpServer, type RecordedRequest } from './providers/test-support.ts'
import { waitFor } from './outbox.test-support.ts'

// The outbox through real server processes (`src/server/main.ts`), on the embedded database (a
// temporary DATA_DIR) or, with TEST_DB=postgres, on a throwaway PostgreSQL database. The SMS goes
// to a webhook receiver in this test that honours the Idempotency-Key header.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})

/** A database for the servers: a temp DATA_DIR, or a PostgreSQL database when TEST_DB=postgres. */
async function serverDatabase(): Promise<{
  env: Record<string, string>
  open: () => ReturnType<typeof openDatabase>
}> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'farmtrek-outbox-'))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
  if (process.env.TEST_DB !== 'postgres') {
    return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) }
  }
  const testDb = await createTestDatabase()
  cleanups.push(() => testDb.close())
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: testDb.url! },
    open: async () => testDb.database,
  }
}

interface Server {
  url: string
  process: ChildProcess
  output: () => string
  exited: Promise<number | null>
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOAD_MARKET_DATA: 'false',
      CLIENT_DIST: './.tmp/no-client',
      SESSION_SECRET: 'resilience-secret-resilience-secret-0123',
      JOBS: 'true',
      EMAIL_PROVIDER: 'log',
      NOTIFY_TIMEOUT: '1s',
      OUTBOX_BACKOFF: '100ms',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  const port = await waitFor(
    () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
      return /FarmTrek is ready at http:\/\/localhost:(\d+)/.exec(output)?.[1]
    },
    'the server to start',
    90_000,
  )
  return { url: `http://127.0.0.1:${port}`, process: child, output: () => output, exited }
}

interface Sms {
  key: string
  phoneNumber: string
  message: string
}

/**
 * An SMS webhook receiver that honours Idempotency-Key: the first request with a key delivers
 * the SMS, a repeat is answered the same way without delivering again. While `hold` is on it
 * delivers but keeps the answer back, as a gateway that is slow to reply.
 */
async function startReceiver() {
  const delivered = new Map<string, Sms>()
  const repeats: string[] = []
  const held: Array<{ key: string; res: ServerResponse }> = []
  let hold = false
  const server = await startHttpServer((req: RecordedRequest, res) => {
    const key = String(req.headers['idempotency-key'] ?? '')
    const body = JSON.parse(req.body) as { phoneNumber: string; message: string }
    if (delivered.has(key)) repeats.push(key)
    else delivered.set(key, { key, ...body })
    if (hold) held.push({ key, res })
    else sendJson(res, 200, { success: true })
  })
  cleanups.push(() => server.close())
  return {
    url: `${server.url}/api/sms`,
    delivered,
    repeats,
    held,
    setHold: (on: boolean) => (hold = on),
    requests: () => server.requests.length,
  }
}

async function register(server: Server, name: string, phone: string) {
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.in`,
      password: 'green-fields-42',
      role: 'buyer',
      location: 'Pune',
      phone,
    }),
  })
  expect(res.status).toBe(201)
  const body = (await res.json()) as { user: { id: string; phone: string } }
  return { ...body.user, cookie: cookieFrom(res.headers.getSetCookie()) }
}

async function smsStatus(server: Server, cookie: string): Promise<string | undefined> {
  const res = await fetch(`${server.url}/api/notifications`, { headers: { cookie } })
  const body = (await res.json()) as { items: Array<{ channel: string; status: string }> }
  return body.items.find((i) => i.channel === 'sms')?.status
}

async function stop(server: Server): Promise<number | null> {
  server.process.kill('SIGTERM')
  return server.exited
}

describe('outbox through the real server', () => {
  it('registering delivers the exact welcome SMS to +91 and the number (SMS_PROVIDER=webhook)', async () => {
    const receiver = await startReceiver()
    const db = await serverDatabase()
    const server = await startServer({
      ...db.env,
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: receiver.url,
    })
    await register(server, 'Lakshmi Rao', '98450-11223')
    await waitFor(() => (receiver.delivered.size > 0 ? true : undefined), 'the SMS')
    expect(
      [...receiver.delivered.values()].map(({ phoneNumber, message }) => ({
        phoneNumber,
        message,
      })),
    ).toEqual([
      {
        phoneNumber: '+919845011223',
        message: 'Hi Lakshmi Rao, registration successful! Welcome to the market.',
      },
    ])
    // A clean shutdown stops the worker and exits 0.
    expect(await stop(server)).toBe(0)
    expect(receiver.requests()).toBe(1)
  }, 120_000)

  it('a worker killed with SIGKILL mid-batch: after a restart every SMS is delivered, none twice', async () => {
    const receiver = await startReceiver()
    const db = await serverDatabase()
    // Long enough that an answer held back below is not a timeout; the lease is then 17 s.
    const env = {
      ...db.env,
      SMS_PROVIDER: 'webhook',
      SMS_WEBHOOK_URL: receiver.url,
      NOTIFY_TIMEOUT: '6s',
    }
    const first = await startServer(env)

    receiver.setHold(true)
    const users: Array<Awaited<ReturnType<typeof register>>> = []
    for (let i = 0; i < 6; i++)
      users.push(await register(first, `Farmer ${i}`, `9876${String(543210 + i)}`))
    // One message goes through; others are in the gateway's hands, unanswered; the rest wait.
    await waitFor(() => (receiver.held.length >= 2 ? true : undefined), 'sends in flight')
    const done = receiver.held.shift()!
    sendJson(done.res, 200, { success: true })
    const doneUser = users.find((u) => receiver.delivered.get(done.key)?.phoneNumber === u.phone)!
    await waitFor(
      async () => ((await smsStatus(first, doneUser.cookie)) === 'sent' ? true : undefined),
      'one SMS sent',
    )
    await waitFor(() => (receiver.held.length >= 2 ? true : undefined), 'the next send in flight')
    await new Promise((r) => setTimeout(r, 300))

    first.process.kill('SIGKILL')
    await first.exited
    await new Promise((r) => setTimeout(r, 200))
    // Delivered by the gateway, but the dead worker never heard back.
    const inFlight = receiver.held.map((h) => h.key)
    for (const h of receiver.held.splice(0)) h.res.destroy()
    receiver.setHold(false)
    expect(inFlight.length).toBeGreaterThan(0)
    expect(receiver.delivered.size).toBeLessThan(users.length)

    const second = await startServer(env)
    // The unfinished sends come back once their lease (2 × NOTIFY_TIMEOUT + 5 s) runs out.
    await waitFor(
      async () => {
        const statuses = await Promise.all(users.map((u) => smsStatus(second, u.cookie)))
        return statuses.every((s) => s === 'sent') ? true : undefined
      },
      'every SMS sent after the restart',
      60_000,
    )
    expect(await stop(second)).toBe(0)

    // Each user's SMS reached the gateway exactly once; the repeats were the sends in flight.
    const sms = [...receiver.delivered.values()]
    expect(sms.map((s) => s.phoneNumber).sort()).toEqual(users.map((u) => u.phone).sort())
    expect(
      sms.every((s) => s.message.endsWith(', registration successful! Welcome to the market.')),
    ).toBe(true)
    expect(receiver.repeats.length).toBeGreaterThan(0)
    for (const key of receiver.repeats) expect(inFlight).toContain(key)

    // The record: sent once each, a sent attempt each, the crashed claim counted.
    const database = await db.open()
    cleanups.push(() => (process.env.TEST_DB === 'postgres' ? undefined : database.close()))
    const rows = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.channel, 'sms'))
      .orderBy(asc(outbox.id))
    expect(rows.map((r) => r.status)).toEqual(users.map(() => 'sent'))
    for (const row of rows) {
      const attempts = await database.db
        .select()
        .from(outboxAttempts)
        .where(eq(outboxAttempts.outboxId, row.id))
      expect(attempts.filter((a) => a.outcome === 'sent')).toHaveLength(1)
      if (inFlight.includes(row.idempotencyKey)) expect(row.attempts).toBe(2)
      else expect(row.attempts).toBeGreaterThanOrEqual(1)
    }
  }, 180_000)
})
