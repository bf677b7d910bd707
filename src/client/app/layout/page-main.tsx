import { useEffect, useRef, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { NoticeOutlet } from '#client/components/ui/notices.tsx'
import { usePageLoading } from '#client/lib/page-loading.ts'

/** Moves focus to the page's heading after a client-side navigation, for screen readers. */
export function useFocusOnNavigate() {
  const location = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const h1 = document.querySelector<HTMLElement>('main h1')
    if (h1) {
      h1.tabIndex = -1
      h1.focus({ preventScroll: false })
    }
  }, [location.pathname])
}

/**
 * The page's `<main>`, busy while a page's chunk is on its way. It alone reads that store: a
 * store's change renders its readers synchronously (useSyncExternalStore), and when the first
 * page's chunk arrived that render was the whole layout and the new page in one task (Lighthouse
 * trace: 40-95 ms unthrottled). Here it redraws `<main>` and the notices; `children` (the page's
 * Suspense) is the same element, so React skips it, and the page draws in the Suspense boundary's
 * own, time-sliced, render.
 */
export function PageMain({ pathname, children }: { pathname: string; children: ReactNode }) {
  const pageLoading = usePageLoading()
  return (
    <main
      id="main"
      className="mx-auto min-h-screen w-full max-w-6xl flex-1 px-4 py-6"
      aria-busy={pageLoading}
    >
      <NoticeOutlet page={pathname} navigating={pageLoading} />
      {children}
    </main>
  )
}
