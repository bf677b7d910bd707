import { Navigate, Outlet, useLocation } from 'react-router'
import type { Role } from '#core/auth/roles.ts'
import { paths } from '#client/config/paths.ts'
import { SessionLoading } from '#client/components/ui/session-loading.tsx'
import { useSession } from '#client/features/auth/api/session.ts'

/**
 * Client guard: a convenience only — every API route checks the session and role itself.
 * A visitor, or a user whose active role does not match, goes to /login; with
 * `mismatch="user-selection"` a logged-in user of the other role goes to /user-selection instead.
 */
export function RequireRole({
  role,
  mismatch = 'login',
}: {
  role?: Role
  mismatch?: 'login' | 'user-selection'
}) {
  const { data, isPending } = useSession()
  const location = useLocation()
  if (isPending) return <SessionLoading />
  const user = data?.user
  if (!user)
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    )
  if (role && user.activeRole !== role) {
    return (
      <Navigate to={mismatch === 'user-selection' ? paths.userSelection : paths.login} replace />
    )
  }
  return <Outlet />
}
