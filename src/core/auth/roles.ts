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

const FARMER_PAGES = [
  '/farmer-dashboard',
  '/farmer-profile',
  '/add-product',
  '/supply-chain',
  '/real-time-prices',
]
const BUYER_PAGES = [
  '/buyer-dashboard',
  '/products',
  '/orders',
  '/checkout',
  '/buyer-profile',
  '/transactions',
]

/** The role a page of the app needs, or null for a page anyone may open. */
export function roleOfPage(pathname: string): Role | null {
  if (FARMER_PAGES.includes(pathname)) return 'farmer'
  if (BUYER_PAGES.includes(pathname) || /^\/product\/[^/]+$/.test(pathname)) return 'buyer'
  return null
}

/**
 * Where a user goes after logging in or registering: back to the page that sent them to log in
 * (a visitor's Buy Now) when their account holds its role; else an account of one role to its
 * dashboard, without being asked; else to /user-selection. `role` is the role to make active
 * first, when it is not already.
 */
export function landingAfterLogin(
  user: { roles: readonly Role[]; activeRole: Role | null },
  from: string | null,
): { path: string; role: Role | null } {
  const needed = from ? roleOfPage(from.split(/[?#]/)[0] ?? '') : null
  if (from && needed && user.roles.includes(needed))
    return { path: from, role: user.activeRole === needed ? null : needed }
  if (from && !needed && from.startsWith('/') && !from.startsWith('//') && from !== '/login')
    return { path: from, role: null }
  if (user.roles.length === 1) {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- length is 1
    const only = user.roles[0]!
    return {
      path: only === 'farmer' ? '/farmer-dashboard' : '/buyer-dashboard',
      role: user.activeRole === only ? null : only,
    }
  }
  return { path: '/user-selection', role: null }
}
