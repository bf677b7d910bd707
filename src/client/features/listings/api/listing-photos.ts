import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Middleware } from 'openapi-fetch'
import type { ListingPhoto } from '#core/listings/listings.contract.ts'
import { answer, apiClient, done } from '#client/lib/api-client.ts'
import { myListingsKey } from './get-my-listings.ts'

/**
 * Sends the photo as the request's body, as its own bytes with its own type (the server reads
 * the bytes' type, not ours): the route takes no JSON, so the body is set on the request here.
 */
const photoBody = (file: Blob): Middleware => ({
  onRequest({ request }) {
    const headers = new Headers(request.headers)
    headers.set('content-type', file.type || 'application/octet-stream')
    return new Request(request, { body: file, headers })
  },
})

/** Sends one photo (POST /api/listings/:id/photos). */
export const uploadListingPhoto = (listingId: string, file: Blob): Promise<ListingPhoto> =>
  answer(
    apiClient.POST('/api/listings/{id}/photos', {
      params: { path: { id: listingId } },
      middleware: [photoBody(file)],
    }),
  )

export const deleteListingPhoto = ({
  listingId,
  photoId,
}: {
  listingId: string
  photoId: string
}) =>
  done(
    apiClient.DELETE('/api/listings/{id}/photos/{photoId}', {
      params: { path: { id: listingId, photoId } },
    }),
  )

/** Both change what the farmer's listings and the public pages show. */
function useInvalidateListings() {
  const qc = useQueryClient()
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: myListingsKey }),
      qc.invalidateQueries({ queryKey: ['listings'] }),
      qc.invalidateQueries({ queryKey: ['listing'] }),
    ])
}

export function useUploadListingPhoto() {
  const invalidate = useInvalidateListings()
  return useMutation({
    mutationFn: ({ listingId, file }: { listingId: string; file: Blob }) =>
      uploadListingPhoto(listingId, file),
    onSettled: invalidate,
  })
}

export function useDeleteListingPhoto() {
  const invalidate = useInvalidateListings()
  return useMutation({ mutationFn: deleteListingPhoto, onSettled: invalidate })
}
