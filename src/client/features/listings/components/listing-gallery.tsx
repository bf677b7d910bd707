import { useState } from 'react'
import { LISTING_HERO_SIZES } from '#core/http/page-data.ts'
import type { Listing } from '#core/listings/listings.contract.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { ListingImage } from './listing-image.tsx'

/**
 * A listing's photos on its page: the chosen one large (the page's largest paint, fetched first),
 * the others as buttons below. Without photos, the crop's catalogue picture.
 */
export function ListingGallery({ listing }: { listing: Listing }) {
  const [shown, setShown] = useState(0)
  const { t } = useI18n()
  const name = t(listing.productName)
  const photo = listing.photos[shown] ?? listing.photos[0]
  return (
    <div className="w-full space-y-2 sm:w-1/2">
      <ListingImage
        sources={photo?.sources}
        name={listing.productName}
        category={listing.category}
        alt={photo ? t('Photo {n} of {name}', { n: listing.photos.indexOf(photo) + 1, name }) : ''}
        sizes={LISTING_HERO_SIZES}
        eager
      />
      {listing.photos.length > 1 && (
        <ul className="grid grid-cols-4 gap-2" aria-label={t('Photos')}>
          {listing.photos.map((p, i) => (
            <li key={p.id}>
              <button
                type="button"
                aria-pressed={i === shown}
                aria-label={t('Show photo {n} of {name}', { n: i + 1, name })}
                onClick={() => setShown(i)}
                className={`block min-h-11 w-full overflow-hidden rounded-md ring-2 ${
                  i === shown ? 'ring-green-700' : 'ring-transparent'
                }`}
              >
                <ListingImage
                  sources={p.sources}
                  name={listing.productName}
                  category={listing.category}
                  sizes="80px"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
