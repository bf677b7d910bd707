import { useState } from 'react'
import type { CreateListingInput, OwnListing } from '#core/listings/listings.contract.ts'
import { paiseToRupees } from '#core/money/money.ts'
import { Button } from '#client/components/ui/form.tsx'
import { useNotify } from '#client/components/ui/notices.tsx'
import { useT } from '#client/i18n/i18n.tsx'
import { serverField } from '#client/lib/server-field.ts'
import { useUpdateListing } from '#client/features/listings/api/update-listing.ts'
import { Dialog } from '#client/components/ui/dialog.tsx'
import { LISTING_FIELDS, ListingForm, type ListingFormProps } from './listing-form.tsx'
import { ListingPhotosEditor } from './listing-photos-editor.tsx'

/**
 * Editing one of the farmer's listings. A chunk of its own, loaded when Edit is pressed: the form
 * validates with the listings contract (zod), which /real-time-prices does not need to open.
 */
export function EditDialog({ listing, onClose }: { listing: OwnListing; onClose: () => void }) {
  const update = useUpdateListing()
  const notify = useNotify()
  const t = useT()
  const [error, setError] = useState<ListingFormProps['error']>(null)
  const onSubmit = (value: CreateListingInput) => {
    setError(null)
    update.mutate(
      { id: listing.id, ...value },
      {
        onSuccess: () => {
          notify(t('Product updated successfully!'), 'success')
          onClose()
        },
        onError: (err) =>
          setError({ message: err.message, field: serverField(err, LISTING_FIELDS) }),
      },
    )
  }
  return (
    <Dialog label={t('Edit product')} onClose={onClose}>
      <h2 className="mb-4 text-xl font-semibold text-green-900">{t('Edit product')}</h2>
      <ListingForm
        initial={{
          productName: listing.productName,
          price: String(paiseToRupees(listing.pricePaise)),
          quantity: String(listing.quantity),
          category: listing.category ?? '',
          organic: listing.organic,
        }}
        submitLabel={t('Save')}
        pendingLabel={t('Saving...')}
        pending={update.isPending}
        error={error}
        onSubmit={onSubmit}
        // Photos are saved as they are added or deleted, not with Save.
        photos={<ListingPhotosEditor listing={listing} />}
        actions={
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('Close')}
          </Button>
        }
      />
    </Dialog>
  )
}
