/**
 * Every client route in one place (a renamed page is one edit, and links cannot drift), with helpers for the ones that take a value. The
 * keys say what a page shows; the URLs are the public ones users and links already know.
 */
export const paths = {
  home: '/',
  about: '/about',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  marketplace: '/marketplace',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** The code screen: the account's number verified by the code sent to it. */
  verifyPhone: '/verify-phone',
  /** The account: name, number, password, signed-in devices. */
  profile: '/profile',
  userSelection: '/user-selection',
  farmerDashboard: '/farmer-dashboard',
  farmerProfile: '/farmer-profile',
  addListing: '/add-product',
  supplyChain: '/supply-chain',
  realTimePrices: '/real-time-prices',
  buyerDashboard: '/buyer-dashboard',
  shop: '/products',
  shopItem: (id: string | number) => `/product/${id}`,
  cart: '/orders',
  checkout: '/checkout',
  buyerProfile: '/buyer-profile',
  orderHistory: '/transactions',
  /** A placed order's confirmation, by its number. */
  order: (number: string) => `/order/${encodeURIComponent(number)}`,
  /** An online order's payment page (loaded as a page of its own: see openPaymentPage). */
  pay: (orderId: string) => `/pay/${encodeURIComponent(orderId)}`,
  alerts: '/alerts',
  /** A farmer's public page: rating, comments, live listings. */
  farmer: (id: string) => `/farmer/${encodeURIComponent(id)}`,
  /** The operator console. */
  admin: '/admin',
} as const
