import { describe, expect, it } from 'vitest'
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
    expect(r.ok || r.reason).toBe('An order that is Pending can only move to In Transit, not Delivered.')
  })
  it('knows the next status', () => {
    expect(nextStatus('Pending')).toBe('In Transit')
    expect(nextStatus('Delivered')).toBeNull()
  })
})
