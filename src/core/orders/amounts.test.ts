import { describe, expect, it } from 'vitest'
import { refundStage } from '../payments/refunds.ts'
import {
  lineRefund,
  orderAmounts,
  type AmountsLine,
  lineAmounts,
  farmerLineMoney,
  paymentStatusWords,
} from './amounts.ts'

const line = (id: string, status: AmountsLine['status'], lineTotalPaise: number): AmountsLine => ({
  id,
  status,
  lineTotalPaise,
})

// The order of the report: ₹376.00 in three lines, ₹286.00 of them ended.
const lines = [
  line('a', 'Cancelled', 150_00),
  line('b', 'Declined', 136_00),
  line('c', 'Pending', 90_00),
]

describe('orderAmounts', () => {
  it('a Cash on Delivery order with ended lines is due only on what is left', () => {
    expect(orderAmounts({ paymentMethod: 'COD', lines, payment: null })).toEqual({
      orderedPaise: 376_00,
      endedPaise: 286_00,
      livePaise: 90_00,
      refundedPaise: 0,
      refundingPaise: 0,
      refundFailedPaise: 0,
      paidPaise: 0,
      duePaise: 90_00,
      due: 'on_delivery',
    })
  })

  it.each([
    ['every line Pending', ['Pending', 'Pending'], 200_00, 0, 'on_delivery'],
    ['one delivered, one in transit', ['Delivered', 'In Transit'], 100_00, 100_00, 'on_delivery'],
    ['all delivered', ['Delivered', 'Delivered'], 0, 200_00, 'none'],
    ['all cancelled', ['Cancelled', 'Declined'], 0, 0, 'none'],
  ] as const)('COD, %s: due %i, paid %i', (_, statuses, due, paid, kind) => {
    const a = orderAmounts({
      paymentMethod: 'COD',
      lines: statuses.map((s, i) => line(String(i), s, 100_00)),
    })
    expect([a.duePaise, a.paidPaise, a.due]).toEqual([due, paid, kind])
  })

  it('a paid online order reads paid, with its refunds by the gateway’s state', () => {
    const a = orderAmounts({
      paymentMethod: 'UPI',
      lines,
      payment: {
        state: 'paid',
        amountPaise: 376_00,
        refunds: [
          { amountPaise: 150_00, state: 'processed' },
          { amountPaise: 100_00, state: 'pending' },
          { amountPaise: 36_00, state: 'requested' },
        ],
      },
    })
    expect(a).toMatchObject({
      paidPaise: 376_00,
      duePaise: 0,
      due: 'none',
      refundedPaise: 150_00,
      refundingPaise: 136_00,
      refundFailedPaise: 0,
      livePaise: 90_00,
    })
  })

  it('an open online payment is due in full, nothing once every line has ended', () => {
    const open = { state: 'awaiting' as const, amountPaise: 376_00, refunds: [] }
    expect(orderAmounts({ paymentMethod: 'Card', lines, payment: open })).toMatchObject({
      duePaise: 376_00,
      due: 'online',
    })
    const ended = lines.map((l) => ({ ...l, status: 'Cancelled' as const }))
    expect(orderAmounts({ paymentMethod: 'Card', lines: ended, payment: open })).toMatchObject({
      duePaise: 0,
      due: 'none',
    })
  })

  it('an expired payment is due from no one; a switched one is cash on delivery', () => {
    const p = { amountPaise: 376_00, refunds: [] }
    expect(
      orderAmounts({ paymentMethod: 'UPI', lines, payment: { ...p, state: 'expired' } }).due,
    ).toBe('none')
    expect(
      orderAmounts({ paymentMethod: 'COD', lines, payment: { ...p, state: 'switched' } }),
    ).toMatchObject({ due: 'on_delivery', duePaise: 90_00 })
  })

  it('counts a failed refund apart', () => {
    const a = orderAmounts({
      paymentMethod: 'UPI',
      lines,
      payment: {
        state: 'paid',
        amountPaise: 376_00,
        refunds: [{ amountPaise: 9_00, state: 'failed' }],
      },
    })
    expect([a.refundedPaise, a.refundingPaise, a.refundFailedPaise]).toEqual([0, 0, 9_00])
  })
})

describe('paymentStatusWords: the payment as its buyer reads it', () => {
  const cod = (...statuses: AmountsLine['status'][]) =>
    orderAmounts({
      paymentMethod: 'COD',
      lines: statuses.map((s, i) => line(String(i), s, 100_00)),
    })
  it.each([
    ['nothing delivered yet', cod('Pending', 'In Transit'), 'Due on delivery'],
    ['one of two delivered', cod('Delivered', 'In Transit'), 'Due on delivery'],
    ['every live line delivered', cod('Delivered', 'Cancelled'), 'Paid in cash on delivery'],
    ['every line ended', cod('Cancelled', 'Declined'), 'Nothing to pay'],
  ] as const)('Cash on Delivery, %s: %s', (_, amounts, words) => {
    expect(paymentStatusWords('due_on_delivery', amounts)).toBe(words)
  })

  it('an online payment keeps its own words, whatever its lines', () => {
    const delivered = cod('Delivered')
    expect(paymentStatusWords('paid', delivered)).toBe('Paid online')
    expect(paymentStatusWords('awaiting_payment', cod('Cancelled'))).toBe('Awaiting payment')
  })
})

describe('refunds as both sides read them', () => {
  it.each([
    ['pending', 'requested'],
    ['requested', 'requested'],
    ['processed', 'processed'],
    ['failed', 'failed'],
  ] as const)('%s reads %s', (state, stage) => expect(refundStage(state)).toBe(stage))

  it('finds a line’s refund', () => {
    const payment = {
      refunds: [{ orderItemId: 'b', state: 'pending' as const, amountPaise: 136_00 }],
    }
    expect(lineRefund('b', payment)).toEqual({ stage: 'requested', amountPaise: 136_00 })
    expect(lineRefund('a', payment)).toBeNull()
    expect(lineRefund('a', null)).toBeNull()
  })
})

describe('lineAmounts and farmerLineMoney: a farmer’s line by its order’s rules', () => {
  it('a declined Cash-on-Delivery line earns nothing and is due from no one', () => {
    const a = lineAmounts({ paymentMethod: 'COD', status: 'Declined', lineTotalPaise: 90_00 })
    expect(a).toMatchObject({ endedPaise: 90_00, livePaise: 0, duePaise: 0, due: 'none' })
    expect(farmerLineMoney(a)).toEqual({ earnedPaise: 0, receivedPaise: 0, duePaise: 0 })
  })

  it('a delivered Cash-on-Delivery line is received; a pending one is due on delivery', () => {
    const delivered = lineAmounts({
      paymentMethod: 'COD',
      status: 'Delivered',
      lineTotalPaise: 150_00,
    })
    expect(farmerLineMoney(delivered)).toEqual({
      earnedPaise: 150_00,
      receivedPaise: 150_00,
      duePaise: 0,
    })
    const pending = lineAmounts({ paymentMethod: 'COD', status: 'Pending', lineTotalPaise: 150_00 })
    expect(pending.due).toBe('on_delivery')
    expect(farmerLineMoney(pending)).toEqual({
      earnedPaise: 150_00,
      receivedPaise: 0,
      duePaise: 150_00,
    })
  })

  it('a refunded line is not received: a partial refund counts less, a declined paid line nothing', () => {
    const partial = lineAmounts({
      paymentMethod: 'UPI',
      status: 'Delivered',
      lineTotalPaise: 300_00,
      paymentState: 'paid',
      refund: { amountPaise: 100_00, state: 'processed' },
    })
    expect(partial).toMatchObject({ paidPaise: 300_00, refundedPaise: 100_00, duePaise: 0 })
    expect(farmerLineMoney(partial)).toEqual({
      earnedPaise: 200_00,
      receivedPaise: 200_00,
      duePaise: 0,
    })
    const declined = lineAmounts({
      paymentMethod: 'Card',
      status: 'Declined',
      lineTotalPaise: 300_00,
      paymentState: 'paid',
      refund: { amountPaise: 300_00, state: 'pending' },
    })
    expect(declined.refundingPaise).toBe(300_00)
    expect(farmerLineMoney(declined)).toEqual({ earnedPaise: 0, receivedPaise: 0, duePaise: 0 })
  })
})
