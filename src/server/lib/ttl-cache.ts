/**
 * A bounded in-memory cache of async answers, per process. `get(key, load)` returns the kept
 * answer while it is younger than `ttlMs` (counted from when it arrived); otherwise it calls
 * `load` once — concurrent asks for the same key share that call — and keeps its answer. A failed
 * load is not kept, so the next ask tries again. Past `maxEntries` the oldest key is dropped.
 */
export interface TtlCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>
  clear(): void
  readonly size: number
}

export function createTtlCache<T>(opts: {
  ttlMs: number
  maxEntries: number
  now?: () => number
}): TtlCache<T> {
  const now = opts.now ?? Date.now
  const entries = new Map<string, { value: Promise<T>; expires: number }>()
  return {
    get(key, load) {
      const hit = entries.get(key)
      if (hit && hit.expires > now()) return hit.value
      if (hit) entries.delete(key)
      // Until it arrives the answer does not expire: askers in the meantime share the call.
      const entry = { value: load(), expires: Infinity }
      entry.value.then(
        () => {
          entry.expires = now() + opts.ttlMs
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key)
        },
      )
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the map is full, so it has a first key
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!)
      entries.set(key, entry)
      return entry.value
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size
    },
  }
}
