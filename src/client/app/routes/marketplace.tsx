import { useSearchParams } from 'react-router'
import { inputClass, PageTitle } from '#client/components/ui/form.tsx'
import { LiveListings } from '#client/features/listings/components/live-listings.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

/** Public: farmers' live listings with a search, for visitors too. Buying goes through the buyer's pages. */
export function Component() {
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const { t } = useI18n()
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
      <LiveListings
        q={q}
        emptyText={
          q.trim()
            ? t('No matching products found')
            : t('No farmer listings right now. Please check back soon.')
        }
      />
    </div>
  )
}
