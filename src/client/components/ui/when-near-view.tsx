import { useEffect, useRef, useState, type ReactNode } from 'react'

/** How far below the screen a section starts loading (px): it is ready by the time it scrolls in. */
const AHEAD_PX = 400

/**
 * Renders its children once their place comes within AHEAD_PX of the screen, and keeps them: for a
 * section at the foot of a page whose code need not be part of the page's first load (the home
 * page's contact form and its form library). The place keeps `minHeight` so nothing below it jumps.
 * Without IntersectionObserver the children render at once.
 */
export function WhenNearView({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const el = ref.current
    if (near || !el) return
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true)
      },
      { rootMargin: `${String(AHEAD_PX)}px 0px` },
    )
    seen.observe(el)
    return () => seen.disconnect()
  }, [near])
  return (
    <div ref={ref} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  )
}
