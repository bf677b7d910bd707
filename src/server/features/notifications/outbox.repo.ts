import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { AttemptOutcome, OutboxChannel } from '#core/notifications/outbox.ts'
import type { Database, Executor } from '#server/db/client.ts'
import { loginNotices, outbox, outboxAttempts, users } from '#server/db/schema/index.ts'
import { enqueue, OUTBOX_DUE_CHANNEL } from '#server/services/outbox.ts'

/**
 * The outbox's storage (docs/decisions/005-notification-outbox.md) beyond writing messages, which
 * is services/outbox.ts: claiming due ones with a lease, recording attempts, and the lists the
 * profile page and `npm run outbox` show.
 */

export interface ClaimedMessage {
  id: number
  kind: string
  channel: OutboxChannel
  recipient: string
  payload: unknown
  idempotencyKey: string
  /** The attempt number this claim is; also the fencing token for recording its result. */
  attempts: number
  /** An earlier claim let it through the SMS budget (sms-admission.repo.ts): it counts once. */
  admitted: boolean
  /** The account it is about was made by the migration or the seed: it is never sent. */
  seededAccount: boolean
}

/**
 * Claims the most overdue pending messages, up to `limit`: counts each one's attempt and moves its
 * `next_attempt_at` to the end of a lease, in one statement. SKIP LOCKED lets workers on several
 * nodes claim side by side without taking the same row; the lease makes a row whose worker died
 * due again. Oldest due first.
 */
export async function claimDue(
  database: Database,
  opts: { leaseMs: number; maxAttempts: number; limit: number },
): Promise<ClaimedMessage[]> {
  const rows = await database.query<{
    id: string | number
    kind: string
    channel: OutboxChannel
    recipient: string
    payload: unknown
    idempotency_key: string
    attempts: number
    admitted: boolean
    seeded: boolean | null
    due: Date | string
  }>(
    `WITH due AS (
       SELECT id, next_attempt_at FROM outbox
        WHERE status = 'pending' AND next_attempt_at <= now() AND attempts < $2::int
        ORDER BY next_attempt_at, id
        LIMIT $3::int
        FOR UPDATE SKIP LOCKED)
     UPDATE outbox o
        SET attempts = o.attempts + 1,
            next_attempt_at = now() + $1::int * interval '1 millisecond'
       FROM due
      WHERE o.id = due.id
      RETURNING o.id, o.kind, o.channel, o.recipient, o.payload, o.idempotency_key, o.attempts,
                o.admitted_at IS NOT NULL AS admitted,
                (SELECT u.seeded FROM users u WHERE u.id = o.user_id) AS seeded,
                due.next_attempt_at AS due`,
    [Math.round(opts.leaseMs), opts.maxAttempts, Math.max(1, Math.floor(opts.limit))],
  )
  return rows
    .map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      channel: row.channel,
      recipient: row.recipient,
      payload: row.payload,
      idempotencyKey: row.idempotency_key,
      attempts: row.attempts,
      admitted: row.admitted,
      seededAccount: row.seeded === true,
      due: new Date(row.due).getTime(),
    }))
    .sort((x, y) => x.due - y.due || x.id - y.id)
    .map(({ due: _due, ...claim }) => claim)
}

/** The most overdue pending message, claimed (claimDue for one). */
export async function claimNext(
  database: Database,
  opts: { leaseMs: number; maxAttempts: number },
): Promise<ClaimedMessage | null> {
  return (await claimDue(database, { ...opts, limit: 1 }))[0] ?? null
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
  return (await recordAttempts(database, [{ claim, result }])).has(claim.id)
}

/**
 * recordAttempt for several attempts in one statement (the attempts' rows and the messages' moves
 * commit together): a worker sending a backlog pays one round trip for the attempts that finished
 * while the last statement ran, not one per message. Returns the ids of the messages updated.
 */
export async function recordAttempts(
  database: Database,
  entries: ReadonlyArray<{ claim: Pick<ClaimedMessage, 'id' | 'attempts'>; result: AttemptResult }>,
): Promise<Set<number>> {
  if (entries.length === 0) return new Set()
  const input = entries.map(({ claim, result }) => ({
    id: claim.id,
    attempts: claim.attempts,
    provider: result.provider,
    outcome: result.outcome,
    error: result.error ?? null,
    duration_ms: Math.max(0, Math.round(result.durationMs)),
    retry_ms: Math.round(result.retryInMs ?? 0),
  }))
  const rows = await database.query<{ id: string | number }>(
    `WITH r AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(
         id bigint, attempts int, provider text, outcome text, error text, duration_ms int,
         retry_ms int)),
     attempt AS (
       INSERT INTO outbox_attempts (outbox_id, provider, outcome, error, duration_ms)
       SELECT id, provider, outcome, error, duration_ms FROM r)
     UPDATE outbox o
        SET status = CASE WHEN r.outcome IN ('sent', 'failed') THEN r.outcome ELSE o.status END,
            sent_at = CASE WHEN r.outcome = 'sent' THEN now() ELSE o.sent_at END,
            last_error = CASE WHEN r.outcome = 'sent' THEN NULL ELSE r.error END,
            next_attempt_at = CASE WHEN r.outcome = 'retry'
                                   THEN now() + r.retry_ms * interval '1 millisecond'
                                   ELSE o.next_attempt_at END
       FROM r
      WHERE o.id = r.id AND o.status = 'pending' AND o.attempts = r.attempts
      RETURNING o.id`,
    [JSON.stringify(input)],
  )
  return new Set(rows.map((r) => Number(r.id)))
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

/** Recent messages (newest first), optionally only those of one status, each with its attempts. */
export async function listRecent(
  db: Executor,
  opts: { limit: number; status?: 'failed' | 'suppressed' | undefined; id?: number },
): Promise<Array<OutboxRow & { attemptList: AttemptRow[] }>> {
  const where = opts.id
    ? eq(outbox.id, opts.id)
    : opts.status
      ? eq(outbox.status, opts.status)
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
 * message is left alone (sending it again is not a retry), and so is one without a recipient
 * or one suppressed. Returns the message's status afterwards, or null when there is no such message or it was sent.
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
  // A suppressed message stays so: the budget or the made-up account rule stopped it for good.
  return other?.status === 'skipped' || other?.status === 'suppressed' ? other : null
}

/**
 * Whether a new-device notice may go to `userId` now: true, and the time noted, when the account
 * had none in the last `intervalMs`. One conditional upsert: of parallel callers on any nodes,
 * one wins (the row lock makes the others see its time).
 */
export async function takeLoginNotice(
  tx: Executor,
  userId: string,
  intervalMs: number,
): Promise<boolean> {
  const rows = await tx
    .insert(loginNotices)
    .values({ userId, sentAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginNotices.userId,
      set: { sentAt: sql`now()` },
      setWhere: sql`${loginNotices.sentAt} <= now() - make_interval(secs => ${intervalMs / 1000})`,
    })
    .returning({ userId: loginNotices.userId })
  return rows.length > 0
}

/** The event key of a user's welcome messages: one registration, one welcome, whoever writes it. */
export const welcomeEventKey = (userId: string) => `registration:${userId}`

/**
 * Writes the welcome messages of accounts that have none. better-auth creates the account
 * in its own transaction and the route writes the welcome right after it, so a process killed
 * between the two would lose that one message; the worker calls this every minute to write it
 * then. Accounts younger than `graceMs` are left to the route, older than `withinMs` are history,
 * and the ones the migration or the seed made (`users.seeded`) get none.
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
        // Accounts the migration or the seed made are never written to.
        eq(users.seeded, false),
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
