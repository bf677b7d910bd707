import { normalizeIndianMobile } from '#core/auth/phone.ts'
import { orderAmounts, paymentStatusWords } from '#core/orders/amounts.ts'
import type { OrderStatus } from '#core/orders/order-status.ts'
import {
  PAYMENT_STATUS_LABELS,
  type PaymentMethod,
  type PaymentStatus,
} from '#core/orders/payment.ts'
import type {
  AdminMessage,
  AdminOrder,
  AdminUser,
  AuditEvent,
  OrderTimeline,
  Today,
} from '#core/admin/admin.contract.ts'
import { ACCOUNT_ROLES, type AccountRole } from '#core/auth/roles.ts'
import type { Database } from '#server/db/client.ts'

/**
 * The operator console's reads. It reads the other features' tables directly (orders, payments,
 * payouts, outbox, market prices): a feature never imports another, and these are plain reads of
 * what the tables say.
 */

const iso = (v: unknown) => new Date(v as string).toISOString()
const isoOrNull = (v: unknown) => (v == null ? null : iso(v))

/** Midnight in India today, as a timestamp. */
const INDIA_MIDNIGHT = `(date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`

export async function today(database: Database): Promise<Today> {
  const [totals] = await database.query<{ since: string; orders: string; sales: string }>(
    `select ${INDIA_MIDNIGHT} as since, count(*) as orders, coalesce(sum(total_paise), 0) as sales
       from orders where created_at >= ${INDIA_MIDNIGHT}`,
  )
  const byState = async (sql: string) =>
    Object.fromEntries(
      (await database.query<{ state: string; n: string }>(sql)).map((r) => [r.state, Number(r.n)]),
    )
  const payments = await byState(
    `select state, count(*) as n from payments where created_at >= ${INDIA_MIDNIGHT} group by state`,
  )
  const payouts = await byState(`select state, count(*) as n from payouts group by state`)
  const [refunds] = await database.query<{ paise: string }>(
    `select coalesce(sum(amount_paise), 0) as paise from refunds where created_at >= ${INDIA_MIDNIGHT}`,
  )
  const messages = await byState(
    `select status as state, count(*) as n from outbox where status in ('failed', 'pending') group by status`,
  )
  const [prices] = await database.query<{ latest: string | null; age: number | null }>(
    `select max(arrival_date)::text as latest,
            (current_date - max(arrival_date))::int as age
       from market_price_latest`,
  )
  return {
    since: iso(totals?.since),
    orders: Number(totals?.orders ?? 0),
    salesPaise: Number(totals?.sales ?? 0),
    payments,
    payouts,
    refundsPaise: Number(refunds?.paise ?? 0),
    failedMessages: messages.failed ?? 0,
    pendingMessages: messages.pending ?? 0,
    latestPriceDate: prices?.latest ?? null,
    priceAgeDays: prices?.age == null ? null : Number(prices.age),
  }
}

const ORDER_COLUMNS = `o.id, o.order_number, o.created_at, o.buyer_id, b.name as buyer_name,
  b.phone as buyer_phone, o.delivery_phone, o.payment_method, o.payment_status, o.total_paise,
  (select coalesce(json_agg(json_build_object('status', i.status, 'paise', i.line_total_paise)), '[]')
     from order_items i where i.order_id = o.id) as lines`

/** The payment's words: only a Cash-on-Delivery status reads the lines (paymentStatusWords). */
function paymentWords(r: Record<string, unknown>): string {
  const status = String(r.payment_status)
  if (!Object.hasOwn(PAYMENT_STATUS_LABELS, status)) return status
  // Both drivers (PGlite, node-postgres) hand json back parsed.
  const lines = (r.lines as { status: OrderStatus; paise: number }[]).map((l, i) => ({
    id: String(i),
    status: l.status,
    lineTotalPaise: Number(l.paise),
  }))
  const amounts = orderAmounts({
    paymentMethod: String(r.payment_method) as PaymentMethod,
    lines,
    payment: null,
  })
  return paymentStatusWords(status as PaymentStatus, amounts)
}

function toOrder(r: Record<string, unknown>): AdminOrder {
  return {
    id: String(r.id),
    orderNumber: String(r.order_number),
    createdAt: iso(r.created_at),
    buyerId: String(r.buyer_id),
    buyerName: (r.buyer_name as string | null) ?? '',
    buyerPhone: (r.buyer_phone as string | null) ?? null,
    deliveryPhone: String(r.delivery_phone),
    paymentMethod: String(r.payment_method),
    paymentStatus: String(r.payment_status),
    paymentWords: paymentWords(r),
    totalPaise: Number(r.total_paise),
  }
}

/**
 * Orders by number (`FT-2611-482137`, any case) or by a buyer's or farmer's phone (the account's
 * number or the delivery number), newest first.
 */
export async function findOrders(database: Database, q: string): Promise<AdminOrder[]> {
  const phone = normalizeIndianMobile(q)
  const rows = phone
    ? await database.query(
        `select ${ORDER_COLUMNS} from orders o join users b on b.id = o.buyer_id
          where b.phone = $1 or o.delivery_phone in ($1, $2)
             or exists (select 1 from order_items i join users f on f.id = i.farmer_id
                         where i.order_id = o.id and f.phone = $1)
          order by o.created_at desc limit 50`,
        [phone, phone.slice(3)],
      )
    : await database.query(
        `select ${ORDER_COLUMNS} from orders o join users b on b.id = o.buyer_id
          where o.order_number = upper($1) order by o.created_at desc limit 50`,
        [q.trim()],
      )
  return rows.map(toOrder)
}

export async function findOrder(database: Database, id: string): Promise<AdminOrder | null> {
  const [row] = await database.query(
    `select ${ORDER_COLUMNS} from orders o join users b on b.id = o.buyer_id
      where o.id::text = $1 or o.order_number = upper($1)`,
    [id],
  )
  return row ? toOrder(row) : null
}

/**
 * What happened to an order, oldest first: its placing, each line's current status (and who set
 * it), its payment's events, the messages sent about it and operators' actions on it.
 */
export async function orderTimeline(database: Database, order: AdminOrder): Promise<OrderTimeline> {
  const rows = await database.query<{
    at: string
    source: string
    what: string
    codes: Array<string | null>
    who: string | null
  }>(
    `select o.created_at as at, 'order' as source, 'Placed (' || o.payment_method || ')' as what,
            array[o.payment_method] as codes, b.name as who
       from orders o join users b on b.id = o.buyer_id where o.id = $1
     union all
     select i.updated_at, 'line', i.name || ': ' || i.status ||
            coalesce(' (' || i.status_reason || ')', ''),
            array[i.name, i.status, i.status_reason], i.farmer_name
       from order_items i where i.order_id = $1
     union all
     select e.created_at, 'payment', e.type || coalesce(' → ' || e.outcome, ''),
            array[e.type, e.outcome], e.source
       from payment_events e join payments p on p.id = e.payment_id where p.order_id = $1
     union all
     select m.created_at, 'message', m.kind || ' ' || m.channel || ': ' || m.status,
            array[m.kind, m.channel, m.status], u.name
       from outbox m left join users u on u.id = m.user_id
      where m.idempotency_key like '%' || $1::text || '%'
     union all
     select a.created_at, 'audit', a.action, array[a.action], coalesce(u.name, a.actor_role)
       from audit_events a left join users u on u.id = a.actor_id
      where a.target_type = 'order' and a.target_id = $1::text
     order by 1, 2`,
    [order.id],
  )
  return {
    order,
    entries: rows.map((r) => ({
      at: iso(r.at),
      source: r.source as OrderTimeline['entries'][number]['source'],
      what: r.what,
      codes: Array.isArray(r.codes) ? r.codes.map((c) => (c == null ? null : String(c))) : [],
      who: r.who,
    })),
  }
}

const USER_COLUMNS = `id, name, email, phone, phone_verified_at, roles, created_at, suspended_at,
  suspended_reason`

function toUser(r: Record<string, unknown>): AdminUser {
  const roles = Array.isArray(r.roles) ? (r.roles as string[]) : []
  return {
    id: String(r.id),
    name: String(r.name),
    email: String(r.email),
    phone: (r.phone as string | null) ?? null,
    phoneVerified: r.phone_verified_at != null,
    roles: roles.filter((x): x is AccountRole => ACCOUNT_ROLES.includes(x as AccountRole)),
    createdAt: iso(r.created_at),
    suspendedAt: isoOrNull(r.suspended_at),
    suspendedReason: (r.suspended_reason as string | null) ?? null,
  }
}

/** `%` and `_` match themselves in a LIKE pattern. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Accounts by email (exact, or its start), phone number, or a part of the name or of the email's
 * local part (before the @): 'ramesh' finds ramesh.patil@example.com. An exact name or local part
 * comes first.
 */
export async function findUsers(database: Database, q: string): Promise<AdminUser[]> {
  const phone = normalizeIndianMobile(q)
  const text = q.trim().toLowerCase()
  const rows = phone
    ? await database.query(`select ${USER_COLUMNS} from users where phone = $1 limit 50`, [phone])
    : text.includes('@')
      ? await database.query(
          `select ${USER_COLUMNS} from users where email like $1 order by email limit 50`,
          [`${likeEscape(text)}%`],
        )
      : await database.query(
          `select ${USER_COLUMNS} from users
            where lower(name) like $1 or split_part(lower(email), '@', 1) like $1
            order by (lower(name) = $2 or split_part(lower(email), '@', 1) = $2) desc, name
            limit 50`,
          [`%${likeEscape(text)}%`, text],
        )
  return rows.map(toUser)
}

export async function findUser(database: Database, id: string): Promise<AdminUser | null> {
  const [row] = await database.query(`select ${USER_COLUMNS} from users where id = $1`, [id])
  return row ? toUser(row) : null
}

/** Accounts by id (at most 100), in no particular order: the names and phones behind ids. */
export async function findUsersById(
  database: Database,
  ids: readonly string[],
): Promise<AdminUser[]> {
  if (ids.length === 0) return []
  const rows = await database.query(
    `select ${USER_COLUMNS} from users where id = any($1::text[]) limit 100`,
    [[...ids]],
  )
  return rows.map(toUser)
}

export function toMessage(r: Record<string, unknown>): AdminMessage {
  return {
    id: Number(r.id),
    kind: String(r.kind),
    channel: String(r.channel),
    recipient: String(r.recipient),
    status: String(r.status),
    attempts: Number(r.attempts),
    lastError: (r.last_error as string | null) ?? null,
    createdAt: iso(r.created_at),
  }
}

/** Messages in one state (failed for good, waiting to be sent, or suppressed), newest first. */
export async function messagesIn(
  database: Database,
  status: 'failed' | 'pending' | 'suppressed',
): Promise<AdminMessage[]> {
  const rows = await database.query(
    `select id, kind, channel, recipient, status, attempts, last_error, created_at
       from outbox where status = $1 order by created_at desc limit 100`,
    [status],
  )
  return rows.map(toMessage)
}

export async function auditEvents(
  database: Database,
  filter: { target?: string; action?: string; from?: string; to?: string; limit: number },
): Promise<AuditEvent[]> {
  const where: string[] = []
  const params: unknown[] = []
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value)
    where.push(clause(`$${params.length}`))
  }
  // A target is an id (any type) or `type:id`.
  if (filter.target) {
    const [type, id] = filter.target.includes(':')
      ? (filter.target.split(/:(.*)/s) as [string, string])
      : [null, filter.target]
    add((n) => `a.target_id = ${n}`, id)
    if (type) add((n) => `a.target_type = ${n}`, type)
  }
  if (filter.action) add((n) => `a.action like ${n}`, `${likeEscape(filter.action)}%`)
  if (filter.from) add((n) => `a.created_at >= ${n}::timestamptz`, filter.from)
  if (filter.to) add((n) => `a.created_at < ${n}::timestamptz`, filter.to)
  params.push(filter.limit)
  const rows = await database.query(
    `select a.*, u.name as actor_name from audit_events a left join users u on u.id = a.actor_id
      ${where.length ? `where ${where.join(' and ')}` : ''}
      order by a.created_at desc, a.id desc limit $${params.length}`,
    params,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    actorId: (r.actor_id as string | null) ?? null,
    actorName: (r.actor_name as string | null) ?? null,
    actorRole: String(r.actor_role),
    action: String(r.action),
    targetType: String(r.target_type),
    targetId: String(r.target_id),
    before: r.before ?? null,
    after: r.after ?? null,
    requestId: (r.request_id as string | null) ?? null,
    ip: (r.ip as string | null) ?? null,
    createdAt: iso(r.created_at),
  }))
}
