/** The marketplace roles: the ones a person registers as or chooses (/api/session/role). */
export const ROLES = ['buyer', 'farmer'] as const
export type Role = (typeof ROLES)[number]

/**
 * Every role an account can hold: the marketplace roles, and 'operator' (runs the service: the
 * /admin console). An operator is made only by `npm run operator:create`, never by registering or
 * choosing a role, and holds no marketplace role.
 */
export const ACCOUNT_ROLES = [...ROLES, 'operator'] as const
export type AccountRole = (typeof ACCOUNT_ROLES)[number]

/** Who may call a route: anyone, any logged-in user, or a user holding one role. */
export const ACCESS_LEVELS = ['public', 'user', 'buyer', 'farmer', 'operator'] as const
export type Access = (typeof ACCESS_LEVELS)[number]

export type AccessRefusal =
  'auth.login_required' | 'auth.farmers_only' | 'auth.buyers_only' | 'auth.operators_only'

const REFUSAL: Record<Role | 'operator', { code: AccessRefusal; reason: string }> = {
  farmer: {
    code: 'auth.farmers_only',
    reason: 'Access Denied: Only Farmers can access this section.',
  },
  buyer: {
    code: 'auth.buyers_only',
    reason: 'Access Denied: Only Buyers can access this section.',
  },
  operator: {
    code: 'auth.operators_only',
    reason: 'Access Denied: Only operators can access this section.',
  },
}
export type AccessDecision =
  { ok: true } | { ok: false; status: 401 | 403; code: AccessRefusal; reason: string }

/**
 * The one authorization rule, used by the server's guard and by the client's route guards.
 * `roles` is the set the account holds (null when logged out).
 */
export function decideAccess(access: Access, roles: readonly AccountRole[] | null): AccessDecision {
  if (access === 'public') return { ok: true }
  if (roles === null)
    return {
      ok: false,
      status: 401,
      code: 'auth.login_required',
      reason: 'Please log in to continue.',
    }
  if (access === 'user' || roles.includes(access)) return { ok: true }
  return { ok: false, status: 403, ...REFUSAL[access] }
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
  user: { roles: readonly AccountRole[]; activeRole: Role | null },
  from: string | null,
): { path: string; role: Role | null } {
  const needed = from ? roleOfPage(from.split(/[?#]/)[0] ?? '') : null
  if (from && needed && user.roles.includes(needed))
    return { path: from, role: user.activeRole === needed ? null : needed }
  if (from && !needed && from.startsWith('/') && !from.startsWith('//') && from !== '/login')
    return { path: from, role: null }
  if (user.roles.includes('operator')) return { path: '/admin', role: null }
  if (user.roles.length === 1) {
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- length is 1, not an operator
    const only = user.roles[0]! as Role
    return {
      path: only === 'farmer' ? '/farmer-dashboard' : '/buyer-dashboard',
      role: user.activeRole === only ? null : only,
    }
  }
  return { path: '/user-selection', role: null }
}
