import { eq, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { PayoutDetails, PayoutDetailsInputSchema } from '#core/payments/payments.contract.ts'
import type { Db, Executor } from '#server/db/client.ts'
import { payoutAccounts, payoutDetailsEvents } from '#server/db/schema/index.ts'
import { enqueue } from '#server/services/outbox.ts'
import type { PayoutCipher } from './payout-crypto.ts'

/**
 * A farmer's payout details: where their money goes. Changing them is the one step between a
 * stolen session and a farmer's money, so a change (payments.routes.ts checks the password first)
 * is, in one transaction: the new details, the bank account number encrypted and only its last 4
 * digits in clear, `changedAt` (their payouts wait PAYOUT_HOLD_AFTER_CHANGE after it), an event
 * with the details before and after (masked), and an SMS and email to the farmer.
 */

type PayoutDetailsInput = Omit<z.output<typeof PayoutDetailsInputSchema>, 'password'>
type AccountRow = typeof payoutAccounts.$inferSelect

const plus = (d: Date, ms: number) => new Date(d.getTime() + ms)

/** Until when a change of these details holds the farmer's payouts; null when it holds none. */
export function heldUntil(changedAt: Date | null, holdMs: number, now = new Date()): Date | null {
  if (!changedAt || holdMs <= 0) return null
  const until = plus(changedAt, holdMs)
  return until.getTime() > now.getTime() ? until : null
}

function toDetails(row: AccountRow, holdMs: number): PayoutDetails {
  return {
    linkedAccountId: row.linkedAccountId,
    upiVpa: row.upiVpa,
    bankAccountLast4: row.bankAccountLast4 ?? row.bankAccountNumber?.slice(-4) ?? null,
    bankIfsc: row.bankIfsc,
    accountHolder: row.accountHolder,
    updatedAt: row.updatedAt.toISOString(),
    payoutsHeldUntil: heldUntil(row.changedAt, holdMs)?.toISOString() ?? null,
  }
}

export async function getPayoutDetails(
  db: Executor,
  farmerId: string,
  holdMs: number,
): Promise<PayoutDetails | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.farmerId, farmerId))
  return row ? toDetails(row, holdMs) : null
}

/** What an event and a message may show of the details: never the full account number. */
function masked(
  row: Pick<AccountRow, 'linkedAccountId' | 'upiVpa' | 'bankIfsc'> & {
    last4: string | null
  },
) {
  return {
    linkedAccountId: row.linkedAccountId,
    upiVpa: row.upiVpa,
    bankAccountLast4: row.last4,
    bankIfsc: row.bankIfsc,
  }
}

export interface SaveContext {
  cipher: PayoutCipher
  holdMs: number
  supportPhone: string
  ip: string
  now?: Date
}

/**
 * Saves the farmer's payout details (the password was checked by the caller). The bank account
 * number is shown back by its last 4 digits only, so a form that sends the IFSC and holder
 * without it keeps the stored number. Saving the same details again changes nothing: no event,
 * no message, no hold.
 */
export async function savePayoutDetails(
  db: Db,
  farmerId: string,
  input: PayoutDetailsInput,
  ctx: SaveContext,
): Promise<PayoutDetails> {
  const now = ctx.now ?? new Date()
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.farmerId, farmerId))
      .for('update')
    const storedNumber = stored
      ? (stored.bankAccountNumber ??
        (stored.bankAccountCiphertext
          ? ctx.cipher.decrypt(farmerId, stored.bankAccountCiphertext)
          : null))
      : null
    const number = input.bankAccountNumber ?? (input.bankIfsc ? storedNumber : null)
    const next = {
      linkedAccountId: input.linkedAccountId ?? null,
      upiVpa: input.upiVpa ?? null,
      bankIfsc: number ? (input.bankIfsc ?? null) : null,
      accountHolder: number ? (input.accountHolder ?? null) : null,
    }
    const same =
      stored !== undefined &&
      number === storedNumber &&
      next.linkedAccountId === stored.linkedAccountId &&
      next.upiVpa === stored.upiVpa &&
      next.bankIfsc === stored.bankIfsc &&
      next.accountHolder === stored.accountHolder
    if (same) return toDetails(stored, ctx.holdMs)

    const last4 = number ? number.slice(-4) : null
    const values = {
      ...next,
      bankAccountNumber: null,
      bankAccountCiphertext: number ? ctx.cipher.encrypt(farmerId, number) : null,
      bankAccountLast4: last4,
      updatedAt: now,
      changedAt: now,
    }
    const [row] = await tx
      .insert(payoutAccounts)
      .values({ farmerId, ...values })
      .onConflictDoUpdate({ target: payoutAccounts.farmerId, set: values })
      .returning()
    const [event] = await tx
      .insert(payoutDetailsEvents)
      .values({
        farmerId,
        type: 'changed',
        before: stored
          ? masked({ ...stored, last4: storedNumber ? storedNumber.slice(-4) : null })
          : null,
        after: masked({ ...next, last4 }),
        ip: ctx.ip,
        createdAt: now,
      })
      .returning({ id: payoutDetailsEvents.id })
    await enqueue(tx, {
      userId: farmerId,
      kind: 'payoutDetailsChanged',
      data: {
        ...(next.upiVpa ? { upiVpa: next.upiVpa } : {}),
        ...(last4 ? { bankLast4: last4 } : {}),
        ...(next.linkedAccountId ? { linkedAccountId: next.linkedAccountId } : {}),
        holdHours: Math.ceil(ctx.holdMs / 3_600_000),
        supportPhone: ctx.supportPhone,
      },
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- INSERT … RETURNING returns the inserted row
      eventKey: `payoutDetailsChanged:${event!.id}`,
    })
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- an upsert returns its row
    return toDetails(row!, ctx.holdMs)
  })
}

/** A refused change (wrong password), recorded for the farmer's history and support. */
export async function recordRefusedChange(db: Executor, farmerId: string, ip: string) {
  await db.insert(payoutDetailsEvents).values({ farmerId, type: 'refused: wrong password', ip })
}

/**
 * The farmer's bank account number in clear, for the operator's payout ledger only. Null when
 * there is none.
 */
export function accountNumberOf(
  cipher: PayoutCipher,
  row: { farmerId: string; clear: string | null; sealed: string | null },
): string | null {
  if (row.clear) return row.clear
  return row.sealed ? cipher.decrypt(row.farmerId, row.sealed) : null
}

/** SQL: the farmer of `farmerIdColumn` changed their details less than `holdMs` ago. */
export const detailsRecentlyChanged = (
  farmerIdColumn: AnyPgColumn,
  holdMs: number,
  now = new Date(),
) =>
  sql`exists (select 1 from ${payoutAccounts} where ${payoutAccounts.farmerId} = ${farmerIdColumn} and ${payoutAccounts.changedAt} > ${new Date(now.getTime() - holdMs).toISOString()}::timestamptz)`
