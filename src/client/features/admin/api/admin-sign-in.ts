import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { AuthResultSchema, LoginResultSchema, type LoginInput } from '#core/auth/auth.contract.ts'
import { api } from '#client/lib/api-client.ts'

/** The password step: an operator's answer is `twoFactorRequired` (a code comes next). */
export const signInWithPassword = (input: LoginInput) =>
  api('/api/auth/login', { method: 'POST', body: input, schema: LoginResultSchema })

/** The code step of a sign-in. */
export const signInWithCode = (code: string) =>
  api('/api/auth/two-factor', { method: 'POST', body: { code }, schema: AuthResultSchema })

const SetupResultSchema = z.object({ totpUri: z.string(), secret: z.string() })

/** First sign-in with a one-time password: a new password and a TOTP secret to enrol. */
export const startSetup = (input: { currentPassword: string; newPassword: string }) =>
  api('/api/admin/setup', { method: 'POST', body: input, schema: SetupResultSchema })

/** First sign-in: the enrolled app's first code. */
export const finishSetup = (code: string) =>
  api('/api/admin/setup/verify', { method: 'POST', body: { code }, schema: AuthResultSchema })

export const useSignInWithPassword = () => useMutation({ mutationFn: signInWithPassword })
export const useSignInWithCode = () => useMutation({ mutationFn: signInWithCode })
export const useStartSetup = () => useMutation({ mutationFn: startSetup })
export const useFinishSetup = () => useMutation({ mutationFn: finishSetup })
