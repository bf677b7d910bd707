import { useId, useState } from 'react'
import { PHOTOS_PER_LISTING_MAX, photoSrc } from '#core/listings/listing-photos.ts'
import type { ListingPhoto, OwnListing } from '#core/listings/listings.contract.ts'
import { PHOTO_TOO_MANY } from '#core/listings/listings.messages.ts'
import { Button, Spinner } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import {
  useDeleteListingPhoto,
  useUploadListingPhoto,
} from '#client/features/listings/api/listing-photos.ts'
import {
  checkPickedPhoto,
  photoProblemMessage,
} from '#client/features/listings/hooks/use-photo-picks.ts'
import { PhotoInput } from './photo-picker.tsx'

/** The photos of one of the farmer's listings: each with Delete, and a chooser to add more. */
export function ListingPhotosEditor({
  listing,
  problem: initialProblem = null,
}: {
  listing: OwnListing
  /** A refusal to show from the start (the photos of a listing just added that were not taken). */
  problem?: string | null
}) {
  const [photos, setPhotos] = useState<ListingPhoto[]>(listing.photos)
  const [problem, setProblem] = useState<string | null>(initialProblem)
  const [status, setStatus] = useState<string | null>(null)
  const upload = useUploadListingPhoto()
  const remove = useDeleteListingPhoto()
  const { t, tm } = useI18n()
  const busy = upload.isPending || remove.isPending
  const problemId = useId()
  const name = t(listing.productName)

  /** Each file is checked by the server's rules first: a refused one is said and not sent. */
  const onChoose = async (chosen: File[]) => {
    const room = PHOTOS_PER_LISTING_MAX - photos.length
    setProblem(chosen.length > room ? t(PHOTO_TOO_MANY) : null)
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const refused = await checkPickedPhoto(file)
      if (refused) {
        setProblem(`${file.name}: ${tm(photoProblemMessage(refused))}`)
        return
      }
      try {
        const photo = await upload.mutateAsync({ listingId: listing.id, file })
        setPhotos((p) => [...p, photo])
        setStatus(t('Photo added.'))
      } catch (err) {
        setProblem(tm(err as Error))
        return
      }
    }
  }

  const onDelete = (photo: ListingPhoto) =>
    remove.mutate(
      { listingId: listing.id, photoId: photo.id },
      {
        onSuccess: () => {
          setPhotos((p) => p.filter((x) => x.id !== photo.id))
          setStatus(t('Photo deleted.'))
        },
        onError: (err) => setProblem(tm(err)),
      },
    )

  return (
    <section aria-label={t('Photos')} className="space-y-2">
      {photos.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 min-[400px]:grid-cols-4">
          {photos.map((photo, i) => (
            <li key={photo.id} className="space-y-1">
              <img
                src={photoSrc(photo.sources, 320)?.url}
                alt={t('Photo {n} of {name}', { n: i + 1, name })}
                className="aspect-square w-full rounded-md object-cover ring-1 ring-stone-200"
              />
              <Button
                type="button"
                variant="secondary"
                className="w-full"
                disabled={busy}
                aria-label={t('Delete photo {n} of {name}', { n: i + 1, name })}
                onClick={() => onDelete(photo)}
              >
                {t('Delete')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <PhotoInput
        room={PHOTOS_PER_LISTING_MAX - photos.length}
        disabled={busy}
        describedBy={problem ? problemId : undefined}
        onChoose={(files) => void onChoose(files)}
      />
      {upload.isPending && (
        <p>
          <Spinner /> {t('Uploading photo...')}
        </p>
      )}
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </section>
  )
}
