// Test-only helpers for the account route tests: accounts registered from their own address, and
// the codes and links read back from the SMS and email the outbox holds for them.
import { and, desc, eq, sql } from 'drizzle-orm'
import { outbox, phoneCodes } from '#server/db/schema/index.ts'
import { cookieFrom, type TestApp } from '#server/test/build-test-app.ts'

let n = 0
/** A new number in the 98xxx range, different on every call. */
export const freshPhone = () =>
  `+9198${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++n % 100).padStart(2, '0')}`

let ip = 0
/** A fresh client address, so one test's codes do not count against another's per-IP limit. */
export const freshIp = () => `10.${(++ip >> 8) & 255}.${ip & 255}.7`

/** Registers an account through the real route from its own address; its cookie and user. */
export async function registerAccount(t: TestApp, opts: { phone?: string; email?: string } = {}) {
  const phone = opts.phone ?? freshPhone()
  const email = opts.email ?? `acct${++n}-${Date.now()}@example.in`
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: freshIp(),
    payload: {
      name: 'Meena Kumari',
      email,
      password: 'green-fields-42',
      role: 'buyer',
      location: 'Madurai',
      phone,
    },
  })
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`)
  const { user } = res.json<{ user: { id: string; phoneVerified: boolean } }>()
  return { cookie: cookieFrom(res.headers['set-cookie']), user, phone, email }
}

/** The SMS texts written for `phone`, newest first. */
export async function smsTo(t: TestApp, phone: string) {
  const rows = await t.testDb.database.db
    .select({ kind: outbox.kind, status: outbox.status, payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, phone)))
    .orderBy(desc(outbox.id))
  return rows.map((r) => ({ ...r, text: (r.payload as { text: string }).text }))
}

/** The code in the newest code SMS to `phone`. */
export async function lastCode(t: TestApp, phone: string): Promise<string> {
  const sms = (await smsTo(t, phone)).find((m) => m.kind === 'phoneCode')
  const code = sms && /\b(\d{6})\b/.exec(sms.text)?.[1]
  if (!code) throw new Error(`no code SMS to ${phone}`)
  return code
}

/** Moves the number's codes `seconds` into the past (the resend wait, the hourly limits). */
export async function ageCodes(t: TestApp, phone: string, seconds: number) {
  await t.testDb.database.db
    .update(phoneCodes)
    .set({
      createdAt: sql`${phoneCodes.createdAt} - ${seconds}::double precision * interval '1 second'`,
    })
    .where(eq(phoneCodes.phone, phone))
}

export const post = (
  t: TestApp,
  url: string,
  payload: object,
  opts: { cookie?: string; ip?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.cookie ? { cookie: opts.cookie } : {},
  })

export const sessionOf = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ url: '/api/session', headers: { cookie } })).json<{
    user: { id: string; phoneVerified: boolean } | null
  }>().user
