import { describe, expect, it } from 'vitest'
import { toWebHeaders } from './web-headers.ts'

describe('toWebHeaders', () => {
  it('keeps every header, repeated ones included, and skips absent ones', () => {
    const h = toWebHeaders({
      cookie: 'farmtrek.session_token=abc',
      'x-forwarded-for': '10.0.0.1',
      'set-cookie': ['a=1', 'b=2'],
      'x-absent': undefined,
    })
    expect(h.get('cookie')).toBe('farmtrek.session_token=abc')
    expect(h.get('x-forwarded-for')).toBe('10.0.0.1')
    expect(h.getSetCookie()).toEqual(['a=1', 'b=2'])
    expect(h.has('x-absent')).toBe(false)
  })
})
