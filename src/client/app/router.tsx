import { type ComponentType, lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
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

/** A lazy page module (its own chunk) that fails after ROUTE_LOAD_TIMEOUT_MS. */
export function lazyRoute(load: () => Promise<RouteModule>) {
  return () =>
    new Promise<{ default: ComponentType }>((resolve, reject) => {
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

/** One page: `path` drawn by the `Component` of a module loaded on first use. */
const page = (path: string, load: () => Promise<RouteModule>) => {
  const Page = lazy(lazyRoute(load))
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
    <Route element={<RequireRole />}>
      {page('/user-selection', () => import('./routes/user-selection.tsx'))}
      {/* Price alerts (issue 22): any logged-in account, farmer or buyer. */}
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
    </Route>
    <Route path="*" element={<Navigate to="/" replace />} />
  </Route>
)

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
