import { describe, expect, it } from 'vitest'
import {
  farmerSharePaise,
  nextPayoutState,
  payoutModeFor,
  type PayoutEvent,
  type PayoutState,
} from './payouts.ts'

describe('nextPayoutState', () => {
  const cases: Array<[PayoutState, PayoutEvent, PayoutState | null]> = [
    ['held', 'delivered', 'released'],
    ['held', 'refunded', 'cancelled'],
    ['held', 'settled', null],
    ['released', 'delivered', null],
    ['released', 'refunded', null],
    ['released', 'settled', 'settled'],
    ['settled', 'settled', null],
    ['cancelled', 'delivered', null],
  ]
  it.each(cases)('%s + %s → %s', (from, event, to) => expect(nextPayoutState(from, event)).toBe(to))
})

describe('payoutModeFor', () => {
  it('uses Route only with a linked account and Route enabled', () => {
    expect(payoutModeFor('acc_ABCDEFGHIJKLMN', true)).toBe('route')
    expect(payoutModeFor('acc_ABCDEFGHIJKLMN', false)).toBe('manual')
    expect(payoutModeFor(null, true)).toBe('manual')
  })
  it('gives the farmer the whole line', () => expect(farmerSharePaise(12_345)).toBe(12_345))
})
