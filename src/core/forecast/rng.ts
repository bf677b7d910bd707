/**
 * A seeded pseudo-random generator for training (core may not use Math.random): mulberry32, the same
 * sequence for the same seed on every platform, so the same data gives the same model file.
 */

/** Returns a function giving uniform numbers in [0, 1) from a 32-bit integer seed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a hash of a string to a 32-bit unsigned integer (stable fold assignment, seeds). */
export function hashString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * {@link hashString} with murmur3's final mix, so that strings differing only in their last
 * characters spread over the whole 32-bit range (FNV-1a alone leaves the high bits close).
 */
export function mixedHash(s: string): number {
  let h = hashString(s)
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}
