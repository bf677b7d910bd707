import { randomUUID } from 'node:crypto'
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import {
  messageLanguage,
  renderMessage,
  withIndiaPrefix,
  type MessageData,
  type MessageKind,
} from '#core/notifications/messages.ts'
import type { AttemptOutcome, OutboxChannel, OutboxStatus } from '#core/notifications/outbox.ts'
import type { Database, Executor } from '../../db/client.ts'
import { outbox, outboxAttempts, users } from '../../db/schema/index.ts'

/**
 * The outbox's storage (issue 7, docs/decisions/005-notification-outbox.md): writing messages in
 * the caller's transaction, claiming due ones with a lease, recording attempts, and the lists
 * the profile page and `npm run outbox` show.
 */

/** NOTIFY channel: a message became due. Worker nodes LISTEN and start a sweep at once. */
export const OUTBOX_DUE_CHANNEL = 'outbox_due'

/** What an outbox row's payload holds: the rendered message, ready for a provider. */
export const OutboxPayloadSchema = z.object({
  toName: z.string(),
  subject: z.string().optional(),
  text: z.string(),
  html: z.string().optional(),
})
export type OutboxPayload = z.infer<typeof OutboxPayloadSchema>

export interface EnqueueInput<K extends MessageKind = MessageKind> {
  /** Whom the message is about; null for none. */
  userId: string | null
  kind: K
  data: MessageData<K>
  /** Where to send. Read from the user's account when left out. */
  to?: { name: string; phone: string | null; email: string | null }
  /**
   * The language to write in ('en' | 'hi' | 'ta', issue 11): the user's `users.language`. Read
   * from the account when left out (English when there is no account).
   */
  language?: string
  /**
   * One key per event, e.g. `orderStatus:<orderId>:Delivered`: enqueueing the same event again
   * adds nothing. A fresh key is made when left out.
   */
  eventKey?: string
}

export interface EnqueuedMessage {
  id: number
  channel: OutboxChannel
  status: OutboxStatus
}

/**
 * Writes the messages of one event (an SMS, an email, as the kind renders) to the outbox, in
 * `tx` — the caller's transaction, so the messages exist exactly when their cause does. A part
 * without a recipient (no phone, an empty email address) is stored as 'skipped' and logged, as
 * the original skipped an email to an empty address (spec §7). Nothing is sent here.
 */
export async function enqueue<K extends MessageKind>(
  tx: Executor,
  input: EnqueueInput<K>,
  log?: FastifyBaseLogger,
): Promise<EnqueuedMessage[]> {
  let to = input.to
  let language = input.language
  if (!to || (language === undefined && input.userId)) {
    if (!input.userId) throw new Error('bug: enqueue needs a userId or a recipient')
    const [row] = await tx
      .select({
        name: users.name,
        phone: users.phone,
        email: users.email,
        language: users.language,
      })
      .from(users)
      .where(eq(users.id, input.userId))
    to ??= row ?? { name: '', phone: null, email: null }
    language ??= row?.language
  }
  const rendered = renderMessage(input.kind, input.data, messageLanguage(language))
  const eventKey = input.eventKey ?? `${input.kind}:${randomUUID()}`
  const rows: Array<typeof outbox.$inferInsert> = []
  if (rendered.sms !== undefined) {
    const phone = to.phone?.trim() ?? ''
    const payload: OutboxPayload = { toName: to.name, text: rendered.sms }
    rows.push({
      userId: input.userId,
      kind: input.kind,
      channel: 'sms',
      recipient: phone === '' ? '' : withIndiaPrefix(phone),
      payload,
      idempotencyKey: `${eventKey}:sms`,
      ...(phone === '' ? { status: 'skipped', lastError: 'No phone number.' } : {}),
    })
  }
  if (rendered.email !== undefined) {
    const email = to.email?.trim() ?? ''
    const payload: OutboxPayload = {
      toName: to.name,
      subject: rendered.email.subject,
      text: rendered.email.text,
      ...(rendered.email.html === undefined ? {} : { html: rendered.email.html }),
    }
    rows.push({
      userId: input.userId,
      kind: input.kind,
      channel: 'email',
      recipient: email,
      payload,
      idempotencyKey: `${eventKey}:email`,
      ...(email === '' ? { status: 'skipped', lastError: 'No email address.' } : {}),
    })
  }
  if (rows.length === 0) return []
  const inserted = await tx
    .insert(outbox)
    .values(rows)
    .onConflictDoNothing({ target: outbox.idempotencyKey })
    .returning({ id: outbox.id, channel: outbox.channel, status: outbox.status })
  for (const row of inserted) {
    if (row.status === 'skipped') {
      log?.error(
        { outboxId: row.id, kind: input.kind, channel: row.channel, userId: input.userId },
        `${row.channel === 'email' ? 'Email' : 'SMS'} not sent: the user has no ${row.channel === 'email' ? 'email address' : 'phone number'}`,
      )
    }
  }
  if (inserted.some((r) => r.status === 'pending')) {
    // Delivered on commit; a worker that misses it finds the row on its next sweep anyway.
    await tx.execute(sql`select pg_notify(${OUTBOX_DUE_CHANNEL}, '')`)
  }
  return inserted
}

export interface ClaimedMessage {
  id: number
  kind: string
  channel: OutboxChannel
  recipient: string
  payload: unknown
  idempotencyKey: string
  /** The attempt number this claim is; also the fencing token for recording its result. */
  attempts: number
}

/**
 * Claims the most overdue pending message: counts the attempt and moves `next_attempt_at` to the
 * end of a lease, in one statement. SKIP LOCKED lets workers on several nodes claim side by side
 * without taking the same row; the lease makes a row whose worker died due again.
 */
export async function claimNext(
  database: Database,
  opts: { leaseMs: number; maxAttempts: number },
): Promise<ClaimedMessage | null> {
  const rows = await database.query<{
    id: string | number
    kind: string
    channel: OutboxChannel
    recipient: string
    payload: unknown
    idempotency_key: string
    attempts: number
  }>(
    `UPDATE outbox
        SET attempts = attempts + 1,
            next_attempt_at = now() + $1::int * interval '1 millisecond'
      WHERE id = (
        SELECT id FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= now() AND attempts < $2::int
         ORDER BY next_attempt_at, id
         LIMIT 1
         FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, channel, recipient, payload, idempotency_key, attempts`,
    [Math.round(opts.leaseMs), opts.maxAttempts],
  )
  const row = rows[0]
  if (!row) return null
  return {
    id: Number(row.id),
    kind: row.kind,
    channel: row.channel,
    recipient: row.recipient,
    payload: row.payload,
    idempotencyKey: row.idempotency_key,
    attempts: row.attempts,
  }
}

/**
 * Messages whose every attempt was used up without a recorded end (the worker died during the
 * last one) are given up on, so they do not stay pending for ever.
 */
export async function failExhausted(database: Database, maxAttempts: number): Promise<number> {
  const rows = await database.query(
    `UPDATE outbox
        SET status = 'failed',
            last_error = coalesce(last_error || ' ', '') || 'Gave up: the worker stopped during the last attempt.'
      WHERE status = 'pending' AND next_attempt_at <= now() AND attempts >= $1::int
      RETURNING id`,
    [maxAttempts],
  )
  return rows.length
}

export interface AttemptResult {
  provider: string
  outcome: AttemptOutcome
  error?: string | undefined
  durationMs: number
  /** For 'retry': how long to wait before the next attempt. */
  retryInMs?: number | undefined
}

/**
 * Records one finished attempt and moves the message on: sent, due again later, or failed. The
 * message is only changed while this claim still holds it (same attempt number, still pending),
 * so a late finish after the lease ran out can never undo another worker's result; the attempt
 * itself is recorded either way. Returns whether the message was updated.
 */
export async function recordAttempt(
  database: Database,
  claim: Pick<ClaimedMessage, 'id' | 'attempts'>,
  result: AttemptResult,
): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    await tx.insert(outboxAttempts).values({
      outboxId: claim.id,
      provider: result.provider,
      outcome: result.outcome,
      error: result.error ?? null,
      durationMs: Math.max(0, Math.round(result.durationMs)),
    })
    const set: PgUpdateSetSource<typeof outbox> =
      result.outcome === 'sent'
        ? { status: 'sent', sentAt: sql`now()`, lastError: null }
        : result.outcome === 'retry'
          ? {
              lastError: result.error ?? null,
              nextAttemptAt: sql`now() + ${Math.round(result.retryInMs ?? 0)}::int * interval '1 millisecond'`,
            }
          : { status: 'failed', lastError: result.error ?? null }
    const updated = await tx
      .update(outbox)
      .set(set)
      .where(
        and(
          eq(outbox.id, claim.id),
          eq(outbox.status, 'pending'),
          eq(outbox.attempts, claim.attempts),
        ),
      )
      .returning({ id: outbox.id })
    return updated.length === 1
  })
}

/** When the next pending message is due (or its lease ends); null when none is pending. */
export async function nextDueAt(database: Database): Promise<Date | null> {
  const rows = await database.query<{ next: Date | string | null }>(
    `SELECT min(next_attempt_at) AS next FROM outbox WHERE status = 'pending'`,
  )
  const next = rows[0]?.next
  return next ? new Date(next) : null
}

export type OutboxRow = typeof outbox.$inferSelect

/** A user's messages, newest first, with the total count. */
export async function listForUser(
  db: Executor,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: OutboxRow[]; total: number }> {
  const rows = await db
    .select({ row: outbox, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(outbox)
    .where(eq(outbox.userId, userId))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(page.limit)
    .offset(page.offset)
  if (rows.length === 0 && page.offset > 0) {
    const [c] = await db.select({ n: count() }).from(outbox).where(eq(outbox.userId, userId))
    return { rows: [], total: c?.n ?? 0 }
  }
  return { rows: rows.map((r) => r.row), total: rows[0]?.total ?? 0 }
}

export type AttemptRow = typeof outboxAttempts.$inferSelect

/** Recent messages (newest first), optionally only failed ones, each with its attempts. */
export async function listRecent(
  db: Executor,
  opts: { limit: number; failedOnly?: boolean; id?: number },
): Promise<Array<OutboxRow & { attemptList: AttemptRow[] }>> {
  const where = opts.id
    ? eq(outbox.id, opts.id)
    : opts.failedOnly
      ? eq(outbox.status, 'failed')
      : undefined
  const rows = await db
    .select()
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(opts.limit)
  if (rows.length === 0) return []
  const attempts = await db
    .select()
    .from(outboxAttempts)
    .where(
      inArray(
        outboxAttempts.outboxId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(outboxAttempts.at, outboxAttempts.id)
  return rows.map((r) => ({ ...r, attemptList: attempts.filter((a) => a.outboxId === r.id) }))
}

/**
 * Makes a message due now with a fresh set of attempts (its attempt history stays). A sent
 * message is left alone (sending it again is not a retry), and so is one without a recipient.
 * Returns the message's status afterwards, or null when there is no such message or it was sent.
 */
export async function retryMessage(
  db: Executor,
  id: number,
): Promise<{ id: number; status: string } | null> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(outbox.id, id),
        sql`(${outbox.status} in ('failed', 'pending') or (${outbox.status} = 'skipped' and ${outbox.recipient} <> ''))`,
      ),
    )
    .returning({ id: outbox.id, status: outbox.status })
  if (row) {
    await db.execute(sql`select pg_notify(${OUTBOX_DUE_CHANNEL}, '')`)
    return row
  }
  const [other] = await db
    .select({ id: outbox.id, status: outbox.status })
    .from(outbox)
    .where(eq(outbox.id, id))
  return other?.status === 'skipped' ? other : null
}

/** The event key of a user's welcome messages: one registration, one welcome, whoever writes it. */
export const welcomeEventKey = (userId: string) => `registration:${userId}`

/**
 * Writes the welcome messages of accounts that have none (issue 7). better-auth creates the account
 * in its own transaction and the route writes the welcome right after it, so a process killed
 * between the two would lose that one message; the worker calls this every minute to write it
 * then. Accounts younger than `graceMs` are left to the route, older than `withinMs` are history.
 * The event key makes the two writers one: the same welcome is never written twice.
 */
export async function enqueueMissedWelcomes(
  database: Database,
  opts: { graceMs?: number; withinMs?: number; limit?: number } = {},
  log?: FastifyBaseLogger,
): Promise<number> {
  const graceMs = opts.graceMs ?? 30_000
  const withinMs = opts.withinMs ?? 24 * 3_600_000
  const missed = await database.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      language: users.language,
    })
    .from(users)
    .where(
      and(
        sql`${users.createdAt} < now() - make_interval(secs => ${graceMs / 1000})`,
        sql`${users.createdAt} > now() - make_interval(secs => ${withinMs / 1000})`,
        sql`not exists (select 1 from ${outbox} where ${outbox.userId} = ${users.id} and ${outbox.kind} = 'registration')`,
      ),
    )
    .limit(opts.limit ?? 100)
  let written = 0
  for (const u of missed) {
    const rows = await enqueue(
      database.db,
      {
        userId: u.id,
        kind: 'registration',
        data: { name: u.name, email: u.email },
        to: { name: u.name, phone: u.phone, email: u.email },
        language: u.language,
        eventKey: welcomeEventKey(u.id),
      },
      log,
    )
    if (rows.length > 0) {
      written++
      log?.warn({ userId: u.id }, 'wrote a welcome message the registration did not')
    }
  }
  return written
}
