import { createHash, randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Executor } from '#server/db/client.ts'
import { knownDevices } from '#server/db/schema/index.ts'

/**
 * Which device a login comes from, for the new-device notice. A browser gets a long-lived cookie
 * holding 32 random bytes the first time it logs in or registers; the accounts that logged in
 * with it are listed in `known_devices` by the value's SHA-256 (a database copy cannot be turned
 * back into a cookie). A login whose cookie the account has not used before is a new device.
 *
 * A cookie rather than (user agent, address) seen on earlier sessions: addresses change with every
 * mobile network hop and are shared behind carrier NAT, user agents are shared by every phone of
 * a model, and sessions are deleted at logout, so that history would both miss new devices and
 * call old ones new. The random value cannot be guessed, so signing it adds nothing; someone who
 * has stolen it already holds the device. Clearing cookies makes a device new again: one notice,
 * within the notice interval.
 */

export const DEVICE_COOKIE = 'ft_device'
/** Browsers keep a cookie at most 400 days; it is renewed at every login. */
const DEVICE_COOKIE_MAX_AGE_S = 400 * 86_400
const DEVICE_VALUE = /^[A-Za-z0-9_-]{43}$/

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url')

/**
 * Records that `userId` logged in (or registered) from the request's device, giving the browser a
 * device cookie when it has none (or a malformed one). Returns whether the account had not used
 * this device before.
 */
export async function recordDevice(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  opts: { userId: string; secure: boolean },
): Promise<{ newDevice: boolean }> {
  const sent = request.cookies[DEVICE_COOKIE]
  const value = sent && DEVICE_VALUE.test(sent) ? sent : randomBytes(32).toString('base64url')
  reply.setCookie(DEVICE_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: opts.secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  })
  const deviceHash = hashOf(value)
  const inserted = await db
    .insert(knownDevices)
    .values({ userId: opts.userId, deviceHash })
    .onConflictDoNothing()
    .returning({ userId: knownDevices.userId })
  if (inserted.length > 0) return { newDevice: true }
  await db
    .update(knownDevices)
    .set({ lastSeenAt: sql`now()` })
    .where(and(eq(knownDevices.userId, opts.userId), eq(knownDevices.deviceHash, deviceHash)))
  return { newDevice: false }
}
