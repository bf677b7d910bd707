import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  OwnListingSchema,
  type OwnListing,
  type UpdateListingInput,
} from '#core/listings/listings.contract.ts'
import { api } from '#client/lib/api-client.ts'
import { myListingsKey } from './get-my-listings.ts'

export const updateListing = ({
  id,
  ...input
}: UpdateListingInput & { id: string }): Promise<OwnListing> =>
  api(`/api/listings/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
    schema: OwnListingSchema,
  })

export function useUpdateListing() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: updateListing,
    onSuccess: () => qc.invalidateQueries({ queryKey: myListingsKey }),
  })
}
