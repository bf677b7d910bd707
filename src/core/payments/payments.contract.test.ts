import { describe, expect, it } from 'vitest'
import { PayoutDetailsInputSchema, VerifyPaymentInputSchema } from './payments.contract.ts'

describe('VerifyPaymentInputSchema', () => {
  const good = {
    razorpay_order_id: 'order_Nabc123XYZ',
    razorpay_payment_id: 'pay_Nabc123XYZ',
    razorpay_signature: 'a'.repeat(64),
  }
  it('takes what Checkout returns', () =>
    expect(VerifyPaymentInputSchema.parse(good)).toEqual(good))
  it.each([
    { razorpay_order_id: 'pay_Nabc123XYZ' },
    { razorpay_payment_id: 'order_Nabc' },
    { razorpay_signature: 'zz' },
  ])('refuses %o', (bad) =>
    expect(VerifyPaymentInputSchema.safeParse({ ...good, ...bad }).success).toBe(false),
  )
})

describe('PayoutDetailsInputSchema', () => {
  const PASSWORD = 'green-fields-42'
  it('asks for the password', () => {
    const r = PayoutDetailsInputSchema.safeParse({ upiVpa: 'sanjay@okicici' })
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(['password'])
  })
  it('takes a UPI ID alone, and upper-cases an IFSC', () => {
    expect(
      PayoutDetailsInputSchema.parse({ upiVpa: 'sanjay@okicici', password: PASSWORD }),
    ).toMatchObject({
      upiVpa: 'sanjay@okicici',
    })
    expect(
      PayoutDetailsInputSchema.parse({
        bankAccountNumber: '123456789012',
        bankIfsc: 'sbin0001234',
        accountHolder: 'Sanjay Patil',
        password: PASSWORD,
      }).bankIfsc,
    ).toBe('SBIN0001234')
  })
  it.each([
    [{}, 'upiVpa'],
    [{ upiVpa: '   ' }, 'upiVpa'],
    [{ linkedAccountId: 'acc_short' }, 'linkedAccountId'],
    [{ bankAccountNumber: '123456789012' }, 'bankIfsc'],
    [{ upiVpa: 'not-a-vpa' }, 'upiVpa'],
    [{ upiVpa: 'sanjay@okicici', password: '' }, 'password'],
  ])('refuses %o at %s', (input, field) => {
    const r = PayoutDetailsInputSchema.safeParse({ password: PASSWORD, ...input })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => i.path[0])).toContain(field)
  })
})
