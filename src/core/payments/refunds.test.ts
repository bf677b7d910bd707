import { describe, expect, it } from 'vitest'
import { lineRefundAmount, refundedSoFar, refundSummary } from './refunds.ts'

describe('lineRefundAmount', () => {
  it.each([
    // line, paid, refunded → amount
    [150_00, 450_00, 0, 150_00],
    [150_00, 450_00, 300_00, 150_00],
    // Never more than what is left of the payment.
    [150_00, 450_00, 400_00, 50_00],
  ])('line %i of paid %i (refunded %i) → %i', (line, paid, refunded, amount) => {
    expect(lineRefundAmount(line, paid, refunded)).toEqual({ ok: true, value: amount })
  })

  it('refuses an unpaid order and a payment with nothing left', () => {
    expect(lineRefundAmount(100, 0, 0)).toEqual({
      ok: false,
      refusal: { code: 'payments.not_paid' },
    })
    const r = lineRefundAmount(100, 500, 500)
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.refusal.code).toBe('payments.refund_too_large')
  })

  it('refuses a fractional or empty line amount', () => {
    expect(lineRefundAmount(10.5, 500, 0).ok).toBe(false)
    expect(lineRefundAmount(0, 500, 0).ok).toBe(false)
  })
})

describe('refundedSoFar and refundSummary', () => {
  it('counts every refund but failed ones', () => {
    expect(
      refundedSoFar([
        { amountPaise: 100, state: 'processed' },
        { amountPaise: 200, state: 'pending' },
        { amountPaise: 400, state: 'failed' },
        { amountPaise: 50, state: 'requested' },
      ]),
    ).toBe(350)
  })
  it.each([
    [500, 0, 'none'],
    [500, 100, 'partial'],
    [500, 500, 'full'],
  ] as const)('paid %i refunded %i → %s', (paid, refunded, s) =>
    expect(refundSummary(paid, refunded)).toBe(s),
  )
})
