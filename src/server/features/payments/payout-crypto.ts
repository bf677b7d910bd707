import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { and, eq, isNotNull, like, not, or, sql } from 'drizzle-orm'
import type { Executor } from '#server/db/client.ts'
import { payoutAccounts } from '#server/db/schema/index.ts'
import type { Env } from '#server/env.ts'

/**
 * Farmers' bank account numbers at rest: AES-256-GCM under PAYOUT_ENCRYPTION_KEY, which lives
 * outside the database (the environment, or DATA_DIR/payout-encryption-key). A stored value reads
 * `v1:<key id>:<iv>:<ciphertext>:<tag>` (base64url); the key id (8 hex digits of the key's SHA-256)
 * says which key wrote it, so a rotated key is still read through PAYOUT_ENCRYPTION_OLD_KEYS and
 * the start-up step writes the row again under the current one. The farmer's id is bound in as
 * associated data: a value copied into another farmer's row does not decrypt.
 */

export interface PayoutCipher {
  /** The current key's id. */
  readonly keyId: string
  encrypt(farmerId: string, clear: string): string
  /** Throws when the value is not ours, was altered, or its key is not configured. */
  decrypt(farmerId: string, stored: string): string
}

const VERSION = 'v1'

const keyBytes = (key: string) => Buffer.from(key, /^[A-Fa-f0-9]{64}$/.test(key) ? 'hex' : 'base64')
const idOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8)
const aad = (farmerId: string) => Buffer.from(`payout_accounts:${farmerId}`)

export function createPayoutCipher(current: string, old: readonly string[] = []): PayoutCipher {
  const key = keyBytes(current)
  if (key.length !== 32) throw new Error('PAYOUT_ENCRYPTION_KEY must be 32 bytes')
  const keys = new Map<string, Buffer>()
  for (const k of [current, ...old]) {
    const b = keyBytes(k)
    if (b.length === 32) keys.set(idOf(b), b)
  }
  const keyId = idOf(key)
  return {
    keyId,
    encrypt(farmerId, clear) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(aad(farmerId))
      const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()])
      const tag = cipher.getAuthTag()
      return [VERSION, keyId, iv, body, tag]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join(':')
    },
    decrypt(farmerId, stored) {
      const [version, id, iv, body, tag] = stored.split(':')
      if (version !== VERSION || !id || !iv || body === undefined || !tag) {
        throw new Error('not an encrypted payout value')
      }
      const k = keys.get(id)
      if (!k) throw new Error(`payout value written with key ${id}, which is not configured`)
      const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'))
      decipher.setAAD(aad(farmerId))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
    },
  }
}

/** The cipher of these settings; throws when no key is set (loadEnv always sets one). */
export function payoutCipherFor(env: Env): PayoutCipher {
  if (!env.payoutEncryptionKey) {
    throw new Error('PAYOUT_ENCRYPTION_KEY is not set: bank account numbers cannot be stored')
  }
  return createPayoutCipher(env.payoutEncryptionKey, env.PAYOUT_ENCRYPTION_OLD_KEYS)
}

/**
 * The start-up step: encrypts bank account numbers still stored in clear (and empties that
 * column), and writes values of an older key again under the current one. Idempotent and safe on
 * several nodes at once: each row is updated only if it still holds what was read. Leaves
 * `updatedAt` and `changedAt` alone: the farmer changed nothing. A value whose key is not
 * configured (an old key dropped too soon) is left as it is and counted in `unreadable`.
 */
export async function encryptStoredAccountNumbers(
  db: Executor,
  cipher: PayoutCipher,
): Promise<{ written: number; unreadable: number }> {
  const rows = await db
    .select({
      farmerId: payoutAccounts.farmerId,
      clear: payoutAccounts.bankAccountNumber,
      sealed: payoutAccounts.bankAccountCiphertext,
    })
    .from(payoutAccounts)
    .where(
      or(
        isNotNull(payoutAccounts.bankAccountNumber),
        and(
          isNotNull(payoutAccounts.bankAccountCiphertext),
          not(like(payoutAccounts.bankAccountCiphertext, `${VERSION}:${cipher.keyId}:%`)),
        ),
      ),
    )
  let written = 0
  let unreadable = 0
  for (const row of rows) {
    let clear = row.clear
    if (clear === null && row.sealed !== null) {
      try {
        clear = cipher.decrypt(row.farmerId, row.sealed)
      } catch {
        unreadable += 1
        continue
      }
    }
    if (clear === null) continue
    const done = await db
      .update(payoutAccounts)
      .set({
        bankAccountCiphertext: cipher.encrypt(row.farmerId, clear),
        bankAccountLast4: clear.slice(-4),
        bankAccountNumber: null,
      })
      .where(
        and(
          eq(payoutAccounts.farmerId, row.farmerId),
          sql`${payoutAccounts.bankAccountNumber} is not distinct from ${row.clear}`,
          sql`${payoutAccounts.bankAccountCiphertext} is not distinct from ${row.sealed}`,
        ),
      )
      .returning({ farmerId: payoutAccounts.farmerId })
    written += done.length
  }
  return { written, unreadable }
}
