import { type ComponentType, lazy } from 'react'
import { matchPath, Navigate, Route, Routes } from 'react-router'
import { RequireRole } from '#client/features/auth/components/require-role.tsx'
import { Layout } from './layout.tsx'
import { pageLoadStarted, pageLoadEnded } from '#client/lib/page-loading.ts'
import { RouteErrorBoundary } from './route-error.tsx'

/**
 * The app's pages, in React Router's declarative mode (`<BrowserRouter>` + `<Routes>`): the pages
 * load no data through the router (React Query does that), so its data-router half (loaders,
 * actions, fetchers, ≈ 15 kB gzip of every first load) had nothing to do. Each page is its own
 * chunk (React.lazy); navigations are transitions (React Router's default), so the page on screen
 * stays until the next one's chunk has arrived: `usePageLoading` (lib/page-loading.ts) says one is
 * on its way, and `untilShown` waits for a page to be on screen (`navigate()` returns before).
 */

/** Loading a lazy part times out after 120 s and reports a load failure, instead of spinning forever on a lost network. */
export const ROUTE_LOAD_TIMEOUT_MS = 120_000

type RouteModule = { Component: ComponentType }
/** What React.lazy takes: the module with its component as `default`. */
type LazyModule = { default: ComponentType }

/** A lazy page module (its own chunk) that fails after ROUTE_LOAD_TIMEOUT_MS. */
export function lazyRoute(load: () => Promise<RouteModule>) {
  return () =>
    new Promise<LazyModule>((resolve, reject) => {
      pageLoadStarted()
      let settled = false
      const settle = () => {
        if (settled) return false
        settled = true
        clearTimeout(timer)
        pageLoadEnded()
        return true
      }
      const timer = setTimeout(() => {
        if (settle()) reject(new Error('Loading this page timed out'))
      }, ROUTE_LOAD_TIMEOUT_MS)
      load().then(
        (m) => {
          if (settle()) resolve({ default: m.Component })
        },
        (err: unknown) => {
          if (settle()) reject(err instanceof Error ? err : new Error(String(err)))
        },
      )
    })
}

/** Each page's path and what starts loading its module (once: later calls get the same load). */
const pageLoads: Array<{ path: string; start: () => Promise<LazyModule> }> = []

/**
 * A page's lazy component and what starts loading its module: the first call of `start` (by the
 * component's first render, or by preloadPage before it) loads it, and later calls share that load.
 */
export function lazyPage(load: () => Promise<RouteModule>) {
  let loading: Promise<LazyModule> | undefined
  const start = () => (loading ??= lazyRoute(load)())
  return { Page: lazy(start), start }
}

/** One page: `path` drawn by the `Component` of a module loaded on first use (or by preloadPage). */
const page = (path: string, load: () => Promise<RouteModule>) => {
  const { Page, start } = lazyPage(load)
  pageLoads.push({ path, start })
  return <Route key={path} path={path} element={<Page />} />
}

// Made once: each page's lazy component must live as long as the app (made per render, it would
// load again and lose its state).
const routes = (
  <Route element={<Layout />}>
    {page('/', () => import('./routes/home.tsx'))}
    {page('/about', () => import('./routes/about.tsx'))}
    {page('/contact', () => import('./routes/contact.tsx'))}
    {page('/terms', () => import('./routes/terms.tsx'))}
    {page('/privacy', () => import('./routes/privacy.tsx'))}
    {page('/marketplace', () => import('./routes/marketplace.tsx'))}
    {page('/login', () => import('./routes/login.tsx'))}
    {page('/register', () => import('./routes/register.tsx'))}
    {page('/forgot-password', () => import('./routes/forgot-password.tsx'))}
    {/* A farmer's public page: anyone may read it. */}
    {page('/farmer/:id', () => import('./routes/farmer.tsx'))}
    {/* The operator console: it signs operators in itself; the API checks the role. */}
    {page('/admin', () => import('./routes/admin.tsx'))}
    <Route element={<RequireRole />}>
      {page('/user-selection', () => import('./routes/user-selection.tsx'))}
      {page('/verify-phone', () => import('./routes/verify-phone.tsx'))}
      {page('/profile', () => import('./routes/profile.tsx'))}
      {/* Price alerts: any logged-in account, farmer or buyer. */}
      {page('/alerts', () => import('./routes/alerts.tsx'))}
    </Route>
    <Route element={<RequireRole role="farmer" />}>
      {page('/farmer-dashboard', () => import('./routes/farmer-dashboard.tsx'))}
      {page('/farmer-profile', () => import('./routes/farmer-profile.tsx'))}
      {page('/add-product', () => import('./routes/add-listing.tsx'))}
      {page('/supply-chain', () => import('./routes/supply-chain.tsx'))}
      {page('/real-time-prices', () => import('./routes/real-time-prices.tsx'))}
    </Route>
    <Route element={<RequireRole role="buyer" mismatch="user-selection" />}>
      {page('/buyer-dashboard', () => import('./routes/buyer-dashboard.tsx'))}
    </Route>
    <Route element={<RequireRole role="buyer" />}>
      {page('/products', () => import('./routes/shop.tsx'))}
      {page('/product/:id', () => import('./routes/shop-item.tsx'))}
      {page('/orders', () => import('./routes/cart.tsx'))}
      {page('/checkout', () => import('./routes/checkout.tsx'))}
      {page('/buyer-profile', () => import('./routes/buyer-profile.tsx'))}
      {page('/transactions', () => import('./routes/order-history.tsx'))}
      {page('/pay/:orderId', () => import('./routes/pay.tsx'))}
      {page('/order/:number', () => import('./routes/order.tsx'))}
    </Route>
    <Route path="*" element={<Navigate to="/" replace />} />
  </Route>
)

/**
 * Starts loading the module of the page at `pathname` before the app's first render (main.tsx).
 * The shell's `modulepreload` has its file on the way already; what this adds is that the page's
 * lazy component finds its module loaded when the first render reaches it. Otherwise that render
 * asks for it only then, the page suspends, the layout commits with the page's Suspense fallback,
 * and React holds the page's own reveal back until 300 ms after that fallback was shown (its
 * throttle of Suspense reveals): 270 ms with nothing to do on /real-time-prices, traced. A failed
 * load is shown by the page's error boundary when the page renders, as without the preload.
 * Returns the load, or undefined when no page has that path.
 */
export function preloadPage(pathname: string): Promise<LazyModule> | undefined {
  const loading = pageLoads.find((p) => matchPath(p.path, pathname))?.start()
  loading?.catch(() => undefined)
  return loading
}

/**
 * Every page, inside the layout. A page that throws or whose chunk fails to load is shown as
 * RouteError inside the layout (layout.tsx); this boundary catches what the layout itself throws.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary landmark>
      <Routes>{routes}</Routes>
    </RouteErrorBoundary>
  )
}
