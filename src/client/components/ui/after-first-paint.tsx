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
