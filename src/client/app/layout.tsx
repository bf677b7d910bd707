import { Suspense, useLayoutEffect } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ServerPaint } from '#client/components/ui/server-paint.tsx'
import { useLogoutInOtherTabs } from '#client/features/auth/api/session.ts'
import { useT } from '#client/i18n/i18n.tsx'
import { pathShown } from '#client/lib/page-loading.ts'
import { RouteErrorBoundary } from './route-error.tsx'
import { Footer } from './layout/footer.tsx'
import { NavBar } from './layout/nav-bar.tsx'
import { OfflineBanner } from './layout/offline-banner.tsx'
import { PageMain, useFocusOnNavigate } from './layout/page-main.tsx'
import { useDocumentTitle } from './layout/page-title.ts'

/** Every page's frame: skip link, navigation bar, offline banner, the page, footer. */
export function Layout() {
  const t = useT()
  const { pathname } = useLocation()
  // Committed: the page of this path is on screen (untilShown waits for it).
  useLayoutEffect(() => pathShown(pathname), [pathname])
  useFocusOnNavigate()
  useDocumentTitle()
  // Logged out in another tab: this one follows (its page's guard then sends it to /login).
  useLogoutInOtherTabs()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t('Skip to content')}
      </a>
      <NavBar />
      <OfflineBanner />
      {/* min-h-screen keeps the footer below the fold, so a page that arrives late does not push it (no layout shift). */}
      <PageMain pathname={pathname}>
        <RouteErrorBoundary resetKey={pathname}>
          {/* While the first page's chunk loads, the layout (bar and footer) is already drawn,
              with the page's top the server drew (or nothing) in its place: the first paint does
              not wait for the page. Later navigations keep the old page until the next arrives. */}
          <Suspense fallback={<ServerPaint />}>
            {/* Public pages render at once; guarded ones wait for the session (RequireRole). */}
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </PageMain>
      <Footer />
    </div>
  )
}
