import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  ProfileInput,
  ResetPasswordInput,
  SendCodeInput,
  VerifyCodeInput,
} from '#core/account/account.contract.ts'
import type { DeleteAccountInput } from '#core/account/leave.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

/** POST /api/auth/phone/send-code: a code by SMS (to verify the number, or to sign in). */
export function useSendCode() {
  return useMutation({
    mutationFn: (input: SendCodeInput) =>
      answer(apiClient.POST('/api/auth/phone/send-code', { body: input })),
  })
}

/**
 * POST /api/auth/phone/verify: the number verified, or signed in. The page that shows the form
 * puts the answer's user in the session.
 */
export function useVerifyCode() {
  return useMutation({
    mutationFn: (input: VerifyCodeInput) =>
      answer(apiClient.POST('/api/auth/phone/verify', { body: input })),
  })
}

/** POST /api/auth/password/forgot: a link by email or a code by SMS. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      answer(apiClient.POST('/api/auth/password/forgot', { body: input })),
  })
}

/** POST /api/auth/password/reset: the new password; every session ends (this one too). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      answer(apiClient.POST('/api/auth/password/reset', { body: input })),
  })
}

/** PATCH /api/account/profile: name and number; the page puts the answer's user in the session. */
export function useSaveProfile() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      answer(apiClient.PATCH('/api/account/profile', { body: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: gstinKey }),
  })
}

const gstinKey = ['account', 'gstin'] as const

/** GET /api/account/gstin: the farmer's GSTIN (null: none given); asked only for a farmer. */
export function useGstin(enabled: boolean) {
  return useQuery({
    queryKey: gstinKey,
    queryFn: () => answer(apiClient.GET('/api/account/gstin')),
    enabled,
  })
}

/** POST /api/account/password: needs the current password; every other device is signed out. */
export function useChangePassword() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      answer(apiClient.POST('/api/account/password', { body: input })),
    onSuccess: () => qc.invalidateQueries({ queryKey: devicesKey }),
  })
}

const devicesKey = ['account', 'sessions'] as const

/** GET /api/account/sessions: the devices signed in, this one first. */
export function useDevices() {
  return useQuery({
    queryKey: devicesKey,
    queryFn: ({ signal }) => answer(apiClient.GET('/api/account/sessions', { signal })),
  })
}

/** POST /api/account/sessions/end-others: 'Sign out everywhere else'. */
export function useEndOtherSessions() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: () => answer(apiClient.POST('/api/account/sessions/end-others')),
    onSuccess: () => qc.invalidateQueries({ queryKey: devicesKey }),
  })
}

/** GET /api/account/data, as a file the browser saves ('Download my data'). */
export const ACCOUNT_DATA_URL = '/api/account/data'

/** POST /api/account/delete: the password or a sign-in code again; the session ends with it. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      answer(apiClient.POST('/api/account/delete', { body: input })),
  })
}
