import { createHash } from 'node:crypto'
import type { BuyerHolds } from '#core/orders/buyer-limits.ts'
import type { Tx } from '#server/db/client.ts'
import { LIVE_CHANNEL } from '#server/services/live.ts'
import { OUTBOX_DUE_CHANNEL } from '#server/services/outbox.ts'

// Checkout's statements, in plain SQL (no query building on the hot path): checkout.ts runs them
// in each batch's transaction.

export type LockedListing = {
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
export const LOCK_LISTINGS = `
  select p.id::text as "id", p.product_name as "name", p.price_paise as "pricePaise",
         p.quantity_kg as "leftKg", p.farmer_id as "farmerId", u.name as "farmerName",
         u.phone as "farmerPhone", u.email as "farmerEmail", u.language as "farmerLanguage",
         (p.deleted_at is not null or p.hidden_at is not null or u.suspended_at is not null) as "deleted"
    from products p
         cross join lateral (select name, phone, email, language, suspended_at from users
                              where users.id = p.farmer_id offset 0) u
   where p.id = any($1::uuid[])
   order by p.id
     for update of p`

/**
 * Everything a batch writes, in one statement: the orders (`on conflict do nothing` claims their
 * idempotency keys and numbers), and only for the orders written: their lines, the stock they
 * take, their supply-chain orders, the farmers' and buyers' live events with a NOTIFY each, and
 * the farmers' SMS and email (due after the notice delay) with one NOTIFY for the workers. The rows' times are the
 * transaction's (their defaults), which the farmers' events and the answers carry too.
 */
export const WRITE_BATCH = `
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
      last_error, next_attempt_at)
    select x.user_id, x.kind, x.channel, x.recipient, x.payload, x.idempotency_key, x.status,
           x.last_error, now() + x.delay_ms * interval '1 millisecond'
      from jsonb_to_recordset($4::jsonb) as x(order_id uuid, user_id text, kind text,
             channel text, recipient text, payload jsonb, idempotency_key text, status text,
             last_error text, delay_ms integer)
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
 * Runs one of checkout's statements of plain SQL (no query building on the hot path) in the
 * batch's transaction, as a named prepared statement: node-postgres parses it once per
 * connection, then sends only its name and parameters; PGlite ignores the name.
 */
export async function run<T>(tx: Tx, name: string, text: string, params: unknown[]): Promise<T[]> {
  const res = (await tx._.session
    .prepareQuery({ sql: text, params }, undefined, name, false)
    .execute()) as { rows: T[] }
  return res.rows
}

/** A buyer's advisory-lock key: 64 bits of a hash of their id, in checkout's own namespace. */
const buyerLockKey = (buyerId: string): bigint =>
  createHash('sha256').update(`checkout-buyer:${buyerId}`).digest().readBigInt64BE(0)

/**
 * Locks the buyers for the rest of the transaction, in key order (unnest keeps the array's order),
 * so batches holding the same buyers never wait on each other in opposite orders. A checkout of a
 * buyer on another connection or node waits here until this one commits, and then reads what it
 * placed: their limits hold however many checkouts run at once. Its own statement, so that the
 * statements after it read with a snapshot taken once the locks are held.
 */
export async function lockBuyers(tx: Tx, buyerIds: readonly string[]) {
  const keys = [...new Set(buyerIds.map(buyerLockKey))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  await run(tx, 'checkout_lock_buyers', LOCK_BUYERS, [keys.map(String)])
}

const LOCK_BUYERS = `select pg_advisory_xact_lock(k) from unnest($1::bigint[]) as k`

/**
 * What the buyers hold already: their online orders awaiting payment that still hold stock (a
 * line not ended), oldest first, and their Pending Cash on Delivery lines per farmer. Both read
 * partial indexes (migration 0016).
 */
const BUYER_HOLDS = `
  select 'unpaid' as "kind", p.buyer_id as "buyerId", o.order_number as "ref", 0 as "n",
         p.created_at as "at"
    from payments p join orders o on o.id = p.order_id
   where p.buyer_id = any($1::text[]) and p.state in ('awaiting', 'failed')
     and exists (select 1 from order_items i
                  where i.order_id = o.id and i.status not in ('Cancelled', 'Declined'))
  union all
  select 'cod', s.buyer_id, s.farmer_id, count(*)::integer, null::timestamptz
    from supply_chain_orders s
         join order_items i on i.id = s.order_item_id
         join orders o on o.id = i.order_id
   where s.buyer_id = any($1::text[]) and s.status = 'Pending' and o.payment_method = 'COD'
   group by s.buyer_id, s.farmer_id
  order by "kind", "at"`

export async function readBuyerHolds(
  tx: Tx,
  buyerIds: readonly string[],
): Promise<Map<string, BuyerHolds>> {
  const rows = await run<{ kind: 'unpaid' | 'cod'; buyerId: string; ref: string; n: number }>(
    tx,
    'checkout_buyer_holds',
    BUYER_HOLDS,
    [buyerIds],
  )
  const holds = new Map<string, BuyerHolds>()
  for (const r of rows) {
    let h = holds.get(r.buyerId)
    if (!h) holds.set(r.buyerId, (h = { unpaidOrders: [], codPendingByFarmer: new Map() }))
    if (r.kind === 'unpaid') h.unpaidOrders.push(r.ref)
    else h.codPendingByFarmer.set(r.ref, r.n)
  }
  return holds
}
