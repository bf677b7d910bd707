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
