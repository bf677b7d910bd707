import { useEffect, useRef } from 'react'
import { Link, NavLink, Outlet, useLocation, useNavigation } from 'react-router'
import { paths } from '#client/config/paths.ts'
import { cachedRole, useSession } from '#client/features/auth/api/session.ts'
import { lastSynced, useOnline } from '#client/lib/online.ts'

function OfflineBanner() {
  const online = useOnline()
  if (online) return null
  const at = lastSynced()
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
      You are offline.{' '}
      {at
        ? `Showing data from ${at.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })}.`
        : 'Showing the data saved on this device.'}
    </div>
  )
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium ${
    isActive ? 'bg-green-900 text-white' : 'text-green-50 hover:bg-green-700'
  }`

function NavBar() {
  const { data, isPending } = useSession()
  // Until the server answers, the storage cache paints the bar (spec §3 storage keys).
  const role = isPending ? cachedRole() : (data?.user?.activeRole ?? null)
  const loggedIn = isPending ? role !== null : !!data?.user
  return (
    <header className="sticky top-0 z-40 bg-green-800 text-white shadow">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-4 py-2">
        <Link to={paths.home} className="mr-auto flex min-h-11 items-center gap-2 text-lg font-bold">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          FarmTrek
        </Link>
        <NavLink to={paths.home} end className={navClass}>
          Home
        </NavLink>
        {loggedIn && role === 'farmer' && (
          <>
            <NavLink to={paths.farmerDashboard} className={navClass}>
              Dashboard
            </NavLink>
            <NavLink to={paths.farmerProfile} className={navClass}>
              Profile
            </NavLink>
          </>
        )}
        {loggedIn && role !== 'farmer' && (
          <>
            <NavLink to={paths.buyerDashboard} className={navClass}>
              Buyer dashboard
            </NavLink>
            <NavLink to={paths.buyerProfile} className={navClass}>
              Profile
            </NavLink>
          </>
        )}
        {!loggedIn && (
          <>
            <NavLink to={paths.login} className={navClass}>
              Login
            </NavLink>
            <NavLink to={paths.register} className={navClass}>
              Register
            </NavLink>
          </>
        )}
      </nav>
    </header>
  )
}

function Footer() {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-stone-700 sm:flex-row sm:items-center sm:justify-between">
        <p>© FarmTrek — fair prices for India's farmers and buyers.</p>
        <nav aria-label="Footer" className="flex flex-wrap gap-2">
          {[
            [paths.about, 'About'],
            [paths.contact, 'Contact'],
            [paths.terms, 'Terms'],
            [paths.privacy, 'Privacy'],
          ].map(([to, label]) => (
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
    const h1 = document.querySelector('main h1') as HTMLElement | null
    if (h1) {
      h1.tabIndex = -1
      h1.focus({ preventScroll: false })
    }
  }, [location.pathname])
}

export function Layout() {
  const { isPending } = useSession()
  const navigation = useNavigation()
  useFocusOnNavigate()
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
        Skip to content
      </a>
      <NavBar />
      <OfflineBanner />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6" aria-busy={navigation.state === 'loading'}>
        {isPending ? <p role="status" className="py-16 text-center text-stone-600">Loading...</p> : <Outlet />}
      </main>
      <Footer />
    </div>
  )
}
