import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import type { Role } from '#core/auth/roles.ts'
import type { Session, SessionUser } from '#core/auth/auth.contract.ts'
import { paths } from '#client/config/paths.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { untilShown } from '#client/lib/page-loading.ts'
import { readStorage, STORAGE_KEYS, writeStorage } from '#client/lib/storage.ts'

export const sessionKey = ['session'] as const

/** Mirrors the session into the app's storage keys (a cache for first paint only). */
export function cacheSession(user: SessionUser | null) {
  if (!user) {
    for (const key of STORAGE_KEYS) writeStorage(key, null)
    return
  }
  writeStorage('isLoggedIn', 'true')
  writeStorage('userType', user.activeRole)
  writeStorage('userRole', user.activeRole)
  writeStorage('userEmail', user.email)
  writeStorage('phonenumber', user.phone)
  writeStorage('user', JSON.stringify({ role: user.activeRole, name: user.name }))
  if (user.activeRole === 'farmer') {
    writeStorage(
      'farmerData',
      JSON.stringify({
        name: user.name,
        email: user.email,
        phone: user.phone,
        location: user.location,
      }),
    )
  }
}

/** What the cache says before the server answers: enough for the navigation bar's first paint. */
export function cachedRole(): Role | null {
  if (readStorage('isLoggedIn') !== 'true') return null
  const t = readStorage('userType')
  return t === 'farmer' || t === 'buyer' ? t : null
}

/**
 * GET /api/session (`apiPath.session`, which every page's HTML hints). Typed by the route's
 * schema, not parsed: zod stays out of the first-load bundle (it would double its JavaScript).
 */
export async function getSession(): Promise<Session> {
  const data = await answer(apiClient.GET('/api/session'))
  return { user: data.user }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionKey,
  queryFn: async () => {
    const s = await getSession()
    cacheSession(s.user)
    return s
  },
  staleTime: 60_000,
})

export function useSession() {
  return useQuery(sessionQueryOptions)
}

export function useSetSession() {
  const qc = useQueryClient()
  return (user: SessionUser | null) => {
    cacheSession(user)
    qc.setQueryData(sessionKey, { user })
  }
}

/**
 * Logs out. `onLoggedOut` runs when the server has answered, even after the page that asked has
 * gone (the caller may leave for /login at once, so the guard of the page it leaves does not send
 * it to /login as a visitor to come back to).
 */
export function useLogout(onLoggedOut?: () => void) {
  const forget = useForgetSession()
  return useMutation({
    mutationFn: () => answer(apiClient.POST('/api/auth/logout')),
    onSettled: () => {
      forget()
      announceLogout()
      onLoggedOut?.()
    },
  })
}

/**
 * For a session the server has already ended (the account was deleted): this tab and the others
 * forget it, as after a logout.
 */
export function useSessionEnded() {
  const forget = useForgetSession()
  return () => {
    forget()
    announceLogout()
  }
}

/** Drops the session and everything read with it from this tab. */
function useForgetSession() {
  const setSession = useSetSession()
  const qc = useQueryClient()
  return () => {
    setSession(null)
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' })
  }
}

/**
 * The other tabs of this browser hear of a logout here: the cookie they share
 * is gone, so a tab left open must not go on showing the account's pages and data.
 */
export const SESSION_CHANNEL = 'farmtrek-session'
type SessionMessage = { type: 'logout' }

function announceLogout() {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(SESSION_CHANNEL)
  channel.postMessage({ type: 'logout' } satisfies SessionMessage)
  channel.close()
}

/**
 * Logs this tab out when another tab logs out: over a BroadcastChannel, and, where there is none,
 * from the `storage` event of the login flag the logout clears (the session cache above).
 * `onLoggedOut` runs after the session is dropped (the page's guard then sends the user to /login).
 */
export function useLogoutInOtherTabs(onLoggedOut?: () => void) {
  const forget = useForgetSession()
  const forgetRef = useRef(forget)
  const doneRef = useRef(onLoggedOut)
  useEffect(() => {
    forgetRef.current = forget
    doneRef.current = onLoggedOut
  })
  useEffect(() => {
    const loggedOut = () => {
      forgetRef.current()
      doneRef.current?.()
    }
    const channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL)
    if (channel) {
      channel.onmessage = (e: MessageEvent<SessionMessage>) => {
        if (e.data?.type === 'logout') loggedOut()
      }
    }
    const onStorage = (e: StorageEvent) => {
      if (!channel && e.key === 'isLoggedIn' && e.oldValue === 'true' && e.newValue === null)
        loggedOut()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      channel?.close()
      window.removeEventListener('storage', onStorage)
    }
  }, [])
}

/**
 * Logging out from any page: to /login first, then the session ends once /login is shown. Leaving
 * after the session is gone would let a guarded page send the person to /login as a visitor, to be
 * brought back there after their next login; and /login's code may still be loading, so the
 * session is cleared only when it shows.
 */
export function useLogoutToLogin(onLoggedOut?: () => void) {
  const logout = useLogout(onLoggedOut)
  const navigate = useNavigate()
  return {
    pending: logout.isPending,
    logout: () => {
      void navigate(paths.login)
      void untilShown(paths.login).then(() => logout.mutate())
    },
  }
}
