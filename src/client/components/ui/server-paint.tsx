import type { ReactNode } from 'react'
import { useLocation } from 'react-router'

/**
 * The top of a page the server drew into its HTML (a listing's photo and name, server
 * plugins/page-shell.ts `pagePaintHtml`), so it paints before any script has run. React's first
 * render empties #root, and the page itself draws only once its chunk, the
 * session and its data are in: until then this same `<article>` node is put back where the page
 * will be, so nothing flashes, moves or loads twice (the `<img>` is the one already painted).
 */
let kept: { path: string; node: Element } | null = null

/** Takes the server's drawing out of #root before React's first render (main.tsx). */
export function takeServerPaint(doc: Document = document): void {
  const node = doc.querySelector('main[data-page-paint] > article')
  if (!node) return
  node.remove()
  kept = { path: doc.location.pathname, node }
}

/** Once the page draws itself (or fails to), the server's drawing is not shown again. */
export function releaseServerPaint(): void {
  kept = null
}

/**
 * Where a page is still loading: the server's drawing of this page if there is one, else
 * `fallback`.
 */
export function ServerPaint({ fallback = null }: { fallback?: ReactNode }) {
  const { pathname } = useLocation()
  const paint = kept?.path === pathname ? kept.node : null
  if (!paint) return fallback
  return (
    <div
      className="contents"
      ref={(el) => {
        if (el && paint.parentNode !== el) el.append(paint)
      }}
    />
  )
}
