import { useIsFetching } from '@tanstack/react-query'
import { startTransition, useEffect, useState, type ReactNode } from 'react'

/**
 * False on the first render, true right after it, set in a transition: React then builds what
 * depends on it in slices of a few milliseconds instead of one long task that holds up taps and
 * scrolling while the page opens (total blocking time on slow phones).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    startTransition(() => setReady(true))
  }, [])
  return ready
}

/** Renders its children after the rest of the page: for sections below the fold. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null
}

// Once reached, it stays: later pages of the visit do not wait again.
let pageSettled = false

/**
 * False until the page has loaded (the window's load event), no query is fetching and the browser
 * is idle; then true for the rest of the visit. For background work no page shows at its top (a
 * farmer's new-order stream and the header's count): on a slow phone its requests, chunks and
 * renders would otherwise share the network and the main thread with the page being opened.
 */
export function useAfterPageSettles(): boolean {
  const [settled, setSettled] = useState(pageSettled)
  const busy = useIsFetching() > 0
  useEffect(() => {
    if (settled || busy) return
    let idle: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      pageSettled = true
      startTransition(() => setSettled(true))
    }
    const whenIdle = () => {
      // Not in Safari: a task soon after the load event instead.
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(settle, { timeout: 2_000 })
      else timer = setTimeout(settle, 200)
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      if (idle !== undefined) window.cancelIdleCallback(idle)
      if (timer !== undefined) clearTimeout(timer)
    }
  }, [settled, busy])
  return settled
}
