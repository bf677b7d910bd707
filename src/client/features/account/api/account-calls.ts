import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  DeviceSessionListSchema,
  ForgotPasswordResultSchema,
  MessageResultSchema,
  SendCodeResultSchema,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type ProfileInput,
  type ResetPasswordInput,
  type SendCodeInput,
  type VerifyCodeInput,
} from '#core/account/account.contract.ts'
import { AuthResultSchema } from '#core/auth/auth.contract.ts'
import { api } from '#client/lib/api-client.ts'

/** POST /api/auth/phone/send-code: a code by SMS (to verify the number, or to sign in). */
export function useSendCode() {
  return useMutation({
    mutationFn: (input: SendCodeInput) =>
      api('/api/auth/phone/send-code', {
        method: 'POST',
        body: input,
        schema: SendCodeResultSchema,
      }),
  })
}

/**
 * POST /api/auth/phone/verify: the number verified, or signed in. The page that shows the form
 * puts the answer's user in the session.
 */
export function useVerifyCode() {
  return useMutation({
    mutationFn: (input: VerifyCodeInput) =>
      api('/api/auth/phone/verify', { method: 'POST', body: input, schema: AuthResultSchema }),
  })
}

/** POST /api/auth/password/forgot: a link by email or a code by SMS. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      api('/api/auth/password/forgot', {
        method: 'POST',
        body: input,
        schema: ForgotPasswordResultSchema,
      }),
  })
}

/** POST /api/auth/password/reset: the new password; every session ends (this one too). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api('/api/auth/password/reset', {
        method: 'POST',
        body: input,
        schema: MessageResultSchema,
      }),
  })
}

/** PATCH /api/account/profile: name and number; the page puts the answer's user in the session. */
export function useSaveProfile() {
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      api('/api/account/profile', { method: 'PATCH', body: input, schema: AuthResultSchema }),
  })
}

/** POST /api/account/password: needs the current password; every other device is signed out. */
export function useChangePassword() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api('/api/account/password', { method: 'POST', body: input, schema: MessageResultSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: devicesKey }),
  })
}

const devicesKey = ['account', 'sessions'] as const

/** GET /api/account/sessions: the devices signed in, this one first. */
export function useDevices() {
  return useQuery({
    queryKey: devicesKey,
    queryFn: () => api('/api/account/sessions', { schema: DeviceSessionListSchema }),
  })
}

/** POST /api/account/sessions/end-others: 'Sign out everywhere else'. */
export function useEndOtherSessions() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () =>
      api('/api/account/sessions/end-others', { method: 'POST', schema: MessageResultSchema }),
    onSuccess: () => qc.invalidateQueries({ queryKey: devicesKey }),
  })
}
