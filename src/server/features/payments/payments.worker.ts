import type { FastifyBaseLogger } from 'fastify'
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import { startSweepQueue } from '#server/services/sweep-queue.ts'
import type { Database, Db } from '#server/db/client.ts'
import {
  paymentTasks,
  payments,
  payoutAccounts,
  payouts,
  refunds,
} from '#server/db/schema/index.ts'
import { PAYMENT_TASK_DUE_CHANNEL, queuePaymentTask } from '#server/services/payments.ts'
import { ensureGatewayOrder } from './gateway-order.ts'
import { recordAndApply, type ApplyContext } from './payment-events.repo.ts'
import { duePayments } from './payments.repo.ts'
import { heldUntil } from './payout-details.ts'
import { GatewayError, type PaymentGateway } from './razorpay.ts'

/**
 * The payments worker: the gateway calls the order code queued (payment_tasks: create the gateway
 * order, refund a line, transfer a farmer's share on hold, release it), and the expiry of unpaid
 * orders. pg-boss runs the sweep on the `payments-sweep` queue ('short' policy: one waiting at a
 * time), so across nodes one sweep runs at a time; rows are claimed with FOR UPDATE SKIP LOCKED and
 * a lease anyway, so even two sweeps could not make one call twice at once.
 */

export const PAYMENTS_QUEUE = 'payments-sweep'
/**
 * How often a node asks for a sweep when nothing told it to (expiries come due with no event).
 * Queued gateway calls NOTIFY, so they do not wait for it; the embedded database has one
 * connection that every request shares, so the idle cadence stays modest.
 */
const IDLE_SWEEP_MS = 15_000
const TASKS_PER_SWEEP = 50

export interface PaymentsWorkerDeps {
  database: Database
  gateway: PaymentGateway
  ctx: ApplyContext
  log: FastifyBaseLogger
  /** How long a claimed task stays claimed; more than the gateway timeout. */
  leaseMs: number
  /** PAYOUT_HOLD_AFTER_CHANGE: a farmer's Route releases wait this long after a details change. */
  holdAfterChangeMs: number
  maxAttempts?: number
  backoffMs?: number
  /**
   * How long past its expiry an order waits while the gateway cannot be asked whether it was paid
   * after all; then it expires anyway (money arriving later is refunded in full).
   */
  expiryGraceMs?: number
}

type Task = typeof paymentTasks.$inferSelect

/** Claims the next due task (lease: its next attempt moves to now + lease). */
export async function claimNextTask(
  db: Db,
  leaseMs: number,
  dueBy = new Date(),
): Promise<Task | null> {
  const now = new Date()
  return db.transaction(async (tx) => {
    const [task] = await tx
      .select()
      .from(paymentTasks)
      .where(and(eq(paymentTasks.status, 'pending'), lte(paymentTasks.nextAttemptAt, dueBy)))
      .orderBy(asc(paymentTasks.nextAttemptAt), asc(paymentTasks.id))
      .limit(1)
      .for('update', { skipLocked: true })
    if (!task) return null
    const [claimed] = await tx
      .update(paymentTasks)
      .set({ attempts: task.attempts + 1, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(eq(paymentTasks.id, task.id))
      .returning()
    return claimed ?? null
  })
}

/** Makes one task's gateway call(s) and records the result. Never throws for a gateway failure. */
export async function runTask(
  deps: PaymentsWorkerDeps,
  task: Task,
): Promise<'done' | 'retry' | 'failed'> {
  const { db } = deps.database
  try {
    await perform(deps, task)
    await db
      .update(paymentTasks)
      .set({ status: 'done', doneAt: new Date(), lastError: null })
      .where(eq(paymentTasks.id, task.id))
    return 'done'
  } catch (err) {
    if (err instanceof HeldUntil) {
      // Not a failure: the call waits for the hold's end, and the wait costs no attempt.
      await db
        .update(paymentTasks)
        .set({ attempts: task.attempts - 1, nextAttemptAt: err.until, lastError: err.message })
        .where(eq(paymentTasks.id, task.id))
      deps.log.info(
        { taskId: task.id, refId: task.refId, until: err.until.toISOString() },
        'payout release waits: the farmer changed their payout details',
      )
      return 'retry'
    }
    const retryable = err instanceof GatewayError ? err.retryable : !(err instanceof FinalError)
    const maxAttempts = deps.maxAttempts ?? 10
    const message = err instanceof Error ? err.message : String(err)
    const giveUp = !retryable || task.attempts >= maxAttempts
    const delay = Math.min((deps.backoffMs ?? 5_000) * 2 ** (task.attempts - 1), 3_600_000)
    await db.transaction(async (tx) => {
      await tx
        .update(paymentTasks)
        .set(
          giveUp
            ? { status: 'failed', lastError: message }
            : { lastError: message, nextAttemptAt: new Date(Date.now() + delay) },
        )
        .where(eq(paymentTasks.id, task.id))
      if (giveUp && task.kind === 'refund') {
        await tx
          .update(refunds)
          .set({ state: 'failed', lastError: message, updatedAt: new Date() })
          .where(eq(refunds.id, task.refId))
      }
    })
    deps.log[giveUp ? 'error' : 'warn'](
      { taskId: task.id, kind: task.kind, refId: task.refId, attempt: task.attempts, err: message },
      giveUp ? 'payment task failed for good' : 'payment task failed, will retry',
    )
    return giveUp ? 'failed' : 'retry'
  }
}

/** A task that can never succeed (its row is gone, the payment was never captured). */
class FinalError extends Error {}

/** A release that must wait: the farmer changed their payout details less than the hold ago. */
class HeldUntil extends Error {
  constructor(readonly until: Date) {
    super(`held until ${until.toISOString()}: payout details changed`)
  }
}

async function perform(deps: PaymentsWorkerDeps, task: Task): Promise<void> {
  const { db } = deps.database
  const { gateway } = deps
  switch (task.kind) {
    case 'create_order': {
      const [payment] = await db.select().from(payments).where(eq(payments.id, task.refId))
      if (!payment) throw new FinalError('payment not found')
      if (payment.providerOrderId || payment.state === 'expired' || payment.state === 'paid') return
      await ensureGatewayOrder(db, gateway, payment, { claimMs: deps.leaseMs })
      return
    }
    case 'refund': {
      const [refund] = await db.select().from(refunds).where(eq(refunds.id, task.refId))
      if (!refund) throw new FinalError('refund not found')
      if (refund.providerRefundId || refund.state === 'processed') return
      const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId))
      if (!payment?.providerPaymentId) throw new FinalError('the payment was never captured')
      // A retry after a lost answer finds the refund made by the first try (receipt = our id).
      const made =
        (await gateway.findRefund(payment.providerPaymentId, refund.id)) ??
        (await gateway.refund(payment.providerPaymentId, {
          amountPaise: refund.amountPaise,
          receipt: refund.id,
          notes: { farmtrek_refund_id: refund.id, reason: refund.reason.slice(0, 200) },
        }))
      await db
        .update(refunds)
        .set({
          providerRefundId: made.id,
          // refund.processed may have come first (it finds the row by receipt): keep 'processed'.
          state: sql`case when ${refunds.state} = 'processed' or ${made.status} = 'processed' then 'processed' else 'requested' end`,
          updatedAt: new Date(),
        })
        .where(eq(refunds.id, refund.id))
      return
    }
    case 'transfer': {
      const [payout] = await db.select().from(payouts).where(eq(payouts.id, task.refId))
      if (!payout) throw new FinalError('payout not found')
      if (payout.providerTransferId || payout.state === 'cancelled' || !payout.linkedAccountId)
        return
      const [payment] = await db.select().from(payments).where(eq(payments.id, payout.paymentId))
      if (!payment?.providerPaymentId) throw new FinalError('the payment was never captured')
      const made =
        (await gateway.findTransfer(payment.providerPaymentId, payout.id)) ??
        (await gateway.transferOnHold(payment.providerPaymentId, {
          account: payout.linkedAccountId,
          amountPaise: payout.amountPaise,
          payoutId: payout.id,
        }))
      await db.transaction(async (tx) => {
        const [after] = await tx
          .update(payouts)
          .set({ providerTransferId: made.id, updatedAt: new Date() })
          .where(eq(payouts.id, payout.id))
          .returning({ state: payouts.state })
        // Delivered before the transfer existed: its release was queued and found nothing to
        // release; queue it again now that there is.
        if (after?.state === 'released') {
          await tx
            .update(paymentTasks)
            .set({ status: 'pending', nextAttemptAt: new Date() })
            .where(and(eq(paymentTasks.kind, 'release'), eq(paymentTasks.refId, payout.id)))
          await queuePaymentTask(tx, 'release', payout.id)
        }
      })
      return
    }
    case 'release': {
      const [payout] = await db.select().from(payouts).where(eq(payouts.id, task.refId))
      if (!payout) throw new FinalError('payout not found')
      if (payout.providerReleasedAt) return
      // No transfer yet: the transfer task queues this one again once it has made it.
      if (!payout.providerTransferId) return
      const [account] = await db
        .select({ changedAt: payoutAccounts.changedAt })
        .from(payoutAccounts)
        .where(eq(payoutAccounts.farmerId, payout.farmerId))
      const until = heldUntil(account?.changedAt ?? null, deps.holdAfterChangeMs)
      if (until) throw new HeldUntil(until)
      await gateway.releaseTransfer(payout.providerTransferId)
      await db
        .update(payouts)
        .set({ providerReleasedAt: new Date(), updatedAt: new Date() })
        .where(eq(payouts.id, payout.id))
      return
    }
  }
}

/**
 * Expires unpaid orders past their time: first asks the gateway whether the order was paid after
 * all (a lost webhook) and records that instead; then, in one transaction with its event, the
 * payment expires and the order's stock goes back. Returns how many expired.
 */
export async function expireDue(deps: PaymentsWorkerDeps, now = new Date()): Promise<number> {
  const { db } = deps.database
  let expired = 0
  for (const payment of await duePayments(db, now)) {
    if (payment.providerOrderId) {
      let captured: { id: string; amount: number; currency: string } | undefined
      try {
        const list = await deps.gateway.orderPayments(payment.providerOrderId)
        captured = list.find((p) => p.status === 'captured' && p.currency === 'INR')
      } catch (err) {
        const grace = deps.expiryGraceMs ?? 15 * 60_000
        if (now.getTime() < payment.expiresAt.getTime() + grace) {
          deps.log.warn(
            { paymentId: payment.id, err: String(err) },
            'expiry waits: gateway not reachable',
          )
          continue
        }
      }
      if (captured) {
        await recordAndApply(
          db,
          {
            paymentId: payment.id,
            source: 'expiry',
            eventKey: `expiry-check:${captured.id}`,
            type: 'payment.captured',
            payload: { providerPaymentId: captured.id, amount: captured.amount },
            event: 'captured',
            facts: {
              providerPaymentId: captured.id,
              amountPaise: captured.amount,
              currency: captured.currency,
            },
          },
          deps.ctx,
        )
        continue
      }
    }
    const outcome = await recordAndApply(
      db,
      {
        paymentId: payment.id,
        source: 'expiry',
        eventKey: `expiry:${payment.id}`,
        type: 'payment.expired',
        payload: { expiresAt: payment.expiresAt.toISOString() },
        event: 'timeout',
        facts: {},
      },
      deps.ctx,
    )
    if (outcome === 'moved to expired') expired += 1
  }
  return expired
}

/** One sweep: expiries, then due tasks until none is left or the sweep's share is done. */
export async function sweepPayments(
  deps: PaymentsWorkerDeps,
  shouldStop: () => boolean = () => false,
): Promise<{ expired: number; tasks: number }> {
  const started = new Date()
  const expired = await expireDue(deps, started)
  let tasks = 0
  while (!shouldStop() && tasks < TASKS_PER_SWEEP) {
    // Only what was due when the sweep began: a task that fails waits for a later sweep.
    const task = await claimNextTask(deps.database.db, deps.leaseMs, started)
    if (!task) break
    tasks += 1
    await runTask(deps, task)
  }
  return { expired, tasks }
}

/** Starts pg-boss and the sweep on this node; returns its stop function. */
export async function startPaymentsWorker(
  deps: PaymentsWorkerDeps & { connectionString?: string | undefined },
): Promise<() => Promise<void>> {
  const { database, log } = deps
  const boss = await startSweepQueue({
    database,
    connectionString: deps.connectionString,
    queue: PAYMENTS_QUEUE,
    maxConnections: 2,
    log,
  })
  let stopping = false
  const request = () => {
    if (stopping) return
    boss.send(PAYMENTS_QUEUE, {}).catch((err: unknown) => {
      if (!stopping) log.error({ err }, 'could not queue a payments sweep')
    })
  }
  await boss.work(
    PAYMENTS_QUEUE,
    { localConcurrency: 1, pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 10 },
    async () => {
      const { tasks } = await sweepPayments(deps, () => stopping)
      if (tasks >= TASKS_PER_SWEEP) request()
    },
  )
  const unlisten = await database.listen(PAYMENT_TASK_DUE_CHANNEL, () => request())
  const timer = setInterval(request, IDLE_SWEEP_MS)
  timer.unref()
  request()
  log.info('payments worker started')
  return async () => {
    if (stopping) return
    stopping = true
    clearInterval(timer)
    await unlisten()
    await boss.offWork(PAYMENTS_QUEUE, { wait: true })
    await boss.stop({ graceful: true, close: true, timeout: 2_000 })
  }
}
