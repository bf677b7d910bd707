import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { SessionUser } from '#core/auth/auth.contract.ts'
import {
  ACCOUNT_ROLES,
  decideAccess,
  ROLES,
  type AccountRole,
  type Role,
} from '#core/auth/roles.ts'
import { trackAuthCalls } from './auth-context.ts'
import type { Auth } from './better-auth.ts'
import { SESSION_COOKIE, SESSION_UPDATE_AGE_S } from './session-constants.ts'
import { toWebHeaders } from './web-headers.ts'
import { SessionCache } from './session-cache.ts'
import { HttpError } from '#server/plugins/error-handler.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * better-auth, loaded on first use and warmed right after the server listens: importing it
     * takes ≈0.4 s, which start-up no longer waits for.
     */
    getAuth(): Promise<Auth>
    /** Session lookups with cross-node invalidation (session-cache.ts). */
    sessions: SessionCache
    /** The logged-in user of a request, from the session cookie (null for a visitor). */
    resolveUser(request: FastifyRequest): Promise<SessionUser | null>
  }
  interface FastifyRequest {
    user: SessionUser | null
  }
}

export { SESSION_COOKIE }

type AuthUserRow = {
  id: string
  name: string
  email: string
  phone?: string | null
  phoneVerifiedAt?: Date | string | null
  location?: string | null
  state?: string | null
  district?: string | null
  village?: string | null
  roles?: unknown
  activeRole?: string | null
  language?: string | null
  createdAt: Date | string
}

const isRole = (r: unknown): r is Role => ROLES.includes(r as Role)
const isAccountRole = (r: unknown): r is AccountRole => ACCOUNT_ROLES.includes(r as AccountRole)

export function toSessionUser(u: AuthUserRow): SessionUser {
  const roles = Array.isArray(u.roles) ? u.roles.filter(isAccountRole) : []
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone: u.phone ?? null,
    phoneVerified: !!u.phone && !!u.phoneVerifiedAt,
    location: u.location ?? null,
    state: u.state ?? null,
    district: u.district ?? null,
    village: u.village ?? null,
    roles,
    activeRole: isRole(u.activeRole) ? u.activeRole : null,
    language: u.language ?? 'en',
    createdAt: new Date(u.createdAt).toISOString(),
  }
}

/**
 * Sessions and the one authorization guard. Every /api route declares `config.access`
 * ('public' | 'user' | 'buyer' | 'farmer' | 'operator'); this hook enforces it for all of them:
 * not logged in → 401 JSON, role not held → 403 JSON. Ownership checks stay in each route.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    let auth: Promise<Auth> | undefined
    const getAuth = (): Promise<Auth> =>
      (auth ??= import('./better-auth.ts').then(
        // Counted calls: better-auth's context stores are off between them (auth-context.ts).
        (m) => trackAuthCalls(m.createAuth(app.database.db, app.env)),
        (err: unknown) => {
          auth = undefined
          throw err
        },
      ))
    app.decorate('getAuth', getAuth)
    // Loaded in the background once the server answers, so the first login does not wait for it.
    app.addHook('onListen', async () => {
      getAuth().catch((err: unknown) => app.log.error({ err }, 'loading better-auth failed'))
    })
    app.decorateRequest('user', null)

    const sessions = new SessionCache(app.database, app.env.sessionSecret)
    await sessions.start()
    app.decorate('sessions', sessions)
    app.addHook('onClose', async () => sessions.close())
    const cookieName = app.env.secureCookies ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE

    async function resolveUser(request: FastifyRequest): Promise<SessionUser | null> {
      const cookie = request.headers.cookie
      if (!cookie || !cookie.includes(SESSION_COOKIE)) return null
      const token = sessions.verifyCookie(request.cookies[cookieName])
      if (!token) return null
      const now = Date.now()
      const found = await sessions.lookup(token, (row) => toSessionUser(row as AuthUserRow), now)
      if (!found) return null
      // Once a day better-auth extends an active session; let it do that on its own path.
      if (now - found.updatedAt > SESSION_UPDATE_AGE_S * 1000) {
        const session = await (
          await getAuth()
        ).api.getSession({
          headers: toWebHeaders(request.headers),
        })
        sessions.evictUser(found.user.id)
        return session ? toSessionUser(session.user) : null
      }
      return found.user
    }
    app.decorate('resolveUser', resolveUser)

    // preValidation: the guard answers 401/403 before the body is validated, so a visitor never
    // learns a route's schema from its 400s.
    app.addHook('preValidation', async (request) => {
      const access = request.routeOptions.config.access
      if (!access) return
      request.user = await resolveUser(request)
      const decision = decideAccess(access, request.user?.roles ?? null)
      if (!decision.ok) throw new HttpError(decision.code)
    })
  },
  { name: 'auth', dependencies: ['error-handler'] },
)

/** The logged-in user of a route whose access is not 'public' (the guard has run). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpError('auth.login_required')
  return request.user
}
