import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { Link, NavLink, Outlet, useLocation } from 'react-router'
import { useAfterPageSettles } from '#client/components/ui/after-first-paint.tsx'
import { NoticeOutlet } from '#client/components/ui/notices.tsx'
import { ServerPaint } from '#client/components/ui/server-paint.tsx'
import { paths } from '#client/config/paths.ts'
import { cachedRole, useLogoutInOtherTabs, useSession } from '#client/features/auth/api/session.ts'
import { LanguageSwitch } from '#client/features/auth/components/language-switch.tsx'
import { useCartItemCount } from '#client/features/orders/hooks/cart-store.ts'
import { useSupplyChainSummary } from '#client/features/supply-chain/api/get-supply-chain-summary.ts'
import { formatDate, formatNumber, useI18n, useT } from '#client/i18n/i18n.tsx'
import { lastSynced, useOnline } from '#client/lib/online.ts'
import { RouteErrorBoundary } from './route-error.tsx'
import { pathShown, usePageLoading } from '#client/lib/page-loading.ts'

/**
 * A farmer's live new-order notices: loaded once the session says farmer and the page has settled
 * (useAfterPageSettles), so neither the supply chain's code nor its stream is in anyone's first load.
 */
const NewOrderAlerts = lazy(() =>
  import('#client/features/supply-chain/components/new-order-alerts.tsx').then((m) => ({
    default: m.NewOrderAlerts,
  })),
)

function OfflineBanner() {
  const online = useOnline()
  const { t, locale } = useI18n()
  if (online) return null
  const at = lastSynced()
  return (
    <div
      role="status"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950"
    >
      {t('You are offline.')}{' '}
      {at
        ? t('Showing data from {time}.', {
            time: formatDate(at, locale, 'mediumTime'),
          })
        : t('Showing the data saved on this device.')}
    </div>
  )
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium ${
    isActive ? 'bg-green-900 text-white' : 'text-green-50 hover:bg-green-700'
  }`

function CountBadge({ count }: { count: number }) {
  const { locale } = useI18n()
  if (count === 0) return null
  return (
    <span
      aria-hidden="true"
      className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-300 px-1.5 text-xs font-bold text-stone-900"
    >
      {formatNumber(count, locale)}
    </span>
  )
}

/** The buyer's cart on every page, with how many items it holds. */
function CartLink() {
  const n = useCartItemCount()
  const t = useT()
  return (
    <NavLink to={paths.cart} className={navClass} data-testid="cart-link">
      <span className="sr-only">
        {t('{count, plural, one {Cart, # item} other {Cart, # items}}', { count: n })}
      </span>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none">
        <path
          d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="9" cy="19" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </svg>
      <CountBadge count={n} />
    </NavLink>
  )
}

/** The farmer's supply chain, with how many orders are open; new ones arrive live. */
function SupplyChainLink({ count }: { count: boolean }) {
  const { data } = useSupplyChainSummary(count)
  const t = useT()
  const open = data?.open ?? 0
  return (
    <>
      <NavLink to={paths.supplyChain} className={navClass} data-testid="supply-chain-link">
        {t('Supply Chain')}
        <CountBadge count={open} />
        {open > 0 && (
          <span className="sr-only">
            {t('{count, plural, one {# open order} other {# open orders}}', { count: open })}
          </span>
        )}
      </NavLink>
    </>
  )
}

/** Each page's own document title, in the UI language. */
const PAGE_TITLES: Record<string, string> = {
  [paths.about]: 'About',
  [paths.contact]: 'Contact',
  [paths.terms]: 'Terms',
  [paths.privacy]: 'Privacy',
  [paths.marketplace]: 'Marketplace',
  [paths.login]: 'Login',
  [paths.register]: 'Register',
  [paths.forgotPassword]: 'Forgot password?',
  [paths.verifyPhone]: 'Verify your mobile number',
  [paths.profile]: 'Your profile',
  [paths.userSelection]: 'Welcome! Choose Your Role',
  [paths.farmerDashboard]: 'Farmer dashboard',
  [paths.farmerProfile]: 'Farmer profile',
  [paths.addListing]: 'Add Product',
  [paths.supplyChain]: 'Supply Chain',
  [paths.realTimePrices]: 'Real-Time Prices',
  [paths.buyerDashboard]: 'Buyer dashboard',
  [paths.shop]: 'Available Products',
  [paths.cart]: 'Your Cart',
  [paths.checkout]: 'Checkout',
  [paths.buyerProfile]: 'Buyer profile',
  [paths.orderHistory]: 'Transactions',
}

/** The document title of a path: 'Login · FarmTrek'; the home page keeps the app's own. */
export function pageTitle(pathname: string, t: (text: string) => string): string {
  const key = pathname.startsWith('/product/') ? 'Product' : PAGE_TITLES[pathname]
  return key ? `${t(key)} · FarmTrek` : t('FarmTrek — Connecting Farmers & Buyers')
}

function useDocumentTitle() {
  const { pathname } = useLocation()
  const t = useT()
  useEffect(() => {
    document.title = pageTitle(pathname, t)
  }, [pathname, t])
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" fill="none">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  )
}

/**
 * The navigation bar. On a phone (below `sm`) it is one row: the logo and a Menu button, which
 * opens the links (with the cart's and the supply chain's counts, and the language) below it;
 * a count waiting in the menu shows as a dot on the button. From `sm` up the links stand in the bar.
 */
function NavBar() {
  const { data, isPending } = useSession()
  const t = useT()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Until the server answers, the storage cache paints the bar (no logged-out flash for a logged-in user).
  const role = isPending ? cachedRole() : (data?.user?.activeRole ?? null)
  const loggedIn = isPending ? role !== null : !!data?.user
  // The farmer's open orders (the header's count, live new-order notices) wait until the page has
  // loaded and the browser is idle: the page the farmer opened comes first on a slow phone.
  const settled = useAfterPageSettles()
  const waiting = useMenuCount(loggedIn ? role : null, isPending || !settled)

  // A link followed closes the menu.
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <header className="sticky top-0 z-40 bg-green-800 text-white shadow">
      <nav
        aria-label={t('Main')}
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-4 py-2"
      >
        <Link
          to={paths.home}
          className="mr-auto flex min-h-11 items-center gap-2 text-lg font-bold"
        >
          {/* Drawn inline (the same as /favicon.svg): no request before the bar can paint. */}
          <svg aria-hidden="true" viewBox="0 0 64 64" width="28" height="28">
            <rect width="64" height="64" rx="14" fill="#166534" />
            <path d="M32 50V26" stroke="#fef3c7" strokeWidth="4" strokeLinecap="round" />
            <path
              d="M32 34c-9 0-14-6-14-14 9 0 14 6 14 14zm0-6c0-8 5-14 14-14 0 8-5 14-14 14z"
              fill="#bbf7d0"
            />
          </svg>
          FarmTrek
        </Link>
        {loggedIn &&
          role === 'farmer' &&
          !isPending &&
          settled &&
          pathname !== paths.supplyChain && (
            <Suspense fallback={null}>
              <NewOrderAlerts />
            </Suspense>
          )}
        <button
          ref={buttonRef}
          type="button"
          className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium text-green-50 hover:bg-green-700 sm:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
          data-testid="menu-button"
        >
          <MenuIcon open={open} />
          {t('Menu')}
          {waiting > 0 && !open && (
            <span
              aria-hidden="true"
              className="absolute top-1.5 right-1.5 h-2.5 w-2.5 rounded-full bg-amber-300"
            />
          )}
        </button>
        <div
          id={menuId}
          className={`${open ? 'flex' : 'hidden'} w-full flex-col gap-1 border-t border-green-700 pt-2 pb-1 sm:flex sm:w-auto sm:flex-row sm:flex-wrap sm:items-center sm:border-0 sm:p-0`}
        >
          <NavLink to={paths.home} end className={navClass}>
            {t('Home')}
          </NavLink>
          {loggedIn && role === 'farmer' && (
            <>
              <NavLink to={paths.farmerDashboard} className={navClass}>
                {t('Dashboard')}
              </NavLink>
              <NavLink to={paths.farmerProfile} className={navClass}>
                {t('Profile')}
              </NavLink>
              {!isPending && <SupplyChainLink count={settled} />}
            </>
          )}
          {loggedIn && role !== 'farmer' && (
            <>
              <NavLink to={paths.buyerDashboard} className={navClass}>
                {t('Buyer dashboard')}
              </NavLink>
              <NavLink to={paths.buyerProfile} className={navClass}>
                {t('Profile')}
              </NavLink>
              <CartLink />
            </>
          )}
          {!loggedIn && (
            <>
              <NavLink to={paths.login} className={navClass}>
                {t('Login')}
              </NavLink>
              <NavLink to={paths.register} className={navClass}>
                {t('Register')}
              </NavLink>
            </>
          )}
          <LanguageSwitch />
        </div>
      </nav>
    </header>
  )
}

/** What waits behind the phone's Menu button: items in the cart, or open orders. */
function useMenuCount(role: 'farmer' | 'buyer' | null, isPending: boolean) {
  const cartCount = useCartItemCount()
  const { data } = useSupplyChainSummary(role === 'farmer' && !isPending)
  if (role === 'buyer') return cartCount
  if (role === 'farmer') return data?.open ?? 0
  return 0
}

function Footer() {
  const t = useT()
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-stone-700 sm:flex-row sm:items-center sm:justify-between">
        <p>{t("© FarmTrek — fair prices for India's farmers and buyers.")}</p>
        <nav aria-label={t('Footer')} className="flex flex-wrap gap-2">
          {[
            [paths.about, t('About')],
            [paths.contact, t('Contact')],
            [paths.terms, t('Terms')],
            [paths.privacy, t('Privacy')],
          ].map(([to, label]) => (
            // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- each pair above starts with its path
            <Link key={to} to={to!} className="inline-flex min-h-11 items-center px-2 underline">
              {label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  )
}

/** Moves focus to the page's heading after a client-side navigation, for screen readers. */
function useFocusOnNavigate() {
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
function PageMain({ pathname, children }: { pathname: string; children: ReactNode }) {
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
