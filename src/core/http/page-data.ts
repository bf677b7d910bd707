import type { Role } from '../auth/roles.ts'
import { CATALOGUE } from '../catalogue/catalogue.ts'
import { listingIdFromRoute } from '../listings/listing-ids.ts'

/**
 * The API paths a page reads as it opens, built in one place: the client's query functions call
 * these builders, and the server names the same URLs in `<link rel="preload">` hints of the page's
 * HTML, so the browser fetches the data while the JavaScript is still on its way. A hint
 * the page does not use exactly is a wasted request, hence one builder for both.
 */
export const apiPath = {
  session: '/api/session',
  listing: (id: string) => `/api/listings/${id}`,
  listings: (q = '') => `/api/listings${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`,
  marketPrices: (q: string, page: number) =>
    `/api/market-prices?${new URLSearchParams({ q, page: String(page) })}`,
  crops: '/api/market-prices/crops',
  marketDataStatus: '/api/market-prices/status',
  myListings: (page: number) => `/api/listings/mine?page=${page}`,
  supplyChain: '/api/supply-chain',
  orders: '/api/orders?limit=50',
  farmerDashboard: '/api/dashboard/farmer',
  supplyChainSummary: '/api/supply-chain/summary',
  alerts: '/api/alerts',
} as const

/**
 * What each page reads first when opened without search parameters: for anyone (`public`), and for
 * a user whose active role is the page's `role` (`signedIn`), plus the images at its top
 * (`images`: the first row of a phone) for the same users. A user of the other role is sent
 * elsewhere by the page's guard, and the API refuses them (403): nothing of it is hinted for them,
 * so their console shows no refused request. Pages not listed read nothing but the session.
 */
export const PAGE_DATA: Record<
  string,
  { public?: string[]; role?: Role; signedIn?: string[]; images?: string[] }
> = {
  '/marketplace': { public: [apiPath.listings()] },
  '/products': {
    role: 'buyer',
    signedIn: [apiPath.listings()],
    images: CATALOGUE.slice(0, 2).map((item) => item.image),
  },
  '/real-time-prices': {
    role: 'farmer',
    signedIn: [
      apiPath.marketPrices('', 1),
      apiPath.marketDataStatus,
      apiPath.crops,
      apiPath.myListings(1),
    ],
  },
  '/supply-chain': { role: 'farmer', signedIn: [apiPath.supplyChain] },
  '/transactions': { role: 'buyer', signedIn: [apiPath.orders] },
  '/farmer-dashboard': { role: 'farmer', signedIn: [apiPath.farmerDashboard] },
  '/buyer-dashboard': { role: 'buyer', signedIn: [apiPath.orders] },
  '/alerts': { signedIn: [apiPath.alerts] },
}

/**
 * The data and images a page's HTML hints for a viewer: `activeRole` is the signed-in user's
 * active role, null for a visitor (or a user who has not chosen one).
 */
export function pageReads(
  pathname: string,
  activeRole: Role | null,
): { fetches: string[]; images: string[] } {
  const page = Object.hasOwn(PAGE_DATA, pathname) ? PAGE_DATA[pathname] : undefined
  if (!page) return { fetches: [], images: [] }
  const theirs = activeRole !== null && (!page.role || page.role === activeRole)
  return {
    fetches: [...(page.public ?? []), ...(theirs ? (page.signedIn ?? []) : [])],
    images: theirs ? (page.images ?? []) : [],
  }
}

/**
 * The page files (src/client/app/routes/<file>.tsx) not named after the first segment of their URL:
 * the URLs are the public ones, the files say what the page shows. The server finds a page's chunk
 * by its file name to hint it (plugins/page-shell.ts).
 */
export const PAGE_FILES: Record<string, string> = {
  'add-product': 'add-listing',
  products: 'shop',
  product: 'shop-item',
  orders: 'cart',
  transactions: 'order-history',
}

/**
 * The listing a product page shows (`/product/listing-<uuid>`), or null: its HTML hints the
 * listing's data and its main photo, the page's largest paint.
 */
export function listingOfPage(pathname: string): string | null {
  const m = /^\/product\/([^/]+)$/.exec(pathname)
  return m?.[1] ? listingIdFromRoute(m[1]) : null
}

/**
 * How wide a listing page's main photo is laid out (its `sizes`): full width on a phone, half of
 * the product card (≈ 22 rem) from `sm` up. The page's `<img>` and its HTML's preload share it, so
 * the browser picks the same file for both.
 */
export const LISTING_HERO_SIZES = '(min-width: 640px) 360px, calc(100vw - 5rem)'
