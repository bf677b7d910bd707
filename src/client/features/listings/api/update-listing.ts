import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OwnListing, UpdateListingInput } from '#core/listings/listings.contract.ts'
import { answer, apiClient } from '#client/lib/api-client.ts'
import { myListingsKey } from './get-my-listings.ts'

export const updateListing = ({
  id,
  ...input
}: UpdateListingInput & { id: string }): Promise<OwnListing> =>
  answer(apiClient.PATCH('/api/listings/{id}', { params: { path: { id } }, body: input }))

export function useUpdateListing() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: updateListing,
    onSuccess: () => qc.invalidateQueries({ queryKey: myListingsKey }),
  })
}
