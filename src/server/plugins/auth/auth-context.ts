import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * better-auth keeps each call's context in AsyncLocalStorage stores. On Node 20 an enabled store
 * turns on async_hooks' promise tracking for the whole process, for good: after the first login,
 * every promise of every request paid for it (`/api/session` ≈ 30k → 25.5k req/s on this
 * machine, bench/notes.md). Our routes call better-auth only through `trackAuthCalls`'s api,
 * and every call finishes its work before it resolves (no `backgroundTasks` handler is set), so
 * when none is running its stores are switched off (`disable()`, a public Node API); the next
 * call's `run()` switches them on again.
 */
let running = 0

/** better-auth's stores, kept on its process-wide global (`Symbol.for('better-auth:global')`). */
export function betterAuthStores(): AsyncLocalStorage<unknown>[] {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[
    Symbol.for('better-auth:global')
  ]
  return Object.values(global?.context ?? {}).filter(
    (v): v is AsyncLocalStorage<unknown> => v instanceof AsyncLocalStorage,
  )
}

async function tracked<T>(call: () => Promise<T>): Promise<T> {
  running++
  try {
    return await call()
  } finally {
    if (--running === 0) for (const store of betterAuthStores()) store.disable()
  }
}

/** `auth` whose `api.*` calls are counted, so its stores are off between them. */
export function trackAuthCalls<A extends { api: object }>(auth: A): A {
  const api = new Proxy(auth.api, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver)
      if (typeof value !== 'function') return value
      return (...args: unknown[]) =>
        tracked(() => Promise.resolve(Reflect.apply(value, target, args) as unknown))
    },
  })
  return new Proxy(auth, {
    get: (target, key, receiver) => (key === 'api' ? api : Reflect.get(target, key, receiver)),
  })
}
