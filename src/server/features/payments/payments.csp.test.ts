import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#server/test/build-test-app.ts'

const csp = async (t: TestApp, url: string) =>
  String((await t.app.inject({ url })).headers['content-security-policy'])

describe('the Content-Security-Policy and Razorpay Checkout', () => {
  let rzp: TestApp
  let cod: TestApp
  beforeAll(async () => {
    rzp = await buildTestApp({
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_CspTest0000001',
      RAZORPAY_KEY_SECRET: 'csp-key-secret-000',
      RAZORPAY_WEBHOOK_SECRET: 'csp-webhook-secret',
    })
    cod = await buildTestApp()
  })
  afterAll(async () => {
    await rzp.close()
    await cod.close()
  })

  it('allows Checkout on the checkout and payment pages only', async () => {
    for (const page of [
      '/checkout',
      '/pay/0197a3c2-6f1e-7c3a-9b1e-2f4d5a6b7c8d',
      '/checkout?x=1',
    ]) {
      const policy = await csp(rzp, page)
      expect(policy, page).toContain("script-src 'self' https://checkout.razorpay.com")
      expect(policy, page).toContain(
        'frame-src https://checkout.razorpay.com https://api.razorpay.com',
      )
    }
    for (const page of ['/', '/products', '/transactions', '/pay/x/y', '/paying']) {
      const policy = await csp(rzp, page)
      expect(policy, page).toContain("script-src 'self';")
      expect(policy, page).not.toContain('razorpay')
    }
    // An API answer is no page: its policy allows nothing.
    expect(await csp(rzp, '/api/payments/config')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })

  it('allows it nowhere without a gateway', async () => {
    expect(await csp(cod, '/checkout')).not.toContain('razorpay')
    expect(await csp(cod, '/pay/abc')).toContain("script-src 'self';")
  })
})
