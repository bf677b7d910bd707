import { useMutation } from '@tanstack/react-query'
import type { LoginInput, RegisterInput, Session, SessionUser } from '#core/auth/auth.contract.ts'
import type { Role } from '#core/auth/roles.ts'
import { api } from '#client/lib/api-client.ts'
import { useSetSession } from './session.ts'

type AuthResult = { user: SessionUser; message: string }

export function useLogin() {
  const setSession = useSetSession()
  return useMutation({
    mutationFn: (input: LoginInput) =>
      api<AuthResult>('/api/auth/login', { method: 'POST', body: input }),
    onSuccess: (r) => setSession(r.user),
  })
}

export function useRegister() {
  const setSession = useSetSession()
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      api<AuthResult>('/api/auth/register', { method: 'POST', body: input }),
    onSuccess: (r) => setSession(r.user),
  })
}

export function useChooseRole() {
  const setSession = useSetSession()
  return useMutation({
    mutationFn: (role: Role) =>
      api<Session>('/api/session/role', { method: 'POST', body: { role } }),
    onSuccess: (r) => setSession(r.user),
  })
}
