export const ROLES = ['buyer', 'farmer'] as const
export type Role = (typeof ROLES)[number]

/** Who may call a route: anyone, any logged-in user, or a user holding one role. */
export const ACCESS_LEVELS = ['public', 'user', 'buyer', 'farmer'] as const
export type Access = (typeof ACCESS_LEVELS)[number]

export type AccessRefusal = 'auth.login_required' | 'auth.farmers_only' | 'auth.buyers_only'
export type AccessDecision =
  { ok: true } | { ok: false; status: 401 | 403; code: AccessRefusal; reason: string }

/**
 * The one authorization rule, used by the server's guard and by the client's route guards.
 * `roles` is the set the account holds (null when logged out).
 */
export function decideAccess(access: Access, roles: readonly Role[] | null): AccessDecision {
  if (access === 'public') return { ok: true }
  if (roles === null)
    return {
      ok: false,
      status: 401,
      code: 'auth.login_required',
      reason: 'Please log in to continue.',
    }
  if (access === 'user' || roles.includes(access)) return { ok: true }
  return {
    ok: false,
    status: 403,
    code: access === 'farmer' ? 'auth.farmers_only' : 'auth.buyers_only',
    reason:
      access === 'farmer'
        ? 'Access Denied: Only Farmers can access this section.'
        : 'Access Denied: Only Buyers can access this section.',
  }
}
