import { CATALOGUE } from '../catalogue/catalogue.ts'

/**
 * The API paths a page reads as it opens, built in one place: the client's query functions call
 * these builders, and the server names the same URLs in `<link rel="preload">` hints of the page's
 * HTML, so the browser fetches the data while the JavaScript is still on its way. A hint
 * the page does not use exactly is a wasted request, hence one builder for both.
 */
export const apiPath = {
  session: '/api/session',
  listings: (q = '') => `/api/listings${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`,
  marketPrices: (q: string, page: number) =>
    `/api/market-prices?${new URLSearchParams({ q, page: String(page) })}`,
  crops: '/api/market-prices/crops',
  marketDataStatus: '/api/market-prices/status',
  myListings: (page: number) => `/api/listings/mine?page=${page}`,
  supplyChain: '/api/supply-chain',
  orders: '/api/orders?limit=50',
} as const

/**
 * What each page reads first when opened without search parameters, for a signed-in visitor
 * (`signedIn`) or for anyone (`public`), and the images at its top (`images`: the first row of a
 * phone). Pages not listed read nothing but the session.
 */
export const PAGE_DATA: Record<
  string,
  { public?: string[]; signedIn?: string[]; images?: string[] }
> = {
  '/marketplace': { public: [apiPath.listings()] },
  '/products': {
    signedIn: [apiPath.listings()],
    images: CATALOGUE.slice(0, 2).map((item) => item.image),
  },
  '/real-time-prices': {
    signedIn: [
      apiPath.marketPrices('', 1),
      apiPath.marketDataStatus,
      apiPath.crops,
      apiPath.myListings(1),
    ],
  },
  '/supply-chain': { signedIn: [apiPath.supplyChain] },
  '/transactions': { signedIn: [apiPath.orders] },
}

/**
 * The page files (src/client/app/routes/<file>.tsx) not named after the first segment of their
 * URL: the URLs are the spec's, the files say what the page shows. The server finds a page's chunk
 * by its file name to hint it (plugins/page-shell.ts).
 */
export const PAGE_FILES: Record<string, string> = {
  'add-product': 'add-listing',
  products: 'shop',
  product: 'shop-item',
  orders: 'cart',
  transactions: 'order-history',
}
