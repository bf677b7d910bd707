import { useLocation, useNavigate } from 'react-router'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import { landingAfterLogin } from '#core/auth/roles.ts'
import { useChooseRole } from '#client/features/auth/api/auth-calls.ts'

/** The page that sent a visitor to log in (RequireRole puts it in the navigation state). */
export function useFromPage(): string | null {
  const state: unknown = useLocation().state
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string')
    return state.from
  return null
}

/**
 * After login or registration: back to the page that sent the visitor (their Buy Now item), or a
 * one-role account straight to its dashboard, making the needed role active first
 * (core `landingAfterLogin`).
 */
export function useLandAfterLogin() {
  const navigate = useNavigate()
  const from = useFromPage()
  const choose = useChooseRole()
  return (user: Pick<SessionUser, 'roles' | 'activeRole'>) => {
    const { path, role } = landingAfterLogin(user, from)
    if (role) choose.mutate(role, { onSettled: () => void navigate(path) })
    else void navigate(path)
  }
}
