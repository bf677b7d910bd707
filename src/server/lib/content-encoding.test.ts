import { describe, expect, it } from 'vitest'
import { preferredEncoding } from './content-encoding.ts'

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'], // Chromium
    ['gzip, deflate', 'gzip'], // curl --compressed, older clients
    ['br;q=0.1, gzip;q=1.0', 'br'],
    ['GZip', 'gzip'],
    ['*', 'br'],
    ['gzip, *;q=0', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected)
  })

  it('reads a header sent twice as one list', () => {
    expect(preferredEncoding(['identity', 'gzip'])).toBe('gzip')
  })

  it('answers a header it has seen as the first time, among many others and long ones', () => {
    const headers = Array.from({ length: 600 }, (_, i) =>
      i % 3 === 0 ? `br;q=0, gzip, x-${i}` : i % 3 === 1 ? `identity, x-${i}` : `br, x-${i}`,
    )
    const first = headers.map((h) => preferredEncoding(h))
    expect(headers.map((h) => preferredEncoding(h))).toEqual(first)
    expect(first.slice(0, 3)).toEqual(['gzip', null, 'br'])
    const long = `${'x-long-coding, '.repeat(20)}br;q=0, gzip`
    expect(preferredEncoding(long)).toBe('gzip')
    expect(preferredEncoding(long)).toBe('gzip')
  })
})
