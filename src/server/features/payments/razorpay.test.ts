import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRazorpayGateway, GatewayError, type PaymentGateway } from './razorpay.ts'
import { startRazorpayTestServer, type RazorpayTestServer } from '#tests/doubles/razorpay/server.ts'
import { isCheckoutSignatureValid, isWebhookSignatureValid } from './signatures.ts'

let rzp: RazorpayTestServer
let gw: PaymentGateway
beforeAll(async () => {
  rzp = await startRazorpayTestServer()
  gw = createRazorpayGateway({
    keyId: rzp.keyId,
    keySecret: rzp.keySecret,
    baseUrl: rzp.url,
    timeoutMs: 2_000,
  })
})
afterAll(() => rzp.close())

describe('the Razorpay gateway (official SDK) against the local stand-in', () => {
  it('creates an order for the exact paise and finds it again by receipt', async () => {
    const order = await gw.createOrder({ amountPaise: 45_050, receipt: 'pay-1', notes: { a: 'b' } })
    expect(order).toMatchObject({ amount: 45_050, currency: 'INR', receipt: 'pay-1' })
    expect(rzp.calls).toContain('POST /orders')
    expect((await gw.findOrderByReceipt('pay-1'))?.id).toBe(order.id)
    expect(await gw.findOrderByReceipt('pay-none')).toBeNull()
  })

  it('refunds part of a payment, once per receipt, and holds then releases a transfer', async () => {
    const order = await gw.createOrder({ amountPaise: 900_00, receipt: 'pay-2', notes: {} })
    const { razorpay_payment_id: pid, razorpay_signature: sig } = rzp.pay(order.id)
    expect(isCheckoutSignatureValid(rzp.keySecret, order.id, pid, sig)).toBe(true)
    expect(isCheckoutSignatureValid(rzp.keySecret, order.id, 'pay_other', sig)).toBe(false)
    expect((await gw.fetchPayment(pid)).status).toBe('captured')
    expect((await gw.orderPayments(order.id)).map((p) => p.id)).toEqual([pid])

    const r = await gw.refund(pid, { amountPaise: 300_00, receipt: 'rf-1', notes: {} })
    expect(r).toMatchObject({ amount: 300_00, payment_id: pid })
    expect((await gw.findRefund(pid, 'rf-1'))?.id).toBe(r.id)
    expect(rzp.payments.get(pid)?.amount_refunded).toBe(300_00)

    const t = await gw.transferOnHold(pid, {
      account: 'acc_ABCDEFGHIJKLMN',
      amountPaise: 600_00,
      payoutId: 'po-1',
    })
    expect(rzp.transfers.get(t.id)).toMatchObject({ on_hold: true, amount: 600_00 })
    expect((await gw.findTransfer(pid, 'po-1'))?.id).toBe(t.id)
    await gw.releaseTransfer(t.id)
    expect(rzp.transfers.get(t.id)?.on_hold).toBe(false)
  })

  it('says whether a failure is worth retrying', async () => {
    rzp.failNext(1, 503)
    const outage = await gw.fetchPayment('pay_x').catch((e: unknown) => e)
    expect(outage).toBeInstanceOf(GatewayError)
    expect((outage as GatewayError).retryable).toBe(true)
    const refused = await gw.fetchPayment('pay_doesnotexist').catch((e: unknown) => e)
    expect((refused as GatewayError).retryable).toBe(false)
    expect((refused as GatewayError).status).toBe(400)
    rzp.failNext(1, 0)
    const cut = await gw.fetchPayment('pay_x').catch((e: unknown) => e)
    expect((cut as GatewayError).retryable).toBe(true)
  })

  it('refuses a wrong key', async () => {
    const wrong = createRazorpayGateway({
      keyId: rzp.keyId,
      keySecret: 'nope-nope',
      baseUrl: rzp.url,
      timeoutMs: 2_000,
    })
    const err = await wrong
      .createOrder({ amountPaise: 100_00, receipt: 'x', notes: {} })
      .catch((e: unknown) => e)
    expect((err as GatewayError).status).toBe(401)
  })

  it('signs webhooks over the raw body', () => {
    const order = [...rzp.orders.values()][0]!
    const p = rzp.failAttempt(order.id)
    const w = rzp.webhook('payment.failed', { paymentId: p.id })
    expect(
      isWebhookSignatureValid(rzp.webhookSecret, w.body, w.headers['x-razorpay-signature']),
    ).toBe(true)
    expect(
      isWebhookSignatureValid(rzp.webhookSecret, w.body + ' ', w.headers['x-razorpay-signature']),
    ).toBe(false)
    expect(isWebhookSignatureValid(rzp.webhookSecret, w.body, undefined)).toBe(false)
  })
})
