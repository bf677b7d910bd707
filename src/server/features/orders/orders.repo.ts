import { randomInt, randomUUID } from 'node:crypto'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { LIVE_EVENTS } from '#core/live/events.ts'
import { isSameOrder } from '#core/orders/idempotency.ts'
import { newOrderNumber } from '#core/orders/order-number.ts'
import {
  paymentStatusFor,
  type CreateOrderInputSchema,
  type Order,
  type OrderLine,
  type OrderList,
} from '#core/orders/orders.contract.ts'
import {
  checkCatalogueLines,
  priceChangedRefusal,
  priceChanges,
  priceOrder,
  wantedPerListing,
  whyNotAvailable,
  type PricedLine,
  type TakenListing,
} from '#core/orders/pricing.ts'
import { isUuid } from '#core/supply-chain/supply-chain.contract.ts'
import type { z } from 'zod'
import type { Db, Executor, Tx } from '#server/db/client.ts'
import { orderItems, orders, supplyChainOrders } from '#server/db/schema/index.ts'
import { HttpError } from '#server/plugins/error-handler.ts'
import { buyerTopic, LIVE_CHANNEL } from '#server/services/live.ts'
import { OUTBOX_DUE_CHANNEL, outboxRecord } from '#server/services/outbox.ts'
import { endSupplyChainOrder, newOrderWrites } from '#server/services/supply-chain-orders.ts'
import { GroupCommit, type Job } from './group-commit.ts'
import { createPaymentForOrder, paymentSummaries } from '#server/services/payments.ts'

/** The parsed body of POST /api/orders (phone normalised, text trimmed). */
export type CreateOrder = z.output<typeof CreateOrderInputSchema>

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
    opts: { concurrency: number; maxBatch?: number },
  ) {
    this.queue = new GroupCommit<CheckoutJob>({
      write: (batch) => writeBatch(db, batch),
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
interface Accepted {
  job: CheckoutJob
  orderId: string
  orderNumber: string
  lines: PricedLine[]
  /** The lines' ids, in cart order. */
  lineIds: string[]
  /** Each line's supply-chain order id. */
  supplyChainIds: string[]
  totalPaise: number
}

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
async function writeBatch(db: Db, batch: CheckoutJob[]): Promise<CheckoutJob[]> {
  let outcome: BatchOutcome
  for (let attempt = 0; ; attempt++) {
    try {
      outcome = await db.transaction((tx) => writeInTransaction(tx, batch))
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

/** A just-placed order as its rows hold it: every line Pending with its supply-chain order. */
function placedOrder(a: Accepted, at: string, payment: Order['payment']): Order {
  const { input } = a.job
  return {
    id: a.orderId,
    number: a.orderNumber,
    createdAt: at,
    paymentMethod: input.payment,
    paymentStatus: paymentStatusFor(input.payment),
    payment,
    totalPaise: a.totalPaise,
    delivery: {
      fullName: input.delivery.fullName,
      address: input.delivery.address,
      phone: input.delivery.phone,
    },
    lines: a.lines.map((l, i) => ({
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- one id per line
      id: a.lineIds[i]!,
      kind: l.kind,
      catalogueId: l.catalogueId,
      productId: l.listingId,
      name: l.name,
      unitPricePaise: l.unitPricePaise,
      quantityKg: l.quantityKg,
      lineTotalPaise: l.lineTotalPaise,
      farmerName: l.farmerName,
      status: 'Pending',
      statusReason: null,
      transport: null,
      supplyChainOrderId: a.supplyChainIds[i] ?? null,
      updatedAt: at,
    })),
  }
}

type LockedListing = {
  id: string
  name: string
  pricePaise: number
  leftKg: number
  farmerId: string
  farmerName: string
  farmerPhone: string | null
  farmerEmail: string
  farmerLanguage: string
  deleted: boolean
}

/**
 * The batch's listings with their farmers' contact details, locked in id order. Each farmer is
 * looked up by key (the lateral subquery, kept apart by `offset 0`): joined, the planner hashed
 * every user for a batch's few listings (0.72 → 0.31 ms with 628 users, EXPLAIN ANALYZE).
 */
const LOCK_LISTINGS = `
  select p.id::text as "id", p.product_name as "name", p.price_paise as "pricePaise",
         p.quantity_kg as "leftKg", p.farmer_id as "farmerId", u.name as "farmerName",
         u.phone as "farmerPhone", u.email as "farmerEmail", u.language as "farmerLanguage",
         p.deleted_at is not null as "deleted"
    from products p
         cross join lateral (select name, phone, email, language from users
                              where users.id = p.farmer_id offset 0) u
   where p.id = any($1::uuid[])
   order by p.id
     for update of p`

/**
 * Everything a batch writes, in one statement: the orders (`on conflict do nothing` claims their
 * idempotency keys and numbers), and only for the orders written: their lines, the stock they
 * take, their supply-chain orders, the farmers' and buyers' live events with a NOTIFY each, and
 * the farmers' SMS and email with one NOTIFY for the workers. The rows' times are the
 * transaction's (their defaults), which the farmers' events and the answers carry too.
 */
const WRITE_BATCH = `
  with t as (
    select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
  ), o as (
    select * from jsonb_to_recordset($1::jsonb) as x(
      id uuid, order_number text, buyer_id text, buyer_name text, idempotency_key text,
      delivery_name text, delivery_address text, delivery_phone text, payment_method text,
      payment_status text, total_paise integer)
  ), ins as (
    insert into orders (id, order_number, buyer_id, idempotency_key, delivery_name,
      delivery_address, delivery_phone, payment_method, payment_status, total_paise)
    select id, order_number, buyer_id, idempotency_key, delivery_name, delivery_address,
           delivery_phone, payment_method, payment_status, total_paise from o
    on conflict do nothing
    returning id
  ), l as (
    select x.*, o.buyer_id, o.buyer_name, o.order_number
      from jsonb_to_recordset($2::jsonb) as x(
        id uuid, order_id uuid, supply_chain_id uuid, kind text, catalogue_id integer,
        product_id uuid, name text, unit_price_paise integer, quantity_kg integer,
        line_total_paise integer, farmer_id text, farmer_name text)
      join ins on ins.id = x.order_id
      join o on o.id = x.order_id
  ), items as (
    insert into order_items (id, order_id, kind, catalogue_id, product_id, name,
      unit_price_paise, quantity_kg, line_total_paise, farmer_id, farmer_name)
    select id, order_id, kind, catalogue_id, product_id, name, unit_price_paise, quantity_kg,
           line_total_paise, farmer_id, farmer_name from l
    returning id
  ), stock as (
    update products p set quantity_kg = p.quantity_kg - t.kg, updated_at = now()
      from (select product_id, sum(quantity_kg)::integer as kg from l group by product_id) t
     where p.id = t.product_id
    returning p.id
  ), sc as (
    insert into supply_chain_orders (id, farmer_id, crop, buyer_id, buyer_name, order_number,
      quantity_kg, order_item_id, status)
    select supply_chain_id, farmer_id, name, buyer_id, buyer_name, order_number, quantity_kg, id,
           'Pending' from l
    returning id
  ), ev as (
    insert into live_events (topic, type, payload)
    select e.topic, e.type,
           case when e.stamped
                then e.payload || jsonb_build_object('createdAt', t.at, 'updatedAt', t.at)
                else e.payload end
      from jsonb_to_recordset($3::jsonb) as e(seq integer, order_id uuid, topic text, type text,
             payload jsonb, stamped boolean)
      join ins on ins.id = e.order_id cross join t
     order by e.seq
    returning id, topic
  ), ob as (
    insert into outbox (user_id, kind, channel, recipient, payload, idempotency_key, status,
      last_error)
    select x.user_id, x.kind, x.channel, x.recipient, x.payload, x.idempotency_key, x.status,
           x.last_error
      from jsonb_to_recordset($4::jsonb) as x(order_id uuid, user_id text, kind text,
             channel text, recipient text, payload jsonb, idempotency_key text, status text,
             last_error text)
      join ins on ins.id = x.order_id
    on conflict (idempotency_key) do nothing
    returning status
  )
  select ins.id::text as "id", t.at as "at",
         (select count(pg_notify('${LIVE_CHANNEL}', ev.id || ' ' || ev.topic)) from ev) as "events",
         (select pg_notify('${OUTBOX_DUE_CHANNEL}', '')
           where exists (select 1 from ob where ob.status = 'pending')) as "due",
         (select count(*) from items) + (select count(*) from stock) + (select count(*) from sc)
           as "rows"
    from ins cross join t`

/**
 * The batch's transaction. The listings of every order are locked first, in id order, so two
 * batches (or a batch and a farmer's price change) never wait on each other in opposite orders.
 * Then each order in turn, on the locked rows and the stock its batch-mates took before it: a
 * price that is not the one the buyer saw refuses it with the prices now (409, nothing charged);
 * a listing gone, the buyer's own, or with too little left refuses it naming the item; else its
 * kg are taken. The accepted orders are written with one statement (WRITE_BATCH), so the
 * listings stay locked for two round trips (it and COMMIT); an online payment adds its own.
 */
async function writeInTransaction(tx: Tx, batch: CheckoutJob[]): Promise<BatchOutcome> {
  const ids = [
    ...new Set(batch.flatMap((j) => wantedPerListing(j.input.lines).map(([id]) => id))),
  ].sort()
  const locked = await run<LockedListing>(tx, 'checkout_lock_listings', LOCK_LISTINGS, [ids])
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
    accepted.push({
      job,
      orderId: uuidv7(),
      orderNumber: newOrderNumber(new Date(), job.attempt, () => randomInt(2 ** 47) / 2 ** 47),
      // Time-ordered ids: order lines carry no position column, so sorting by id keeps the
      // cart's order.
      lines: priced.value.lines,
      lineIds: priced.value.lines.map(() => uuidv7()),
      supplyChainIds: priced.value.lines.map(() => randomUUID()),
      totalPaise: priced.value.totalPaise,
    })
  }
  if (accepted.length === 0) return { placed: [], at: '', taken: [], refused }

  const orderRows = accepted.map((a) => ({
    id: a.orderId,
    order_number: a.orderNumber,
    buyer_id: a.job.buyer.id,
    buyer_name: a.job.buyer.name,
    idempotency_key: a.job.input.idempotencyKey,
    delivery_name: a.job.input.delivery.fullName,
    delivery_address: a.job.input.delivery.address,
    delivery_phone: a.job.input.delivery.phone,
    payment_method: a.job.input.payment,
    payment_status: paymentStatusFor(a.job.input.payment),
    total_paise: a.totalPaise,
  }))
  const lineRows = accepted.flatMap((a) =>
    a.lines.map((l, i) => ({
      id: a.lineIds[i],
      order_id: a.orderId,
      supply_chain_id: a.supplyChainIds[i],
      kind: l.kind,
      catalogue_id: l.catalogueId,
      product_id: l.listingId,
      name: l.name,
      unit_price_paise: l.unitPricePaise,
      quantity_kg: l.quantityKg,
      line_total_paise: l.lineTotalPaise,
      farmer_id: l.farmerId,
      farmer_name: l.farmerName,
    })),
  )
  // Every line, catalogue ones too, has a farmer (the listing's) who moves it to Delivered, hears
  // of it live and by SMS and email; the buyer's other tabs hear of the order live.
  const farmers = new Map(locked.map((r) => [r.farmerId, r]))
  const eventRows: Array<{
    seq: number
    order_id: string
    topic: string
    type: string
    payload: unknown
    stamped: boolean
  }> = []
  const messageRows: Array<ReturnType<typeof outboxRecord> & { order_id: string }> = []
  for (const a of accepted) {
    const { job } = a
    a.lines.forEach((l, i) => {
      const farmer = farmers.get(l.farmerId)
      if (!farmer) throw new Error('bug: a line whose farmer was not read with its listing')
      const writes = newOrderWrites(
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- one id per line
        a.supplyChainIds[i]!,
        {
          farmerId: l.farmerId,
          crop: l.name,
          buyerId: job.buyer.id,
          buyerName: job.buyer.name,
          orderNumber: a.orderNumber,
          quantityKg: l.quantityKg,
          orderItemId: a.lineIds[i] ?? null,
          facts: {
            delivery: {
              name: job.input.delivery.fullName,
              address: job.input.delivery.address,
              phone: job.input.delivery.phone,
            },
            amountPaise: l.lineTotalPaise,
            paymentMethod: job.input.payment,
            paymentStatus: paymentStatusFor(job.input.payment),
          },
        },
        {
          name: farmer.farmerName,
          phone: farmer.farmerPhone,
          email: farmer.farmerEmail,
          language: farmer.farmerLanguage,
        },
      )
      eventRows.push({ seq: eventRows.length, order_id: a.orderId, ...writes.event, stamped: true })
      for (const m of writes.messages) messageRows.push({ order_id: a.orderId, ...outboxRecord(m) })
    })
  }
  for (const a of accepted)
    eventRows.push({
      seq: eventRows.length,
      order_id: a.orderId,
      topic: buyerTopic(a.job.buyer.id),
      type: LIVE_EVENTS.orderPlaced,
      payload: { orderId: a.orderId },
      stamped: false,
    })
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

/**
 * Runs one of checkout's statements of plain SQL (no query building on the hot path) in the
 * batch's transaction, as a named prepared statement: node-postgres parses it once per
 * connection, then sends only its name and parameters; PGlite ignores the name.
 */
async function run<T>(tx: Tx, name: string, text: string, params: unknown[]): Promise<T[]> {
  const res = (await tx._.session
    .prepareQuery({ sql: text, params }, undefined, name, false)
    .execute()) as { rows: T[] }
  return res.rows
}

/** The order a key already placed, if the request asks for the same one; else a 409. */
function sameOrElse(order: Order, input: CreateOrder): Order {
  if (isSameOrder(order, input)) return order
  throw new HttpError('order.key_reused', undefined, { field: 'idempotencyKey' })
}

/**
 * The buyer cancels one of their lines while it is Pending: it ends as Cancelled, its kg go back
 * to the listing and the farmer is told live and by SMS, in one transaction. Answers the order as
 * it is now.
 */
export async function cancelOrderLine(
  db: Db,
  buyerId: string,
  orderId: string,
  lineId: string,
): Promise<Order> {
  if (!isUuid(orderId) || !isUuid(lineId)) throw new HttpError('order.not_found')
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ sc: supplyChainOrders })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(supplyChainOrders, eq(supplyChainOrders.orderItemId, orderItems.id))
      .where(and(eq(orderItems.id, lineId), eq(orders.id, orderId), eq(orders.buyerId, buyerId)))
      .for('update', { of: supplyChainOrders })
    if (!found) throw new HttpError('order.not_found')
    await endSupplyChainOrder(tx, found.sc, 'Cancelled', null)
  })
  const [order] = await loadOrders(db, [orderId])
  if (!order) throw new HttpError('order.not_found')
  return order
}

async function findOrderByKey(db: Executor, buyerId: string, key: string): Promise<Order | null> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.idempotencyKey, key)))
  if (!row) return null
  const [order] = await loadOrders(db, [row.id])
  return order ?? null
}

/** The buyer's own orders, newest first, with their lines (one page). */
export async function listOrders(
  db: Executor,
  buyerId: string,
  page: number,
  limit: number,
): Promise<OrderList> {
  const rows = await db
    .select({ id: orders.id, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(orders)
    .where(eq(orders.buyerId, buyerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit)
  const items = await loadOrders(
    db,
    rows.map((r) => r.id),
  )
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && page > 1) total = await db.$count(orders, eq(orders.buyerId, buyerId))
  return { items, total }
}

const iso = (d: Date | string) => new Date(d).toISOString()

/** Orders by id, in the given order, each with its lines in cart order and their live status. */
async function loadOrders(db: Executor, ids: string[]): Promise<Order[]> {
  if (ids.length === 0) return []
  const [heads, lines, paid] = await Promise.all([
    db.select().from(orders).where(inArray(orders.id, ids)),
    db
      .select({
        item: orderItems,
        scId: supplyChainOrders.id,
        scStatus: supplyChainOrders.status,
        scTransport: supplyChainOrders.transport,
        scUpdatedAt: supplyChainOrders.updatedAt,
      })
      .from(orderItems)
      .leftJoin(supplyChainOrders, eq(supplyChainOrders.orderItemId, orderItems.id))
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    paymentSummaries(db, ids),
  ])
  const byOrder = new Map<string, OrderLine[]>()
  for (const { item, scId, scStatus, scTransport, scUpdatedAt } of lines) {
    const list = byOrder.get(item.orderId) ?? []
    // The supply-chain order is the source of truth for a listing line's progress.
    list.push({
      id: item.id,
      kind: item.kind,
      catalogueId: item.catalogueId,
      productId: item.listingId,
      name: item.name,
      unitPricePaise: item.unitPricePaise,
      quantityKg: item.quantityKg,
      lineTotalPaise: item.lineTotalPaise,
      farmerName: item.farmerName,
      status: scStatus ?? item.status,
      statusReason: item.statusReason,
      transport: scId ? scTransport : item.transport,
      supplyChainOrderId: scId,
      updatedAt: iso(scUpdatedAt ?? item.updatedAt),
    })
    byOrder.set(item.orderId, list)
  }
  const byId = new Map(heads.map((h) => [h.id, h]))
  return ids.flatMap((id) => {
    const h = byId.get(id)
    if (!h) return []
    return [
      {
        id: h.id,
        number: h.orderNumber,
        createdAt: iso(h.createdAt),
        paymentMethod: h.paymentMethod,
        paymentStatus: h.paymentStatus,
        payment: paid.get(id) ?? null,
        totalPaise: h.totalPaise,
        delivery: { fullName: h.deliveryName, address: h.deliveryAddress, phone: h.deliveryPhone },
        lines: byOrder.get(id) ?? [],
      },
    ]
  })
}
