import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient, done } from '#client/lib/api-client.ts'
import { myListingsKey } from './get-my-listings.ts'

export const deleteListing = (id: string): Promise<void> =>
  done(apiClient.DELETE('/api/listings/{id}', { params: { path: { id } } }))

export function useDeleteListing() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: () => qc.invalidateQueries({ queryKey: myListingsKey }),
  })
}
