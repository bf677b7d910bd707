import { Link, useSearchParams } from 'react-router'
import {
  CATEGORY_FILTERS,
  filterCatalogue,
  type CategoryFilter,
} from '#core/catalogue/catalogue.ts'
import { useAfterFirstPaint } from '#client/components/ui/after-first-paint.tsx'
import { inputClass, PageTitle } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { useListings } from '#client/features/listings/api/get-listings.ts'
import { LiveListings } from '#client/features/listings/components/live-listings.tsx'
import { SearchUnderstood } from '#client/features/listings/components/search-understood.tsx'
import { ItemImage } from '#client/features/orders/components/item-image.tsx'
import { useI18n } from '#client/i18n/i18n.tsx'
import { formatPaise } from '#core/money/money.ts'

/** Cards drawn with the page; the rest follow in a transition (a phone shows about three rows). */
const FIRST_CARDS = 6

const isCategory = (c: string | null): c is CategoryFilter =>
  CATEGORY_FILTERS.includes(c as CategoryFilter)

export function Component() {
  // Search and category live in the URL, so Back and shared links keep them.
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const rawCategory = params.get('category')
  const category: CategoryFilter = isCategory(rawCategory) ? rawCategory : 'All'
  const { t, locale } = useI18n()
  const rest = useAfterFirstPaint()
  // The farmers' listings below share this answer; its `understood` is the crop the search names
  // in any language (the server's crop vocabulary), which the catalogue shows first.
  const filters = { q, ...(category !== 'All' ? { category } : {}) }
  const understood = useListings(filters).data?.understood ?? null
  const items = filterCatalogue(q, category, understood?.crop ?? null, (item) => t(item.name))

  const update = (next: { q?: string; category?: CategoryFilter }) => {
    const p = new URLSearchParams(params)
    const nq = next.q ?? q
    const nc = next.category ?? category
    if (nq) p.set('q', nq)
    else p.delete('q')
    if (nc !== 'All') p.set('category', nc)
    else p.delete('category')
    setParams(p, { replace: true })
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle>{t('Available Products')}</PageTitle>
        <Link
          to={paths.buyerDashboard}
          className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          {t('Back to Dashboard')}
        </Link>
      </div>

      <div>
        <label htmlFor="product-search" className="sr-only">
          {t('Search for crops')}
        </label>
        <input
          id="product-search"
          type="search"
          placeholder={t('Search for crops...')}
          // Uncontrolled: the URL updates in a transition, and a controlled value would drop
          // keys typed before it lands (a keyboard user types at once).
          defaultValue={q}
          onChange={(e) => update({ q: e.target.value })}
          className={inputClass}
        />
        {q.trim() ? (
          <div className="mt-2">
            <SearchUnderstood understood={understood} query={q.trim()} />
          </div>
        ) : null}
      </div>

      <div role="group" aria-label={t('Categories')} className="flex flex-wrap gap-2">
        {CATEGORY_FILTERS.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={category === c}
            onClick={() => update({ category: c })}
            className={`min-h-11 rounded-full px-4 font-semibold ring-1 ${
              category === c
                ? 'bg-green-800 text-white ring-green-800'
                : 'bg-white text-green-900 ring-stone-300 hover:bg-green-50'
            }`}
          >
            {t(c)}
          </button>
        ))}
      </div>

      {items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200">
          {t('No matching products found')}
        </p>
      ) : (
        <ul
          aria-label={t('Catalogue')}
          className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
        >
          {(rest ? items : items.slice(0, FIRST_CARDS)).map((item, i) => (
            <li
              key={item.id}
              className="flex flex-col items-center rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-stone-200"
            >
              <ItemImage src={item.image} name={t(item.name)} eager={i < 2} />
              <h2 className="mt-3 text-lg font-bold text-green-900">{t(item.name)}</h2>
              <p className="text-stone-800">
                {t('{price}/kg', { price: formatPaise(item.pricePaise, locale) })}
              </p>
              <p className="text-sm text-stone-600">{t(item.category)}</p>
              <Link
                to={paths.shopItem(item.id)}
                aria-label={`${t('Buy Now')}: ${t(item.name)}`}
                className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-md bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
              >
                {t('Buy Now')}
              </Link>
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="from-farmers" className="space-y-4 pt-4">
        <h2 id="from-farmers" className="text-xl font-bold text-green-900">
          {t('From our farmers')}
        </h2>
        <p className="text-stone-700">
          {t('Live listings from farmers on FarmTrek, sold by the kg.')}
        </p>
        <LiveListings
          // The page's search and category apply to farmers' listings too.
          filters={filters}
          understoodShown
          emptyText={
            q.trim() || category !== 'All'
              ? t('No farmer listings match your search.')
              : t('No farmer listings right now.')
          }
        />
      </section>
    </div>
  )
}
