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
})
