import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import {
  ADDED,
  MUST_BE_LOGGED_IN,
  type CreateListingInput,
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
import { PhotoPicker } from '#client/features/listings/components/photo-picker.tsx'
import { useDebouncedValue } from '#client/features/listings/hooks/use-debounced-value.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { serverField } from '#client/lib/server-field.ts'

export function Component() {
  const { data: session } = useSession()
  const create = useCreateListing()
  const notify = useNotify()
  const navigate = useNavigate()
  const { t, tm } = useI18n()
  const upload = useUploadListingPhoto()
  const [photos, setPhotos] = useState<File[]>([])
  const [error, setError] = useState<ListingFormProps['error']>(null)
  const [crop, setCrop] = useState('')
  const debouncedCrop = useDebouncedValue(crop, 400)

  /**
   * The listing exists now; its photos follow one by one. A refused photo is said (the listing
   * stays, and the photo can be added again from Edit); null when all were taken.
   */
  const uploadPhotos = async (listingId: string): Promise<string | null> => {
    for (const file of photos) {
      try {
        await upload.mutateAsync({ listingId, file })
      } catch (err) {
        return tm(err as Error)
      }
    }
    return null
  }

  const onSubmit = (value: CreateListingInput) => {
    if (!session?.user) {
      setError({ message: MUST_BE_LOGGED_IN })
      return
    }
    setError(null)
    create.mutate(value, {
      onSuccess: (listing) => {
        void uploadPhotos(listing.id).then((problem) => {
          if (problem) notify(problem, 'error')
          else notify(t(ADDED), 'success')
          void navigate(paths.farmerDashboard)
        })
      },
      onError: (err) => {
        const field = serverField(err, LISTING_FIELDS)
        setError(field ? { message: err.message, field } : { message: addFailureMessage(err) })
      },
    })
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
            files={photos}
            onChange={setPhotos}
            disabled={create.isPending || create.isSuccess}
          />
        }
        onCropChange={setCrop}
        cropHint={<FairPriceHint crop={debouncedCrop} />}
        onSubmit={onSubmit}
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
