import { Link } from 'react-router'
import type { OwnListing } from '#core/listings/listings.contract.ts'
import { paths } from '#client/config/paths.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { ListingPhotosEditor } from './listing-photos-editor.tsx'

/**
 * A listing just added whose photos were not all taken by the server: the farmer stays with its
 * photos, the refusal in view, to choose others or go on to the dashboard.
 */
export function NewListingPhotos({ listing, problem }: { listing: OwnListing; problem: string }) {
  const { t } = useI18n()
  return (
    <section className="space-y-4" aria-labelledby="new-listing-photos">
      <h2 id="new-listing-photos" className="text-lg font-semibold text-green-900">
        {t('Photos of {name}', { name: t(listing.productName) })}
      </h2>
      <p>
        {t(
          'Product added. Not every photo could be added: see why below, and choose another here if you like.',
        )}
      </p>
      <ListingPhotosEditor listing={listing} problem={problem} />
      <p>
        <Link
          to={paths.farmerDashboard}
          className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          {t('Back to dashboard')}
        </Link>
      </p>
    </section>
  )
}
