// Test-only: a local stand-in for the part of Razorpay's API FarmTrek uses (orders, payments,
// refunds, Route transfers), with Basic auth, signed webhooks, and a stand-in Checkout script for
// the browser tests. Nothing leaves 127.0.0.1.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { hmacHex } from '#server/features/payments/signatures.ts'
import { api, json, readBody } from './api.ts'
import { checkoutScript } from './checkout.ts'
import {
  newId as id,
  now,
  type CheckoutAnswer,
  type SignedWebhook,
  type TestOrder,
  type TestPayment,
  type TestRefund,
  type TestTransfer,
  type WebhookEventName,
} from './entities.ts'

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

  const apiContext = {
    orders,
    payments,
    refunds,
    transfers,
    calls,
    expectedAuth,
    latencyMs: () => server.latencyMs,
    takeFailure: () => {
      if (failing.count <= 0) return null
      failing.count -= 1
      return failing.status
    },
  }

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
    void api(apiContext, req, res, url).catch((err: unknown) => {
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
