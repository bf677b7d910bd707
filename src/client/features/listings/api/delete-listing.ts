import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#client/lib/api-client.ts'
import { myListingsKey } from './get-my-listings.ts'

export const deleteListing = (id: string): Promise<void> =>
  api<void>(`/api/listings/${encodeURIComponent(id)}`, { method: 'DELETE' })

export function useDeleteListing() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: () => qc.invalidateQueries({ queryKey: myListingsKey }),
  })
}
