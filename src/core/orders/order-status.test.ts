import { describe, expect, it } from 'vitest'
import { errorMessage } from '../http/errors.ts'
import { advance, endLine, matchesFilter, nextStatus, ORDER_STATUSES } from './order-status.ts'

describe('advance', () => {
  it.each([
    ['Pending', 'In Transit', 'MH-15-AB-1234', true],
    ['In Transit', 'Delivered', undefined, true],
    ['Pending', 'Delivered', undefined, false],
    ['Delivered', 'Pending', undefined, false],
    ['In Transit', 'Pending', undefined, false],
    ['Pending', 'Pending', undefined, false],
    ['Pending', 'In Transit', '  ', false],
  ] as const)('%s → %s (transport %s): ok=%s', (from, to, transport, ok) => {
    expect(advance(from, to, transport).ok).toBe(ok)
  })
  it('says why a move is refused', () => {
    const r = advance('Pending', 'Delivered')
    expect(r.ok || errorMessage(r.refusal.code, r.refusal.params)).toBe(
      'An order that is Pending can only move to In Transit, not Delivered.',
    )
    const done = advance('Delivered', 'Pending')
    expect(done.ok || errorMessage(done.refusal.code, done.refusal.params)).toBe(
      'This order is already Delivered; it cannot move to Pending.',
    )
  })
  it('knows the next status', () => {
    expect(nextStatus('Pending')).toBe('In Transit')
    expect(nextStatus('Delivered')).toBeNull()
  })
})

describe('endLine', () => {
  it.each([
    ['Pending', 'Cancelled', true],
    ['Pending', 'Declined', true],
    ['In Transit', 'Cancelled', false],
    ['Delivered', 'Declined', false],
    ['Cancelled', 'Cancelled', false],
    ['Declined', 'Cancelled', false],
  ] as const)('%s → %s: ok=%s', (from, to, ok) => {
    expect(endLine(from, to).ok).toBe(ok)
  })
  it('names the status that stops it', () => {
    const r = endLine('In Transit', 'Cancelled')
    expect(r.ok || errorMessage(r.refusal.code, r.refusal.params)).toBe(
      'This order is already In Transit, so it can no longer be cancelled. Contact the farmer.',
    )
  })
})

describe('matchesFilter', () => {
  it('sorts every status into open, done or cancelled, and all', () => {
    for (const s of ORDER_STATUSES) {
      const hits = (['open', 'done', 'cancelled'] as const).filter((f) => matchesFilter(s, f))
      expect(hits).toHaveLength(1)
      expect(matchesFilter(s, 'all')).toBe(true)
    }
    expect(matchesFilter('In Transit', 'open')).toBe(true)
    expect(matchesFilter('Declined', 'cancelled')).toBe(true)
  })
})
