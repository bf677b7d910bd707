import { PageTitle } from '#client/components/ui/form.tsx'
import {
  ListingFilters,
  useBrowseFilters,
} from '#client/features/listings/components/listing-filters.tsx'
import { LiveListings } from '#client/features/listings/components/live-listings.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

/**
 * Public: farmers' live listings with search, filters and sort (all in the URL), for visitors
 * too. Buying goes through the buyer's pages.
 */
export function Component() {
  const [filters] = useBrowseFilters()
  const { t } = useI18n()
  const filtered = Object.keys(filters).some((k) => k !== 'sort')
  return (
    <div className="space-y-6">
      <PageTitle>{t('Marketplace')}</PageTitle>
      <p className="text-stone-700">
        {t(
          'What farmers on FarmTrek are selling right now, with prices per kg and the quantity left.',
        )}
      </p>
      <ListingFilters idPrefix="marketplace" />
      <LiveListings
        filters={filters}
        emptyText={
          filtered
            ? t('No matching products found')
            : t('No farmer listings right now. Please check back soon.')
        }
      />
    </div>
  )
}
