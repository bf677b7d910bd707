import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import {
  ADDED,
  MUST_BE_LOGGED_IN,
  type CreateListingInput,
  type ListingPhoto,
  type OwnListing,
} from '#core/listings/listings.contract.ts'
import { PageTitle } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { paths } from '#client/config/paths.ts'
import { useSession } from '#client/features/auth/api/session.ts'
import {
  addFailureMessage,
  useCreateListing,
} from '#client/features/listings/api/create-listing.ts'
import { useUploadListingPhoto } from '#client/features/listings/api/listing-photos.ts'
import { FairPriceHint } from '#client/features/listings/components/fair-price-hint.tsx'
import {
  LISTING_FIELDS,
  ListingForm,
  type ListingFormProps,
} from '#client/features/listings/components/listing-form.tsx'
import { NewListingPhotos } from '#client/features/listings/components/new-listing-photos.tsx'
import { PhotoPicker } from '#client/features/listings/components/photo-picker.tsx'
import { useDebouncedValue } from '#client/features/listings/hooks/use-debounced-value.ts'
import { usePhotoPicks } from '#client/features/listings/hooks/use-photo-picks.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { serverField } from '#client/lib/server-field.ts'

export function Component() {
  const { data: session } = useSession()
  const create = useCreateListing()
  const notify = useNotify()
  const navigate = useNavigate()
  const { t, tm } = useI18n()
  const upload = useUploadListingPhoto()
  const picks = usePhotoPicks()
  const [blocked, setBlocked] = useState(0)
  const [added, setAdded] = useState<{ listing: OwnListing; problem: string } | null>(null)
  const [error, setError] = useState<ListingFormProps['error']>(null)
  const [crop, setCrop] = useState('')
  const debouncedCrop = useDebouncedValue(crop, 400)

  /**
   * The listing exists now; its photos follow one by one. Each refusal is kept with the file's
   * name (the others are still sent), to show beside the listing's photos.
   */
  const uploadPhotos = async (listing: OwnListing, files: readonly File[]) => {
    const photos: ListingPhoto[] = []
    const problems: string[] = []
    for (const file of files) {
      try {
        photos.push(await upload.mutateAsync({ listingId: listing.id, file }))
      } catch (err) {
        problems.push(`${file.name}: ${tm(err as Error)}`)
      }
    }
    return { listing: { ...listing, photos }, problem: problems.join(' ') }
  }

  /**
   * Nothing is sent while a picked file cannot be (checked in the browser by the server's rules):
   * the picker says which, and the form waits. A photo the server still refuses leaves the
   * listing added, and the farmer with its photos and the refusal.
   */
  const onSubmit = async (value: CreateListingInput) => {
    if (!session?.user) {
      setError({ message: MUST_BE_LOGGED_IN })
      return
    }
    setError(null)
    const picked = await picks.settled()
    if (picked.some((p) => p.problem)) {
      setBlocked((n) => n + 1)
      return
    }
    create.mutate(value, {
      onSuccess: (listing) => {
        void uploadPhotos(
          listing,
          picked.map((p) => p.file),
        ).then((result) => {
          if (result.problem) {
            setAdded(result)
            return
          }
          notify(t(ADDED), 'success')
          void navigate(paths.farmerDashboard)
        })
      },
      onError: (err) => {
        const field = serverField(err, LISTING_FIELDS)
        setError(field ? { message: err.message, field } : { message: tm(addFailureMessage(err)) })
      },
    })
  }

  if (added) {
    return (
      <div className="mx-auto max-w-md space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <PageTitle>{t('Add Product')}</PageTitle>
        <NewListingPhotos listing={added.listing} problem={added.problem} />
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-md space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
      <PageTitle>{t('Add Product')}</PageTitle>
      <ListingForm
        submitLabel={t('Add Product')}
        pendingLabel={t('Adding...')}
        pending={create.isPending || create.isSuccess}
        error={error}
        photos={
          <PhotoPicker
            picks={picks.picks}
            notice={picks.notice}
            onAdd={picks.add}
            onRemove={picks.remove}
            blocked={blocked}
            disabled={create.isPending || create.isSuccess}
          />
        }
        onCropChange={setCrop}
        cropHint={<FairPriceHint crop={debouncedCrop} />}
        onSubmit={(value) => void onSubmit(value)}
      />
      <p className="text-center">
        <Link
          to={paths.farmerDashboard}
          className="inline-flex min-h-11 items-center text-green-800 underline"
        >
          {t('Back to dashboard')}
        </Link>
      </p>
    </div>
  )
}
