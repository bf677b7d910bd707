import { useSyncExternalStore } from 'react'

/** Page chunks on their way; `usePageLoading` is true while any is. */
let loading = 0
const listeners = new Set<() => void>()
function changed(delta: number) {
  loading += delta
  // Told after the render that started the load (a store may not change while React renders).
  queueMicrotask(() => {
    for (const l of listeners) l()
  })
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True while a page's chunk is loading (the next page of a navigation, or the first one). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  )
}

/** A page's chunk began loading (router.tsx `lazyRoute`). */
export const pageLoadStarted = () => changed(+1)
/** It arrived, failed or timed out. */
export const pageLoadEnded = () => changed(-1)

/** The path of the page on screen (the layout reports each one it commits). */
let shown: string | null = null
let onShown: Array<() => void> = []

/** The layout has put the page of `path` on screen. */
export function pathShown(path: string): void {
  if (path === shown) return
  shown = path
  const waiting = onShown
  onShown = []
  for (const resolve of waiting) resolve()
}

/**
 * Resolves once the page of `path` is on screen (at once if it is), or another navigation has
 * put a different page there instead. `navigate()` returns before the page shows: its chunk may
 * still be loading, and until then the old page, and its guard, stay mounted.
 */
export function untilShown(path: string): Promise<void> {
  if (shown === path) return Promise.resolve()
  return new Promise((resolve) => onShown.push(resolve))
}
