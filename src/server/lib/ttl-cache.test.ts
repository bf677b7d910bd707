import { describe, expect, it } from 'vitest'
import { createTtlCache } from './ttl-cache.ts'

describe('createTtlCache', () => {
  it('keeps an answer for ttlMs from its arrival, then loads again', async () => {
    let clock = 0
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 10, now: () => clock })
    let loads = 0
    const load = () => Promise.resolve(++loads)
    expect(await cache.get('a', load)).toBe(1)
    clock = 99
    expect(await cache.get('a', load)).toBe(1)
    clock = 100
    expect(await cache.get('a', load)).toBe(2)
  })

  it('shares one load between concurrent asks', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 })
    let loads = 0
    let release!: (v: string) => void
    const load = () => {
      loads++
      return new Promise<string>((r) => (release = r))
    }
    const a = cache.get('k', load)
    const b = cache.get('k', load)
    release('x')
    expect(await Promise.all([a, b])).toEqual(['x', 'x'])
    expect(loads).toBe(1)
  })

  it('does not keep a failure', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10 })
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('k', () => Promise.resolve('up'))).toBe('up')
  })

  it('drops the oldest key past maxEntries', async () => {
    const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 2 })
    await cache.get('a', () => Promise.resolve('a1'))
    await cache.get('b', () => Promise.resolve('b1'))
    await cache.get('c', () => Promise.resolve('c1'))
    expect(cache.size).toBe(2)
    expect(await cache.get('a', () => Promise.resolve('a2'))).toBe('a2')
    expect(await cache.get('c', () => Promise.resolve('c2'))).toBe('c1')
  })
})
