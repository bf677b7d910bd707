import { useSearchParams } from 'react-router'
import { listingRouteId } from '#core/orders/listings.contract.ts'
import { inputClass, PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { useListings } from '#client/features/marketplace/api/get-listings.ts'
import { ListingCards } from '#client/features/marketplace/components/listing-cards.tsx'

/** Public: farmers' live listings with a search (PRODUCT.md). Buying goes through the buyer's pages. */
export function Component() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const listings = useListings(q)
  return (
    <div className="space-y-6">
      <PageTitle>Marketplace</PageTitle>
      <p className="text-stone-700">
        What farmers on FarmTrek are selling right now, with prices per kg and the quantity left.
      </p>
      <div>
        <label htmlFor="marketplace-search" className="sr-only">
          Search for crops
        </label>
        <input
          id="marketplace-search"
          type="search"
          placeholder="Search for crops..."
          value={q}
          onChange={(e) =>
            setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })
          }
          className={inputClass}
        />
      </div>
      {listings.isPending ? (
        <p>
          <Spinner /> Loading listings...
        </p>
      ) : listings.isError ? (
        <p role="alert" className="text-red-800">
          {listings.error.message}
        </p>
      ) : listings.data.items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200">
          {q.trim()
            ? 'No matching products found'
            : 'No farmer listings right now. Please check back soon.'}
        </p>
      ) : (
        <ListingCards
          items={listings.data.items}
          linkTo={(l) => paths.product(listingRouteId(l.id))}
          actionLabel="Buy Now"
        />
      )}
    </div>
  )
}
