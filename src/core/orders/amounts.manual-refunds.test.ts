import { describe, expect, it } from 'vitest'
import { amountRows, orderAmounts } from './amounts.ts'

// A Cash-on-Delivery line refunded after a reported problem is paid back by hand: the order's
// amounts count it with the gateway's refunds, due as requested and paid as refunded.

const lines = [{ id: 'a', status: 'Delivered' as const, lineTotalPaise: 300_00 }]

describe('refunds paid by hand', () => {
  it('count as requested while due and as refunded once paid; what was paid in cash stays', () => {
    const due = orderAmounts({
      paymentMethod: 'COD',
      lines,
      manualRefunds: [{ amountPaise: 60_00, state: 'due' }],
    })
    expect(due).toMatchObject({ paidPaise: 300_00, refundingPaise: 60_00, refundedPaise: 0 })
    const paid = orderAmounts({
      paymentMethod: 'COD',
      lines,
      manualRefunds: [{ amountPaise: 60_00, state: 'paid' }],
    })
    expect(paid).toMatchObject({ paidPaise: 300_00, refundingPaise: 0, refundedPaise: 60_00 })
    const t = (k: string) => k
    const money = (p: number) => `₹${p / 100}`
    expect(amountRows(paid, t, money)).toContainEqual(['refunded', 'Refunded', '₹60'])
    expect(orderAmounts({ paymentMethod: 'COD', lines })).toMatchObject({
      refundingPaise: 0,
      refundedPaise: 0,
    })
  })
})
