import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AdminMessage, ResentVerification } from '#core/admin/admin.contract.ts'
import { maskRecipient } from '#core/notifications/outbox.ts'
import { outbox, sessions, users } from '#server/db/schema/index.ts'
import { currentUser } from '#server/plugins/auth/auth.plugin.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { auditRequest, recordAudit } from '#server/services/audit.ts'
import { enqueue, OUTBOX_DUE_CHANNEL } from '#server/services/outbox.ts'
import { toMessage } from './admin.repo.ts'

/**
 * The operator console's changes. Each runs in one transaction with its audit row, so the trail
 * has a row exactly for each change that happened.
 */

const operatorOf = (request: FastifyRequest) => ({ id: currentUser(request).id, role: 'operator' })

/**
 * Suspends an account or lifts its suspension. Suspending ends its sessions at once (the rows go
 * here, and every node's session cache is told after the commit), and better-auth's session hook
 * refuses it a new one while `suspended_at` is set. The holder is told by SMS and email through
 * the outbox, in the same transaction. Operator accounts are not suspended from the console.
 */
export async function setSuspension(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { userId: string; suspend: boolean; reason: string | null },
): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        name: users.name,
        roles: users.roles,
        suspendedAt: users.suspendedAt,
        suspendedReason: users.suspendedReason,
      })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update')
    if (!user) throw new HttpError('admin.user_not_found')
    if (user.roles.includes('operator')) throw new HttpError('admin.operator_untouchable')
    if (input.suspend && user.suspendedAt) throw new HttpError('admin.already_suspended')
    if (!input.suspend && !user.suspendedAt) throw new HttpError('admin.not_suspended')
    const [after] = await tx
      .update(users)
      .set(
        input.suspend
          ? { suspendedAt: sql`now()`, suspendedReason: input.reason, updatedAt: new Date() }
          : { suspendedAt: null, suspendedReason: null, updatedAt: new Date() },
      )
      .where(eq(users.id, input.userId))
      .returning({ suspendedAt: users.suspendedAt, suspendedReason: users.suspendedReason })
    const ended = input.suspend
      ? await tx
          .delete(sessions)
          .where(eq(sessions.userId, input.userId))
          .returning({ id: sessions.id })
      : []
    const auditId = await recordAudit(tx, {
      actor: operatorOf(request),
      action: input.suspend ? 'user.suspend' : 'user.unsuspend',
      target: { type: 'user', id: input.userId },
      before: { suspendedAt: user.suspendedAt, reason: user.suspendedReason },
      after: {
        suspendedAt: after?.suspendedAt ?? null,
        reason: input.suspend ? input.reason : (input.reason ?? null),
        ...(input.suspend ? { sessionsEnded: ended.length } : {}),
      },
      request: auditRequest(request),
    })
    // The account holder is told, by SMS and email, in the same transaction.
    const name = user.name.trim() || 'there'
    await enqueue(
      tx,
      input.suspend
        ? {
            userId: input.userId,
            kind: 'accountSuspended',
            // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- a suspension's reason is required by its schema
            data: { name, reason: input.reason!, supportPhone: app.env.SUPPORT_PHONE },
            eventKey: `accountSuspended:${input.userId}:${auditId}`,
          }
        : {
            userId: input.userId,
            kind: 'accountRestored',
            data: { name },
            eventKey: `accountRestored:${input.userId}:${auditId}`,
          },
      request.log,
    )
  })
  await app.sessions.invalidateUser(input.userId)
}

/**
 * Sends an unverified account's number a new verification code, as its holder's 'send the code
 * again' would: the same sender and limits (one a minute, so many an hour per number and per
 * address; a limit reached is refused with its error and nothing is written). The code goes by
 * SMS only to the holder; the audit row names the operator, and never the code.
 */
export async function resendVerification(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
): Promise<ResentVerification> {
  const phoneCodes = app.phoneCodes
  if (!phoneCodes) throw new Error('the account feature is not registered')
  return app.database.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        name: users.name,
        language: users.language,
        phone: users.phone,
        phoneVerifiedAt: users.phoneVerifiedAt,
        deletedAt: users.deletedAt,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!user || user.deletedAt) throw new HttpError('admin.user_not_found')
    if (!user.phone) throw new HttpError('admin.no_phone')
    if (user.phoneVerifiedAt) throw new HttpError('account.phone_already_verified')
    const phone = maskRecipient('sms', user.phone)
    await phoneCodes.sendVerificationCode(
      tx,
      { id: user.id, name: user.name, language: user.language, phone: user.phone },
      request.ip,
    )
    await recordAudit(tx, {
      actor: operatorOf(request),
      action: 'user.resend_verification',
      target: { type: 'user', id: user.id },
      after: { phone },
      request: auditRequest(request),
    })
    return { phone, expiresInSeconds: Math.ceil(app.env.PHONE_CODE_TTL / 1000) }
  })
}

/** The most failed messages one 'send all again' makes due (the oldest first). */
export const RETRY_ALL_MAX = 500

/**
 * Makes every failed message (up to RETRY_ALL_MAX, oldest first) due again with a fresh set of
 * attempts, in one transaction with one audit row naming how many and which.
 */
export async function retryAllFailedMessages(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<{ retried: number }> {
  return app.database.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.status, 'failed'))
      .orderBy(outbox.createdAt)
      .limit(RETRY_ALL_MAX)
      .for('update', { skipLocked: true })
    if (due.length === 0) return { retried: 0 }
    const ids = due.map((r) => r.id)
    await tx
      .update(outbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
      .where(and(inArray(outbox.id, ids), eq(outbox.status, 'failed')))
    await tx.execute(sql`select pg_notify(${OUTBOX_DUE_CHANNEL}, '')`)
    await recordAudit(tx, {
      actor: operatorOf(request),
      action: 'outbox.retry_all',
      target: { type: 'outbox', id: 'failed' },
      before: { status: 'failed', ids },
      after: { status: 'pending', count: ids.length },
      request: auditRequest(request),
    })
    return { retried: ids.length }
  })
}

/** Makes a failed message due again with a fresh set of attempts; the worker sends it. */
export async function retryFailedMessage(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<AdminMessage> {
  return app.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update')
    if (!before) throw new HttpError('admin.message_not_found')
    if (before.status !== 'failed')
      throw new HttpError('admin.message_not_failed', { status: before.status })
    const [after] = await tx
      .update(outbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
      .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
      .returning()
    await tx.execute(sql`select pg_notify(${OUTBOX_DUE_CHANNEL}, '')`)
    await recordAudit(tx, {
      actor: operatorOf(request),
      action: 'outbox.retry',
      target: { type: 'outbox', id: String(id) },
      before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
      after: { status: 'pending', attempts: 0 },
      request: auditRequest(request),
    })
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the row is locked and failed, so the update matched it
    const row = after!
    return toMessage({
      id: row.id,
      kind: row.kind,
      channel: row.channel,
      recipient: row.recipient,
      status: row.status,
      attempts: row.attempts,
      last_error: row.lastError,
      created_at: row.createdAt,
    })
  })
}
