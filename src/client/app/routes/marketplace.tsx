import { useSearchParams } from 'react-router'
import { listingRouteId } from '#core/orders/listings.contract.ts'
import { inputClass, PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { useListings } from '#client/features/marketplace/api/get-listings.ts'
import { ListingCards } from '#client/features/marketplace/components/listing-cards.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

/** Public: farmers' live listings with a search (PRODUCT.md). Buying goes through the buyer's pages. */
export function Component() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const listings = useListings(q)
  const { t, tm } = useI18n()
  return (
    <div className="space-y-6">
      <PageTitle>{t('Marketplace')}</PageTitle>
      <p className="text-stone-700">
        {t(
          'What farmers on FarmTrek are selling right now, with prices per kg and the quantity left.',
        )}
      </p>
      <div>
        <label htmlFor="marketplace-search" className="sr-only">
          {t('Search for crops')}
        </label>
        <input
          id="marketplace-search"
          type="search"
          placeholder={t('Search for crops...')}
          // Uncontrolled: the URL updates in a transition; a controlled value drops fast keys.
          defaultValue={q}
          onChange={(e) =>
            setParams(e.target.value ? { q: e.target.value } : {}, { replace: true })
          }
          className={inputClass}
        />
      </div>
      {listings.isPending ? (
        <p>
          <Spinner /> {t('Loading listings...')}
        </p>
      ) : listings.isError ? (
        <p role="alert" className="text-red-800">
          {tm(listings.error.message)}
        </p>
      ) : listings.data.items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200">
          {q.trim()
            ? t('No matching products found')
            : t('No farmer listings right now. Please check back soon.')}
        </p>
      ) : (
        <ListingCards
          items={listings.data.items}
          linkTo={(l) => paths.product(listingRouteId(l.id))}
          actionLabel={t('Buy Now')}
        />
      )}
    </div>
  )
}
