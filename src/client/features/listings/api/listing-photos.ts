import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ApiError } from '#core/http/api-error.ts'
import { ListingPhotoSchema, type ListingPhoto } from '#core/listings/listings.contract.ts'
import { api, ApiRequestError, OFFLINE_MESSAGE } from '#client/lib/api-client.ts'
import { myListingsKey } from './get-my-listings.ts'

/**
 * Sends one photo as the request body (POST /api/listings/:id/photos). Not through `api()`: that
 * sends JSON, and a photo is sent as its own bytes (the server reads their type, not ours).
 */
export async function uploadListingPhoto(listingId: string, file: Blob): Promise<ListingPhoto> {
  let res: Response
  try {
    res = await fetch(`/api/listings/${encodeURIComponent(listingId)}/photos`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream' },
      body: file,
    })
  } catch {
    throw new ApiRequestError(0, OFFLINE_MESSAGE)
  }
  const data: unknown = await res.json().catch(() => undefined)
  if (!res.ok) {
    const body = (data ?? {}) as Partial<ApiError>
    throw new ApiRequestError(
      res.status,
      body.message ?? `The server answered ${res.status}. Please try again.`,
      body.field,
      body.retryAfter,
      body.code,
      body.params,
    )
  }
  return ListingPhotoSchema.parse(data)
}

export const deleteListingPhoto = ({
  listingId,
  photoId,
}: {
  listingId: string
  photoId: string
}) =>
  api<null>(
    `/api/listings/${encodeURIComponent(listingId)}/photos/${encodeURIComponent(photoId)}`,
    { method: 'DELETE' },
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
