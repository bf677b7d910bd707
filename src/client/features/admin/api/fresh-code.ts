import { useMutation } from '@tanstack/react-query'
import { createContext, useContext } from 'react'
import { answer, apiClient, ApiRequestError } from '#client/lib/api-client.ts'

/** POST /api/auth/two-factor/step-up: a fresh authenticator code for this session's money actions. */
export const stepUp = (code: string) =>
  answer(apiClient.POST('/api/auth/two-factor/step-up', { body: { code } }))
export const useStepUp = () => useMutation({ mutationFn: stepUp })

/** Whether a refusal asks for a fresh authenticator code (403 `fresh_code_needed`). */
export const needsFreshCode = (err: unknown) =>
  err instanceof ApiRequestError && err.code === 'fresh_code_needed'

/**
 * Runs a money action; when the server asks for a fresh code, asks the operator for one (the
 * console's dialog), then runs it once more. A cancelled dialog leaves the server's refusal.
 */
export type WithFreshCode = <T>(run: () => Promise<T>) => Promise<T>

/** Asks for a code; resolves once a step-up succeeded, false when the operator cancelled. */
export const FreshCodeContext = createContext<(() => Promise<boolean>) | null>(null)

export function useWithFreshCode(): WithFreshCode {
  const ask = useContext(FreshCodeContext)
  return async (run) => {
    try {
      return await run()
    } catch (err) {
      if (!ask || !needsFreshCode(err) || !(await ask())) throw err
      return run()
    }
  }
}
