import { Link, useSearchParams } from 'react-router'
import {
  CATEGORY_FILTERS,
  filterCatalogue,
  type CategoryFilter,
} from '#core/catalogue/catalogue.ts'
import { listingRouteId } from '#core/orders/listings.contract.ts'
import { inputClass, PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { useListings } from '#client/features/marketplace/api/get-listings.ts'
import { ListingCards } from '#client/features/marketplace/components/listing-cards.tsx'
import { ProductImage } from '#client/features/orders/components/product-image.tsx'

const isCategory = (c: string | null): c is CategoryFilter =>
  CATEGORY_FILTERS.includes(c as CategoryFilter)

export function Component() {
  // Search and category live in the URL (STYLE.md §5), so Back and shared links keep them.
  const [params, setParams] = useSearchParams()
  const q = params.get('q') ?? ''
  const rawCategory = params.get('category')
  const category: CategoryFilter = isCategory(rawCategory) ? rawCategory : 'All'
  const items = filterCatalogue(q, category)
  const listings = useListings(q)

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
        <PageTitle>Available Products</PageTitle>
        <Link
          to={paths.buyerDashboard}
          className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
        >
          Back to Dashboard
        </Link>
      </div>

      <div>
        <label htmlFor="product-search" className="sr-only">
          Search for crops
        </label>
        <input
          id="product-search"
          type="search"
          placeholder="Search for crops..."
          value={q}
          onChange={(e) => update({ q: e.target.value })}
          className={inputClass}
        />
      </div>

      <div role="group" aria-label="Categories" className="flex flex-wrap gap-2">
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
            {c}
          </button>
        ))}
      </div>

      {items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200">
          No matching products found
        </p>
      ) : (
        <ul
          aria-label="Catalogue"
          className="grid grid-cols-1 gap-4 min-[400px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"
        >
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col items-center rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-stone-200"
            >
              <ProductImage src={item.image} name={item.name} />
              <h2 className="mt-3 text-lg font-bold text-green-900">{item.name}</h2>
              <p className="text-stone-800">{item.price}</p>
              <p className="text-sm text-stone-600">{item.category}</p>
              <Link
                to={paths.product(item.id)}
                aria-label={`Buy Now: ${item.name}`}
                className="mt-3 inline-flex min-h-11 w-full items-center justify-center rounded-md bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
              >
                Buy Now
              </Link>
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="from-farmers" className="space-y-4 pt-4">
        <h2 id="from-farmers" className="text-xl font-bold text-green-900">
          From our farmers
        </h2>
        <p className="text-stone-700">Live listings from farmers on FarmTrek, sold by the kg.</p>
        {listings.isPending ? (
          <p>
            <Spinner /> Loading listings...
          </p>
        ) : listings.isError ? (
          <p role="alert" className="text-red-800">
            {listings.error.message}
          </p>
        ) : listings.data.items.length === 0 ? (
          <p className="text-stone-700">
            {q.trim() ? 'No farmer listings match your search.' : 'No farmer listings right now.'}
          </p>
        ) : (
          <ListingCards
            items={listings.data.items}
            linkTo={(l) => paths.product(listingRouteId(l.id))}
            actionLabel="Buy Now"
          />
        )}
      </section>
    </div>
  )
}
