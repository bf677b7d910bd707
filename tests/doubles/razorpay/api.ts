// The stand-in's REST API: orders, payments, refunds and Route transfers, behind Basic auth,
// with injected outages and latency.
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  newId as id,
  now,
  type RazorpayStore,
  type TestOrder,
  type TestRefund,
  type TestTransfer,
} from './entities.ts'

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

export function json(res: ServerResponse, status: number, body: unknown, cors = false) {
  res.writeHead(status, {
    'content-type': 'application/json',
    ...(cors ? { 'access-control-allow-origin': '*' } : {}),
  })
  res.end(JSON.stringify(body))
}

const notFound = (res: ServerResponse) =>
  json(res, 400, {
    error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
  })

export interface ApiContext extends RazorpayStore {
  /** `Basic …` of the stand-in's key id and secret. */
  expectedAuth: string
  /** How many ms late each call answers. */
  latencyMs(): number
  /** The status the next call fails with (0: the connection is cut), or null to answer it. */
  takeFailure(): number | null
}

/** Answers one call to `/v1/…`. */
export async function api(ctx: ApiContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const { orders, payments, refunds, transfers, calls } = ctx
  const path = url.pathname.replace(/^\/v1/, '')
  calls.push(`${req.method} ${path}`)
  const latency = ctx.latencyMs()
  if (latency > 0) await new Promise((r) => setTimeout(r, latency))
  const failure = ctx.takeFailure()
  if (failure !== null) {
    if (failure === 0) {
      req.socket.destroy()
      return
    }
    json(res, failure, { error: { code: 'SERVER_ERROR', description: 'Injected' } })
    return
  }
  if (req.headers.authorization !== ctx.expectedAuth) {
    json(res, 401, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' },
    })
    return
  }
  const raw = await readBody(req)
  const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>
  let m: RegExpExecArray | null
  if (req.method === 'POST' && path === '/orders') {
    const amount = Number(body.amount)
    if (!Number.isInteger(amount) || amount < 100) {
      json(res, 400, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Order amount less than minimum' },
      })
      return
    }
    const order: TestOrder = {
      id: id('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: typeof body.currency === 'string' ? body.currency : 'INR',
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      status: 'created',
      attempts: 0,
      notes: (body.notes as Record<string, string> | undefined) ?? {},
      created_at: now(),
    }
    orders.set(order.id, order)
    return json(res, 200, order)
  }
  if (req.method === 'GET' && path === '/orders') {
    const receipt = url.searchParams.get('receipt')
    const items = [...orders.values()].filter((o) => !receipt || o.receipt === receipt)
    return json(res, 200, { entity: 'collection', count: items.length, items })
  }
  if (req.method === 'GET' && (m = /^\/orders\/(\w+)\/payments$/.exec(path))) {
    const items = [...payments.values()].filter((p) => p.order_id === m?.[1])
    return json(res, 200, { entity: 'collection', count: items.length, items })
  }
  if (req.method === 'GET' && (m = /^\/orders\/(\w+)$/.exec(path))) {
    const order = orders.get(m[1] ?? '')
    return order ? json(res, 200, order) : notFound(res)
  }
  if (req.method === 'GET' && path === '/payments') {
    const from = Number(url.searchParams.get('from') ?? 0)
    const to = Number(url.searchParams.get('to') ?? Infinity)
    const skip = Number(url.searchParams.get('skip') ?? 0)
    const count = Number(url.searchParams.get('count') ?? 10)
    const items = [...payments.values()]
      .filter((p) => p.created_at >= from && p.created_at <= to)
      .slice(skip, skip + count)
    return json(res, 200, { entity: 'collection', count: items.length, items })
  }
  if (req.method === 'GET' && (m = /^\/payments\/(\w+)$/.exec(path))) {
    const p = payments.get(m[1] ?? '')
    return p ? json(res, 200, p) : notFound(res)
  }
  if (req.method === 'POST' && (m = /^\/payments\/(\w+)\/refund$/.exec(path))) {
    const p = payments.get(m[1] ?? '')
    if (!p) return notFound(res)
    const amount = Number(body.amount ?? p.amount - p.amount_refunded)
    if (p.status !== 'captured' || amount <= 0 || amount > p.amount - p.amount_refunded) {
      json(res, 400, {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'The refund amount provided is greater than amount captured',
        },
      })
      return
    }
    p.amount_refunded += amount
    p.refund_status = p.amount_refunded === p.amount ? 'full' : 'partial'
    const r: TestRefund = {
      id: id('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: p.id,
      receipt: typeof body.receipt === 'string' ? body.receipt : null,
      notes: (body.notes as Record<string, string> | undefined) ?? {},
      status: 'pending',
      created_at: now(),
    }
    refunds.set(r.id, r)
    return json(res, 200, r)
  }
  if (req.method === 'GET' && (m = /^\/payments\/(\w+)\/refunds$/.exec(path))) {
    const items = [...refunds.values()].filter((r) => r.payment_id === m?.[1])
    return json(res, 200, { entity: 'collection', count: items.length, items })
  }
  if (req.method === 'POST' && (m = /^\/payments\/(\w+)\/transfers$/.exec(path))) {
    const p = payments.get(m[1] ?? '')
    if (!p || p.status !== 'captured') return notFound(res)
    const asked = (body.transfers as Array<Record<string, unknown>> | undefined) ?? []
    const made = asked.map((t) => {
      const tr: TestTransfer = {
        id: id('trf'),
        entity: 'transfer',
        source: p.id,
        recipient: String(t.account),
        amount: Number(t.amount),
        currency: 'INR',
        on_hold: t.on_hold === true || t.on_hold === 1 || t.on_hold === '1',
        notes: (t.notes as Record<string, string> | undefined) ?? {},
        created_at: now(),
      }
      transfers.set(tr.id, tr)
      return tr
    })
    return json(res, 200, { entity: 'collection', count: made.length, items: made })
  }
  if (req.method === 'GET' && (m = /^\/payments\/(\w+)\/transfers$/.exec(path))) {
    const items = [...transfers.values()].filter((t) => t.source === m?.[1])
    return json(res, 200, { entity: 'collection', count: items.length, items })
  }
  if (req.method === 'PATCH' && (m = /^\/transfers\/(\w+)$/.exec(path))) {
    const t = transfers.get(m[1] ?? '')
    if (!t) return notFound(res)
    if ('on_hold' in body) t.on_hold = body.on_hold === true || body.on_hold === 1
    return json(res, 200, t)
  }
  json(res, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'No such URL' } })
}
