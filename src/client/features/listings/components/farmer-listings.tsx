import { listingRouteId } from '#core/listings/listing-ids.ts'
import { Spinner } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { useFarmerListings } from '../api/get-farmer-listings.ts'
import { ListingCards } from './listing-cards.tsx'

/** One farmer's live listings as cards, each linking to its product page (the farmer's page). */
export function FarmerListings({ farmerId }: { farmerId: string }) {
  const { t, tm } = useI18n()
  const listings = useFarmerListings(farmerId)
  if (listings.isPending)
    return (
      <p>
        <Spinner /> {t('Loading listings...')}
      </p>
    )
  if (listings.isError)
    return (
      <p role="alert" className="text-red-800">
        {tm(listings.error)}
      </p>
    )
  if (listings.data.items.length === 0)
    return <p className="text-stone-700">{t('Nothing on sale right now.')}</p>
  return (
    <ListingCards
      items={listings.data.items}
      linkTo={(l) => paths.shopItem(listingRouteId(l.id))}
      actionLabel={t('Buy Now')}
      showFarmer={false}
    />
  )
}
