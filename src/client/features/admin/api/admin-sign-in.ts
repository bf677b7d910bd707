import { useMutation } from '@tanstack/react-query'
import type { LoginInput } from '#core/auth/auth.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'

/** The password step: an operator's answer is `twoFactorRequired` (a code comes next). */
export const signInWithPassword = (input: LoginInput) =>
  answer(apiClient.POST('/api/auth/login', { body: input }))

/** The code step of a sign-in. */
export const signInWithCode = (code: string) =>
  answer(apiClient.POST('/api/auth/two-factor', { body: { code } }))

/** First sign-in with a one-time password: a new password and a TOTP secret to enrol. */
export const startSetup = (input: { currentPassword: string; newPassword: string }) =>
  answer(apiClient.POST('/api/admin/setup', { body: input }))

/** First sign-in: the enrolled app's first code. */
export const finishSetup = (code: string) =>
  answer(apiClient.POST('/api/admin/setup/verify', { body: { code } }))

export const useSignInWithPassword = () => useMutation({ mutationFn: signInWithPassword })
export const useSignInWithCode = () => useMutation({ mutationFn: signInWithCode })
export const useStartSetup = () => useMutation({ mutationFn: startSetup })
export const useFinishSetup = () => useMutation({ mutationFn: finishSetup })
