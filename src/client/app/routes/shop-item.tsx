import {
  useDeferredValue,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { catalogueListingId } from '#core/catalogue/catalogue-owners.ts'
import { findCatalogueItem, type CatalogueItem } from '#core/catalogue/catalogue.ts'
import { listingIdFromRoute } from '#core/listings/listing-ids.ts'
import type { Listing } from '#core/listings/listings.contract.ts'
import {
  CART_QUANTITY_RULE,
  checkCartQuantity,
  ONLY_KG_LEFT,
  ONLY_ONE_KG_LEFT,
} from '#core/orders/cart-quantity.ts'
import { MAX_LINE_KG } from '#core/orders/order-limits.ts'
import { Button, Field, PageTitle, Spinner } from '#client/components/ui/form.tsx'
import { releaseServerPaint, ServerPaint } from '#client/components/ui/server-paint.tsx'
import { paths } from '#client/config/paths.ts'
import { useListing } from '#client/features/listings/api/get-listing.ts'
import { ListingGallery } from '#client/features/listings/components/listing-gallery.tsx'
import { MandiPrice } from '#client/features/listings/components/mandi-price.tsx'
import { ItemImage } from '#client/features/orders/components/item-image.tsx'
import { useCart, type NewCartLine } from '#client/features/orders/hooks/use-cart.ts'
import { formatNumber, useI18n, useT } from '#client/i18n/i18n.tsx'
import { ApiRequestError } from '#client/lib/api-client.ts'
import { useOnline } from '#client/lib/online.ts'
import { formatPaise } from '#core/money/money.ts'

export function Component() {
  const { id = '' } = useParams()
  const listingId = listingIdFromRoute(id)
  if (listingId) return <ListingPage id={listingId} />
  const item = findCatalogueItem(id)
  return item ? <CatalogueItemPage item={item} /> : <NotFound />
}

function BackToShop() {
  const t = useT()
  return (
    <Link
      to={paths.shop}
      className="inline-flex min-h-11 items-center font-semibold text-green-800 underline"
    >
      {t('Back to Products')}
    </Link>
  )
}

function NotFound() {
  const t = useT()
  return (
    <div className="space-y-4">
      <PageTitle>{t('Product not found')}</PageTitle>
      <BackToShop />
    </div>
  )
}

/**
 * Label and value side by side on one baseline: a value that is a 44 px touch target (the
 * contact's phone link) centres its text in its box, and the label lines up with that text, not
 * with the box's top.
 */
function Details({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-2">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-semibold text-stone-700">{k}</dt>
          <dd className="break-words text-stone-900">{v}</dd>
        </div>
      ))}
    </dl>
  )
}

const availabilityMark = { 'In Stock': '●', 'Limited Stock': '◐', 'Out of Stock': '○' } as const

function CatalogueItemPage({ item }: { item: CatalogueItem }) {
  // The item is a listing of its farmer: its price and stock now come from the server.
  // Offline the catalogue's own figures stand in (the server checks the order anyway).
  const online = useOnline()
  const live = useListing(online ? catalogueListingId(item.id) : null)
  const loading = online && live.isPending
  const { t, locale } = useI18n()
  const pricePaise = live.data?.pricePaise ?? item.pricePaise
  const leftKg = live.data?.quantityKg
  const out = leftKg === 0 || (leftKg === undefined && item.availability === 'Out of Stock')
  return (
    <article className="mx-auto max-w-3xl space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <ItemImage src={item.image} name={t(item.name)} alt={t(item.name)} size="lg" eager />
        <div className="min-w-0 flex-1 space-y-4">
          <PageTitle>{t(item.name)}</PageTitle>
          <p className="text-2xl font-bold text-stone-900">
            {t('{price}/kg', { price: formatPaise(pricePaise, locale) })}
          </p>
          <p className="text-stone-700">{t(item.description)}</p>
          <Details
            rows={[
              [t('Category'), t(item.category)],
              [t('Farmer'), item.farmer],
              [
                t('Contact'),
                <a
                  key="c"
                  href={`tel:${item.contact}`}
                  className="inline-flex min-h-11 items-center underline"
                >
                  {item.contact}
                </a>,
              ],
              [
                t('Availability'),
                <span key="a" className="inline-flex items-center gap-1">
                  <span aria-hidden="true">
                    {availabilityMark[out ? 'Out of Stock' : item.availability]}
                  </span>
                  <span>
                    {out
                      ? t('Out of Stock')
                      : leftKg === undefined
                        ? t(item.availability)
                        : t('{kg} kg left', { kg: formatNumber(leftKg, locale) })}
                  </span>
                </span>,
              ],
            ]}
          />
        </div>
      </div>
      {out ? (
        <div className="flex flex-wrap items-center gap-4">
          <Button type="button" disabled aria-describedby="out-of-stock">
            {t('ADD TO CART')}
          </Button>
          <p id="out-of-stock" className="text-stone-700">
            {t('This item is out of stock for now.')}
          </p>
          <BackToShop />
        </div>
      ) : (
        <QuantityToCart
          leftKg={leftKg}
          loading={loading}
          line={(quantityKg) => ({
            kind: 'catalogue',
            catalogueId: item.id,
            quantityKg,
            pricePaise,
          })}
        />
      )}
    </article>
  )
}

/**
 * The quantity a buyer wants, and ADD TO CART: whole kg from 1 to what is left (counting what the
 * cart holds already); the same item again merges into its cart line.
 *
 * Plain React state, not react-hook-form: for one field the library was 13 kB gzip on the
 * listing page's first load (issues 20/21). It behaves as the form did with react-hook-form's
 * defaults: checked on submit, then again on each change; the field takes the focus when wrong.
 */
function QuantityToCart({
  leftKg,
  loading = false,
  line,
}: {
  /** Undefined when not known (offline): the server checks at checkout. */
  leftKg: number | undefined
  /** What is left is being loaded. */
  loading?: boolean
  line: (quantityKg: number) => NewCartLine
}) {
  const { add } = useCart()
  const navigate = useNavigate()
  const max = Math.min(leftKg ?? MAX_LINE_KG, MAX_LINE_KG)
  const input = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string>()
  const [submitted, setSubmitted] = useState(false)
  const { t } = useI18n()

  // The rule's texts in the user's language, with what is left filled in.
  const quantityText = (message: string) =>
    ({
      [CART_QUANTITY_RULE]: t('Quantity must be a whole number of kg, at least 1.'),
      [ONLY_ONE_KG_LEFT]: t('Only {max} kg is left.', { max }),
      [ONLY_KG_LEFT]: t('Only {max} kg are left.', { max }),
    })[message] ?? message

  // Checked without zod, which would weigh on the page's first load (issues 20/21); the server
  // checks the order with its contract anyway.
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (!submitted) return
    const r = checkCartQuantity(e.target.value, max)
    setProblem(r.ok ? undefined : r.message)
  }

  const onAdd = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    setSubmitted(true)
    const quantity = checkCartQuantity(input.current?.value ?? '', max)
    if (!quantity.ok) {
      setProblem(quantity.message)
      input.current?.focus()
      return
    }
    setProblem(undefined)
    const r = add(line(quantity.kg), leftKg)
    if (r.ok) return void navigate(paths.cart)
    if (r.reason === 'too_much') {
      setProblem(
        t('Only {max} kg are left and your cart has {inCart} kg already.', {
          max: r.max,
          inCart: r.inCart,
        }),
      )
      input.current?.focus()
    }
  }

  return (
    <form noValidate onSubmit={onAdd} className="space-y-4">
      <Field
        ref={input}
        name="quantity"
        label={t('Quantity (kg), 1 to {max}', { max })}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        defaultValue="1"
        onChange={onChange}
        error={problem && quantityText(problem)}
        className="max-w-xs"
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={loading}>
          {t('ADD TO CART')}
        </Button>
        <BackToShop />
      </div>
    </form>
  )
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

function ListingDetail({ listing }: { listing: Listing }) {
  const soldOut = listing.quantityKg < 1
  const { t, locale } = useI18n()

  return (
    <article className="mx-auto max-w-3xl space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <ListingGallery listing={listing} />
        <div className="w-full min-w-0 flex-1 space-y-4">
          <PageTitle>{t(listing.productName)}</PageTitle>
          <p className="text-2xl font-bold text-stone-900">
            {t('{price} / kg', { price: formatPaise(listing.pricePaise, locale) })}
          </p>
          {listing.organic && (
            <p>
              <span className="rounded-full bg-green-100 px-3 py-1 font-semibold text-green-900">
                {t('Organic')}
              </span>
            </p>
          )}
          <p className="text-stone-700">
            {t('Listed by a farmer on FarmTrek and sold by the kg.')}
          </p>
          <Details
            rows={[
              [t('Farmer'), listing.farmerName],
              [t('Location'), listing.location ?? '—'],
              ...(listing.category
                ? [[t('Category'), t(listing.category)] as [string, ReactNode]]
                : []),
              [
                t('Availability'),
                soldOut
                  ? t('Sold out')
                  : t('{kg} kg left', { kg: formatNumber(listing.quantityKg, locale) }),
              ],
              [t('Mandi price'), <MandiPrice key="m" listingId={listing.id} />],
            ]}
          />
        </div>
      </div>
      {soldOut ? (
        <div className="flex flex-wrap items-center gap-4">
          <Button type="button" disabled>
            {t('ADD TO CART')}
          </Button>
          <p className="text-stone-700">{t('This listing is sold out.')}</p>
          <BackToShop />
        </div>
      ) : (
        <QuantityToCart
          leftKg={listing.quantityKg}
          line={(quantityKg) => ({
            kind: 'listing',
            productId: listing.id,
            quantityKg,
            name: listing.productName,
            pricePaise: listing.pricePaise,
            farmerName: listing.farmerName,
          })}
        />
      )}
    </article>
  )
}
