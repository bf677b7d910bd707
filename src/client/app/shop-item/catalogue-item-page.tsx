import { useNavigate } from 'react-router'
import { catalogueListingId } from '#core/catalogue/catalogue-owners.ts'
import type { CatalogueItem } from '#core/catalogue/catalogue.ts'
import { formatPaise } from '#core/money/money.ts'
import { Button, PageTitle } from '#client/components/ui/form.tsx'
import { paths } from '#client/config/paths.ts'
import { useListing } from '#client/features/listings/api/get-listing.ts'
import { ItemImage } from '#client/features/orders/components/item-image.tsx'
import { QuantityToCart } from '#client/features/orders/components/quantity-to-cart.tsx'
import { formatNumber, useI18n } from '#client/i18n/i18n.tsx'
import { useOnline } from '#client/lib/online.ts'
import { BackToShop, Details } from './parts.tsx'

const availabilityMark = { 'In Stock': '●', 'Limited Stock': '◐', 'Out of Stock': '○' } as const

/** A catalogue item's page: the item, its farmer, what is left, and the quantity to buy. */
export function CatalogueItemPage({ item }: { item: CatalogueItem }) {
  // The item is a listing of its farmer: its price and stock now come from the server.
  // Offline the catalogue's own figures stand in (the server checks the order anyway).
  const online = useOnline()
  const live = useListing(online ? catalogueListingId(item.id) : null)
  const loading = online && live.isPending
  const { t, locale } = useI18n()
  const navigate = useNavigate()
  const toCart = () => void navigate(paths.cart)
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
          onAdded={toCart}
          after={<BackToShop />}
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
