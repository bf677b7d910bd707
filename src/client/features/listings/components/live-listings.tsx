import { listingRouteId } from '#core/listings/listing-ids.ts'
import type { BrowseFilters } from '#core/listings/listing-browse.ts'
import { Spinner } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { useListings } from '#client/features/listings/api/get-listings.ts'
import { ListingCards } from './listing-cards.tsx'
import { SearchUnderstood } from './search-understood.tsx'

/**
 * Farmers' live listings matching the browse filters, each linking to its product page: loading,
 * error, empty (`emptyText`, already translated by the page) or the cards, after what the search
 * was understood as (unless the page shows that itself: `understoodShown`). Used by /marketplace
 * and /products.
 */
export function LiveListings({
  filters,
  emptyText,
  understoodShown = false,
}: {
  filters: BrowseFilters
  emptyText: string
  understoodShown?: boolean
}) {
  const { t, tm } = useI18n()
  const listings = useListings(filters)
  if (listings.isPending) {
    return (
      <p>
        <Spinner /> {t('Loading listings...')}
      </p>
    )
  }
  if (listings.isError) {
    return (
      <p role="alert" className="text-red-800">
        {tm(listings.error)}
      </p>
    )
  }
  const understood = understoodShown ? null : (
    <SearchUnderstood understood={listings.data.understood} query={filters.q ?? ''} />
  )
  if (listings.data.items.length === 0) {
    return (
      <>
        {understood}
        <p className="rounded-lg bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200">
          {emptyText}
        </p>
      </>
    )
  }
  return (
    <>
      {understood}
      <ListingCards
        items={listings.data.items}
        linkTo={(l) => paths.shopItem(listingRouteId(l.id))}
        actionLabel={t('Buy Now')}
      />
    </>
  )
}
