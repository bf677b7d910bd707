import { randomInt, randomUUID } from 'node:crypto'
import { v7 as uuidv7 } from 'uuid'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import {
  addToHolds,
  checkBuyerLimits,
  emptyHolds,
  type BuyerLimits,
} from '#core/orders/buyer-limits.ts'
import { isSameOrder } from '#core/orders/idempotency.ts'
import { newOrderNumber } from '#core/orders/order-number.ts'
import type { Order } from '#core/orders/orders.contract.ts'
import {
  checkCatalogueLines,
  lineListingId,
  priceChangedRefusal,
  priceChanges,
  priceOrder,
  wantedPerListing,
  whyNotAvailable,
  type TakenListing,
} from '#core/orders/pricing.ts'
import type { Db, Tx } from '#server/db/client.ts'
import type { Env } from '#server/env.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { createPaymentForOrder, paymentSummaries } from '#server/services/payments.ts'
import {
  LOCK_LISTINGS,
  lockBuyers,
  readBuyerHolds,
  run,
  WRITE_BATCH,
  type LockedListing,
} from './checkout-sql.ts'
import { batchRows, placedOrder, type AcceptedOrder, type CreateOrder } from './checkout-rows.ts'
import { GroupCommit, type Job } from './group-commit.ts'
import { findOrderByKey } from './orders.repo.ts'

/**
 * Places orders (POST /api/orders). Prices come from the catalogue and the listings, never the
 * client (the rules are core's: orders/pricing.ts). Orders are written by group commit
 * (group-commit.ts, docs/decisions/012-fast-checkout.md): the orders waiting at one moment share
 * one transaction, and each order's refusal stays its own.
 */
export class Checkout {
  private readonly queue: GroupCommit<CheckoutJob>

  constructor(
    private readonly db: Db,
    opts: { concurrency: number; maxBatch?: number; rules: CheckoutRules },
  ) {
    this.queue = new GroupCommit<CheckoutJob>({
      write: (batch) => writeBatch(db, batch, opts.rules),
      concurrency: opts.concurrency,
      maxBatch: opts.maxBatch ?? 64,
    })
  }

  /** `created` is false when the key had already placed this order. */
  async place(
    buyer: SessionUser,
    input: CreateOrder,
    online: OnlinePayments = { enabled: false, timeoutMs: 0 },
  ): Promise<{ order: Order; created: boolean }> {
    // UPI and Card need a payment gateway (PAYMENT_PROVIDER); without one only COD is taken.
    const offline = input.payment !== 'COD' && !online.enabled
    const catalogueProblem = checkCatalogueLines(input.lines)
    if (offline || catalogueProblem) {
      // A key that placed an order answers with it before any refusal.
      const before = await findOrderByKey(this.db, buyer.id, input.idempotencyKey)
      if (before) return { order: sameOrElse(before, input), created: false }
      if (offline) throw new HttpError('payments.not_configured', undefined, { field: 'payment' })
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- not offline, so there is a catalogue problem
      throw HttpError.from(catalogueProblem!)
    }
    return new Promise((resolve, reject) => {
      const job: CheckoutJob = {
        key: `${buyer.id} ${input.idempotencyKey}`,
        buyer,
        input,
        online,
        attempt: 0,
        retries: 0,
        settled: false,
        resolve(result) {
          job.settled = true
          resolve(result)
        },
        fail(err) {
          job.settled = true
          reject(err instanceof Error ? err : new Error(String(err)))
        },
      }
      this.queue.submit(job)
    })
  }
}

/** One POST /api/orders waiting for, or in, a batch. */
interface CheckoutJob extends Job {
  buyer: SessionUser
  input: CreateOrder
  online: OnlinePayments
  /** Order-number clashes so far (core's newOrderNumber takes more digits after two). */
  attempt: number
  /** Times tried again because a batch-mate held stock it then did not take. */
  retries: number
  settled: boolean
  resolve(result: { order: Order; created: boolean }): void
}

/**
 * What one buyer may hold at once (core's buyer-limits.ts), and how long a farmer's new-order SMS
 * and email wait before they go (a line cancelled meanwhile sends neither: supply-chain-orders.ts).
 */
export type CheckoutRules = BuyerLimits & { newOrderNoticeDelayMs: number }

export const checkoutRules = (env: Env): CheckoutRules => ({
  unpaidOrdersMax: env.UNPAID_ORDERS_MAX,
  unpaidHoldMaxPercent: env.UNPAID_HOLD_MAX_PERCENT,
  codMaxPendingLinesPerFarmer: env.COD_MAX_PENDING_LINES_PER_FARMER,
  newOrderNoticeDelayMs: env.NEW_ORDER_NOTICE_DELAY,
})

/** Online payment settings: whether UPI and Card are taken, and how long a payment may take. */
export interface OnlinePayments {
  enabled: boolean
  /** PAYMENT_TIMEOUT, ms. */
  timeoutMs: number
}

const DEADLOCK = '40P01'
const isDeadlock = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === DEADLOCK) return true
  return false
}

/** An order the batch decided to place, with every id its rows will have. */
type Accepted = AcceptedOrder<CheckoutJob>

interface BatchOutcome {
  placed: Accepted[]
  /** The transaction's time, which the placed orders' rows hold (ISO, ms). */
  at: string
  /** Jobs whose order row was not written: the key or the order number was already taken. */
  taken: CheckoutJob[]
  refused: Array<{ job: CheckoutJob; error: HttpError; stock: boolean }>
}

/**
 * Writes one batch in one transaction and settles every job: placed (201), the key's order
 * (200) or its refusal (409…). Returns the jobs to put in a later batch: an order number that
 * clashed, or a refusal for stock that a batch-mate held and then did not take.
 */
async function writeBatch(
  db: Db,
  batch: CheckoutJob[],
  rules: CheckoutRules,
): Promise<CheckoutJob[]> {
  let outcome: BatchOutcome
  for (let attempt = 0; ; attempt++) {
    try {
      outcome = await db.transaction((tx) => writeInTransaction(tx, batch, rules))
      break
    } catch (err) {
      // Another node's batch waiting on a key this one holds, and the reverse: try again.
      if (attempt < 3 && isDeadlock(err)) continue
      throw err
    }
  }
  const again: CheckoutJob[] = []
  const settle = async (job: CheckoutJob, otherwise: () => void) => {
    try {
      const existing = await findOrderByKey(db, job.buyer.id, job.input.idempotencyKey)
      if (existing) job.resolve({ order: sameOrElse(existing, job.input), created: false })
      else otherwise()
    } catch (err) {
      job.fail(err)
    }
  }
  // Answered from what the batch wrote; only an online payment's summary is read, after commit
  // and without holding this writer.
  void answerPlaced(db, outcome.placed, outcome.at)
  for (const { job, error, stock } of outcome.refused) {
    if (stock && outcome.taken.length > 0 && job.retries < 3) {
      job.retries++
      again.push(job)
    } else void settle(job, () => job.fail(error))
  }
  // Rare (a key sent twice to two nodes, an order number drawn twice): decided before the next
  // batch, which may have to carry the job.
  await Promise.all(
    outcome.taken.map((job) =>
      settle(job, () => {
        if (job.attempt >= 5) return job.fail(new Error('no free order number after 6 tries'))
        job.attempt++
        again.push(job)
      }),
    ),
  )
  return again
}

/**
 * Answers each placed order 201 with what its batch wrote — the same order `loadOrders` would
 * read back (the route tests compare them) — reading only the online payments' summaries.
 */
async function answerPlaced(db: Db, placed: Accepted[], at: string) {
  try {
    const online = placed.filter((p) => p.job.input.payment !== 'COD').map((p) => p.orderId)
    const paid = online.length > 0 ? await paymentSummaries(db, online) : null
    for (const p of placed)
      p.job.resolve({ order: placedOrder(p, at, paid?.get(p.orderId) ?? null), created: true })
  } catch (err) {
    for (const { job } of placed) if (!job.settled) job.fail(err)
  }
}

/**
 * The batch's transaction. The batch's buyers are locked first (lockBuyers: two checkouts of one
 * buyer, on any node, are decided one after the other), then the listings of every order, each in
 * a fixed order, so two batches (or a batch and a farmer's price change) never wait on each other
 * in opposite orders. What the buyers hold already (unpaid online orders, Pending COD lines) is
 * read after their locks. Then each order in turn, on the locked rows and the stock its
 * batch-mates took before it: a price that is not the one the buyer saw refuses it with the prices
 * now (409, nothing charged); a listing gone, the buyer's own, or with too little left refuses it
 * naming the item; so does a buyer limit (core's buyer-limits.ts); else its kg are taken. The
 * accepted orders are written with one statement (WRITE_BATCH), so the listings stay locked for
 * two round trips (it and COMMIT); an online payment adds its own.
 */
async function writeInTransaction(
  tx: Tx,
  batch: CheckoutJob[],
  rules: CheckoutRules,
): Promise<BatchOutcome> {
  const buyerIds = [...new Set(batch.map((j) => j.buyer.id))]
  await lockBuyers(tx, buyerIds)
  const ids = [
    ...new Set(batch.flatMap((j) => wantedPerListing(j.input.lines).map(([id]) => id))),
  ].sort()
  const locked = await run<LockedListing>(tx, 'checkout_lock_listings', LOCK_LISTINGS, [ids])
  const holds = await readBuyerHolds(tx, buyerIds)
  const byId = new Map(locked.map((r) => [r.id, r]))
  const current = new Map(locked.filter((r) => !r.deleted).map((r) => [r.id, r]))
  const left = new Map(locked.map((r) => [r.id, r.leftKg]))

  const refused: BatchOutcome['refused'] = []
  const accepted: Accepted[] = []
  for (const job of batch) {
    const { buyer, input } = job
    const changes = priceChanges(input.lines, current)
    if (changes.length > 0) {
      refused.push({
        job,
        error: HttpError.from(priceChangedRefusal(changes), { priceChanges: changes }),
        stock: false,
      })
      continue
    }
    const wanted = wantedPerListing(input.lines)
    let refusal: { error: HttpError; stock: boolean } | null = null
    for (const [listingId, kg] of wanted) {
      const row = byId.get(listingId)
      const leftKg = left.get(listingId) ?? 0
      if (!row || row.deleted || row.farmerId === buyer.id || leftKg < kg) {
        const state = row ? { ...row, leftKg } : null
        refusal = {
          error: HttpError.from(whyNotAvailable(state, buyer.id, kg)),
          stock: !!state && !state.deleted && state.farmerId !== buyer.id,
        }
        break
      }
    }
    if (refusal) {
      refused.push({ job, ...refusal })
      continue
    }
    const buyerHolds = holds.get(buyer.id) ?? emptyHolds()
    const limited = checkBuyerLimits(
      {
        payment: input.payment,
        lines: input.lines.map((l) => {
          // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every wanted listing was found above
          const row = byId.get(lineListingId(l))!
          return { farmerId: row.farmerId, farmerName: row.farmerName }
        }),
        wanted: wanted.map(([listingId, kg]) => {
          // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- as above
          const row = byId.get(listingId)!
          return { ...row, kg, leftKg: left.get(listingId) ?? 0 }
        }),
      },
      buyerHolds,
      rules,
    )
    if (limited) {
      // Like stock, a limit counts what the batch-mates before it took: tried again if one of
      // them is not written after all.
      refused.push({ job, error: HttpError.from(limited), stock: true })
      continue
    }
    const taken = new Map<string, TakenListing>()
    for (const [listingId] of wanted) {
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every wanted listing was found above
      const row = byId.get(listingId)!
      taken.set(listingId, {
        name: row.name,
        pricePaise: row.pricePaise,
        farmerId: row.farmerId,
        farmerName: row.farmerName,
      })
    }
    const priced = priceOrder(input.lines, taken)
    if (!priced.ok) {
      refused.push({ job, error: HttpError.from(priced.refusal), stock: false })
      continue
    }
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every wanted listing has a count in `left`
    for (const [listingId, kg] of wanted) left.set(listingId, left.get(listingId)! - kg)
    const orderNumber = newOrderNumber(new Date(), job.attempt, () => randomInt(2 ** 47) / 2 ** 47)
    addToHolds(buyerHolds, {
      payment: input.payment,
      number: orderNumber,
      lines: priced.value.lines,
    })
    holds.set(buyer.id, buyerHolds)
    accepted.push({
      job,
      orderId: uuidv7(),
      orderNumber,
      // Time-ordered ids: order lines carry no position column, so sorting by id keeps the
      // cart's order.
      lines: priced.value.lines,
      lineIds: priced.value.lines.map(() => uuidv7()),
      supplyChainIds: priced.value.lines.map(() => randomUUID()),
      totalPaise: priced.value.totalPaise,
    })
  }
  if (accepted.length === 0) return { placed: [], at: '', taken: [], refused }

  const { orderRows, lineRows, eventRows, messageRows } = batchRows(
    accepted,
    new Map(locked.map((r) => [r.farmerId, r])),
    rules.newOrderNoticeDelayMs,
  )
  // One round trip for every order of the batch. An order whose key (or, rarely, number) is
  // already taken inserts nothing, and so none of its lines, stock, events or messages: a
  // concurrent request with the same key waits here for the first one, as a single INSERT would.
  const written = await run<{ id: string; at: string }>(tx, 'checkout_write_batch', WRITE_BATCH, [
    JSON.stringify(orderRows),
    JSON.stringify(lineRows),
    JSON.stringify(eventRows),
    JSON.stringify(messageRows),
  ])
  const inserted = new Set(written.map((r) => r.id))
  const placed = accepted.filter((a) => inserted.has(a.orderId))
  const taken = accepted.filter((a) => !inserted.has(a.orderId)).map((a) => a.job)

  // UPI/Card: the payment, awaiting the buyer; its gateway order is made after commit.
  for (const { job, orderId, totalPaise } of placed) {
    if (job.input.payment === 'COD' || !job.online.enabled) continue
    await createPaymentForOrder(tx, {
      orderId,
      buyerId: job.buyer.id,
      method: job.input.payment,
      amountPaise: totalPaise,
      timeoutMs: job.online.timeoutMs,
    })
  }
  return { placed, at: written[0]?.at ?? '', taken, refused }
}

/** The order a key already placed, if the request asks for the same one; else a 409. */
function sameOrElse(order: Order, input: CreateOrder): Order {
  if (isSameOrder(order, input)) return order
  throw new HttpError('order.key_reused', undefined, { field: 'idempotencyKey' })
}
