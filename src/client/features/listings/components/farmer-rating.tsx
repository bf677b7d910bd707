import { Link } from 'react-router'
import type { Listing } from '#core/listings/listings.contract.ts'
import { paths } from '#client/config/paths.ts'
import { formatNumber, useI18n } from '#client/i18n/i18n.tsx'

/**
 * The farmer of a listing with what buyers rated them ('Ravi · ★ 4.3 (12)'), linking to the
 * farmer's public page.
 */
export function FarmerRating({ listing }: { listing: Listing }) {
  const { t, locale } = useI18n()
  const { average, count } = listing.farmerRating
  return (
    <Link
      to={paths.farmer(listing.farmerId)}
      className="inline-flex min-h-11 flex-wrap items-center gap-x-1 break-words text-green-800 underline underline-offset-2 hover:text-green-900"
    >
      {listing.farmerName}
      {average !== null && count > 0 ? (
        <>
          {' · '}
          <span aria-hidden="true" className="text-amber-700">
            ★
          </span>{' '}
          <span data-testid="farmer-average">
            {t('{average} ({count, plural, one {# rating} other {# ratings}})', {
              average: formatNumber(average, locale),
              count,
            })}
          </span>
        </>
      ) : (
        <span className="text-stone-700">
          {' · '}
          {t('No ratings yet')}
        </span>
      )}
    </Link>
  )
}
