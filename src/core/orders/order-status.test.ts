import { describe, expect, it } from 'vitest'
import { errorMessage } from '../http/errors.ts'
import { advance, nextStatus } from './order-status.ts'

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
