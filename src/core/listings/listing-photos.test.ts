import { describe, expect, it } from 'vitest'
import { photoSrc, photoSrcSet, sniffImage } from './listing-photos.ts'

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  )
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible)
}

describe('sniffImage', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe1, 0, 0]), 'jpeg'],
    [bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'png'],
    [bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'webp'],
    [ftyp('heic', 'mif1', 'heic'), 'heic'],
    [ftyp('mif1', 'miaf', 'heix'), 'heic'],
    [ftyp('avif', 'mif1', 'miaf'), 'avif'],
    [ftyp('isom', 'mp41'), null],
    [bytes('hello, this is text named photo.jpg'), null],
    [bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), null],
    [bytes([0xff, 0xd8]), null],
    [new Uint8Array(), null],
  ])('%#: %s', (input, kind) => {
    expect(sniffImage(input)).toBe(kind)
  })
})

describe('photo sources', () => {
  const sources = [
    { url: '/a.webp', width: 320, height: 240 },
    { url: '/b.webp', width: 640, height: 480 },
    { url: '/c.webp', width: 1000, height: 750 },
  ]
  it('lists every size in srcset', () => {
    expect(photoSrcSet(sources)).toBe('/a.webp 320w, /b.webp 640w, /c.webp 1000w')
  })
  it.each([
    [100, '/a.webp'],
    [320, '/a.webp'],
    [400, '/b.webp'],
    [2000, '/c.webp'],
  ])('src for %i px is %s', (w, url) => {
    expect(photoSrc(sources, w)?.url).toBe(url)
  })
  it('has no src without sources', () => {
    expect(photoSrc([], 320)).toBeNull()
  })
})
