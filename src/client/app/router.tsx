import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { ServerPaint } from '#client/components/ui/server-paint.tsx'
import { RequireRole } from '#client/features/auth/components/require-role.tsx'
import { Layout } from './layout.tsx'
import { RouteError } from './route-error.tsx'

/** Loading a lazy part times out after 120 s and reports a load failure, instead of spinning forever on a lost network. */
export const ROUTE_LOAD_TIMEOUT_MS = 120_000

type RouteModule = Pick<RouteObject, 'Component' | 'ErrorBoundary'>

/** A lazy route module (its own chunk) that fails after ROUTE_LOAD_TIMEOUT_MS. */
export function lazyRoute(load: () => Promise<RouteModule>) {
  return () =>
    new Promise<RouteModule>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('Loading this page timed out')),
        ROUTE_LOAD_TIMEOUT_MS,
      )
      load().then(
        (m) => {
          clearTimeout(timer)
          resolve({ Component: m.Component })
        },
        (err: unknown) => {
          clearTimeout(timer)
          reject(err instanceof Error ? err : new Error(String(err)))
        },
      )
    })
}

const page = (path: string, load: () => Promise<RouteModule>): RouteObject => ({
  path,
  lazy: lazyRoute(load),
})

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        // While the first page's chunk loads, the layout (bar and footer) is already drawn, with
        // this fallback in its <main> (empty, or the page's top the server drew): the first paint
        // does not wait for the page.
        HydrateFallback: () => <ServerPaint />,
        children: [
          page('/', () => import('./routes/home.tsx')),
          page('/about', () => import('./routes/about.tsx')),
          page('/contact', () => import('./routes/contact.tsx')),
          page('/terms', () => import('./routes/terms.tsx')),
          page('/privacy', () => import('./routes/privacy.tsx')),
          page('/marketplace', () => import('./routes/marketplace.tsx')),
          page('/login', () => import('./routes/login.tsx')),
          page('/register', () => import('./routes/register.tsx')),
          {
            element: <RequireRole />,
            children: [
              page('/user-selection', () => import('./routes/user-selection.tsx')),
              // Price alerts (issue 22): any logged-in account, farmer or buyer.
              page('/alerts', () => import('./routes/alerts.tsx')),
            ],
          },
          {
            element: <RequireRole role="farmer" />,
            children: [
              page('/farmer-dashboard', () => import('./routes/farmer-dashboard.tsx')),
              page('/farmer-profile', () => import('./routes/farmer-profile.tsx')),
              page('/add-product', () => import('./routes/add-listing.tsx')),
              page('/supply-chain', () => import('./routes/supply-chain.tsx')),
              page('/real-time-prices', () => import('./routes/real-time-prices.tsx')),
            ],
          },
          {
            element: <RequireRole role="buyer" mismatch="user-selection" />,
            children: [page('/buyer-dashboard', () => import('./routes/buyer-dashboard.tsx'))],
          },
          {
            element: <RequireRole role="buyer" />,
            children: [
              page('/products', () => import('./routes/shop.tsx')),
              page('/product/:id', () => import('./routes/shop-item.tsx')),
              page('/orders', () => import('./routes/cart.tsx')),
              page('/checkout', () => import('./routes/checkout.tsx')),
              page('/buyer-profile', () => import('./routes/buyer-profile.tsx')),
              page('/transactions', () => import('./routes/order-history.tsx')),
              page('/pay/:orderId', () => import('./routes/pay.tsx')),
            ],
          },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
