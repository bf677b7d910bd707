import { useSearchParams } from 'react-router'
import { CATALOGUE_CATEGORIES } from '#core/catalogue/catalogue.ts'
import {
  browseFilters,
  LISTING_SORT_LABELS,
  LISTING_SORTS,
  type BrowseFilters,
  type BrowseParam,
} from '#core/listings/listing-browse.ts'
import { PLACE_MAX, SEARCH_MAX } from '#core/listings/listings.messages.ts'
import { Field, inputClass, SelectField } from '#client/components/ui/form.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'

/** The browse filters of the page's URL, and a setter that keeps the other parameters. */
export function useBrowseFilters(): [BrowseFilters, (next: BrowseFilters) => void] {
  const [params, setParams] = useSearchParams()
  const set = (next: BrowseFilters) => {
    const p = new URLSearchParams(params)
    for (const [key, value] of Object.entries(next) as Array<[BrowseParam, string | undefined]>) {
      if (value) p.set(key, value)
      else p.delete(key)
    }
    setParams(p, { replace: true, preventScrollReset: true })
  }
  return [browseFilters(params), set]
}

/**
 * Search, then category, sort, price range, place and organic for farmers' listings. Every value
 * lives in the URL, so Back, a reload and a shared link keep them. Inputs are uncontrolled: the
 * URL updates in a transition, and a controlled value would drop keys typed meanwhile.
 */
export function ListingFilters({ idPrefix = 'listings' }: { idPrefix?: string }) {
  const [filters, set] = useBrowseFilters()
  const { t } = useI18n()
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id('search')} className="sr-only">
          {t('Search for crops')}
        </label>
        <input
          id={id('search')}
          type="search"
          placeholder={t('Search for crops...')}
          maxLength={SEARCH_MAX}
          defaultValue={filters.q ?? ''}
          onChange={(e) => set({ q: e.target.value })}
          className={inputClass}
        />
      </div>
      <fieldset className="grid grid-cols-1 gap-3 rounded-lg bg-white p-3 ring-1 ring-stone-200 min-[400px]:grid-cols-2 md:grid-cols-3">
        <legend className="sr-only">{t('Filters')}</legend>
        <SelectField
          id={id('category')}
          label={t('Category')}
          value={filters.category ?? ''}
          onChange={(e) => set({ category: e.target.value })}
        >
          <option value="">{t('All')}</option>
          {CATALOGUE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(c)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={id('sort')}
          label={t('Sort by')}
          value={filters.sort ?? 'newest'}
          onChange={(e) => set({ sort: e.target.value === 'newest' ? '' : e.target.value })}
        >
          {LISTING_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(LISTING_SORT_LABELS[s])}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={id('organic')}
          label={t('Organic')}
          value={filters.organic ?? ''}
          onChange={(e) => set({ organic: e.target.value })}
        >
          <option value="">{t('Any')}</option>
          <option value="yes">{t('Organic only')}</option>
          <option value="no">{t('Not organic')}</option>
        </SelectField>
        <Field
          id={id('min-price')}
          label={t('Lowest price (₹/kg)')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          defaultValue={filters.minPrice ?? ''}
          onChange={(e) => set({ minPrice: e.target.value })}
        />
        <Field
          id={id('max-price')}
          label={t('Highest price (₹/kg)')}
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          defaultValue={filters.maxPrice ?? ''}
          onChange={(e) => set({ maxPrice: e.target.value })}
        />
        <Field
          id={id('place')}
          label={t('State or district')}
          autoComplete="address-level1"
          maxLength={PLACE_MAX}
          defaultValue={filters.place ?? ''}
          onChange={(e) => set({ place: e.target.value })}
        />
      </fieldset>
      {filters.sort === 'nearest' && (
        <p className="text-sm text-stone-700">
          {t('Nearest first: farmers whose location names your district, then your state.')}
        </p>
      )}
    </div>
  )
}
