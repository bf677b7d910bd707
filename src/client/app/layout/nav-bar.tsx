import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { useAfterPageSettles } from '#client/components/ui/after-first-paint.tsx'
import { paths } from '#client/config/paths.ts'
import { cachedRole, useSession } from '#client/features/auth/api/session.ts'
import { LanguageSwitch } from '#client/features/auth/components/language-switch.tsx'
import { useCartItemCount } from '#client/features/orders/hooks/cart-store.ts'
import { useSupplyChainSummary } from '#client/features/supply-chain/api/get-supply-chain-summary.ts'
import { useT } from '#client/i18n/i18n.tsx'
import { CartLink, LogoutButton, navClass, SupplyChainLink } from './nav-links.tsx'

/**
 * A farmer's live new-order notices: loaded once the session says farmer and the page has settled
 * (useAfterPageSettles), so neither the supply chain's code nor its stream is in anyone's first load.
 */
const NewOrderAlerts = lazy(() =>
  import('#client/features/supply-chain/components/new-order-alerts.tsx').then((m) => ({
    default: m.NewOrderAlerts,
  })),
)

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
export function NavBar() {
  const { data, isPending } = useSession()
  const t = useT()
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  // Until the server answers, the storage cache paints the bar (no logged-out flash for a logged-in user).
  const role = isPending ? cachedRole() : (data?.user?.activeRole ?? null)
  const loggedIn = isPending ? role !== null : !!data?.user
  // An operator has no active role: their menu is the console.
  const operator = !!data?.user?.roles.includes('operator')
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
        {/* In the header row on a phone too, not behind Menu; last on a wide screen. */}
        <div className="sm:order-last">
          <LanguageSwitch />
        </div>
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
              <NavLink to={paths.alerts} className={navClass}>
                {t('Price alerts')}
              </NavLink>
            </>
          )}
          {loggedIn && operator && (
            <NavLink to={paths.admin} className={navClass}>
              {t('Operator console')}
            </NavLink>
          )}
          {loggedIn && role !== 'farmer' && !operator && (
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
          {loggedIn && <LogoutButton />}
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
