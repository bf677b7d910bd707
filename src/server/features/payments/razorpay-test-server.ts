// Test-only: a local stand-in for the part of Razorpay's API FarmTrek uses (orders, payments,
// refunds, Route transfers), with Basic auth, signed webhooks, and a stand-in Checkout script for
// the browser tests. Nothing leaves 127.0.0.1.
import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { hmacHex } from './signatures.ts'

export interface TestOrder {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  amount_due: number
  currency: string
  receipt: string | null
  status: 'created' | 'attempted' | 'paid'
  attempts: number
  notes: Record<string, string>
  created_at: number
}
export interface TestPayment {
  id: string
  entity: 'payment'
  amount: number
  currency: string
  status: 'captured' | 'failed'
  order_id: string
  method: string
  amount_refunded: number
  refund_status: string | null
  captured: boolean
  notes: Record<string, string>
  error_code: string | null
  error_description: string | null
  created_at: number
}
export interface TestRefund {
  id: string
  entity: 'refund'
  amount: number
  currency: string
  payment_id: string
  receipt: string | null
  notes: Record<string, string>
  status: 'pending' | 'processed' | 'failed'
  created_at: number
}
export interface TestTransfer {
  id: string
  entity: 'transfer'
  source: string
  recipient: string
  amount: number
  currency: string
  on_hold: boolean
  notes: Record<string, string>
  created_at: number
}

export interface CheckoutAnswer {
  razorpay_order_id: string
  razorpay_payment_id: string
  razorpay_signature: string
}

export interface SignedWebhook {
  body: string
  headers: Record<string, string>
  eventId: string
}

export type WebhookEventName =
  'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.processed'

export interface RazorpayTestServer {
  url: string
  keyId: string
  keySecret: string
  webhookSecret: string
  orders: Map<string, TestOrder>
  payments: Map<string, TestPayment>
  refunds: Map<string, TestRefund>
  transfers: Map<string, TestTransfer>
  /** Every API call as `METHOD /path`, in order. */
  calls: string[]
  /** The buyer pays `orderId` at Checkout: a captured payment, and Checkout's signed answer. */
  pay(orderId: string, opts?: { method?: string }): CheckoutAnswer & { payment: TestPayment }
  /** An attempt on `orderId` fails (declined card, UPI timeout). */
  failAttempt(orderId: string, reason?: string): TestPayment
  /** A signed webhook for an event about a payment (or a refund), as Razorpay would send it. */
  webhook(event: WebhookEventName, id: { paymentId: string; refundId?: string }): SignedWebhook
  /** Marks a refund processed (the money went back). */
  processRefund(refundId: string): TestRefund
  /** The next `count` API calls answer `status` (500: an outage; 0: the connection is cut). */
  failNext(count: number, status: number): void
  /** Every API call answers this many ms late (a slow gateway: lets racing callers overlap). */
  latencyMs: number
  /** Where webhooks of buyers' payments at the stand-in Checkout are posted (browser tests). */
  webhookUrl: string | null
  close(): Promise<void>
}

/** The stand-in's keys when none are given (test-only values, never real ones). */
export const RAZORPAY_TEST_KEYS = {
  keyId: 'rzp_test_FarmTrekLocal01',
  keySecret: 'local-key-secret-0123456789',
  webhookSecret: 'local-webhook-secret-0123',
} as const

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex').slice(0, 14)}`
const now = () => Math.floor(Date.now() / 1000)

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

function json(res: ServerResponse, status: number, body: unknown, cors = false) {
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

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startRazorpayTestServer(
  opts: { keyId?: string; keySecret?: string; webhookSecret?: string; port?: number } = {},
): Promise<RazorpayTestServer> {
  const keyId = opts.keyId ?? RAZORPAY_TEST_KEYS.keyId
  const keySecret = opts.keySecret ?? RAZORPAY_TEST_KEYS.keySecret
  const webhookSecret = opts.webhookSecret ?? RAZORPAY_TEST_KEYS.webhookSecret
  const orders = new Map<string, TestOrder>()
  const payments = new Map<string, TestPayment>()
  const refunds = new Map<string, TestRefund>()
  const transfers = new Map<string, TestTransfer>()
  const calls: string[] = []
  let failing = { count: 0, status: 500 }
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`

  const newPayment = (order: TestOrder, status: TestPayment['status'], method: string) => {
    const p: TestPayment = {
      id: id('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status,
      order_id: order.id,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: status === 'captured',
      // Checkout passes the order's notes on to the payment.
      notes: { ...order.notes },
      error_code: status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
      error_description: null,
      created_at: now(),
    }
    payments.set(p.id, p)
    order.attempts += 1
    order.status = status === 'captured' ? 'paid' : 'attempted'
    if (status === 'captured') {
      order.amount_paid = order.amount
      order.amount_due = 0
    }
    return p
  }

  const server = {
    url: '',
    keyId,
    keySecret,
    webhookSecret,
    orders,
    payments,
    refunds,
    transfers,
    calls,
    webhookUrl: null as string | null,
    latencyMs: 0,
    pay(orderId: string, o: { method?: string } = {}) {
      const order = orders.get(orderId)
      if (!order) throw new Error(`no order ${orderId}`)
      const payment = newPayment(order, 'captured', o.method ?? 'upi')
      return {
        payment,
        razorpay_order_id: order.id,
        razorpay_payment_id: payment.id,
        razorpay_signature: hmacHex(keySecret, `${order.id}|${payment.id}`),
      }
    },
    failAttempt(orderId: string, reason = 'Payment was declined by the bank.') {
      const order = orders.get(orderId)
      if (!order) throw new Error(`no order ${orderId}`)
      const p = newPayment(order, 'failed', 'card')
      p.error_description = reason
      return p
    },
    processRefund(refundId: string) {
      const r = refunds.get(refundId)
      if (!r) throw new Error(`no refund ${refundId}`)
      r.status = 'processed'
      return r
    },
    webhook(event: WebhookEventName, ids: { paymentId: string; refundId?: string }) {
      const payment = payments.get(ids.paymentId)
      if (!payment) throw new Error(`no payment ${ids.paymentId}`)
      const payload: Record<string, { entity: unknown }> = { payment: { entity: payment } }
      if (event === 'order.paid') {
        payload.order = { entity: orders.get(payment.order_id) }
      }
      if (event === 'refund.processed') {
        const refund = ids.refundId ? refunds.get(ids.refundId) : undefined
        if (!refund) throw new Error(`no refund ${String(ids.refundId)}`)
        payload.refund = { entity: refund }
      }
      const eventId = id('evt')
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_FarmTrekLocal01',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: now(),
      })
      return {
        body,
        eventId,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(webhookSecret, body),
          'x-razorpay-event-id': eventId,
        },
      }
    },
    failNext(count: number, status: number) {
      failing = { count, status }
    },
    close: () => Promise.resolve(),
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const path = url.pathname.replace(/^\/v1/, '')
    calls.push(`${req.method} ${path}`)
    if (server.latencyMs > 0) await new Promise((r) => setTimeout(r, server.latencyMs))
    if (failing.count > 0) {
      failing.count -= 1
      if (failing.status === 0) {
        req.socket.destroy()
        return
      }
      json(res, failing.status, { error: { code: 'SERVER_ERROR', description: 'Injected' } })
      return
    }
    if (req.headers.authorization !== expectedAuth) {
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

  /** The stand-in Checkout (browser tests): `new Razorpay(options).open()` shows a Pay button. */
  const checkoutScript = (origin: string) => `
(function () {
  function Razorpay(options) { this.options = options; this.handlers = {} }
  Razorpay.prototype.on = function (name, fn) { this.handlers[name] = fn }
  Razorpay.prototype.open = function () {
    var self = this, o = this.options
    var box = document.createElement('div')
    box.setAttribute('role', 'dialog')
    box.setAttribute('aria-label', 'Razorpay test checkout')
    box.style.cssText = 'position:fixed;inset:20% 10%;background:#fff;border:2px solid #333;padding:16px;z-index:9999'
    var p = document.createElement('p')
    p.textContent = 'Pay ' + (o.amount / 100).toFixed(2) + ' ' + o.currency + ' to ' + o.name
    box.appendChild(p)
    function button(label, outcome) {
      var b = document.createElement('button')
      b.type = 'button'
      b.textContent = label
      b.onclick = function () {
        fetch('${origin}/_test/checkout', { method: 'POST', body: JSON.stringify({ order_id: o.order_id, outcome: outcome, key: o.key }) })
          .then(function (r) { return r.json() })
          .then(function (answer) {
            box.remove()
            if (outcome === 'pay') o.handler(answer)
            else if (self.handlers['payment.failed']) self.handlers['payment.failed']({ error: { description: 'Payment was declined by the bank.' } })
          })
      }
      box.appendChild(b)
    }
    button('Pay (test)', 'pay')
    button('Fail (test)', 'fail')
    document.body.appendChild(box)
  }
  window.Razorpay = Razorpay
})();
`

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    if (req.method === 'GET' && url.pathname === '/v1/checkout.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' })
      res.end(checkoutScript(server.url))
      return
    }
    if (url.pathname === '/_test/checkout') {
      if (req.method === 'OPTIONS') return json(res, 204, {}, true)
      void readBody(req).then(async (raw) => {
        const b = JSON.parse(raw) as { order_id: string; outcome: 'pay' | 'fail' }
        if (b.outcome === 'pay') {
          const answer = server.pay(b.order_id)
          json(res, 200, { ...answer, payment: undefined }, true)
          await postWebhook(server.webhook('payment.captured', { paymentId: answer.payment.id }))
        } else {
          const p = server.failAttempt(b.order_id)
          json(res, 200, { error: p.error_description }, true)
          await postWebhook(server.webhook('payment.failed', { paymentId: p.id }))
        }
      })
      return
    }
    void api(req, res, url).catch((err: unknown) => {
      json(res, 500, { error: { code: 'SERVER_ERROR', description: String(err) } })
    })
  })

  async function postWebhook(w: SignedWebhook) {
    if (!server.webhookUrl) return
    try {
      await fetch(server.webhookUrl, { method: 'POST', headers: w.headers, body: w.body })
    } catch {
      // The app may be down (crash tests); Razorpay would retry, and so can the test.
    }
  }

  await new Promise<void>((resolve) => http.listen(opts.port ?? 0, '127.0.0.1', resolve))
  const { port } = http.address() as AddressInfo
  server.url = `http://127.0.0.1:${port}`
  server.close = () =>
    new Promise<void>((resolve, reject) => {
      http.closeAllConnections()
      http.close((err) => (err ? reject(err) : resolve()))
    })
  return server
}
