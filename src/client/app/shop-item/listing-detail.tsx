import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import type { Listing } from '#core/listings/listings.contract.ts'
import { formatPaise } from '#core/money/money.ts'
import { Button, PageTitle } from '#client/components/ui/form.tsx'
import { usePlaceLabels } from '#client/components/ui/place-label.ts'
import { paths } from '#client/config/paths.ts'
import { FarmerRating } from '#client/features/listings/components/farmer-rating.tsx'
import { ListingGallery } from '#client/features/listings/components/listing-gallery.tsx'
import { MandiPrice } from '#client/features/listings/components/mandi-price.tsx'
import {
  HiddenListingNotice,
  ReportListingButton,
} from '#client/features/listings/components/report-listing.tsx'
import { useSession } from '#client/features/auth/api/session.ts'
import { QuantityToCart } from '#client/features/orders/components/quantity-to-cart.tsx'
import { formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import { BackToShop, Details } from './parts.tsx'

/** A farmer's listing: photos, price, farmer and place, what is left, the mandi price, and the quantity to buy. */
export function ListingDetail({ listing }: { listing: Listing }) {
  const soldOut = listing.quantityKg < 1
  const { t, locale } = useI18n()
  const navigate = useNavigate()
  const toCart = () => void navigate(paths.cart)
  const viewer = useSession().data?.user ?? null
  const { place } = usePlaceLabels()

  return (
    <article className="mx-auto max-w-3xl space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      {listing.hiddenReason !== undefined && <HiddenListingNotice reason={listing.hiddenReason} />}
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <ListingGallery listing={listing} />
        <div className="w-full min-w-0 flex-1 space-y-4">
          <PageTitle>{t(listing.productName)}</PageTitle>
          <p className="text-2xl font-bold text-stone-900">
            {t('{price} / kg', { price: formatPaise(listing.pricePaise, locale) })}
          </p>
          {listing.organic && (
            <p>
              <span className="rounded-full bg-green-100 px-3 py-1 font-semibold text-green-900">
                {t('Organic')}
              </span>
            </p>
          )}
          <p className="text-stone-700">
            {t('Listed by a farmer on FarmTrek and sold by the kg.')}
          </p>
          <Details
            rows={[
              [t('Farmer'), <FarmerRating key="f" listing={listing} />],
              [t('Location'), listing.location ? place(listing.location) : '—'],
              ...(listing.category
                ? [[t('Category'), t(listing.category)] as [string, ReactNode]]
                : []),
              [
                t('Availability'),
                soldOut
                  ? t('Sold out')
                  : t('{kg} kg left', { kg: formatNumber(listing.quantityKg, locale) }),
              ],
              [t('Mandi price'), <MandiPrice key="m" listingId={listing.id} />],
            ]}
          />
        </div>
      </div>
      {soldOut ? (
        <div className="flex flex-wrap items-center gap-4">
          <Button type="button" disabled>
            {t('ADD TO CART')}
          </Button>
          <p className="text-stone-700">{t('This listing is sold out.')}</p>
          <BackToShop />
        </div>
      ) : (
        <QuantityToCart
          leftKg={listing.quantityKg}
          onAdded={toCart}
          after={<BackToShop />}
          line={(quantityKg) => ({
            kind: 'listing',
            productId: listing.id,
            quantityKg,
            name: listing.productName,
            pricePaise: listing.pricePaise,
            farmerName: listing.farmerName,
          })}
        />
      )}
      {viewer && viewer.id !== listing.farmerId && <ReportListingButton listingId={listing.id} />}
    </article>
  )
}
