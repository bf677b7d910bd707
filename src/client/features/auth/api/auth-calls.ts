import { useMutation } from '@tanstack/react-query'
import type { LoginInput, RegisterInput } from '#core/auth/auth.contract.ts'
import type { Role } from '#core/auth/roles.ts'
import { answer, apiClient, ApiRequestError } from '#client/lib/api-client.ts'
import { useSetSession } from './session.ts'

/**
 * A buyer's or farmer's login. An operator's password is answered with a two-factor challenge,
 * which only the operator console (/admin) continues: here it is refused as an operator account.
 */
export function useLogin() {
  const setSession = useSetSession()
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const r = await answer(apiClient.POST('/api/auth/login', { body: input }))
      if (!('user' in r)) {
        const code = 'auth.operator_account'
        // The error texts load here, not with the login page (they ride in no first load).
        const { ERROR_TEXTS } = await import('#core/http/errors.ts')
        throw new ApiRequestError(403, ERROR_TEXTS[code], undefined, undefined, code)
      }
      return r
    },
    onSuccess: (r) => setSession(r.user),
  })
}

export function useRegister() {
  const setSession = useSetSession()
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      answer(apiClient.POST('/api/auth/register', { body: input })),
    onSuccess: (r) => setSession(r.user),
  })
}

export function useChooseRole() {
  const setSession = useSetSession()
  return useMutation({
    mutationFn: (role: Role) => answer(apiClient.POST('/api/session/role', { body: { role } })),
    onSuccess: (r) => setSession(r.user),
  })
}
