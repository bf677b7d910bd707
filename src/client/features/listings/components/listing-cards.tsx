import { Link } from 'react-router'
import type { Listing } from '#core/listings/listings.contract.ts'
import { usePlaceLabels } from '#client/components/ui/place-label.ts'
import { formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import { formatPaise } from '#core/money/money.ts'
import { FarmerRating } from './farmer-rating.tsx'
import { ListingImage } from './listing-image.tsx'

/** How wide a card's picture is laid out: one column on a phone, two, then three. */
const CARD_SIZES = '(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw'

/**
 * Farmers' live listings as cards: photo, name, ₹/kg, quantity left, farmer (with their rating,
 * linking to their page), location.
 */
export function ListingCards({
  items,
  linkTo,
  actionLabel,
  showFarmer = true,
}: {
  items: Listing[]
  linkTo: (l: Listing) => string
  actionLabel: string
  /** Off on the farmer's own page, which names them once. */
  showFarmer?: boolean
}) {
  const { t, locale } = useI18n()
  const { place } = usePlaceLabels()
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((l, i) => (
        <li
          key={l.id}
          className="flex flex-col rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
        >
          <ListingImage
            sources={l.photos[0]?.sources}
            name={l.productName}
            category={l.category}
            crop={l.crop}
            sizes={CARD_SIZES}
            eager={i < 2}
            className="mb-3"
          />
          <h3 className="text-lg font-bold break-words text-green-900">{t(l.productName)}</h3>
          <p className="text-lg font-semibold text-stone-900">
            {t('{price} / kg', { price: formatPaise(l.pricePaise, locale) })}
          </p>
          {(l.organic || l.category) && (
            <p className="mt-1 flex flex-wrap gap-2 text-sm">
              {l.organic && (
                <span className="rounded-full bg-green-100 px-2 py-0.5 font-semibold text-green-900">
                  {t('Organic')}
                </span>
              )}
              {l.category && (
                <span className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-800">
                  {t(l.category)}
                </span>
              )}
            </p>
          )}
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-stone-700">
            <dt>{t('Available')}</dt>
            <dd>{t('{kg} kg', { kg: formatNumber(l.quantityKg, locale) })}</dd>
            {showFarmer && (
              <>
                <dt>{t('Farmer')}</dt>
                <dd className="min-w-0">
                  <FarmerRating listing={l} />
                </dd>
              </>
            )}
            {l.location && (
              <>
                <dt>{t('Location')}</dt>
                <dd className="break-words">{place(l.location)}</dd>
              </>
            )}
          </dl>
          <Link
            to={linkTo(l)}
            aria-label={`${actionLabel}: ${t(l.productName)}`}
            className="mt-4 inline-flex min-h-11 items-center justify-center rounded-md bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
          >
            {actionLabel}
          </Link>
        </li>
      ))}
    </ul>
  )
}
