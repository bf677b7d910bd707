import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ADD_FAILED,
  MUST_BE_LOGGED_IN,
  type CreateListingInput,
  type OwnListing,
} from '#core/listings/listings.contract.ts'
import type { CodedMessage } from '#client/i18n/i18n.tsx'
import { answer, apiClient, ApiRequestError } from '#client/lib/api-client.ts'
import { myListingsKey } from './get-my-listings.ts'

export const createListing = (input: CreateListingInput): Promise<OwnListing> =>
  answer(apiClient.POST('/api/listings', { body: input }))

export function useCreateListing() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: createListing,
    onSuccess: () => qc.invalidateQueries({ queryKey: myListingsKey }),
  })
}

/**
 * The message for a failed add: the server's own for a 4xx (the error itself, which `tm()`
 * translates by its code and params: a limit names its number), the form's own failure text
 * otherwise.
 */
export function addFailureMessage(err: unknown): string | CodedMessage {
  if (err instanceof ApiRequestError) {
    if (err.status === 401) return MUST_BE_LOGGED_IN
    if (err.status >= 400 && err.status < 500) return err
  }
  return ADD_FAILED
}
