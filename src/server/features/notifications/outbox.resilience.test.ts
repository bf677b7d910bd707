import type { ServerResponse } from 'node:http'
import { asc, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { outbox, outboxAttempts } from '#server/db/schema/index.ts'
import { cookieFrom } from '#server/test/build-test-app.ts'
import {
  serverData,
  startServerProcess,
  type ServerData,
  type ServerProcess,
} from '#server/test/server-process.ts'
import { sendJson, startHttpServer, type RecordedRequest } from '#tests/doubles/http-server.ts'
import { waitFor } from './outbox.test-support.ts'

// The outbox through real server processes (`src/server/main.ts`), on the embedded database (a
// temporary DATA_DIR) or, with TEST_DB=postgres, on a throwaway PostgreSQL database. The SMS goes
// to a webhook receiver in this test that honours the Idempotency-Key header.

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})

/** A server process with this file's outbox settings; stopped after the test. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({
    JOBS: 'true',
    EMAIL_PROVIDER: 'log',
    NOTIFY_TIMEOUT: '1s',
    OUTBOX_BACKOFF: '100ms',
    ...env,
  })
  cleanups.push(() => server.kill())
  return server
}

async function serverDatabase(): Promise<ServerData> {
  const data = await serverData()
  cleanups.push(() => data.cleanup())
  return data
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

async function register(server: ServerProcess, name: string, phone: string) {
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

/** The statuses of the account's SMS, sorted, as its message list shows them. */
async function smsStatuses(server: ServerProcess, cookie: string): Promise<string[]> {
  const res = await fetch(`${server.url}/api/notifications`, { headers: { cookie } })
  const body = (await res.json()) as { items: Array<{ channel: string; status: string }> }
  return body.items
    .filter((i) => i.channel === 'sms')
    .map((i) => i.status)
    .sort()
}

/**
 * The one SMS registration delivers to the number: the welcome greeting, then the code that
 * verifies it (the 'registration' SMS itself is written 'suppressed': before the number is
 * verified, no SMS but a code goes to it). Returns the code, or undefined when `message` is not
 * exactly that text.
 */
function welcomeCode(name: string, message: string): string | undefined {
  const code = /\b(\d{6}) is your FarmTrek code\b/.exec(message)?.[1]
  const expected =
    `Hi ${name}, registration successful! Welcome to the market. ` +
    `${code} is your FarmTrek code to verify this number. It expires in 10 minutes. Do not share it.`
  return code && message === expected ? code : undefined
}

/** Verifies the account's number through the real route, with the code its phone received. */
async function verifyPhone(
  server: ServerProcess,
  user: { phone: string; cookie: string },
  code: string,
) {
  const res = await fetch(`${server.url}/api/auth/phone/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: user.cookie },
    body: JSON.stringify({ phone: user.phone, code }),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  const body = (await res.json()) as { user: { phoneVerified: boolean } }
  expect(body.user.phoneVerified).toBe(true)
}

async function stop(server: ServerProcess): Promise<number | null> {
  server.child.kill('SIGTERM')
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
    const user = await register(server, 'Lakshmi Rao', '98450-11223')
    await waitFor(() => (receiver.delivered.size > 0 ? true : undefined), 'the SMS')
    const delivered = [...receiver.delivered.values()]
    expect(delivered.map((d) => d.phoneNumber)).toEqual(['+919845011223'])
    const code = welcomeCode('Lakshmi Rao', delivered[0]!.message)
    expect(code, delivered[0]!.message).toMatch(/^\d{6}$/)
    // The code the phone received is the one that verifies the number.
    await verifyPhone(server, user, code!)
    // A clean shutdown stops the worker and exits 0; nothing else went to the number.
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
      // Every registration below sends its code from 127.0.0.1.
      PHONE_CODES_PER_IP: '1000',
    }
    const first = await startServer(env)

    receiver.setHold(true)
    const users: Array<Awaited<ReturnType<typeof register>>> = []
    // More than a node has with the gateway at once (2 sweeps × 8 claims), so some wait. Each
    // number gets one SMS, the code that comes with the welcome: allowed before the number is
    // verified, and well within its budget (SMS_MAX_PER_NUMBER_PER_DAY; codes skip the hourly one).
    for (let i = 0; i < 20; i++)
      users.push(await register(first, `Farmer ${i}`, `9876${String(543210 + i)}`))
    // One message goes through; others are in the gateway's hands, unanswered; the rest wait.
    await waitFor(() => (receiver.held.length >= 2 ? true : undefined), 'sends in flight')
    const done = receiver.held.shift()!
    sendJson(done.res, 200, { success: true })
    const doneUser = users.find((u) => receiver.delivered.get(done.key)?.phoneNumber === u.phone)!
    await waitFor(
      async () => ((await smsStatuses(first, doneUser.cookie)).includes('sent') ? true : undefined),
      'one SMS sent',
    )
    await waitFor(() => (receiver.held.length >= 2 ? true : undefined), 'the next send in flight')
    await new Promise((r) => setTimeout(r, 300))

    await first.kill('SIGKILL')
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
        const statuses = await Promise.all(users.map((u) => smsStatuses(second, u.cookie)))
        // The code sent; the registration SMS held back (written 'suppressed', never claimed).
        return statuses.every((s) => s.join() === 'sent,suppressed') ? true : undefined
      },
      'every SMS sent after the restart',
      60_000,
    )

    // Each user's SMS reached the gateway exactly once; the repeats were the sends in flight.
    const sms = [...receiver.delivered.values()]
    expect(sms.map((s) => s.phoneNumber).sort()).toEqual(users.map((u) => u.phone).sort())
    expect(receiver.repeats.length).toBeGreaterThan(0)
    for (const key of receiver.repeats) expect(inFlight).toContain(key)
    // Each is the exact welcome with its code, and that code verifies the number, sent before
    // the crash or after it.
    for (const [i, user] of users.entries()) {
      const message = sms.find((s) => s.phoneNumber === user.phone)!.message
      const code = welcomeCode(`Farmer ${i}`, message)
      expect(code, message).toMatch(/^\d{6}$/)
      await verifyPhone(second, user, code!)
    }
    expect(await stop(second)).toBe(0)
    expect(receiver.delivered.size).toBe(users.length)

    // The record: each code sent once, with a sent attempt, the crashed claim counted; each
    // registration SMS suppressed, never tried.
    const database = await db.open()
    cleanups.push(() => database.close())
    const rows = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.channel, 'sms'))
      .orderBy(asc(outbox.id))
    expect(rows.map((r) => [r.kind, r.status])).toEqual(
      users.flatMap(() => [
        ['registration', 'suppressed'],
        ['phoneCode', 'sent'],
      ]),
    )
    for (const row of rows) {
      const attempts = await database.db
        .select()
        .from(outboxAttempts)
        .where(eq(outboxAttempts.outboxId, row.id))
      if (row.status === 'suppressed') {
        expect(row.attempts).toBe(0)
        expect(attempts.filter((a) => a.outcome === 'sent')).toHaveLength(0)
        continue
      }
      expect(attempts.filter((a) => a.outcome === 'sent')).toHaveLength(1)
      if (inFlight.includes(row.idempotencyKey)) expect(row.attempts).toBe(2)
      else expect(row.attempts).toBeGreaterThanOrEqual(1)
    }
  }, 180_000)
})
