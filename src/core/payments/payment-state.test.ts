import { describe, expect, it } from 'vitest'
import {
  expiresAt,
  isPayable,
  PAYMENT_EVENTS,
  PAYMENT_STATES,
  transition,
  type PaymentEvent,
  type PaymentState,
  type Transition,
} from './payment-state.ts'

describe('transition', () => {
  const cases: Array<[PaymentState, PaymentEvent, Transition]> = [
    ['awaiting', 'captured', { kind: 'move', to: 'paid' }],
    ['awaiting', 'failed', { kind: 'move', to: 'failed' }],
    ['awaiting', 'timeout', { kind: 'move', to: 'expired' }],
    ['failed', 'captured', { kind: 'move', to: 'paid' }],
    ['failed', 'failed', { kind: 'same' }],
    ['failed', 'timeout', { kind: 'move', to: 'expired' }],
    // Replays and stale news change nothing once paid.
    ['paid', 'captured', { kind: 'same' }],
    ['paid', 'failed', { kind: 'same' }],
    ['paid', 'timeout', { kind: 'same' }],
    // Money after the order expired is refunded, not lost and not accepted.
    ['expired', 'captured', { kind: 'late' }],
    ['expired', 'failed', { kind: 'same' }],
    ['expired', 'timeout', { kind: 'same' }],
    // Choosing Cash on Delivery instead: only while unpaid; money after it is refunded.
    ['awaiting', 'cod', { kind: 'move', to: 'switched' }],
    ['failed', 'cod', { kind: 'move', to: 'switched' }],
    ['paid', 'cod', { kind: 'same' }],
    ['expired', 'cod', { kind: 'same' }],
    ['switched', 'captured', { kind: 'late' }],
    ['switched', 'timeout', { kind: 'same' }],
  ]
  it.each(cases)('%s + %s', (from, event, expected) => {
    expect(transition(from, event)).toEqual(expected)
  })

  it('answers every pair, and a paid payment never leaves paid', () => {
    for (const s of PAYMENT_STATES)
      for (const e of PAYMENT_EVENTS) {
        const t = transition(s, e)
        expect(t).toBeDefined()
        if (s === 'paid') expect(t.kind).toBe('same')
      }
  })

  it('applying the same event twice is the same as once', () => {
    for (const s of PAYMENT_STATES)
      for (const e of PAYMENT_EVENTS) {
        const first = transition(s, e)
        const after = first.kind === 'move' ? first.to : s
        const second = transition(after, e)
        expect(second.kind === 'move' && second.to !== after).toBe(false)
      }
  })
})

describe('isPayable and expiresAt', () => {
  it.each([
    ['awaiting', true],
    ['failed', true],
    ['paid', false],
    ['expired', false],
    ['switched', false],
  ] as const)('%s payable: %s', (s, payable) => expect(isPayable(s)).toBe(payable))

  it('adds the timeout in ms', () => expect(expiresAt(1_000, 30 * 60_000)).toBe(1_801_000))
})
