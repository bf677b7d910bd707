import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { CODE_LENGTH, type CodePurpose } from '#core/account/account.contract.ts'
import type { Executor, Tx } from '#server/db/client.ts'
import { phoneCodes } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'

/**
 * One-time SMS codes: issued under the limits (one per PHONE_CODE_RESEND per number, so many an
 * hour per number and per IP address), stored only as an HMAC keyed by the session secret and
 * the row's id, valid PHONE_CODE_TTL, PHONE_CODE_MAX_TRIES wrong guesses. A number's newest
 * unused code of a purpose is the only one that counts: asking again replaces the code.
 */
export interface CodeLimits {
  ttlMs: number
  maxTries: number
  resendMs: number
  perNumber: number
  perIp: number
  secret: string
}

const HOUR_S = 3600

export function hashCode(secret: string, id: string, code: string): string {
  return createHmac('sha256', secret).update(`${id}:${code}`).digest('base64url')
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** A uniformly random code of CODE_LENGTH digits (leading zeros kept). */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

/**
 * Counts the number's and the address's codes and writes a new one, all under transaction-level
 * locks on both keys (taken in one order), so parallel requests cannot slip past a limit on any
 * node. Throws 429 with the seconds to wait when a limit is reached; nothing is written then.
 */
export async function issueCode(
  tx: Tx,
  limits: CodeLimits,
  input: { phone: string; purpose: CodePurpose; userId: string | null; ip: string },
): Promise<{ id: string; code: string }> {
  for (const key of [`code-ip:${input.ip}`, `code-phone:${input.phone}`].sort())
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)

  const hourAgo = sql`now() - ${HOUR_S}::double precision * interval '1 second'`
  const [byNumber] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      sinceLast: sql<number>`extract(epoch from now() - max(${phoneCodes.createdAt}))::float8`,
      oldestLeft: sql<number>`extract(epoch from min(${phoneCodes.createdAt}) + interval '1 hour' - now())::float8`,
    })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, input.phone), gt(phoneCodes.createdAt, hourAgo)))
  const resendS = limits.resendMs / 1000
  if (byNumber && byNumber.count > 0 && Number(byNumber.sinceLast) < resendS) {
    const seconds = Math.max(1, Math.ceil(resendS - Number(byNumber.sinceLast)))
    throw new HttpError('account.code_too_soon', { seconds }, { retryAfter: seconds })
  }
  if (byNumber && byNumber.count >= limits.perNumber) {
    const seconds = Math.max(1, Math.ceil(Number(byNumber.oldestLeft)))
    throw new HttpError(
      'account.codes_per_number',
      { minutes: Math.ceil(seconds / 60) },
      { retryAfter: seconds },
    )
  }
  const [byIp] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      oldestLeft: sql<number>`extract(epoch from min(${phoneCodes.createdAt}) + interval '1 hour' - now())::float8`,
    })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.ip, input.ip), gt(phoneCodes.createdAt, hourAgo)))
  if (byIp && byIp.count >= limits.perIp) {
    const seconds = Math.max(1, Math.ceil(Number(byIp.oldestLeft)))
    throw new HttpError(
      'account.codes_per_ip',
      { minutes: Math.ceil(seconds / 60) },
      { retryAfter: seconds },
    )
  }

  const id = randomUUID()
  const code = newCode()
  await tx.insert(phoneCodes).values({
    id,
    phone: input.phone,
    purpose: input.purpose,
    userId: input.userId,
    codeHash: hashCode(limits.secret, id, code),
    ip: input.ip,
    expiresAt: sql`now() + ${limits.ttlMs / 1000}::double precision * interval '1 second'`,
  })
  return { id, code }
}

export type CodeCheck = { ok: true; userId: string | null } | { ok: false; error: HttpError }

/**
 * Checks `code` against the number's newest unused code of `purpose`, counting a wrong guess.
 * Run it in the transaction of what a right code does, and throw a refusal only after that
 * transaction commits (a wrong guess must stay counted). A right code is used up at once.
 */
export async function checkCode(
  tx: Executor,
  limits: CodeLimits,
  input: { phone: string; purpose: CodePurpose; code: string },
): Promise<CodeCheck> {
  const [row] = await tx
    .select({
      id: phoneCodes.id,
      userId: phoneCodes.userId,
      codeHash: phoneCodes.codeHash,
      attempts: phoneCodes.attempts,
      expired: sql<boolean>`${phoneCodes.expiresAt} <= now()`,
    })
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phone, input.phone),
        eq(phoneCodes.purpose, input.purpose),
        isNull(phoneCodes.usedAt),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1)
    .for('update')
  if (!row || row.expired) return { ok: false, error: new HttpError('account.code_expired') }
  if (row.attempts >= limits.maxTries)
    return { ok: false, error: new HttpError('account.code_used_up') }
  if (sameHash(row.codeHash, hashCode(limits.secret, row.id, input.code))) {
    await tx
      .update(phoneCodes)
      .set({ usedAt: sql`now()` })
      .where(eq(phoneCodes.id, row.id))
    return { ok: true, userId: row.userId }
  }
  const attempts = row.attempts + 1
  await tx.update(phoneCodes).set({ attempts }).where(eq(phoneCodes.id, row.id))
  const left = limits.maxTries - attempts
  return {
    ok: false,
    error:
      left > 0
        ? new HttpError('account.code_wrong', { left }, { field: 'code' })
        : new HttpError('account.code_used_up', undefined, { field: 'code' }),
  }
}
