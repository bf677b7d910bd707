import { useDeferredValue, useEffect } from 'react'
import { useParams } from 'react-router'
import { findCatalogueItem } from '#core/catalogue/catalogue.ts'
import { listingIdFromRoute } from '#core/listings/listing-ids.ts'
import { Spinner } from '#client/components/ui/form.tsx'
import { releaseServerPaint, ServerPaint } from '#client/components/ui/server-paint.tsx'
import { useListing } from '#client/features/listings/api/get-listing.ts'
import { useI18n } from '#client/i18n/i18n.tsx'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { CatalogueItemPage } from '../shop-item/catalogue-item-page.tsx'
import { ListingDetail } from '../shop-item/listing-detail.tsx'
import { BackToShop, NotFound } from '../shop-item/parts.tsx'

/** /products/:id: a farmer's listing, or an item of the catalogue. */
export function Component() {
  const { id = '' } = useParams()
  const listingId = listingIdFromRoute(id)
  if (listingId) return <ListingPage id={listingId} />
  const item = findCatalogueItem(id)
  return item ? <CatalogueItemPage item={item} /> : <NotFound />
}

function ListingPage({ id }: { id: string }) {
  const listing = useListing(id)
  // The page is drawn from the listing in a deferred render, which React does in slices of a few
  // milliseconds: in the one the answer arrives in, it took 50–200 ms at Lighthouse's 4× CPU
  // slowdown (total blocking time).
  const data = useDeferredValue(listing.data)
  const { t, tm } = useI18n()
  const settled = !!data || listing.isError
  useEffect(() => {
    if (settled) releaseServerPaint()
  }, [settled])
  if (listing.isError) {
    return listing.error instanceof ApiRequestError && listing.error.status === 404 ? (
      <NotFound />
    ) : (
      <div className="space-y-4">
        <p role="alert" className="text-red-800">
          {tm(listing.error.message)}
        </p>
        <BackToShop />
      </div>
    )
  }
  if (!data) {
    // The photo and name the server drew stay until the listing is in.
    return (
      <ServerPaint
        fallback={
          <p>
            <Spinner /> {t('Loading...')}
          </p>
        }
      />
    )
  }
  return <ListingDetail listing={data} />
}
