import { describe, expect, it } from 'vitest'
import { deliveryWindow } from './delivery-window.ts'

describe('deliveryWindow', () => {
  it('is 2 to 5 days from the order', () => {
    const w = deliveryWindow(new Date('2026-11-24T10:00:00Z'))
    expect(w.from.toISOString()).toBe('2026-11-26T10:00:00.000Z')
    expect(w.to.toISOString()).toBe('2026-11-29T10:00:00.000Z')
  })
})
