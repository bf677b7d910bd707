import type { FastifyBaseLogger } from 'fastify'
import { outcomeAfterFailure, retryDelayMs } from '#core/notifications/outbox.ts'
import { startSweepQueue } from '#server/services/sweep-queue.ts'
import type { Database } from '#server/db/client.ts'
import {
  claimDue,
  enqueueMissedWelcomes,
  failExhausted,
  nextDueAt,
  recordAttempts,
  type AttemptResult,
  type ClaimedMessage,
} from './outbox.repo.ts'
import { OUTBOX_DUE_CHANNEL, OutboxPayloadSchema } from '#server/services/outbox.ts'
import type { SmsBudget } from '#core/notifications/sms-budget.ts'
import { admitClaims } from './sms-admission.repo.ts'
import { ProviderError, type EmailProvider, type SmsProvider } from './providers/index.ts'

/**
 * The outbox worker (docs/decisions/005-notification-outbox.md).
 *
 * The outbox table is the queue of record. pg-boss runs the *sweep*: a job on the `outbox-sweep`
 * queue ('short' policy: at most one waiting, any number running) whose handler claims due rows
 * CLAIM_BATCH at a time with FOR UPDATE SKIP LOCKED and a lease, sends them through their
 * providers side by side and records each attempt as soon as it ends — the attempts that end
 * while one record is written go in the next, together. A sweep that finds a backlog (a full claim) asks for another, so up to SWEEP_CONCURRENCY run
 * side by side on a node. Sweeps are asked for when a message is written (NOTIFY), when the next
 * retry or lease end comes due, and every few seconds as a floor. Any node may run a sweep;
 * SKIP LOCKED keeps two nodes off the same row, and the lease brings back a row whose worker died.
 */

export const SWEEP_QUEUE = 'outbox-sweep'

/** The longest a node waits between sweeps when nothing is due. */
const IDLE_SWEEP_MS = 5_000
/** How often a node looks for accounts without their welcome messages. */
const WELCOME_CHECK_MS = 60_000
/** The soonest a follow-up sweep is asked for. */
const MIN_SWEEP_GAP_MS = 50
/** Messages one sweep sends before it hands over to the next (keeps jobs short). */
const SWEEP_LIMIT = 50
/** Sweeps one node runs at the same time. */
const SWEEP_CONCURRENCY = 2
/**
 * Messages a sweep claims in one statement and sends side by side (so a node has at most
 * SWEEP_CONCURRENCY × CLAIM_BATCH with the providers). All of a claim is sent at once: none waits
 * behind a slow send while its lease runs.
 */
const CLAIM_BATCH = 8

export interface DeliveryOptions {
  database: Database
  providers: { sms: SmsProvider; email: EmailProvider }
  maxAttempts: number
  /** Base of the exponential backoff, ms. */
  backoffMs: number
  /** How long a claimed message stays claimed; must exceed the longest send. */
  leaseMs: number
  /** What one phone number may get; claimed SMS beyond it are kept as 'suppressed'. */
  smsBudget: SmsBudget
  log: FastifyBaseLogger
}

/** The lease for a provider timeout: twice the longest send, plus room for the database. */
export function leaseFor(notifyTimeoutMs: number): number {
  return 2 * notifyTimeoutMs + 5_000
}

/** Records an attempt's end; resolves to whether the claim still held the message. */
export type RecordAttempt = (claim: ClaimedMessage, result: AttemptResult) => Promise<boolean>

/**
 * Records attempts as they end, in as few statements as the database's pace allows: the first
 * goes at once, and the ones that end while a statement runs go together in the next. Each
 * attempt is written right after its send, so a crash between a send and its record (the one
 * case where a message goes twice) stays as unlikely as with one statement per attempt.
 */
export function attemptRecorder(database: Database): RecordAttempt {
  let waiting: Array<{
    claim: ClaimedMessage
    result: AttemptResult
    done: (ours: boolean) => void
    fail: (err: unknown) => void
  }> = []
  let writing = false
  const flush = async () => {
    if (writing || waiting.length === 0) return
    writing = true
    const batch = waiting
    waiting = []
    try {
      const ours = await recordAttempts(database, batch)
      for (const e of batch) e.done(ours.has(e.claim.id))
    } catch (err) {
      for (const e of batch) e.fail(err)
    } finally {
      writing = false
      void flush()
    }
  }
  return (claim, result) =>
    new Promise<boolean>((done, fail) => {
      waiting.push({ claim, result, done, fail })
      void flush()
    })
}

/** Sends one claimed message and records the attempt. Never throws for a provider failure. */
export async function deliver(
  opts: DeliveryOptions,
  claim: ClaimedMessage,
  record: RecordAttempt = attemptRecorder(opts.database),
): Promise<void> {
  const provider = claim.channel === 'sms' ? opts.providers.sms : opts.providers.email
  const started = performance.now()
  const parsed = OutboxPayloadSchema.safeParse(claim.payload)
  if (!parsed.success) {
    await record(claim, {
      provider: provider.name,
      outcome: 'failed',
      error: 'The stored message is not readable.',
      durationMs: 0,
    })
    return
  }
  const payload = parsed.data
  try {
    if (claim.channel === 'sms') {
      await opts.providers.sms.send({
        to: claim.recipient,
        body: payload.text,
        idempotencyKey: claim.idempotencyKey,
      })
    } else {
      await opts.providers.email.send({
        to: claim.recipient,
        toName: payload.toName,
        subject: payload.subject ?? '',
        text: payload.text,
        html: payload.html,
        listUnsubscribe: payload.listUnsubscribe,
        idempotencyKey: claim.idempotencyKey,
      })
    }
  } catch (err) {
    const durationMs = performance.now() - started
    const providerError = err instanceof ProviderError ? err : undefined
    // Anything but a ProviderError is unexpected (a bug, a broken connection): try again later.
    const retryable = providerError?.retryable ?? true
    const outcome = outcomeAfterFailure({
      attempts: claim.attempts,
      maxAttempts: opts.maxAttempts,
      retryable,
    })
    const error = err instanceof Error ? err.message : String(err)
    const retryInMs =
      outcome === 'retry'
        ? retryDelayMs(claim.attempts, opts.backoffMs, providerError?.retryAfterMs)
        : undefined
    await record(claim, {
      provider: provider.name,
      outcome,
      error,
      durationMs,
      retryInMs,
    })
    opts.log[outcome === 'failed' ? 'error' : 'warn'](
      {
        outboxId: claim.id,
        channel: claim.channel,
        provider: provider.name,
        attempt: claim.attempts,
        retryInMs,
        err: error,
      },
      outcome === 'failed' ? 'notification failed for good' : 'notification failed, will retry',
    )
    return
  }
  const stillOurs = await record(claim, {
    provider: provider.name,
    outcome: 'sent',
    durationMs: performance.now() - started,
  })
  if (!stillOurs) {
    opts.log.warn(
      { outboxId: claim.id, attempt: claim.attempts },
      'notification sent after its lease ran out',
    )
  }
}

/**
 * One sweep: claims due messages (CLAIM_BATCH at a time) and sends them side by side, until none
 * is due, `limit` are handled, or `shouldStop` says so (shutdown: the sends in hand finish, no new
 * claim is made). `onBacklog` (called once, when a claim comes back full: more are due) lets the
 * caller start another sweep beside this one, so a backlog is worked on in parallel and one slow
 * provider call does not hold up the rest; without a backlog one sweep takes what comes. Attempts are
 * recorded through `record` (one recorder for all of a node's sweeps batches their records).
 * Returns how many messages it handled.
 */
export async function sweep(
  opts: DeliveryOptions,
  control: {
    limit?: number
    shouldStop?: () => boolean
    onBacklog?: () => void
    record?: RecordAttempt
  } = {},
): Promise<number> {
  const limit = control.limit ?? SWEEP_LIMIT
  const shouldStop = control.shouldStop ?? (() => false)
  const record = control.record ?? attemptRecorder(opts.database)
  let handled = 0
  let backlog = false
  while (!shouldStop() && handled < limit) {
    const claims = await claimDue(opts.database, {
      ...opts,
      limit: Math.min(CLAIM_BATCH, limit - handled),
    })
    if (claims.length === 0) break
    if (!backlog && claims.length === CLAIM_BATCH) {
      backlog = true
      control.onBacklog?.()
    }
    handled += claims.length
    // The SMS budget and the made-up account rule, before any provider sees a message.
    const admitted = await admitClaims(opts.database, claims, opts.smsBudget)
    await Promise.all(admitted.map((claim) => deliver(opts, claim, record)))
  }
  return handled
}

export interface WorkerOptions extends DeliveryOptions {
  /** PostgreSQL connection string for pg-boss (postgres databases); embedded uses PGlite. */
  connectionString?: string | undefined
}

/**
 * Starts pg-boss and the sweep on this node. Returns a function that stops it cleanly: no new
 * claims, the messages in hand finish (each bounded by the provider timeout), then pg-boss stops.
 */
export async function startOutboxWorker(opts: WorkerOptions): Promise<() => Promise<void>> {
  const { database, log } = opts
  const boss = await startSweepQueue({
    database,
    connectionString: opts.connectionString,
    queue: SWEEP_QUEUE,
    maxConnections: 3,
    log,
  })

  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let timerAt = Infinity

  const requestSweep = () => {
    if (stopping) return
    boss.send(SWEEP_QUEUE, {}).catch((err: unknown) => {
      if (!stopping) log.error({ err }, 'could not queue an outbox sweep')
    })
  }
  /** Asks for a sweep in `ms` (sooner requests win). */
  const sweepIn = (ms: number) => {
    if (stopping) return
    const delay = Math.min(Math.max(ms, MIN_SWEEP_GAP_MS), IDLE_SWEEP_MS)
    const at = Date.now() + delay
    if (timer && at >= timerAt) return
    clearTimeout(timer)
    timerAt = at
    timer = setTimeout(() => {
      timer = undefined
      timerAt = Infinity
      requestSweep()
      sweepIn(IDLE_SWEEP_MS)
    }, delay)
    timer.unref()
  }

  // One recorder for the node's sweeps: attempts that end together are recorded together.
  const record = attemptRecorder(database)
  const workOptions = {
    localConcurrency: SWEEP_CONCURRENCY,
    pollingIntervalSeconds: 0.5,
    notifyPollingIntervalSeconds: 5,
  }
  // Messages whose last attempt never ended are given up on at most every IDLE_SWEEP_MS, not in
  // every sweep (a busy node runs many; the rows wait for their lease to end anyway).
  let exhaustedCheckedAt = 0
  await boss.work(SWEEP_QUEUE, workOptions, async () => {
    if (Date.now() - exhaustedCheckedAt >= IDLE_SWEEP_MS) {
      exhaustedCheckedAt = Date.now()
      await failExhausted(database, opts.maxAttempts)
    }
    const handled = await sweep(opts, {
      shouldStop: () => stopping,
      onBacklog: requestSweep,
      record,
    })
    if (stopping) return
    if (handled >= SWEEP_LIMIT) {
      requestSweep()
      return
    }
    const next = await nextDueAt(database)
    sweepIn(next ? next.getTime() - Date.now() : IDLE_SWEEP_MS)
  })

  // A new message asks for a sweep within MIN_SWEEP_GAP_MS: a burst of checkouts (one NOTIFY per
  // committed batch) becomes one sweep request, not one pg-boss job each.
  const unlisten = await database.listen(OUTBOX_DUE_CHANNEL, () => sweepIn(0))
  requestSweep()
  sweepIn(IDLE_SWEEP_MS)
  // Welcome messages a crash kept the registration from writing (enqueueMissedWelcomes).
  const catchUp = () => {
    enqueueMissedWelcomes(database, {}, log).catch((err: unknown) => {
      if (!stopping) log.error({ err }, 'could not check for missed welcome messages')
    })
  }
  const welcomes = setInterval(catchUp, WELCOME_CHECK_MS)
  welcomes.unref()
  catchUp()
  log.info(
    { sms: opts.providers.sms.name, email: opts.providers.email.name },
    'outbox worker started',
  )

  return async () => {
    if (stopping) return
    stopping = true
    clearTimeout(timer)
    clearInterval(welcomes)
    await unlisten()
    await boss.offWork(SWEEP_QUEUE, { wait: true })
    await boss.stop({ graceful: true, close: true, timeout: 2_000 })
  }
}
