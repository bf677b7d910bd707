import { useMutation } from '@tanstack/react-query'
import type { Session } from '#core/auth/auth.contract.ts'
import type { Language } from '#core/i18n/languages.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { useSetSession } from './session.ts'

/** PATCH /api/session/language: the account remembers the UI language (and notifications use it). */
export const setLanguage = (language: Language): Promise<Session> =>
  answer(apiClient.PATCH('/api/session/language', { body: { language } }))

export function useSetLanguage() {
  const setSession = useSetSession()
  return useMutation({
    mutationFn: setLanguage,
    onSuccess: (r) => setSession(r.user),
  })
}
