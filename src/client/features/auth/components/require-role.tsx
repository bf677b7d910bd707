import { useDeferredValue, useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import type { Role } from '#core/auth/roles.ts'
import { paths } from '#client/config/paths.ts'
import { SessionLoading } from '#client/components/ui/session-loading.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useSession } from '#client/features/auth/api/session.ts'
import { useT } from '#client/i18n/i18n.tsx'

/** The dashboard of a user's active role; a user who has none yet chooses one. */
export function homeOfRole(role: Role | null): string {
  if (role === 'farmer') return paths.farmerDashboard
  if (role === 'buyer') return paths.buyerDashboard
  return paths.userSelection
}

/** The notice for a page of the other role, and back to the user's own area. */
function AccessDenied({ role, to }: { role: Role; to: string }) {
  const notify = useNotify()
  const t = useT()
  useEffect(() => {
    notify(
      role === 'farmer'
        ? t('Access Denied: Only Farmers can access this section.')
        : t('Access Denied: Only Buyers can access this section.'),
      'error',
    )
  }, [notify, role, t])
  return <Navigate to={to} replace />
}

/**
 * Client guard: a convenience only — every API route checks the session and role itself.
 * A visitor goes to /login (and comes back after logging in). A logged-in user whose active role
 * does not match gets an 'Access Denied' notice and stays in their own area, their dashboard
 * (no request of the other role's page is sent, so none is refused); with
 * `mismatch="user-selection"` they go to /user-selection instead (the rule for /buyer-dashboard).
 */
export function RequireRole({
  role,
  mismatch = 'own-area',
}: {
  role?: Role
  mismatch?: 'own-area' | 'user-selection'
}) {
  const session = useSession()
  // Read deferred: the session's answer arrives through a store (React Query), whose change renders
  // its readers synchronously; drawn from that render, the guarded page's whole first render was one
  // task. Deferred, this render keeps SessionLoading and the page follows in a time-sliced one.
  const isPending = useDeferredValue(session.isPending)
  const user = useDeferredValue(session.data?.user)
  const location = useLocation()
  if (isPending) return <SessionLoading />
  if (!user)
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    )
  if (role && user.activeRole !== role) {
    if (mismatch === 'user-selection') return <Navigate to={paths.userSelection} replace />
    return <AccessDenied role={role} to={homeOfRole(user.activeRole)} />
  }
  return <Outlet />
}
